import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsPosting
import NotificationActionsTesting
import PlatformModel
import Testing

/// What a person does with an app that posts its own reminders, run against the model of the system's
/// pending store (`ModelPendingStore`), under both readings of which requests survive its limit.
@Suite("Device scenarios: posting within the system's budget")
struct PostingScenarioTests {
    static let registry = try! CategoryRegistry {
        NotificationCategory("medication", priority: 90) {
            NotificationAction("medication.taken", title: "Taken")
            NotificationAction("medication.snooze", title: "Snooze")
        }
        NotificationCategory("habit", priority: 10) { NotificationAction("habit.done", title: "Done") }
    }

    static let strings = ["en": ["DOSE_TITLE": "Time for %@"], "de": ["DOSE_TITLE": "Zeit für %@"]]

    /// A phone with the app's categories registered, and the app's scheduler on it.
    static func phone(_ survivors: ModelPendingStore.Survivors) -> (ModelPendingStore, NotificationScheduler)
    {
        let device = ModelPendingStore(survivors: survivors, registered: registry)
        return (device, device.scheduler(registry: registry))
    }

    func dose(_ index: Int, inHours hours: Double) -> LocalNotification {
        LocalNotification(
            "dose-\(index)", category: "medication", userInfo: ["dose": index],
            title: .localized("DOSE_TITLE", default: "Time for %@", arguments: ["Aspirin"]),
            trigger: .after(.seconds(hours * 3600)))
    }

    @Test(
        "a hundred medication reminders scheduled and the app not opened for a week: the soonest fire, nothing is dropped in silence",
        arguments: [ModelPendingStore.Survivors.soonestFiring, .lastAdded])
    func hundredRemindersAWeekAway(survivors: ModelPendingStore.Survivors) async throws {
        let device = ModelPendingStore(survivors: survivors, registered: Self.registry)
        let recorder = DiagnosticRecorder()
        let scheduler = device.scheduler(registry: Self.registry, diagnostics: recorder.handler)
        // Every 2 hours for 200 hours, added latest first (as an app looping over a fetched list may).
        for index in (0..<100).reversed() {
            try await scheduler.schedule(dose(index, inHours: Double(index * 2 + 1)))
        }
        #expect(device.dropped.isEmpty)
        device.advance(7 * 24 * 3600)
        // The first 64 doses — the soonest — fired; the rest wait in the store for the next launch.
        #expect(device.delivered.map(\.requestIdentifier) == (0..<64).map { "dose-\($0)" })
        let report = await scheduler.topUp()  // the person opens the app a week later
        #expect(Set(report.missed) == Set((64..<84).map { "dose-\($0)" }))
        #expect(recorder.codes.filter { $0 == .notificationMissed }.count == 20)
        #expect(device.pendingNow == (84..<100).map { "dose-\($0)" })
    }

    @Test(
        "the same hundred reminders posted by hand: the system drops 36 in silence — the soonest, on the harsher reading",
        arguments: [
            (ModelPendingStore.Survivors.lastAdded, (0..<36).map { "dose-\($0)" }),
            (.soonestFiring, (64..<100).map { "dose-\($0)" }),
        ])
    func hundredByHand(survivors: ModelPendingStore.Survivors, lost: [String]) async throws {
        let device = ModelPendingStore(survivors: survivors, registered: Self.registry)
        // In date order, as an app looping over a schedule does.
        for index in 0..<100 { try await device.add(dose(index, inHours: Double(index * 2 + 1))) }
        #expect(device.dropped.sorted() == lost.sorted())
        device.advance(24 * 3600)
        #expect(device.delivered.map(\.requestIdentifier).contains("dose-0") == (survivors == .soonestFiring))
    }

    @Test(
        "a reminder edited twice: one pending, the last edit shown",
        arguments: [ModelPendingStore.Survivors.soonestFiring, .lastAdded])
    func editedTwice(survivors: ModelPendingStore.Survivors) async throws {
        let (device, scheduler) = Self.phone(survivors)
        for body in ["8:00", "8:30", "9:00"] {
            try await scheduler.schedule(
                LocalNotification(
                    "walk", category: "habit", body: .init(stringLiteral: body),
                    trigger: .after(.seconds(7200))))
        }
        #expect(device.pendingNow == ["walk"])
        device.advance(7200)
        #expect(device.delivered.map(\.body) == ["9:00"])
    }

    @Test(
        "a higher-priority reminder arriving when the budget is full is the one kept",
        arguments: [ModelPendingStore.Survivors.soonestFiring, .lastAdded])
    func priorityWhenFull(survivors: ModelPendingStore.Survivors) async throws {
        let (device, scheduler) = Self.phone(survivors)
        for index in 0..<64 {
            try await scheduler.schedule(
                LocalNotification(
                    "habit-\(index)", category: "habit", body: "Stretch",
                    trigger: .after(.seconds(Double(index + 1) * 60))))
        }
        try await scheduler.schedule(dose(1, inHours: 48))
        #expect(device.dropped.isEmpty)
        #expect(device.pendingNow.contains("dose-1"))
        #expect(device.pendingNow.count == 64)
    }

    @Test("a language change before delivery: the reminder shows in the new language")
    func languageChange() async throws {
        let device = ModelPendingStore(
            survivors: .lastAdded, registered: Self.registry, strings: Self.strings)
        let scheduler = device.scheduler(registry: Self.registry)
        try await scheduler.schedule(dose(1, inHours: 1))
        device.personChangesLanguage(to: "de")
        device.advance(3600)
        #expect(device.delivered.map(\.title) == ["Zeit für Aspirin"])
    }

    @Test(
        "the phone's time zone changes under a floating date: 8:00 stays 8:00 where the person is; a moment stays put"
    )
    func timeZoneChange() async throws {
        let (device, scheduler) = Self.phone(.lastAdded)
        try await scheduler.schedule(
            LocalNotification(
                "morning", category: "habit", body: "Stretch", trigger: .calendar(DateComponents(hour: 8))))
        let call = device.now.addingTimeInterval(30 * 3600)
        try await scheduler.schedule(
            LocalNotification("call", category: "habit", body: "Call", trigger: .at(call)))
        device.personTravels(to: TimeZone(identifier: "America/New_York")!)
        device.advance(2 * 24 * 3600)
        var newYork = Calendar(identifier: .gregorian)
        newYork.timeZone = TimeZone(identifier: "America/New_York")!
        let morning = try #require(device.delivered.first { $0.requestIdentifier == "morning" })
        #expect(newYork.component(.hour, from: morning.date) == 8)
        #expect(device.delivered.first { $0.requestIdentifier == "call" }?.date == call)
    }

    @Test(
        "the sample's 'Remind me in an hour' on an invitation: an hour later the person presses Accept on the reminder"
    )
    func sampleReminderAccepted() async throws {
        let store = ModelPendingStore(survivors: .lastAdded, registered: SampleCategories.registry)
        let scheduler = store.scheduler(registry: SampleCategories.registry)
        // Asked twice: one reminder, moved.
        try await scheduler.schedule(Reminders.invitation("i9", in: .seconds(600)))
        try await scheduler.schedule(Reminders.invitation("i9"))
        #expect(store.pendingNow == ["invite-reminder-i9"])
        store.advance(3600)
        let reminder = try #require(store.delivered.first)
        #expect(reminder.title == "Still deciding?")
        let (model, app) = device()
        model.personResponds(press("invite.accept", on: reminder))
        #expect(await model.settle(until: "invite-reminder-i9"))
        model.advance(model.backgroundBudget)
        #expect(model.completions(of: "invite-reminder-i9").count == 1)
        #expect(await app.invitations.answers == ["i9": true])
    }
}

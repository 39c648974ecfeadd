import Foundation
import NotificationActions
import NotificationActionsPosting
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions

#if canImport(Glibc)
    import Glibc
#endif

/// A medication reminder's keys, as `generate-swift` writes them for the category below.
struct DoseKeys: NotificationPayload, Equatable {
    static var category: CategoryIdentifier { "dose" }
    var doseID: String
    var amount: Int
    var strength: Double
    var withFood: Bool
    var due: String
}

let postingRegistry = try! CategoryRegistry {
    NotificationCategory(
        "dose", priority: 80,
        payload: [
            PayloadField("doseID", .string), PayloadField("amount", .integer),
            PayloadField("strength", .number),
            PayloadField("withFood", .boolean), PayloadField("due", .date(.iso8601)),
        ]
    ) {
        NotificationAction("dose.taken", title: "Taken")
        NotificationAction("dose.snooze", title: "Snooze")
    }
    NotificationCategory("habit", priority: 20) { NotificationAction("habit.done", title: "Done") }
    NotificationCategory("meeting", payload: [PayloadField("meetingID", .string)])
}

private let hour = Duration.seconds(3600)

@Suite("Posting: checked before the system sees it")
struct PostingCheckTests {
    let center = SimulatedNotificationCenter(registered: postingRegistry)

    func rejected(_ request: LocalNotification) async -> [String] {
        let scheduler = center.scheduler(registry: postingRegistry)
        do {
            try await scheduler.schedule(request)
            return []
        } catch {
            #expect(center.pending.isEmpty && center.delivered.isEmpty, "nothing is posted")
            #expect(error.identifier == request.identifier)
            return error.problems
        }
    }

    @Test(
        "each mistake is a located error and nothing is posted",
        arguments: [
            (
                LocalNotification("a", category: "dosse", body: "x", trigger: .after(hour)),
                "Did you mean 'dose'"
            ),
            (
                LocalNotification("a", category: "meeting", body: "x", trigger: .after(hour)),
                "lacks 'meetingID'"
            ),
            (
                LocalNotification(
                    "a", category: "meeting", userInfo: ["meetingID": 42], body: "x", trigger: .after(hour)),
                "'meetingID' must be a string, as the category declares, but holds the number 42"
            ),
            (
                LocalNotification(
                    "a", category: "habit", userInfo: ["when": URL(string: "https://x")!], body: "x"),
                "'when' holds URL, which is not a property-list value"
            ),
            (
                LocalNotification(
                    "a", category: "habit", body: "x", trigger: .after(.seconds(30), repeats: true)),
                "under 60 seconds"
            ),
            (LocalNotification("a", category: "habit", body: "x", trigger: .after(.zero)), "is not positive"),
            (
                LocalNotification(
                    "a", category: "habit", body: "x", trigger: .at(Date(timeIntervalSince1970: 0))),
                "not in the future"
            ),
            (
                LocalNotification(
                    "a", category: "habit", body: "x", trigger: .calendar(DateComponents(month: 13))),
                "month 13 is outside 1–12"
            ),
            (
                LocalNotification(
                    "a", category: "habit", body: "x",
                    trigger: .calendar(DateComponents(month: 2, day: 30), repeats: true)),
                "never match a date"
            ),
            (
                LocalNotification(
                    "a", category: "habit", body: "x", trigger: .calendar(DateComponents(), repeats: true)),
                "are empty"
            ),
            (
                LocalNotification(
                    "a", category: "habit", body: "x",
                    trigger: .region(.init("home", latitude: 95, longitude: 0, radius: 50))),
                "is not a coordinate"
            ),
            (LocalNotification("a", category: "habit", trigger: .after(hour)), "would show nothing"),
            (
                LocalNotification("", category: "habit", body: "x", trigger: .after(hour)),
                "identifier is empty"
            ),
            (
                LocalNotification(
                    "a", category: "habit", userInfo: ["aps": ["x": 1]], body: "x", trigger: .after(hour)),
                "reserves for pushes"
            ),
        ])
    func rejects(request: LocalNotification, expected: String) async {
        let problems = await rejected(request)
        #expect(problems.contains { $0.contains(expected) }, "\(problems)")
    }

    @Test("a category not registered yet is refused with the fix: register first")
    func notRegistered() async throws {
        let bare = SimulatedNotificationCenter(registered: nil)
        let scheduler = bare.scheduler(registry: postingRegistry)
        let request = LocalNotification("h", category: "habit", body: "x", trigger: .after(hour))
        await #expect(throws: SchedulingError.self) { try await scheduler.schedule(request) }
        #expect(bare.pending.isEmpty)
        bare.register(postingRegistry)
        #expect(try await scheduler.schedule(request) == .pending)
    }

    @Test("a valid request of every trigger kind is accepted")
    func accepted() async throws {
        let scheduler = center.scheduler(registry: postingRegistry)
        for (index, trigger) in [
            LocalNotification.Trigger.after(hour), .after(.seconds(60), repeats: true),
            .at(center.now.addingTimeInterval(10)), .calendar(DateComponents(hour: 8), repeats: true),
            .region(.init("home", latitude: 52.5, longitude: 13.4, radius: 100)),
        ].enumerated() {
            #expect(
                try await scheduler.schedule(
                    LocalNotification("t\(index)", category: "habit", body: "x", trigger: trigger))
                    == .pending)
        }
        #expect(center.pending.count == 5)
    }
}

@Suite("Posting: the budget")
struct PostingBudgetTests {
    let center = SimulatedNotificationCenter(registered: postingRegistry)
    let recorder = DiagnosticRecorder()

    func habit(_ index: Int, in hours: Int, priority: Int? = nil) -> LocalNotification {
        LocalNotification(
            "habit-\(index)", category: "habit", body: "Stretch", trigger: .after(.seconds(3600 * hours)),
            priority: priority)
    }

    @Test("a hundred requests: the 64 soonest pending, the rest waiting, none dropped by the system")
    func hundred() async throws {
        let scheduler = center.scheduler(registry: postingRegistry, diagnostics: recorder.handler)
        for index in (0..<100).reversed() { try await scheduler.schedule(habit(index, in: index + 1)) }
        #expect(center.pending.count == 64)
        #expect(center.dropped.isEmpty)
        #expect(Set(center.pending.map(\.identifier)) == Set((0..<64).map { "habit-\($0)" }))
        #expect(await scheduler.scheduled().count == 100)
        // Time passes: what fired leaves, topUp fills the budget from the store, soonest first.
        center.advance(by: .seconds(3600 * 10))
        #expect(center.pending.count == 54)
        let report = await scheduler.topUp()
        #expect(center.pending.count == 64)
        #expect(report.placements.values.filter { $0 == .pending }.count == 64)
        #expect(Set(center.pending.map(\.identifier)).contains("habit-73"))
        #expect(!Set(center.pending.map(\.identifier)).contains("habit-74"))
        #expect(await scheduler.scheduled().count == 90)
    }

    @Test("a higher-priority request when the budget is full evicts the latest lower one, reported")
    func priorityEvicts() async throws {
        let scheduler = center.scheduler(registry: postingRegistry, diagnostics: recorder.handler)
        for index in 0..<64 { try await scheduler.schedule(habit(index, in: index + 1)) }
        let dose = LocalNotification(
            "dose-1", payload: DoseKeys(doseID: "d1", amount: 1, strength: 0.5, withFood: true, due: "x"),
            body: "Dose", trigger: .after(hour * 200))
        #expect(try await scheduler.schedule(dose) == .pending)
        #expect(center.pending.count == 64)
        #expect(!center.pending.map(\.identifier).contains("habit-63"))
        #expect(recorder.codes == [.notificationEvicted])
        // A lower one than the whole budget waits, and says so.
        #expect(try await scheduler.schedule(habit(99, in: 300, priority: 0)) == .waiting)
        #expect(recorder.codes.last == .notificationDeferred)
    }

    @Test("a repeating request counts once, and stays pending as it fires")
    func repeatingOnce() async throws {
        let scheduler = center.scheduler(registry: postingRegistry)
        try await scheduler.schedule(
            LocalNotification(
                "daily", category: "habit", body: "x",
                trigger: .calendar(DateComponents(hour: 8), repeats: true)))
        let fired = center.advance(by: .seconds(86_400 * 7))
        #expect(fired.count == 7)
        #expect(center.pending.map(\.identifier) == ["daily"])
        await scheduler.topUp()
        #expect(await scheduler.scheduled().map(\.identifier) == ["daily"])
    }

    @Test("an identifier scheduled again replaces the request, pending or waiting")
    func replaces() async throws {
        let scheduler = center.scheduler(registry: postingRegistry)
        try await scheduler.schedule(
            LocalNotification("r", category: "habit", body: "first", trigger: .after(hour)))
        try await scheduler.schedule(
            LocalNotification("r", category: "habit", body: "second", trigger: .after(hour * 2)))
        #expect(center.pending.map(\.body) == ["second"])
        #expect(center.fireDates["r"] == center.now.addingTimeInterval(7200))
    }

    @Test("requests pending by other means and the reserve shrink the budget")
    func foreignAndReserve() async throws {
        for index in 0..<10 {
            try await center.add(
                LocalNotification("other-\(index)", category: "habit", body: "x", trigger: .after(hour)))
        }
        let scheduler = center.scheduler(registry: postingRegistry, reserve: 4)
        for index in 0..<64 { try await scheduler.schedule(habit(index, in: index + 1)) }
        #expect(center.pending.count == 60)
        #expect(center.dropped.isEmpty)
    }

    @Test(
        "an interval that waited keeps its moment; one whose moment passed while waiting is reported missed")
    func waitedAndMissed() async throws {
        let scheduler = center.scheduler(registry: postingRegistry, diagnostics: recorder.handler)
        for index in 0..<64 { try await scheduler.schedule(habit(index, in: 1, priority: 90)) }
        try await scheduler.schedule(habit(100, in: 5))
        try await scheduler.schedule(habit(101, in: 1))
        center.advance(by: hour * 2)  // the 64 fire; 101's moment passed while it waited
        let report = await scheduler.topUp()
        #expect(report.missed == ["habit-101"])
        #expect(recorder.codes.contains(.notificationMissed))
        #expect(center.pending.map(\.identifier) == ["habit-100"])
        #expect(center.fireDates["habit-100"] == Date(timeIntervalSince1970: 1_767_603_600 + 5 * 3600))
    }

    @Test("two schedulers sharing a store file — an app and its extension — never exceed the budget together")
    func twoProcesses() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = NotificationScheduleStore(inContainer: directory)
        let app = NotificationScheduler(
            registry: postingRegistry, center: center, store: store,
            clock: { Date(timeIntervalSince1970: 1_767_603_600) },
            diagnostics: .silent, queue: CategoryRegistration.Queue())
        let appex = NotificationScheduler(
            registry: postingRegistry, center: center, store: store,
            clock: { Date(timeIntervalSince1970: 1_767_603_600) },
            diagnostics: .silent, queue: CategoryRegistration.Queue())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { _ = try? await app.schedule(habit(index, in: index + 1)) }
                group.addTask { _ = try? await appex.schedule(habit(100 + index, in: index + 1)) }
            }
        }
        #expect(center.pending.count == 64)
        #expect(center.dropped.isEmpty)
        #expect(await app.scheduled().count == 100)
    }

    @Test("the app's diagnostics handler runs after the step let go of the store's lock")
    func diagnosticsOutsideTheLock() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = NotificationScheduleStore(inContainer: directory)
        let lockPath = store.url!.path + ".lock"
        let heldDuringReport = Locked<[Bool]>([])
        let handler = DiagnosticHandler.immediate { _ in
            // Another holder (an extension) could take the lock now only if the step released it.
            let descriptor = open(lockPath, O_RDWR)
            defer { close(descriptor) }
            let free = descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0
            if free { flock(descriptor, LOCK_UN) }
            heldDuringReport.withLock { $0.append(!free) }
        }
        let scheduler = center.scheduler(
            registry: postingRegistry, store: store, reserve: 63, diagnostics: handler)
        try await scheduler.schedule(habit(1, in: 1))
        try await scheduler.schedule(habit(2, in: 2))  // deferred: reported
        #expect(heldDuringReport.withLock { $0 } == [false])
    }

    @Test("a corrupt store is reported and read as empty; the system's pending requests stay")
    func corruptStore() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = NotificationScheduleStore(inContainer: directory)
        try FileManager.default.createDirectory(
            at: store.url!.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: store.url!)
        let scheduler = center.scheduler(
            registry: postingRegistry, store: store, diagnostics: recorder.handler)
        try await scheduler.schedule(habit(1, in: 1))
        #expect(recorder.codes.contains(.scheduleStoreProblem))
        #expect(await scheduler.scheduled().map(\.identifier) == ["habit-1"])
    }
}

@Suite("Posting: pending and delivered, by what the app declared")
struct PostingManagementTests {
    let center = SimulatedNotificationCenter(registered: postingRegistry)

    @Test("cancel by payload key, thread, category and identifier; remove delivered the same way")
    func select() async throws {
        let scheduler = center.scheduler(registry: postingRegistry)
        for (index, meeting) in ["m-42", "m-42", "m-7"].enumerated() {
            try await scheduler.schedule(
                LocalNotification(
                    "meet-\(index)", category: "meeting", userInfo: ["meetingID": meeting], body: "x",
                    trigger: .after(hour * (index + 1)), threadIdentifier: "t-\(meeting)"))
        }
        try await scheduler.schedule(
            LocalNotification("h", category: "habit", body: "x", trigger: .after(hour * 9)))
        #expect(await scheduler.scheduled(.payload("meetingID", equals: "m-42")).count == 2)
        #expect(await scheduler.cancel(.payload("meetingID", equals: "m-42")) == ["meet-0", "meet-1"])
        #expect(Set(center.pending.map(\.identifier)) == ["meet-2", "h"])
        #expect(await scheduler.scheduled(.thread("t-m-7")).map(\.identifier) == ["meet-2"])
        center.advance(by: hour * 10)
        #expect(await scheduler.delivered(.category("habit")).map(\.requestIdentifier) == ["h"])
        #expect(await scheduler.removeDelivered(.category("meeting")) == ["meet-2"])
        #expect(center.delivered.map(\.requestIdentifier) == ["h"])
        #expect(await scheduler.cancel(.identifier("nothing")) == [])
    }

    @Test("a floating time follows the person's time zone; a moment does not")
    func timeZones() async throws {
        let scheduler = center.scheduler(registry: postingRegistry)
        try await scheduler.schedule(
            LocalNotification(
                "floating", category: "habit", body: "x", trigger: .calendar(DateComponents(hour: 20))))
        let moment = center.now.addingTimeInterval(11 * 3600)
        try await scheduler.schedule(
            LocalNotification("fixed", category: "habit", body: "x", trigger: .at(moment)))
        let before = center.fireDates["floating"]!
        center.move(to: TimeZone(identifier: "America/New_York")!)
        #expect(center.fireDates["floating"]! == before.addingTimeInterval(5 * 3600))
        #expect(center.fireDates["fixed"] == moment)
    }
}

@Suite("Posting: the round trip")
struct PostingRoundTripTests {
    @Test(
        "schedule → fire → press Snooze → the handler reads the typed payload and reschedules 10 minutes later"
    )
    func snooze() async throws {
        let center = SimulatedNotificationCenter(registered: postingRegistry)
        let scheduler = center.scheduler(registry: postingRegistry)
        let received = Locked<[DoseKeys]>([])
        var builder = RouterBuilder(registry: postingRegistry)
        builder.handle("dose.snooze", payload: DoseKeys.self) { keys, response in
            received.withLock { $0.append(keys) }
            try await scheduler.schedule(
                LocalNotification(
                    response.notification.requestIdentifier, payload: keys, body: "Dose (snoozed)",
                    trigger: .after(.seconds(600))))
        }
        builder.handle("dose.taken", in: "dose") { _ in }
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let keys = DoseKeys(
            doseID: "d1", amount: 2, strength: 2.5, withFood: false, due: "2026-01-05T10:00:00Z")
        try await scheduler.schedule(
            LocalNotification(
                "dose-d1", payload: keys, title: .localized("DOSE", default: "Dose"), trigger: .after(hour)))
        let fired = center.advance(by: hour)
        #expect(fired.map(\.requestIdentifier) == ["dose-d1"])
        #expect(fired[0].userInfo["withFood"] as? Bool == false)
        #expect(fired[0].userInfo["amount"] as? Int == 2)
        let outcome = await harness.route(
            try ResponseSimulator(registry: postingRegistry).press("dose.snooze", on: fired[0]))
        #expect(outcome.cause == .handlerReturned)
        #expect(outcome.diagnostics.isEmpty)
        #expect(received.withLock { $0 } == [keys])
        #expect(center.pending.map(\.identifier) == ["dose-d1"])
        #expect(center.fireDates["dose-d1"] == center.now.addingTimeInterval(600))
    }
}

@Suite("Posting: what the system hands back")
struct PostingValuesTests {
    @Test("Bool, Int, Double, Date and Data come back as themselves, through a store file and a delivery")
    func propertyListsKeptApart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let center = SimulatedNotificationCenter(registered: postingRegistry)
        let store = NotificationScheduleStore(inContainer: directory)
        let scheduler = center.scheduler(registry: postingRegistry, store: store, reserve: 63)
        let when = Date(timeIntervalSince1970: 1_800_000_000)
        let blob = Data([0, 1, 2, 255])
        let values: [String: any Sendable] = [
            "flag": true, "zero": 0, "count": 3, "ratio": 0.5, "when": when, "blob": blob, "list": [1, 2],
        ]
        try await scheduler.schedule(
            LocalNotification("a", category: "habit", userInfo: values, body: "x", trigger: .after(hour)))
        // The second waits in the file (the budget is 1); read back from it, its values are what was given.
        try await scheduler.schedule(
            LocalNotification("b", category: "habit", userInfo: values, body: "x", trigger: .after(hour * 2)))
        let stored = try #require(await scheduler.scheduled(.identifier("b")).first)
        for info in [stored.userInfo] {
            #expect(info["flag"] as? Bool == true && !(info["flag"] is Int))
            #expect(info["zero"] as? Int == 0 && !(info["zero"] is Bool))
            #expect(info["count"] as? Int == 3)
            #expect(info["ratio"] as? Double == 0.5)
            #expect(info["when"] as? Date == when)
            #expect(info["blob"] as? Data == blob)
        }
        center.advance(by: hour)
        await scheduler.topUp()
        let fired = center.advance(by: hour)
        #expect(fired.map(\.requestIdentifier) == ["b"])
        let info = fired[0].userInfo
        #expect(info["flag"] as? Bool == true)
        #expect(info["zero"] as? Int == 0)
        #expect(info["when"] as? Date == when)
        #expect(info["blob"] as? Data == blob)
        #expect((info["list"] as? [any Sendable])?.compactMap { $0 as? Int } == [1, 2])
    }

    @Test("every field and trigger survives the store file, as given")
    func storeRoundTrip() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let center = SimulatedNotificationCenter(registered: postingRegistry)
        let scheduler = center.scheduler(
            registry: postingRegistry, store: NotificationScheduleStore(inContainer: directory))
        var zoned = DateComponents(month: 3, day: 1, hour: 9, minute: 30)
        zoned.timeZone = TimeZone(identifier: "Asia/Tokyo")
        let requests = [
            LocalNotification(
                "a", category: "habit", userInfo: ["k": "v"],
                title: .localized("T", default: "Hi %@", arguments: ["Sam"]),
                subtitle: "Sub", body: "Body", trigger: .after(.milliseconds(90_500), repeats: true),
                badge: 3, sound: "default",
                threadIdentifier: "t", interruptionLevel: .timeSensitive, relevanceScore: 0.25, priority: 70),
            LocalNotification(
                "b", category: "habit", body: "x", trigger: .at(center.now.addingTimeInterval(99.5))),
            LocalNotification("c", category: "habit", body: "x", trigger: .calendar(zoned, repeats: true)),
            LocalNotification(
                "d", category: "habit", body: "x", trigger: .calendar(DateComponents(hour: 7, weekday: 2))),
            LocalNotification(
                "e", category: "habit", body: "x",
                trigger: .region(
                    .init("gym", latitude: 1.5, longitude: -2, radius: 30, notifyOnExit: true, repeats: true))
            ),
        ]
        for request in requests { try await scheduler.schedule(request) }
        let stored = await scheduler.scheduled()
        #expect(Set(stored) == Set(requests))
        #expect(stored.count == 5)
    }

    @Test("a scheduled request reads back what it was made with: its texts, sound, badge, level and region")
    func readsBack() async throws {
        let center = SimulatedNotificationCenter(registered: postingRegistry)
        let scheduler = center.scheduler(registry: postingRegistry)
        try await scheduler.schedule(
            LocalNotification(
                "a", category: "habit", title: .localized("T", default: "Hi %@", arguments: ["Sam"]),
                subtitle: "Sub", body: "Body", trigger: .after(.seconds(120), repeats: true), badge: 3,
                sound: "default", threadIdentifier: "t", interruptionLevel: .timeSensitive,
                relevanceScore: 0.25,
                priority: 70))
        try await scheduler.schedule(
            LocalNotification(
                "e", category: "habit", body: "x",
                trigger: .region(.init("gym", latitude: 1.5, longitude: -2, radius: 30, notifyOnExit: true))))
        let stored = await scheduler.scheduled()
        let reminder = try #require(stored.first { $0.identifier == "a" })
        #expect(reminder.title?.key == "T")
        #expect(reminder.title?.defaultValue == "Hi %@")
        #expect(reminder.title?.arguments == ["Sam"])
        #expect(reminder.subtitle == "Sub")
        #expect(reminder.body?.key == nil)
        #expect(reminder.body?.defaultValue == "Body")
        #expect(reminder.badge == 3)
        #expect(reminder.sound == "default")
        #expect(reminder.threadIdentifier == "t")
        #expect(reminder.interruptionLevel == .timeSensitive)
        #expect(reminder.relevanceScore == 0.25)
        #expect(reminder.priority == 70)
        let gym = try #require(stored.first { $0.identifier == "e" })
        guard case .region(let region) = gym.trigger else {
            Issue.record("the region trigger did not come back: \(gym.trigger)")
            return
        }
        #expect(region.identifier == "gym")
        #expect(region.latitude == 1.5 && region.longitude == -2 && region.radius == 30)
        #expect(region.notifyOnEntry && region.notifyOnExit && !region.repeats)
        #expect(gym.title == nil && gym.badge == nil && gym.sound == nil && gym.priority == nil)
    }

    @Test("a request the system refuses is reported, thrown, and not kept to fail again")
    func refused() async throws {
        let center = SimulatedNotificationCenter(registered: postingRegistry)
        let recorder = DiagnosticRecorder()
        let scheduler = center.scheduler(registry: postingRegistry, diagnostics: recorder.handler)
        center.refuseRequests("notifications are not allowed")
        await #expect(throws: SchedulingError.self) {
            try await scheduler.schedule(
                LocalNotification("a", category: "habit", body: "x", trigger: .after(hour)))
        }
        await #expect(throws: SchedulingError.self) {
            try await scheduler.schedule(LocalNotification("now", category: "habit", body: "x"))
        }
        #expect(recorder.codes == [.notificationNotScheduled])
        #expect(await scheduler.scheduled().isEmpty)
        center.refuseRequests(nil)
        #expect(
            try await scheduler.schedule(LocalNotification("now", category: "habit", body: "x")) == .delivered
        )
        #expect(center.delivered.map(\.requestIdentifier) == ["now"])
    }

    @Test("a delivered notification is replied to and dismissed through the test kit")
    func replyAndDismiss() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory("chat", options: .customDismissAction) {
                NotificationAction("chat.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
            }
        }
        let center = SimulatedNotificationCenter(registered: registry)
        try await center.scheduler(registry: registry).schedule(
            LocalNotification("c1", category: "chat", userInfo: ["thread": "t1"], body: "Hi"))
        let simulate = ResponseSimulator(registry: registry)
        let reply = try simulate.reply("On my way", to: "chat.reply", on: center.delivered[0])
        #expect(reply.userText == "On my way" && reply.notification.requestIdentifier == "c1")
        #expect(reply.notification.userInfo["thread"] as? String == "t1")
        #expect(try simulate.dismiss(center.delivered[0]).actionIdentifier == .dismissAction)
        #expect(throws: SimulationError.self) { try simulate.press("chat.reply", on: center.delivered[0]) }
    }
}

@Suite("Posting: priority in the configuration")
struct PostingConfigurationTests {
    @Test("JSON priority is read, written back, and checked: 0 to 100")
    func json() throws {
        let registry = try CategoryRegistry(
            jsonData: Data(#"{"version": 1, "categories": [{"identifier": "dose", "priority": 90}]}"#.utf8))
        #expect(registry.category("dose")?.priority == 90)
        for bad in ["101", "\"high\"", "2.5", "-1"] {
            #expect(throws: (any Error).self) {
                try CategoryRegistry(
                    jsonData: Data(
                        #"{"version": 1, "categories": [{"identifier": "dose", "priority": \#(bad)}]}"#.utf8))
            }
        }
    }
}

import ChatAndReminders
import Foundation
import NotificationActions
import NotificationActionsPosting
import NotificationActionsTesting
import Testing

/// Records every call the notification layer makes to the app.
actor FakeApp: ChatService, InvitationService, ReminderStore, Navigator {
    private(set) var calls: [String] = []
    var failAccept = false
    var slowAccept: AsyncStream<Void>?

    func send(_ text: String, toConversation conversation: String) {
        calls.append("send '\(text)' to \(conversation)")
    }
    func like(message: String) { calls.append("like \(message)") }
    func mute(conversation: String) { calls.append("mute \(conversation)") }
    func accept(invitation: String) async throws {
        if let gate = slowAccept {
            for await _ in gate { break }
        }
        if failAccept { throw URLError(.notConnectedToInternet) }
        calls.append("accept \(invitation)")
    }
    func decline(invitation: String) { calls.append("decline \(invitation)") }
    func markSeen(invitation: String) { calls.append("seen \(invitation)") }
    func complete(reminder: String) { calls.append("complete \(reminder)") }
    func snooze(reminder: String, minutes: Int) { calls.append("snooze \(reminder) \(minutes)") }
    func delete(reminder: String) { calls.append("delete \(reminder)") }
    func open(_ destination: Destination) { calls.append("open \(destination)") }
    func setFailAccept() { failAccept = true }
    func setSlowAccept(_ gate: AsyncStream<Void>) { slowAccept = gate }
}

let configURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Configs/chat-and-reminders.json")

struct Fixture {
    let app = FakeApp()
    let registry: CategoryRegistry
    var simulate: ResponseSimulator
    let routes: RouterBuilder

    init() throws {
        registry = try NotificationLayer.loadCategories(from: configURL)
        simulate = ResponseSimulator(registry: registry, origin: .push)
        routes = NotificationLayer.routes(
            registry: registry,
            services: Services(chat: app, invitations: app, reminders: app, navigator: app))
    }

    func harness(startsHeld: Bool = false) throws -> RouterHarness {
        try RouterHarness(routes, options: RouterOptions(diagnostics: .silent, startsHeld: startsHeld))
    }
}

@Suite("Chat and reminders: the notification layer")
struct NotificationLayerTests {
    @Test("every button of every category has its own handler, and building reports nothing")
    func everyActionCovered() throws {
        let fixture = try Fixture()
        #expect(fixture.routes.uncoveredActions(countingFallbacks: false).isEmpty)
        #expect(try RouterHarness(fixture.routes).buildWarnings.isEmpty)
    }

    @Test("the categories the build plugin compiled in are the JSON file's, and its enums are their actions")
    func compiledCategories() throws {
        let loaded = try NotificationLayer.loadCategories(from: configURL)
        #expect(NotificationLayer.compiledCategories == loaded)
        #expect(
            InviteAction.allCases.map(\.actionIdentifier)
                == loaded.category(.invite)?.actions.map(\.identifier))
        #expect(MessageAction.category == .message)
    }

    @Test("a reminder the app posts fires, and its Snooze reaches the reminder's handler with the same keys")
    func postedReminderRoundTrip() async throws {
        let fixture = try Fixture()
        let center = SimulatedNotificationCenter(registered: fixture.registry)
        let scheduler = center.scheduler(registry: fixture.registry)
        #expect(
            try await NotificationLayer.postReminder(
                "r-7", title: "Water the plants", dueIn: .seconds(3600), with: scheduler) == .pending)
        #expect(center.pending.map(\.identifier) == ["reminder-r-7"])
        let fired = center.advance(by: .seconds(3600))
        #expect(fired.map(\.title) == ["Water the plants"])
        let outcome = try await fixture.harness().route(
            fixture.simulate.press(ReminderAction.snooze, on: fired[0]))
        #expect(outcome.cause == .handlerReturned)
        #expect(await fixture.app.calls == ["snooze r-7 10"])
    }

    /// The push a category's notification carries in these tests, built from its generated payload type.
    func press(_ action: String, _ fixture: Fixture) throws -> NotificationResponse {
        let identifier = ActionIdentifier(action)
        return switch identifier.rawValue.split(separator: ".").first {
        case "message":
            try fixture.simulate.press(identifier, payload: MessagePayload(conversation: "c1", message: "m1"))
        case "invite": try fixture.simulate.press(identifier, payload: InvitePayload(invitation: "i1"))
        default: try fixture.simulate.press(identifier, payload: ReminderPayload(reminder: "r1"))
        }
    }

    @Test(
        "each button calls the app once, with the push's keys decoded",
        arguments: [
            (MessageAction.like.rawValue, "like m1"),
            (MessageAction.mute.rawValue, "mute c1"),
            (InviteAction.view.rawValue, "open invitation(\"i1\")"),
            (InviteAction.accept.rawValue, "accept i1"),
            (InviteAction.decline.rawValue, "decline i1"),
            (ReminderAction.complete.rawValue, "complete r1"),
            (ReminderAction.snooze.rawValue, "snooze r1 10"),
            (ReminderAction.delete.rawValue, "delete r1"),
        ])
    func button(_ action: String, _ expected: String) async throws {
        let fixture = try Fixture()
        let response = try press(action, fixture)
        let harness = try fixture.harness()
        let outcome = await harness.route(response)
        #expect(outcome.cause == .handlerReturned)
        #expect(outcome.route?.kind == .action(ActionIdentifier(action), in: response.categoryIdentifier))
        #expect(outcome.route?.fileID == "ChatAndReminders/NotificationLayer.swift")
        #expect(harness.diagnostics(of: outcome).isEmpty)
        #expect(await fixture.app.calls == [expected])
    }

    @Test("a push without the key its handler needs runs no handler: completed, reported with the key")
    func missingKey() async throws {
        var fixture = try Fixture()
        // The simulator refuses a push that breaks the contract, naming the key…
        let refused = #expect(throws: SimulationError.self) {
            try fixture.simulate.press(InviteAction.accept, in: "invite", userInfo: ["invitationId": "i1"])
        }
        #expect(refused?.description.contains("invitation") == true)
        // …unless the test builds one on purpose, to see what the router does with it.
        fixture.simulate.checksPayload = false
        let harness = try fixture.harness()
        let outcome = await harness.route(
            try fixture.simulate.press(InviteAction.accept, in: "invite", userInfo: ["invitationId": "i1"]))
        #expect(outcome.cause == .payloadUndecodable)
        let reported = harness.diagnostics(of: outcome)
        #expect(reported.map(\.code) == [.payloadUndecodable])
        #expect(reported.first?.message.contains("InvitePayload at 'invitation'") == true)
        #expect(await fixture.app.calls.isEmpty)
    }

    @Test("a typed reply is sent to its conversation; an empty reply sends an empty message")
    func reply() async throws {
        let fixture = try Fixture()
        let harness = try fixture.harness()
        let push = MessagePayload(conversation: "c9", message: "m9")
        await harness.route(try fixture.simulate.reply("On my way", to: "message.reply", payload: push))
        let empty = await harness.route(try fixture.simulate.reply("", to: "message.reply", payload: push))
        #expect(empty.response.userText == "")
        #expect(await fixture.app.calls == ["send 'On my way' to c9", "send '' to c9"])
    }

    @Test("dismissing an invitation marks it seen; tapping a notification opens what it is about")
    func dismissAndTap() async throws {
        let fixture = try Fixture()
        let harness = try fixture.harness()
        let dismissed = await harness.route(
            try fixture.simulate.dismiss(payload: InvitePayload(invitation: "i7")))
        #expect(dismissed.route?.kind == .action(.dismissAction, in: "invite"))
        await harness.route(
            try fixture.simulate.tap("message", userInfo: ["conversation": "c3", "message": "m3"]))
        // A local notification the app scheduled may carry no keys: it opens the inbox.
        await harness.route(try fixture.simulate.tap("reminder", origin: .local))
        #expect(await fixture.app.calls == ["seen i7", "open conversation(\"c3\")", "open inbox"])
    }

    @Test("a failed accept is reported, and the response is still completed")
    func failure() async throws {
        let fixture = try Fixture()
        await fixture.app.setFailAccept()
        let harness = try fixture.harness()
        let outcome = await harness.route(
            try fixture.simulate.press(InviteAction.accept, payload: InvitePayload(invitation: "i1")))
        #expect(outcome.cause == .handlerThrew)
        #expect(harness.diagnostics(of: outcome).map(\.code) == [.handlerThrew])
    }

    @Test(
        "a tap that launched the app waits for resume(); a background button is handled at once, held or not")
    func coldStart() async throws {
        let fixture = try Fixture()
        let harness = try fixture.harness(startsHeld: true)
        // "Mark as done" has no .foreground: it launches the app in the background, where no interface will
        // come, and is handled in that launch.
        let done = await harness.route(
            try fixture.simulate.press(ReminderAction.complete, payload: ReminderPayload(reminder: "r5")))
        #expect(!done.wasQueued)
        #expect(await fixture.app.calls == ["complete r5"])
        // A tap needs the interface: it waits for resume().
        let tap = try fixture.simulate.tap(
            "invite", requestIdentifier: "launch", userInfo: ["invitation": "i5"])
        async let launched = harness.route(tap)
        #expect(await harness.waitUntilHeld("launch"))
        #expect(await fixture.app.calls == ["complete r5"])
        harness.router.resume()
        let outcome = await launched
        #expect(outcome.wasQueued)
        #expect(await fixture.app.calls == ["complete r5", "open invitation(\"i5\")"])
    }

    @Test(
        "responses that need the interface, arriving together at launch, are held, then handled in arrival order"
    )
    func coldStartBurst() async throws {
        let fixture = try Fixture()
        let harness = try fixture.harness(startsHeld: true)
        let responses = [
            try fixture.simulate.press(
                InviteAction.view, payload: InvitePayload(invitation: "i1"), requestIdentifier: "n1"),
            try fixture.simulate.tap(
                "message", requestIdentifier: "n2", userInfo: ["conversation": "c2", "message": "m2"]),
            try fixture.simulate.tap("invite", requestIdentifier: "n3", userInfo: ["invitation": "i3"]),
        ]
        async let outcomes = harness.routeAll(responses)
        for request in ["n1", "n2", "n3"] { #expect(await harness.waitUntilHeld(request)) }
        #expect(harness.startedResponses.isEmpty)
        harness.router.resume()
        let delivered = await outcomes
        #expect(delivered.allSatisfy { $0.wasQueued })
        #expect(harness.startedResponses.first == harness.router.launchResponse)
        #expect(
            Set(await fixture.app.calls) == [
                "open invitation(\"i1\")", "open conversation(\"c2\")", "open invitation(\"i3\")",
            ])
        #expect(harness.recorder.diagnostics.isEmpty)
    }

    @Test(
        "a slow accept is completed at its deadline while other buttons keep working, and its late end is reported"
    )
    func slowAccept() async throws {
        let fixture = try Fixture()
        let (gate, release) = AsyncStream.makeStream(of: Void.self)
        await fixture.app.setSlowAccept(gate)
        let harness = try fixture.harness()
        let accept = try fixture.simulate.press(
            InviteAction.accept, payload: InvitePayload(invitation: "i1"), requestIdentifier: "accept")
        async let slow = harness.route(accept)
        #expect(await harness.waitUntilStarted("accept"))
        let like = await harness.route(
            try fixture.simulate.press(
                MessageAction.like, payload: MessagePayload(conversation: "c1", message: "m1"),
                requestIdentifier: "like"))
        #expect(like.cause == .handlerReturned)
        #expect(harness.passDeadline(of: "accept") == 1)
        let outcome = await slow
        #expect(outcome.cause == .deadlineExceeded)
        release.yield()
        #expect(await harness.recorder.first(.completionAfterDeadline) != nil)
        #expect(
            harness.diagnostics(of: outcome).map(\.code) == [.deadlineExceeded, .completionAfterDeadline])
        #expect(await fixture.app.calls == ["like m1", "accept i1"])
    }

    @Test("the simulator refuses responses the configuration cannot produce")
    func simulatorGuards() throws {
        let fixture = try Fixture()
        #expect(throws: SimulationError.self) { try fixture.simulate.press("message.delete", in: "message") }
        #expect(throws: SimulationError.self) { try fixture.simulate.tap("news") }
        #expect(throws: SimulationError.self) {
            try fixture.simulate.reply("hi", to: "message.like", in: "message")
        }
        #expect(throws: SimulationError.self) { try fixture.simulate.press("message.reply", in: "message") }
        #expect(throws: SimulationError.self) { try fixture.simulate.dismiss("message") }
    }
}

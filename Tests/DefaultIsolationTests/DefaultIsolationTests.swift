import Dispatch
import NotificationActions
import NotificationActionsTesting
import Testing

@testable import DefaultIsolationApp

/// This target and `DefaultIsolationApp` are compiled as Xcode 26 compiles a new app target: default
/// main-actor isolation, `NonisolatedNonsendingByDefault` and `InferIsolatedConformances` (Package.swift).
/// The app's identifiers, payload structs and registries are the build plugin's output for two
/// configurations, so generated code compiles in these settings; its handlers of every shape reach the
/// main-actor `AppModel` without `Task { @MainActor in … }`, and are called here from the router's threads — routes from detached tasks, the
/// manual deadline clock fired off the main actor, the real deadline timer's queue — with no run-time
/// isolation trap (`AppModel.record` checks it is on the main queue; CI runs this under ThreadSanitizer too).
@Suite("an app target with Xcode 26's default main-actor isolation", .timeLimit(.minutes(1)))
struct DefaultIsolationTests {
    let simulate = ResponseSimulator(registry: .chatAndReminders)

    /// Routes `response` from a detached task: the router's thread, never the main actor.
    func routeOffMain(_ harness: RouterHarness, _ response: NotificationResponse) async -> RoutingOutcome {
        await Task.detached { await harness.route(response) }.value
    }

    @Test("generated code compiles here, and its registry and payloads are the configuration's")
    func generatedCode() throws {
        #expect(
            CategoryRegistry.chatAndReminders.categories.map(\.identifier) == [.message, .invite, .reminder])
        #expect(!CategoryRegistry.namingEdgeCases.categories.isEmpty)
        #expect(MessageAction.category == .message)
        let push = MessagePayload(conversation: "c1", message: "m1")
        let response = try simulate.press(MessageAction.like, payload: push)
        #expect(response.notification.userInfo["conversation"] as? String == "c1")
    }

    @Test("handlers of every shape reach main-actor state when routed from the router's threads")
    func everyShape() async throws {
        let model = AppModel()
        let harness = try RouterHarness(
            NotificationLayer.routes(model), options: NotificationLayer.options(model))
        let like = try simulate.press(
            MessageAction.like, payload: MessagePayload(conversation: "c1", message: "m"))
        #expect(await routeOffMain(harness, like).cause == .handlerReturned)
        let reply = try simulate.reply("hi", to: MessageAction.reply.actionIdentifier, in: .message)
        #expect(await routeOffMain(harness, reply).cause == .handlerReturned)
        let tap = try simulate.tap(.message, userInfo: ["conversation": "c2", "message": "m2"])
        #expect(await routeOffMain(harness, tap).cause == .handlerReturned)
        #expect(
            await routeOffMain(harness, try simulate.press(InviteAction.accept, in: .invite)).cause
                == .handlerCompleted)
        #expect(
            await routeOffMain(harness, try simulate.press(InviteAction.decline, in: .invite)).cause
                == .handlerCompleted)
        let snooze = try simulate.press(ReminderAction.snooze, payload: ReminderPayload(reminder: "r1"))
        #expect(await routeOffMain(harness, snooze).cause == .handlerReturned)
        let dismiss = try simulate.dismiss(payload: InvitePayload(invitation: "i1"))
        #expect(await routeOffMain(harness, dismiss).cause == .handlerReturned)
        await model.wait(for: "decline")
        #expect(model.events.contains("dismiss i1"))
        #expect(model.events.contains("like c1"))
        #expect(model.events.contains("reply hi"))
        #expect(model.events.contains("tap c2"))
        #expect(model.events.contains("accept"))
        #expect(model.events.contains("reminder.snooze r1"))
    }

    @Test("server-chosen buttons: a main-actor handler, and a URL opened on the main actor")
    func serverChosen() async throws {
        let model = AppModel()
        let harness = try RouterHarness(
            NotificationLayer.routes(model), options: NotificationLayer.options(model))
        let buttons = ServerChosenButtons(buttons: [
            .init(NotificationAction("order.received", title: "Mark received")),
            .init(
                NotificationAction("order.track", title: "Track", options: .foreground),
                url: "https://shop.example/o/42"),
        ])
        let received = await routeOffMain(
            harness, try simulate.press("order.received", amongServerChosen: buttons))
        #expect(received.route?.kind == .serverChosen("order.received"))
        _ = await routeOffMain(
            harness, try simulate.press("order.track", amongServerChosen: buttons, requestIdentifier: "track")
        )
        await model.wait(for: "open https://shop.example/o/42")
        #expect(model.events.contains("order.received"))
    }

    @Test(
        "the deadline, fired off the main actor, finishes a main-actor handler; diagnostics and the observer reach the model"
    )
    func deadline() async throws {
        let model = AppModel()
        let harness = try RouterHarness(
            NotificationLayer.routes(model), options: NotificationLayer.options(model))
        let view = try simulate.press(InviteAction.view, in: .invite, requestIdentifier: "view")
        let routed = Task.detached { await harness.route(view) }
        await model.wait(for: "view")
        #expect(await Task.detached { harness.passDeadline(of: "view") }.value == 1)
        #expect(await routed.value.cause == .deadlineExceeded)
        await model.wait { $0.hasPrefix("diagnostic ") }
        await model.wait(for: "outcome \(CompletionCause.deadlineExceeded.rawValue)")
        // The kept completion holds the router's reporter, whose diagnostics closure holds the model.
        model.keptCompletions.removeAll()
    }

    @Test("the real deadline timer's queue finishes a main-actor handler and tells the main-actor observer")
    func realTimer() async throws {
        let model = AppModel()
        var options = NotificationLayer.options(model)
        options.deadline = .milliseconds(10)
        let router = try NotificationLayer.routes(model).build(options: options, coverageWarnings: .silent)
        let view = try simulate.press(InviteAction.view, in: .invite, requestIdentifier: "view")
        let result = await Task.detached { await router.route(view) }.value
        #expect(result.cause == .deadlineExceeded)
        await model.wait(for: "outcome \(CompletionCause.deadlineExceeded.rawValue)")
        await model.wait { $0.hasPrefix("diagnostic ") }
        model.keptCompletions.removeAll()
    }
}

extension DefaultIsolationTests {
    @Test("hand-written action enums and payload structs are read on the router's threads")
    func handWritten() async throws {
        let model = AppModel()
        let harness = try RouterHarness(NotificationLayer.handWrittenRoutes(model))
        let outcome = await routeOffMain(
            harness, try simulate.press(ReminderButton.delete, in: "reminder", userInfo: ["reminder": "r9"]))
        #expect(outcome.cause == .handlerReturned)
        #expect(model.events == ["reminder.delete r9 by hand"])
    }
}

extension DefaultIsolationTests {
    @Test("a handler on the router's thread parks a destination; main-actor UI takes it once, when ready")
    func parkedDestination() async throws {
        let model = AppModel()
        let harness = try RouterHarness(
            NotificationLayer.routes(model), options: NotificationLayer.options(model))
        let tap = try simulate.tap(payload: InvitePayload(invitation: "i3"))
        #expect(await routeOffMain(harness, tap).cause == .handlerReturned)
        // The UI becomes ready later and listens, on the main actor.
        var destinations = model.parked.destinations().makeAsyncIterator()
        #expect(await destinations.next() == "invitation i3")
        #expect(model.parked.take() == nil)
    }
}

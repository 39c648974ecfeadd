@_spi(Generated) import NotificationActions
import NotificationActionsTesting
import Testing

@testable import NotificationActionsTooling

/// What the handlers did; they run on the main actor, as the tests do.
@MainActor final class HandlerCalls {
    var names: [String] = []
}

@Suite("Content extension routing")
@MainActor
struct ContentExtensionRouterTests {
    let registry = routingRegistry

    @Test("raw values are UNNotificationContentExtensionResponseOption's")
    func rawValues() {
        #expect(ContentExtensionResponseOption.allCases.map(\.rawValue) == [0, 1, 2])
    }

    @Test(
        "B14: a handler that never returns is answered for at the deadline with the unhandled option, cancelled and reported"
    )
    func handlerPastTheDeadline() async {
        let recorder = DiagnosticRecorder()
        let clock = ManualDeadlineTimer()
        var routes = ContentExtensionRouter(registry: registry, diagnostics: recorder.handler)
        routes.timer = clock.timer
        let calls = HandlerCalls()
        routes.handle("chat.like", in: "chat") { _ in
            try? await Task.sleep(for: .seconds(3600))  // ends early only when cancelled
            calls.names.append(Task.isCancelled ? "cancelled" : "returned")
            return .doNotDismiss
        }
        let answers = Locked<[ContentExtensionResponseOption]>([])
        let option = await withCheckedContinuation { continuation in
            routes.route(NotificationResponse(category: "chat", action: "chat.like", requestIdentifier: "r9"))
            {
                option in
                answers.withLock { $0.append(option) }
                continuation.resume(returning: option)
            }
            #expect(clock.scheduledDurations == [10])
            #expect(clock.fire(requestIdentifier: "r9") == 1)
        }
        #expect(option == .dismissAndForwardAction)
        #expect(recorder.codes == [.deadlineExceeded])
        #expect(recorder.diagnostics.first?.message.contains("had not returned after 10.0 s") == true)
        // The cancelled handler's own answer, when it comes, is not a second completion.
        while calls.names.isEmpty { await Task.yield() }
        #expect(calls.names == ["cancelled"])
        #expect(answers.withLock { $0 } == [.dismissAndForwardAction])
    }

    @Test("a handler's option reaches the completion, exactly once")
    func handled() async {
        let recorder = DiagnosticRecorder()
        var routes = ContentExtensionRouter(registry: registry, diagnostics: recorder.handler)
        let calls = HandlerCalls()
        routes.handle("chat.like", in: "chat") { response in
            calls.names.append("like \(response.notification.requestIdentifier)")
            return .doNotDismiss
        }
        let option = await withCheckedContinuation { continuation in
            routes.route(NotificationResponse(category: "chat", action: "chat.like", requestIdentifier: "r1"))
            {
                continuation.resume(returning: $0)
            }
        }
        #expect(option == .doNotDismiss)
        #expect(calls.names == ["like r1"])
        #expect(recorder.codes.isEmpty)
    }

    @Test("a second handler for the same action replaces the first")
    func replaced() async {
        var routes = ContentExtensionRouter(registry: registry, diagnostics: .silent)
        routes.handle("chat.like", in: "chat") { _ in .dismiss }
        routes.handle("chat.like", in: "chat") { _ in .doNotDismiss }
        #expect(
            await routes.route(NotificationResponse(category: "chat", action: "chat.like")) == .doNotDismiss)
    }

    @Test(
        "no handler: the unhandled option; an action the category lacks, or an unknown category, is reported")
    func unhandled() async {
        let recorder = DiagnosticRecorder()
        var routes = ContentExtensionRouter(registry: registry, diagnostics: recorder.handler)
        routes.handle("chat.like", in: "chat") { _ in .doNotDismiss }
        #expect(
            await routes.route(NotificationResponse(category: "chat", action: "chat.reply"))
                == .dismissAndForwardAction)
        #expect(recorder.codes.isEmpty)
        #expect(
            await routes.route(NotificationResponse(category: "chat", action: "invite.accept"))
                == .dismissAndForwardAction)
        #expect(
            await routes.route(NotificationResponse(category: "elsewhere", action: "x"))
                == .dismissAndForwardAction)
        #expect(
            await routes.route(NotificationResponse(category: "chat", action: .defaultAction))
                == .dismissAndForwardAction)
        #expect(recorder.codes == [.actionNotInCategory, .unknownCategory])
        #expect(
            recorder.diagnostics.first?.message.contains(
                "'invite.accept', which category 'chat' does not have") == true)
        let quiet = ContentExtensionRouter(registry: registry, unhandled: .dismiss, diagnostics: .silent)
        #expect(await quiet.route(NotificationResponse(category: "chat", action: "chat.like")) == .dismiss)
    }
}

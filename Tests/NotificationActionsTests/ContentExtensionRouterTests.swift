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

import NotificationActionsTesting
import Testing

@testable import NotificationActions

@Suite("NotificationActionsTesting")
struct TestingKitTests {
    let simulate = ResponseSimulator(registry: routingRegistry)

    @Test("simulated responses carry the category, action, text, user info and origin asked for")
    func simulatedResponses() throws {
        let reply = try simulate.reply(
            "Yes", to: "chat.reply", in: "chat", requestIdentifier: "n1", userInfo: ["id": 7], origin: .push)
        #expect(reply.categoryIdentifier == "chat")
        #expect(reply.actionIdentifier == "chat.reply")
        #expect(reply.userText == "Yes")
        #expect(reply.notification.requestIdentifier == "n1")
        #expect(reply.notification.userInfo == ["id": 7])
        #expect(reply.notification.origin == .push)
        #expect(try simulate.tap("chat").isDefaultAction)
        #expect(try simulate.dismiss("invite").isDismissAction)
        #expect(try simulate.press(InviteChoice.accept, in: "invite").actionIdentifier == "invite.accept")
    }

    /// The message of the error a simulation throws, or `nil`.
    func failure(_ make: () throws(SimulationError) -> NotificationResponse) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            #expect(error.description == "NotificationActionsTesting: \(error.message)")
            return error.message
        }
    }

    @Test("asking for a response the registry cannot produce throws an error that says why")
    func simulationErrors() {
        #expect(
            failure { () throws(SimulationError) in try simulate.press("chat.delete", in: "chat") }
                == "category 'chat' has no action 'chat.delete'; its actions are 'chat.reply', 'chat.like', 'chat.mute'"
        )
        #expect(
            failure { () throws(SimulationError) in try simulate.tap("chats") }
                == "the registry has no category 'chats'; its categories are 'chat', 'invite', 'account'")
        #expect(
            failure { () throws(SimulationError) in try simulate.reply("x", to: "chat.like", in: "chat") }?
                .contains("has no text input") == true)
        #expect(
            failure { () throws(SimulationError) in try simulate.press("chat.reply", in: "chat") }?.contains(
                "asks for text; use reply(_:to:in:)") == true)
        #expect(
            failure { () throws(SimulationError) in try simulate.dismiss("chat") }?.contains(
                "never delivers its dismissals") == true)
    }

    @Test(
        "the harness reports the route, its site, one system completion and the diagnostics of each response")
    func harnessOutcome() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        let line = #line + 1
        builder.handle("chat.like", in: "chat", .completion { _, completion in
            completion()
            completion()
        })
        builder.fallback { _ in }
        let harness = try RouterHarness(builder)
        let twice = await harness.route(try simulate.press("chat.like", in: "chat"))
        #expect(twice.route?.registeredAt.line == line)
        #expect(twice.systemCompletions == 1)
        #expect(twice.cause == .handlerCompleted)
        #expect(twice.diagnosticCodes == [.completionCalledTwice])
        let clean = await harness.route(try simulate.press("chat.mute", in: "chat"))
        #expect(clean.route?.kind == .globalFallback)
        #expect(clean.diagnostics.isEmpty)
    }

    @Test("the harness passes deadlines on demand")
    func harnessDeadlines() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        let kept = Locked<CompletionHandler?>(nil)
        builder.handle("chat.like", in: "chat", .completion { _, completion in kept.withLock { $0 = completion } })
        builder.fallback { _ in }
        let harness = try RouterHarness(builder, deadline: 2)
        let response = try simulate.press("chat.like", in: "chat")
        async let outcome = harness.route(response)
        while harness.clock.pendingCount == 0 { await Task.yield() }
        #expect(harness.passDeadlines() == 1)
        let result = await outcome
        #expect(result.cause == .deadlineExceeded)
        #expect(result.systemCompletions == 1)
        #expect(result.diagnosticCodes == [.deadlineExceeded])
        kept.withLock { $0 = nil }
    }

    @Test("uncovered actions are listed, counting fallbacks or not")
    func uncovered() {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in }
        builder.handle("chat.reply") { _ in }
        builder.fallback(for: "invite") { _ in }
        #expect(
            builder.uncoveredActions() == [
                ActionReference(category: "chat", action: "chat.mute"),
                ActionReference(category: "account", action: "account.delete"),
            ])
        #expect(
            builder.uncoveredActions(countingFallbacks: false).map(\.action) == [
                "chat.mute", "invite.accept", "invite.decline", "account.delete",
            ])
    }
}

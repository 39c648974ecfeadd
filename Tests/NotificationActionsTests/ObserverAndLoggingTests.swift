import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("Response router: the analytics observer")
struct ResponseObserverTests {
    let outcomes = OutcomeRecorder()
    let counts = CompletionCounts()
    /// The system completions each outcome's response had had when the observer was told of it.
    let completionsWhenObserved = Locked<[String: Int]>([:])
    let clock = ManualDeadlineTimer()

    func router(
        startsHeld: Bool = false, capacity: Int = 64, duplicateWindow: Int = 0,
        _ configure: (inout RouterBuilder) -> Void
    ) throws -> ResponseRouter {
        var builder = RouterBuilder(registry: routingRegistry)
        configure(&builder)
        var options = RouterOptions(
            diagnostics: .silent, startsHeld: startsHeld, coldStartCapacity: capacity, timer: clock.timer)
        options.duplicateWindow = duplicateWindow
        options.observer = outcomes.observer(
            forwardingTo: ResponseObserver.immediate { [counts, completionsWhenObserved] outcome in
                let request = outcome.response.notification.requestIdentifier
                completionsWhenObserved.withLock { $0[request] = counts[request] }
            })
        return try builder.build(options: options)
    }

    func route(
        _ router: ResponseRouter, _ category: CategoryIdentifier, _ action: ActionIdentifier, _ id: String
    ) {
        router.route(response(category, action, request: id), completion: counts.completion(for: id))
    }

    @Test("every way a response finishes is observed once, after its system completion, with its route")
    func everyCause() throws {
        let router = try router { routes in
            routes.handle("chat.like", in: "chat", .completion { _, completion in completion() })
            routes.handle(
                "chat.mute", in: "chat",
                .completion { _, completion in
                    completion()
                    completion()
                })
            routes.handle("invite.accept", in: "invite", .completion { _, _ in })  // dropped
            routes.handle(
                "invite.decline", in: "invite",
                .completion { _, completion in
                    KeptCompletions.shared.keep(completion)  // held past the deadline
                })
        }
        route(router, "chat", "chat.like", "completed")
        route(router, "chat", "chat.mute", "twice")
        route(router, "invite", "invite.accept", "dropped")
        route(router, "invite", "invite.decline", "deadline")
        route(router, "account", "account.delete", "unhandled")
        #expect(clock.fire(requestIdentifier: "deadline") == 1)
        let byRequest = Dictionary(
            uniqueKeysWithValues: outcomes.outcomes.map { ($0.response.notification.requestIdentifier, $0) })
        #expect(outcomes.count == 5)
        #expect(byRequest["completed"]?.cause == .handlerCompleted)
        #expect(byRequest["twice"]?.cause == .handlerCompleted)
        #expect(byRequest["dropped"]?.cause == .completionDropped)
        #expect(byRequest["deadline"]?.cause == .deadlineExceeded)
        #expect(byRequest["unhandled"]?.cause == .unhandled)
        #expect(byRequest["unhandled"]?.route == nil)
        #expect(byRequest["completed"]?.route?.kind == .action("chat.like", in: "chat"))
        #expect(byRequest["deadline"]?.category == "invite")
        #expect(byRequest["deadline"]?.action == "invite.decline")
        #expect(outcomes.outcomes.allSatisfy { !$0.wasQueued && $0.elapsedSeconds >= 0 })
        // Told after the system completion, never before, and the completion ran once.
        #expect(completionsWhenObserved.withLock { $0 }.values.allSatisfy { $0 == 1 })
        #expect(completionsWhenObserved.withLock { $0.count } == 5)
        KeptCompletions.shared.release()
        #expect(outcomes.count == 5, "a completion after the deadline is not a second outcome")
    }

    @Test("async handlers: returned and threw are observed, and the async route still gets its result")
    func asyncHandlers() async throws {
        let router = try router { routes in
            routes.handle("chat.like", in: "chat") { _ in }
            routes.handle("invite.accept", in: "invite") { _ in throw Boom() }
        }
        let returned = await router.route(response("chat", "chat.like", request: "a"))
        let threw = await router.route(response("invite", "invite.accept", request: "b"))
        #expect(returned.cause == .handlerReturned)
        #expect(threw.cause == .handlerThrew)
        #expect(outcomes.outcomes.map(\.cause) == [.handlerReturned, .handlerThrew])
    }

    @Test("cold start: queued responses are observed as queued; overflow and duplicates as what they are")
    func queuedOverflowDuplicate() throws {
        let router = try router(startsHeld: true, capacity: 1, duplicateWindow: 8) { routes in
            routes.handle(.defaultAction, in: "chat", .completion { _, completion in completion() })
        }
        route(router, "chat", .defaultAction, "first")
        route(router, "chat", .defaultAction, "overflow")
        #expect(outcomes.outcomes.map(\.cause) == [.coldStartOverflow])
        router.resume()
        #expect(outcomes.outcomes.map(\.cause) == [.coldStartOverflow, .handlerCompleted])
        #expect(outcomes.outcomes.map(\.wasQueued) == [false, true])
        route(router, "chat", .defaultAction, "first")  // delivered again
        #expect(outcomes.outcomes.last?.cause == .duplicate)
        #expect(counts.total == 3)
    }

    @Test("the test kit's harness keeps the observer, so a test asserts on an app's analytics")
    func harness() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in }
        var options = RouterOptions()
        options.observer = outcomes.observer()
        let harness = try RouterHarness(builder, options: options)
        let simulate = ResponseSimulator(registry: routingRegistry)
        let outcome = await harness.route(try simulate.press("chat.like", in: "chat"))
        #expect(outcome.cause == .handlerReturned)
        #expect(outcomes.outcomes.map(\.action) == ["chat.like"])
        #expect(outcomes.outcomes.map(\.cause) == [.handlerReturned])
    }
}

/// Keeps completion handlers a test's handler has not called yet, to call them later.
final class KeptCompletions: Sendable {
    static let shared = KeptCompletions()
    private let kept = Locked<[CompletionHandler]>([])
    func keep(_ completion: CompletionHandler) { kept.withLock { $0.append(completion) } }
    func release() {
        let all = kept.withLock { kept in
            defer { kept.removeAll() }
            return kept
        }
        for completion in all { completion() }
    }
}

@Suite("Diagnostics: unified logging's levels and privacy")
struct UnifiedLoggingTests {
    @Test("misuse and handlers' errors are errors; refusals and losses notices; duplicates info")
    func levels() {
        let expected: [(Diagnostic.Code, Diagnostic.LogLevel)] = [
            (.completionCalledTwice, .error), (.completionDropped, .error), (.deadlineExceeded, .error),
            (.completionAfterDeadline, .error), (.handlerThrew, .error), (.payloadUndecodable, .error),
            (.actionNotInCategory, .notice),
            (.unknownCategory, .notice), (.unhandledResponse, .notice), (.coldStartOverflow, .notice),
            (.coldStartAbandoned, .notice), (.delegateReplaced, .notice), (.unroutedAction, .notice),
            (.duplicateResponse, .info),
        ]
        for (code, level) in expected {
            #expect(Diagnostic(code, .warning, "m").logLevel == level, "\(code)")
        }
        #expect(Diagnostic(.unroutedAction, .error, "m").logLevel == .error, "error severity is an error")
    }

    @Test("only the app's text is private: the package's words and identifiers stay public")
    func privacy() {
        let plain = Diagnostic(.unhandledResponse, .warning, "the response 'r' matched no route", action: "a")
        #expect(plain.publicMessage == plain.message)
        let threw = Diagnostic(
            .handlerThrew, .warning, "route 'x' threw secret (alice@example.com); completed",
            privateDetail: "secret (alice@example.com)")
        #expect(threw.publicMessage == "route 'x' threw <private>; completed")
        #expect(threw.description.contains("alice@example.com"), "standard error keeps the whole message")
    }

    @Test("a throw after the deadline carries what was thrown as private detail too")
    func lateThrow() async throws {
        let recorder = DiagnosticRecorder()
        let clock = ManualDeadlineTimer()
        let (gate, release) = AsyncStream.makeStream(of: Void.self)
        let started = AsyncStream.makeStream(of: Void.self)
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in
            started.continuation.yield()
            for await _ in gate { break }
            throw Boom()
        }
        let router = try builder.build(
            options: RouterOptions(diagnostics: recorder.handler, timer: clock.timer))
        async let routed = router.route(response("chat", "chat.like"))
        for await _ in started.stream { break }
        #expect(clock.fireAll() == 1)
        #expect(await routed.cause == .deadlineExceeded)
        release.yield()
        let late = try #require(await recorder.first(.handlerThrew))
        #expect(late.privateDetail == "Boom(server unavailable)")
        #expect(late.publicMessage.contains("threw <private> after its 25-second deadline"))
    }
}

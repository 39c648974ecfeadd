import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// Holds a value set after the closure that reads it was made (a router its own handlers route to).
final class Box<Value: Sendable>: Sendable {
    private let value = Locked<Value?>(nil)
    var contents: Value? {
        get { value.withLock { $0 } }
        set {
            // The old value leaves the lock before it is released: a completion handler's last release
            // must not happen under a lock.
            _ = value.exchange(with: newValue)
        }
    }
}

@Suite("Response router: the cold-start promises")
struct ColdStartPromiseTests {
    @Test("responses arriving while resume() delivers a full queue wait their turn instead of overflowing")
    func arrivalsWhileDraining() throws {
        let recorder = DiagnosticRecorder()
        let calls = Calls()
        let counts = CompletionCounts()
        let routerBox = Box<ResponseRouter>()
        var builder = RouterBuilder(registry: routingRegistry)
        // Taps: responses that need the interface, which a held router keeps until resume().
        builder.handle(
            .defaultAction, in: "chat",
            .completion { response, completion in
                calls.record("like", response)
                if response.notification.requestIdentifier == "held-0", let router = routerBox.contents {
                    for index in 0..<3 {
                        router.route(
                            NotificationResponse(
                                category: "chat", action: "chat.mute", requestIdentifier: "late-\(index)"),
                            completion: counts.completion(for: "late-\(index)"))
                    }
                    #expect(!router.isHeld)
                }
                completion()
            })
        builder.handle(
            "chat.mute", in: "chat",
            .completion { response, completion in
                calls.record("mute", response)
                completion()
            })
        let router = try builder.build(
            options: RouterOptions(
                diagnostics: recorder.handler, startsHeld: true, coldStartCapacity: 2, timer: .never),
            coverageWarnings: .silent)
        routerBox.contents = router
        for index in 0..<2 {
            router.route(
                response("chat", .defaultAction, request: "held-\(index)"),
                completion: counts.completion(for: "held-\(index)"))
        }
        router.resume()
        #expect(recorder.codes == [])
        #expect(
            calls.responses.map(\.notification.requestIdentifier) == [
                "held-0", "held-1", "late-0", "late-1", "late-2",
            ])
        #expect(calls.names == ["like", "like", "mute", "mute", "mute"])
        #expect(counts.total == 5)
        #expect(counts.all.values.allSatisfy { $0 == 1 })
        #expect(router.queuedCount == 0)
        routerBox.contents = nil  // the handler holds the box, the box the router: break the cycle
    }

    @Test(
        "async handlers of held responses start in arrival order", .enabled(if: HandlerTask.startsInOrder),
        arguments: 0..<8)
    func asyncStartOrder(round: Int) async throws {
        let count = 1_000
        let started = Locked<[String]>([])
        let finished = AsyncStream.makeStream(of: Void.self)
        let done = Locked(0)
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle(.defaultAction, in: "chat") { response in
            started.withLock { $0.append(response.notification.requestIdentifier) }
            await Task.yield()
        }
        let router = try builder.build(
            options: RouterOptions(
                diagnostics: .silent, startsHeld: true, coldStartCapacity: count, timer: .never),
            coverageWarnings: .silent)
        for index in 0..<count {
            router.route(response("chat", .defaultAction, request: "a\(index)")) {
                if done.withLock({
                    $0 += 1
                    return $0
                }) == count {
                    finished.continuation.finish()
                }
            }
        }
        router.resume()
        for await _ in finished.stream {}
        let order = started.withLock { $0 }
        let firstOutOfOrder = zip(order, (0..<count).map { "a\($0)" }).first { $0 != $1 }
        #expect(
            firstOutOfOrder == nil,
            "round \(round): \(String(describing: firstOutOfOrder)) started out of order")
        #expect(order.count == count)
    }

    @Test("a held router released without resume() completes and reports every queued response")
    func releasedWhileHeld() throws {
        let recorder = DiagnosticRecorder()
        let counts = CompletionCounts()
        let results = Locked<[RoutingResult]>([])
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in Issue.record("no handler may run for an abandoned response") }
        do {
            let router = try builder.build(
                options: RouterOptions(diagnostics: recorder.handler, startsHeld: true, timer: .never),
                coverageWarnings: .silent)
            for index in 0..<3 {
                router.route(
                    response("chat", .defaultAction, request: "r\(index)"),
                    completion: counts.completion(for: "r\(index)"),
                    report: { result in results.withLock { $0.append(result) } })
            }
            #expect(counts.total == 0)
        }
        #expect(counts.all == ["r0": 1, "r1": 1, "r2": 1])
        #expect(recorder.codes == [.coldStartAbandoned, .coldStartAbandoned, .coldStartAbandoned])
        #expect(recorder.diagnostics.map(\.requestIdentifier) == ["r0", "r1", "r2"])
        #expect(recorder.diagnostics[0].message.contains("released while held"))
        #expect(recorder.diagnostics[0].description.hasPrefix("NotificationActions: cold start:"))
        #expect(results.withLock { $0.map(\.cause) } == Array(repeating: .coldStartAbandoned, count: 3))
    }

    @Test("a resumed router that is released reports nothing")
    func releasedAfterResume() throws {
        let recorder = DiagnosticRecorder()
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched(.completion { _, completion in completion() })
        do {
            let router = try builder.build(
                options: RouterOptions(diagnostics: recorder.handler, startsHeld: true, timer: .never),
                coverageWarnings: .silent)
            router.route(response("chat", "chat.like")) {}
            router.resume()
        }
        #expect(recorder.codes == [])
    }

    @Test("a completion racing the deadline is reported after deadline-exceeded, never before")
    func causalOrderOfReports() throws {
        let recorder = DiagnosticRecorder()
        let held = Box<CompletionHandler>()
        let fires = Locked<[@Sendable () -> Void]>([])
        // The deadline's cancel runs between the deadline taking the completion and reporting it: a
        // handler's late call made there is exactly the race.
        let racingTimer = DeadlineTimer { _, fire in
            fires.withLock { $0.append(fire) }
            return { held.contents?.complete() }
        }
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle(
            "chat.like", in: "chat", .completion { _, completion in held.contents = completion })
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(diagnostics: recorder.handler, timer: racingTimer),
            coverageWarnings: .silent)
        let counts = CompletionCounts()
        router.route(response("chat", "chat.like"), completion: counts.completion(for: "r1"))
        for fire in fires.withLock({ $0 }) { fire() }
        #expect(recorder.codes == [.deadlineExceeded, .completionAfterDeadline])
        #expect(counts["r1"] == 1)
        held.contents = nil
        _ = fires.exchange(with: [])  // a deadline's closure holds its guard, which holds this timer
    }
}

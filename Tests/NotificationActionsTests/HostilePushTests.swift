import Foundation
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions

/// How deep the hostile pushes nest: 100,000, or `NOTIFICATION_ACTIONS_DEEP_PUSH`. CI's sanitizer runs of the
/// suite set 2,000: ThreadSanitizer traces every frame of building and freeing a 100,000-deep input (400,000
/// nested calls) and stalls there; 2,000 levels on a 1 MB stack still overflow any walk that follows every
/// level (the crash of issue #50 came at 5,000).
private let hostileDepth =
    ProcessInfo.processInfo.environment["NOTIFICATION_ACTIONS_DEEP_PUSH"].flatMap(Int.init) ?? 100_000

/// A value nested `depth` levels below `leaf`: `["k": ["k": … leaf]]`.
private func nested(_ depth: Int, leaf: any Sendable = "bottom") -> [String: any Sendable] {
    var value: [String: any Sendable] = ["k": leaf]
    for _ in 1..<depth { value = ["k": value] }
    return value
}

/// Runs `body` on a thread with a stack of `megabytes`, and returns what it returns. A 100,000-deep Swift
/// dictionary cannot even be freed on an 8 MB stack (its release recurses once per level, ~52,000 levels
/// fit), whoever reads it: the test builds and frees its input on a 256 MB stack, and runs the package's
/// code on a 1 MB one, so a conversion that walked every level would crash the test.
private func onThread<T: Sendable>(megabytes: Int, _ body: @escaping @Sendable () -> T) -> T {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.withLock { $0 = body() }
        done.signal()
    }
    thread.stackSize = megabytes << 20
    thread.start()
    done.wait()
    return result.withLock { $0 }!
}

/// Builds a 100,000-deep input with `make` on a large stack, hands it to `convert` on a 1 MB stack, and
/// frees the input on the large stack again. The input goes across in a box the large stack empties: a
/// closure that captured it would be freed with its `Thread`, on whichever thread lets that go last.
private func convertDeep<Input: Sendable, T: Sendable>(
    _ make: @escaping @Sendable () -> Input, then convert: @escaping @Sendable (Input) -> T
) -> T {
    onThread(megabytes: 256) {
        let box = Locked<Input?>(make())
        let output = onThread(megabytes: 1) { convert(box.withLock { $0! }) }
        box.withLock { $0 = nil }
        return output
    }
}

/// The depth of `["k": ["k": …]]` as converted, counting the outer dictionary as 1, and what is at the bottom.
private func depth(of value: any Sendable) -> (Int, any Sendable) {
    var level = 0
    var current: any Sendable = value
    while let dictionary = current as? [String: any Sendable], let next = dictionary["k"] {
        level += 1
        current = next
    }
    return (level, current)
}

@Suite("Hostile input: pushes nested without bound, text-input actions sent empty (issue #50)")
struct HostilePushTests {
    static let registry = try! CategoryRegistry {
        NotificationCategory("deep") {
            NotificationAction("deep.open", title: "Open")
        }
        NotificationCategory("note") {
            NotificationAction("note.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
        }
    }

    @Test(
        "a tap whose userInfo is nested 100,000 deep, from the simulator: routed, completed once, reported payload-too-deep"
    )
    func deepPushThroughTheSimulator() async throws {
        let simulate = ResponseSimulator(registry: Self.registry, origin: .push)
        let response = convertDeep(
            { nested(hostileDepth) },
            then: {
                try! simulate.tap("deep", requestIdentifier: "deep-1", userInfo: ["nested": $0, "id": "n-1"])
            })
        // Cut at the parser's limit: userInfo is level 1, "nested" level 2, …, 64 the last kept.
        let (levels, bottom) = depth(of: response.notification.userInfo["nested"]!)
        #expect(levels == SendableValues.maxDepth - 1)
        #expect(bottom is NSNull)
        #expect(response.notification.userInfo["id"] as? String == "n-1")

        let ran = Locked(0)
        var routes = RouterBuilder(registry: Self.registry)
        routes.handle(.defaultAction, in: "deep") { _ in ran.withLock { $0 += 1 } }
        routes.handleUnmatched { _ in }
        let harness = try RouterHarness(routes)
        let outcome = await harness.route(response)
        #expect(harness.systemCompletions(of: outcome) == 1)
        #expect(ran.withLock { $0 } == 1)
        let codes = harness.diagnostics(of: outcome).map(\.code.rawValue)
        #expect(codes == ["payload-too-deep"])
        #expect(harness.diagnostics(of: outcome).first?.message.contains("userInfo['nested']") == true)
    }

    @Test("the bridge's conversions of the system's userInfo stop at the parser's limit, on a 1 MB stack")
    func deepPropertyList() {
        let (json, values) = convertDeep(
            { nested(hostileDepth) },
            then: { input in
                let system: [AnyHashable: Any] = ["nested": input, "aps": ["category": "deep"]]
                return (JSONValue.userInfo(system), SendableValues(propertyList: system))
            })
        var level = 1
        var current = json["nested"]
        while case .object(let members)? = current, let next = members["k"] {
            level += 1
            current = next
        }
        #expect(level == SendableValues.maxDepth)
        #expect(current == .null)
        #expect(values.tooDeep == "nested")
        #expect(values.json["aps"]?["category"] == "deep")
    }

    @Test("a value exactly at the limit is kept whole and reported as nothing")
    func atTheLimit() {
        // userInfo (1) → "nested" (2) → 62 more levels: 64 in all, the parser's limit.
        let values = SendableValues(["nested": nested(SendableValues.maxDepth - 1)])
        #expect(values.tooDeep == nil)
        let (levels, bottom) = depth(of: values.dictionary["nested"]!)
        #expect(levels == SendableValues.maxDepth - 1)
        #expect(bottom as? String == "bottom")
        let over = SendableValues(["nested": nested(SendableValues.maxDepth)])
        #expect(over.tooDeep == "nested")
    }

    @Test("a JSON value built in code, nested 100,000 deep, converts to native values at the limit")
    func deepJSONValue() {
        let native = convertDeep(
            {
                var value = JSONValue.string("bottom")
                for _ in 0..<hostileDepth { value = .object(["k": value]) }
                return value
            }, then: { SendableValues(["nested": $0]) })
        #expect(native.tooDeep == "nested")
        #expect(depth(of: native.dictionary["nested"]!).0 == SendableValues.maxDepth - 1)
    }

    @Test("a typed route whose key was cut by the limit completes undecodable, both reported")
    func typedRouteCut() async throws {
        var routes = RouterBuilder(registry: Self.registry)
        routes.handle("deep.open", in: "deep", payload: DeepPayload.self) { _, _ in }
        routes.handleUnmatched { _ in }
        let harness = try RouterHarness(routes)
        var leaf: [String: any Sendable] = ["id": "x"]
        for _ in 0..<100 { leaf = ["id": leaf] }
        let response = NotificationResponse(
            category: "deep", action: "deep.open", requestIdentifier: "typed-1", userInfo: ["id": leaf],
            origin: .push)
        let outcome = await harness.route(response)
        #expect(outcome.cause == .payloadUndecodable)
        #expect(
            harness.diagnostics(of: outcome).map(\.code.rawValue) == [
                "payload-too-deep", "payload-undecodable",
            ])
    }

    @Test(
        "a text-input action sent empty reaches its handler with \"\", declared or server-chosen",
        arguments: [false, true])
    func emptyText(serverChosen: Bool) async throws {
        let typed = Locked<[String?]>([])
        var routes = RouterBuilder(registry: Self.registry)
        routes.handle("note.reply", in: "note") { response in typed.withLock { $0.append(response.userText) }
        }
        routes.handleServerChosen("answer") { response in typed.withLock { $0.append(response.userText) } }
        routes.handleUnmatched { _ in }
        let harness = try RouterHarness(routes)
        var response: NotificationResponse
        if serverChosen {
            response = try ResponseSimulator(registry: Self.registry).press(
                "answer",
                amongServerChosen: [
                    NotificationAction("answer", title: "Answer", textInput: .init(buttonTitle: "Send"))
                ], text: "typed")
        } else {
            response = try ResponseSimulator(registry: Self.registry).reply(
                "typed", to: "note.reply", in: "note")
        }
        // What the system may deliver for an empty field: no text at all.
        response.userText = nil
        let outcome = await harness.route(response)
        #expect(outcome.cause == .handlerReturned)
        #expect(typed.withLock { $0 } == [""])
    }
}

private struct DeepPayload: NotificationPayload {
    static let category: CategoryIdentifier = "deep"
    var id: String
}

/// What a main-actor handler saw, on the main actor.
@MainActor private final class MainActorLog {
    var events: [String] = []
}

@Suite("Where handlers start (issue #50)")
struct HandlerStartTests {
    @Test(
        "a completion-style handler written on the main actor, routed on the main queue, runs and completes before route returns"
    )
    @MainActor
    func mainActorHandlerRunsAtOnce() throws {
        // The delegate routes on the main queue, the main actor's executor; a @MainActor test runs there
        // too (on Linux, on the worker that drains it).
        #expect(MainQueue.isCurrent)
        let log = MainActorLog()
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handle(
            "chat.like", in: "chat",
            .completion { _, done in
                log.events.append("handler")
                done()
            })
        routes.handleUnmatched { _ in }
        let router = try routes.build(options: RouterOptions(diagnostics: .silent), coverageWarnings: .silent)
        let completed = Locked(0)
        router.route(response("chat", "chat.like")) { completed.withLock { $0 += 1 } }
        log.events.append("returned")
        // Before #50 the handler's task started on no actor and queued a hop to the main queue: "returned"
        // came first, and the completion after this test's body.
        #expect(log.events == ["handler", "returned"])
        #expect(completed.withLock { $0 } == 1)
    }
}

extension HandlerStartTests {
    @Test(
        "B10: resume() on the main queue starts a main-actor async handler before a later nonisolated one, in arrival order"
    )
    @MainActor
    func mixedIsolationStartsInArrivalOrder() throws {
        #expect(MainQueue.isCurrent)
        let order = Locked<[String]>([])
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handle(.defaultAction, in: "chat") { @MainActor response in
            order.withLock { $0.append("main-actor \(response.notification.requestIdentifier)") }
        }
        routes.handle(
            .defaultAction, in: "invite",
            .completion { response, done in
                order.withLock { $0.append("nonisolated \(response.notification.requestIdentifier)") }
                done()
            })
        routes.handleUnmatched { _ in }
        let router = try routes.build(
            options: RouterOptions(diagnostics: .silent, startsHeld: true, timer: .never),
            coverageWarnings: .silent)
        router.route(response("chat", .defaultAction, request: "r1")) {}
        router.route(response("invite", .defaultAction, request: "r2")) {}
        #expect(order.withLock { $0 }.isEmpty)
        router.resume()
        // Before, the main-actor handler's start was queued on the main queue: only "nonisolated r2" here.
        #expect(order.withLock { $0 } == ["main-actor r1", "nonisolated r2"])
    }

    @Test("off the main queue, a main-actor handler still runs on the main actor, once")
    func mainActorHandlerFromAnotherThread() async throws {
        #expect(!MainQueue.isCurrent)
        let log = MainActorLog()
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handle(
            "chat.like", in: "chat",
            .completion { @MainActor _, done in
                MainActor.preconditionIsolated()
                log.events.append("handler")
                done()
            })
        routes.handleUnmatched { _ in }
        let harness = try RouterHarness(routes)
        let outcome = await harness.route(response("chat", "chat.like"))
        #expect(outcome.cause == .handlerCompleted)
        #expect(await log.events == ["handler"])
    }
}

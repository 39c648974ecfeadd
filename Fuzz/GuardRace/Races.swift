// The races of issue #50 beside main.swift's: the route itself against the completion and the clock, async
// handlers whose bodies really run (on no actor, and on the main actor) against the deadline, resume()
// against the holds' deadlines, and the clock's own re-arming in real time with deadlines of different
// lengths. Every function here is nonisolated, so the closures written in it run where the router runs
// them, not on the main actor that main.swift's top-level code belongs to.
import Dispatch
import Foundation

/// The failures every race adds to, from any thread.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) {
        lock.lock()
        list.append(failure)
        lock.unlock()
        print("FAILED: \(failure)")
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}

/// Counts events per index, from any thread.
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]
    init(_ count: Int) { counts = Array(repeating: 0, count: count) }
    func hit(_ index: Int) {
        lock.lock()
        counts[index] += 1
        lock.unlock()
    }
    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return counts.reduce(0, +)
    }
    /// The indices counted other than exactly once.
    var wrong: [(index: Int, count: Int)] {
        lock.lock()
        defer { lock.unlock() }
        return counts.enumerated().filter { $0.element != 1 }.map { ($0.offset, $0.element) }
    }
    /// Adds a failure naming `what` when an index was counted other than exactly once.
    func expectOnce(_ race: String, _ what: String, _ failures: Failures) {
        let wrong = self.wrong
        guard !wrong.isEmpty else { return }
        failures.add("\(race): \(wrong.count) \(what) not exactly once, for example \(wrong.prefix(3))")
    }
}

/// A value handed from one thread to another.
final class Handoff<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    func put(_ new: Value) {
        lock.lock()
        value = new
        lock.unlock()
    }
    /// Takes the value out under the lock; the caller uses (or drops) it outside.
    func take() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        let taken = value
        value = nil
        return taken
    }
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value == nil
    }
}

/// Runs each block on a thread of its own, released together, and waits for all of them.
func race(_ blocks: [@Sendable () -> Void]) {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for block in blocks {
        done.enter()
        Thread.detachNewThread {
            start.wait()
            block()
            done.leave()
        }
    }
    for _ in blocks { start.signal() }
    done.wait()
}

/// Waits until `condition` holds, polling, for at most `seconds`; false when it never did. A bound on a
/// failure (a hang), not a measurement.
func waitUntil(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    let end = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    while !condition() {
        if DispatchTime.now().uptimeNanoseconds > end { return false }
        usleep(50)
    }
    return true
}

/// Expires everything on `clock` until `done` is set (at most `limit` times): the deadline keeps passing
/// while the other threads act.
func keepExpiring(_ clock: DeadlineClock, until done: Handoff<Bool>, limit: Int = 300) {
    var count = 0
    while done.isEmpty && count < limit {
        clock.expire(now: .max)
        count += 1
    }
}

/// One category, "c", with a background action "c.a" and a second action "c.b" (foreground when asked).
func raceRegistry(foreground: Bool = false) throws -> CategoryRegistry {
    try CategoryRegistry {
        NotificationCategory("c") {
            NotificationAction("c.a", title: "A")
            NotificationAction("c.b", title: "B", options: foreground ? [.foreground] : [])
        }
    }
}

func raceOptions(_ clock: DeadlineClock, held: Bool = false) -> RouterOptions {
    var options = RouterOptions(deadline: 1000, diagnostics: .silent, startsHeld: held)
    options.timer = DeadlineTimer(clock: clock)
    return options
}

/// The index a race's request identifier ends with ("route-17" → 17).
func requestIndex(_ response: NotificationResponse) -> Int {
    Int(response.notification.requestIdentifier.split(separator: "-").last ?? "") ?? -1
}

func raceResponse(_ action: ActionIdentifier, _ prefix: String, _ index: Int) -> NotificationResponse {
    NotificationResponse(category: "c", action: action, requestIdentifier: "\(prefix)-\(index)")
}

/// Routes response `prefix-i` for each i from one thread while another keeps expiring the clock, counting
/// each system completion; expires what is left at the end.
func routeWhileExpiring(
    _ router: ResponseRouter, _ clock: DeadlineClock, _ prefix: String, iterations: Int, completed: Counts
) {
    for index in 0..<iterations {
        let done = Handoff<Bool>()
        race([
            {
                router.route(raceResponse("c.a", prefix, index)) {
                    completed.hit(index)
                    done.put(true)
                }
            },
            { keepExpiring(clock, until: done) },
        ])
        if !waitUntil(5, { !done.isEmpty }) { clock.expire(now: .max) }
    }
    clock.expire(now: .max)
}

/// The route itself (the handler runs, then the deadline is scheduled) against a thread that calls or drops
/// the completion the handler handed out and a thread that keeps expiring the clock: the deadline may fire
/// before the route has finished, the completion may come before the deadline is scheduled.
func routeAgainstCompletionAndExpiry(iterations: Int, failures: Failures) {
    for drops in [false, true] {
        let name = "the route against \(drops ? "a dropped" : "a called") completion and the deadline"
        let clock = DeadlineClock()
        let kept = Handoff<ResponseHandler.Completion>()
        let completed = Counts(iterations)
        let observed = Counts(iterations)
        var routes = RouterBuilder(registry: try! raceRegistry())
        routes.handle("c.a", in: "c", .completion { _, completion in kept.put(completion) })
        var options = raceOptions(clock)
        options.observer = .immediate { observed.hit(requestIndex($0.response)) }
        let router = try! routes.build(options: options, coverageWarnings: .silent)
        for index in 0..<iterations {
            let done = Handoff<Bool>()
            race([
                {
                    router.route(raceResponse("c.a", "route", index)) {
                        completed.hit(index)
                        done.put(true)
                    }
                },
                {
                    _ = waitUntil(5) { !kept.isEmpty }
                    let completion = kept.take()
                    if !drops { completion?() }
                },
                { keepExpiring(clock, until: done) },
            ])
            if !waitUntil(5, { !done.isEmpty }) { clock.expire(now: .max) }
        }
        clock.expire(now: .max)
        _ = waitUntil(5) { observed.total == iterations }
        completed.expectOnce(name, "system completions", failures)
        observed.expectOnce(name, "observer calls", failures)
        if clock.pendingCount != 0 {
            failures.add("\(name): \(clock.pendingCount) deadlines left on the clock")
        }
        clock.close()
        print("\(name): \(iterations) responses")
    }
}

/// An async handler on no actor, suspended and resumed on the cooperative pool while another thread keeps
/// expiring the clock. Its body must run once per response (the race of Fuzz/GuardRace before issue #50
/// never ran one); it returns, checks cancellation (throwing when the deadline cancelled it), or throws.
func nonisolatedAsyncAgainstExpiry(iterations: Int, failures: Failures) {
    struct Thrown: Error {}
    for variant in ["returns", "checks cancellation", "throws"] {
        let name = "a nonisolated async handler that \(variant), against the deadline"
        let clock = DeadlineClock()
        let completed = Counts(iterations)
        let started = Counts(iterations)
        let ended = Counts(iterations)
        let observed = Counts(iterations)
        var routes = RouterBuilder(registry: try! raceRegistry())
        routes.handle("c.a", in: "c") { response in
            let index = requestIndex(response)
            started.hit(index)
            defer { ended.hit(index) }
            await Task.yield()
            if variant == "checks cancellation" { try Task.checkCancellation() }
            if variant == "throws" { throw Thrown() }
        }
        var options = raceOptions(clock)
        options.observer = .immediate { observed.hit(requestIndex($0.response)) }
        let router = try! routes.build(options: options, coverageWarnings: .silent)
        routeWhileExpiring(router, clock, "async", iterations: iterations, completed: completed)
        if !waitUntil(30, { ended.total == iterations && observed.total == iterations }) {
            failures.add(
                "\(name): \(ended.total) of \(iterations) handler bodies ended, \(observed.total) outcomes observed"
            )
        }
        completed.expectOnce(name, "system completions", failures)
        started.expectOnce(name, "handler bodies", failures)
        observed.expectOnce(name, "observer calls", failures)
        clock.close()
        print("\(name): \(iterations) responses, \(started.total) bodies ran")
    }
}

/// The same with a handler written `@MainActor` (what an Xcode 26 app writes), routed from a background
/// thread while the main thread runs the main queue.
func mainActorAsyncAgainstExpiry(iterations: Int, failures: Failures) {
    let name = "a main-actor async handler against the deadline"
    let clock = DeadlineClock()
    let completed = Counts(iterations)
    let started = Counts(iterations)
    let ended = Counts(iterations)
    var routes = RouterBuilder(registry: try! raceRegistry())
    routes.handle("c.a", in: "c") { @MainActor response in
        let index = requestIndex(response)
        started.hit(index)
        // Dynamic: traps (failing the harness) if the router ran the body on another executor. (Not
        // Thread.isMainThread: on Linux, dispatchMain() ends the main thread and the main queue runs on
        // dispatch's worker threads.)
        MainActor.preconditionIsolated()
        await Task.yield()
        ended.hit(index)
    }
    let router = try! routes.build(options: raceOptions(clock), coverageWarnings: .silent)
    routeWhileExpiring(router, clock, "main", iterations: iterations, completed: completed)
    if !waitUntil(30, { ended.total == iterations }) {
        failures.add("\(name): \(ended.total) of \(iterations) handler bodies ended")
    }
    completed.expectOnce(name, "system completions", failures)
    started.expectOnce(name, "handler bodies", failures)
    clock.close()
    print("\(name): \(iterations) responses, \(started.total) bodies ran")
}

/// A held router with three queued taps: `resume()` races the holds' deadlines and two new arrivals (a
/// foreground press, queued behind the held ones while they drain, and a background one, delivered at once).
func resumeAgainstHoldDeadlines(iterations: Int, failures: Failures) {
    let name = "resume() against the holds' deadlines and new arrivals"
    let clock = DeadlineClock()
    let perRouter = 5
    let completed = Counts(iterations * perRouter)
    let ran = Counts(iterations * perRouter)
    for iteration in 0..<iterations {
        var routes = RouterBuilder(registry: try! raceRegistry(foreground: true))
        routes.handle(
            "c.a", in: "c",
            .completion { response, completion in
                ran.hit(requestIndex(response))
                completion()
            })
        routes.handle(
            "c.b", in: "c",
            .completion { response, completion in
                ran.hit(requestIndex(response))
                completion()
            })
        let router = try! routes.build(options: raceOptions(clock, held: true), coverageWarnings: .silent)
        let base = iteration * perRouter
        for k in 0..<3 {
            router.route(raceResponse("c.b", "resume", base + k)) { completed.hit(base + k) }
        }
        race([
            { router.resume() },
            { clock.expire(now: .max) },
            {
                router.route(raceResponse("c.b", "resume", base + 3)) { completed.hit(base + 3) }
                router.route(raceResponse("c.a", "resume", base + 4)) { completed.hit(base + 4) }
            },
        ])
        clock.expire(now: .max)
    }
    completed.expectOnce(name, "system completions", failures)
    // A response whose hold expired before resume() completes without its handler, so a handler runs at
    // most once; each response is completed, by its handler or by its hold's deadline.
    let twice = ran.wrong.filter { $0.count > 1 }
    if !twice.isEmpty {
        failures.add("\(name): \(twice.count) handlers ran twice, for example \(twice.prefix(3))")
    }
    if clock.pendingCount != 0 { failures.add("\(name): \(clock.pendingCount) deadlines left on the clock") }
    clock.close()
    print("\(name): \(iterations) routers, \(iterations * perRouter) responses, \(ran.total) handlers ran")
}

/// The clock's re-arming in real time (issue #50, F1): on a fresh clock, four threads add deadlines 30 s away
/// while a fifth adds one 2 ms away, released together. The short one must fire within a second (it is due in
/// 2 ms, with the timer's 10 ms leeway: the bound is for a loaded machine under a sanitizer); one that waits
/// for a long one fires 30 s late.
func mixedDeadlinesOnTheRealClock(iterations: Int, failures: Failures) {
    let name = "a 2 ms deadline added beside 30 s ones from five threads"
    var late = 0
    for _ in 0..<iterations {
        let clock = DeadlineClock()
        let fired = DispatchSemaphore(value: 0)
        let now = DispatchTime.now().uptimeNanoseconds
        var blocks: [@Sendable () -> Void] = (0..<4).map { k in
            { _ = clock.add({}, due: now + 30_000_000_000 - UInt64(k) * 1_000_000) }
        }
        blocks.append {
            _ = clock.add({ fired.signal() }, due: DispatchTime.now().uptimeNanoseconds + 2_000_000)
        }
        race(blocks)
        if fired.wait(timeout: .now() + .seconds(1)) == .timedOut { late += 1 }
        clock.close()
    }
    if late > 0 { failures.add("\(name): \(late) of \(iterations) fired late (not within a second)") }
    print("\(name): \(iterations) clocks, \(late) late")
}

import Dispatch
import Foundation
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions

/// A completion handler a test keeps, released on demand from any thread.
private final class Holder: Sendable {
    private let held = Locked<CompletionHandler?>(nil)
    func keep(_ handler: CompletionHandler) { _ = held.exchange(with: handler) }
    /// Drops the last reference outside the lock, as the rule asks.
    func release() { _ = held.exchange(with: nil) }
}

/// Runs `body` on a thread of its own and fails, instead of hanging the suite, when it has not finished
/// within `seconds` (a deadlock): a bound on a failure, not a wait for behaviour. The caller awaits without
/// blocking a thread of Swift's cooperative pool (a blocked pool starves every other test's tasks).
private func withWatchdog(seconds: Int = 60, _ body: @escaping @Sendable () -> Void) async {
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let resumed = Locked(false)
        let resume: @Sendable (Bool) -> Void = { finished in
            if !resumed.exchange(with: true) { continuation.resume(returning: finished) }
        }
        let thread = Thread {
            body()
            resume(true)
        }
        thread.stackSize = 1 << 22
        thread.start()
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { resume(false) }
    }
    if !finished { Issue.record("deadlocked: the interleaving did not finish within \(seconds) s") }
}

/// How the release of the handler's last reference meets the deadline's expiry, driven through the clock's
/// seam (``DeadlineClock/takeDue(now:)``, then ``DeadlineClock/Due/fire()``) rather than by scheduling luck.
enum ReleaseTiming: String, CaseIterable, CustomTestStringConvertible {
    /// Released after the clock took the due entry and before it fires: the window of the use-after-free
    /// of issue #41, where the old guard's memory was freed under the clock.
    case insideTheWindow
    /// Released on another thread, started in the window, racing the firing.
    case racingTheFiring
    /// Released on another thread while the deadline's report is being made (the guard announcing).
    case duringTheAnnouncement

    var testDescription: String { rawValue }
}

@Suite("The completion guard: ownership against the deadline")
struct GuardOwnershipTests {
    static let iterations =
        ProcessInfo.processInfo.environment["NOTIFICATION_ACTIONS_GUARD_ITERATIONS"].flatMap(Int.init)
        ?? 3_000

    @Test(
        "expiry against the release of the handler's last reference: each response completes exactly once, reported once, and nothing is touched after it is freed",
        arguments: ReleaseTiming.allCases)
    func expiryAgainstRelease(_ timing: ReleaseTiming) async throws {
        let clock = DeadlineClock()
        defer { clock.close() }
        let holder = Holder()
        let counts = CompletionCounts()
        let announcing = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let reports = Locked<[String: [Diagnostic.Code]]>([:])
        let diagnostics = DiagnosticHandler.immediate { diagnostic in
            reports.withLock { $0[diagnostic.requestIdentifier ?? "", default: []].append(diagnostic.code) }
            if timing == .duringTheAnnouncement, diagnostic.code == .deadlineExceeded {
                announcing.signal()
                proceed.wait()
            }
        }
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat", .completion { _, completion in holder.keep(completion) })
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(deadline: 1000, diagnostics: diagnostics, timer: clock.timer),
            coverageWarnings: .silent)
        let iterations = Self.iterations
        await withWatchdog {
            for index in 0..<iterations {
                let request = "r\(index)"
                router.route(
                    response("chat", "chat.like", request: request),
                    completion: counts.completion(for: request))
                let released = DispatchSemaphore(value: 0)
                switch timing {
                case .insideTheWindow:
                    let due = clock.takeDue(now: .max)
                    holder.release()
                    due.fire()
                case .racingTheFiring:
                    let due = clock.takeDue(now: .max)
                    DispatchQueue.global().async {
                        holder.release()
                        released.signal()
                    }
                    due.fire()
                    released.wait()
                case .duringTheAnnouncement:
                    DispatchQueue.global().async {
                        announcing.wait()
                        holder.release()
                        proceed.signal()
                        released.signal()
                    }
                    clock.expire(now: .max)
                    released.wait()
                }
            }
        }
        #expect(counts.total == iterations)
        #expect(counts.all.values.allSatisfy { $0 == 1 })
        #expect(clock.pendingCount == 0)
        let all = reports.withLock { $0 }
        var wrong: [String] = []
        for index in 0..<iterations {
            let seen = all["r\(index)"] ?? []
            // Whichever took the completion first reports; the other event is silent.
            let allowed: [[Diagnostic.Code]] =
                switch timing {
                case .insideTheWindow: [[.completionDropped]]
                case .racingTheFiring: [[.completionDropped], [.deadlineExceeded]]
                case .duringTheAnnouncement: [[.deadlineExceeded]]
                }
            if !allowed.contains(seen) { wrong.append("r\(index): \(seen)") }
        }
        #expect(wrong.isEmpty, "for example \(wrong.prefix(3))")
    }

    @Test("a handler's release before the deadline completes at once and cancels the deadline")
    func releaseFirst() throws {
        let clock = DeadlineClock()
        defer { clock.close() }
        let holder = Holder()
        let counts = CompletionCounts()
        let recorder = DiagnosticRecorder()
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat", .completion { _, completion in holder.keep(completion) })
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(deadline: 1000, diagnostics: recorder.handler, timer: clock.timer),
            coverageWarnings: .silent)
        router.route(response("chat", "chat.like"), completion: counts.completion(for: "r1"))
        #expect(clock.pendingCount == 1)
        holder.release()
        #expect(counts["r1"] == 1)
        #expect(clock.pendingCount == 0)
        #expect(clock.takeDue(now: .max).isEmpty)
        #expect(recorder.codes == [.completionDropped])
    }

    #if DEBUG
        @Test("a completion handler released inside a lock traps in a debug build, naming the rule")
        func releaseUnderLockTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var builder = RouterBuilder(registry: routingRegistry)
                let kept = Locked<CompletionHandler?>(nil)
                builder.handle(
                    "chat.like", in: "chat",
                    .completion { _, completion in kept.withLock { $0 = completion } })
                builder.handleUnmatched { _ in }
                let router = try builder.build(
                    options: RouterOptions(diagnostics: .silent, timer: .never), coverageWarnings: .silent)
                router.route(response("chat", "chat.like")) {}
                kept.withLock { $0 = nil }  // the last release, under the lock
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                standardError.contains(
                    "the release of a completion handler ran while this thread held 1 lock(s): a deinit must not run inside another object's lock"
                ), "\(standardError)")
        }

        @Test("the lock depth counts the locks this thread holds")
        func lockDepth() {
            let outer = Locked(0)
            let inner = Locked(0)
            #expect(LockDepth.current == 0)
            outer.withLock { _ in
                #expect(LockDepth.current == 1)
                inner.withLock { _ in #expect(LockDepth.current == 2) }
                #expect(LockDepth.current == 1)
            }
            #expect(LockDepth.current == 0)
        }
    #endif
}

import Dispatch
import Foundation
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("The shared deadline clock")
struct DeadlineClockTests {
    /// A time after every deadline these tests schedule (they schedule 25 s or less).
    static var later: UInt64 { DispatchTime.now().uptimeNanoseconds + 3_600_000_000_000 }

    @Test("deadlines fire in the order they expire; cancelled ones never, and leave nothing behind")
    func order() {
        let clock = DeadlineClock()
        defer { clock.close() }
        let fired = Locked<[Int]>([])
        var cancels: [DeadlineTimer.Cancel] = []
        for (index, seconds) in [25.0, 25, 5, 25, 10].enumerated() {
            cancels.append(clock.schedule(after: seconds) { fired.withLock { $0.append(index) } })
        }
        #expect(clock.pendingCount == 5)
        cancels[3]()
        cancels[3]()  // twice is harmless
        #expect(clock.pendingCount == 4)
        clock.expire(now: Self.later)
        #expect(fired.withLock { $0 } == [2, 4, 0, 1])
        #expect(clock.pendingCount == 0)
        cancels[0]()  // after firing: nothing happens
        #expect(fired.withLock { $0 }.count == 4)
    }

    @Test("nothing fires before it is due")
    func notEarly() {
        let clock = DeadlineClock()
        defer { clock.close() }
        let fired = Locked(0)
        _ = clock.schedule(after: 25) { fired.withLock { $0 += 1 } }
        clock.expire(now: DispatchTime.now().uptimeNanoseconds)
        #expect(fired.withLock { $0 } == 0)
        #expect(clock.pendingCount == 1)
    }

    @Test(
        "200,000 responses through a router on the real clock leave no deadline and no stored entry behind",
        .timeLimit(.minutes(1)))
    func noPileUp() throws {
        let clock = DeadlineClock()
        defer { clock.close() }
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat", .completion { _, completion in completion() })
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(
                diagnostics: .silent,
                timer: clock.timer),
            coverageWarnings: .silent)
        let completions = Locked(0)
        let response = response("chat", "chat.like")
        for _ in 0..<200_000 {
            router.route(response) { completions.withLock { $0 += 1 } }
        }
        #expect(completions.withLock { $0 } == 200_000)
        #expect(clock.pendingCount == 0)
    }

    /// Iterations of each mixed-length race; `NOTIFICATION_ACTIONS_CLOCK_RACES` raises it.
    static let races =
        ProcessInfo.processInfo.environment["NOTIFICATION_ACTIONS_CLOCK_RACES"].flatMap(Int.init) ?? 1_000

    /// How a short deadline meets longer ones on a fresh clock.
    enum MixedLengths: String, CaseIterable, CustomTestStringConvertible {
        /// One thread adds the long deadline, then the short one.
        case longThenShort
        /// One thread adds the short deadline, then the long one.
        case shortThenLong
        /// Threads released together: four add long deadlines (each a little shorter than the one before,
        /// so each may move the timer), one adds the short one.
        case racingThreads
        var testDescription: String { rawValue }
    }

    /// Adds a 2 ms deadline beside 30 s ones as `order` says, and returns whether the short one fired before
    /// `bound` passed. A deadline armed for the long one would fire 30 s later: the bound (5 s) only
    /// keeps a failing run short; a passing one waits the 2 ms (and the timer's 10 ms leeway).
    static func shortFiresOnTime(_ order: MixedLengths, bound: DispatchTimeInterval = .seconds(5)) -> Bool {
        let clock = DeadlineClock()
        defer { clock.close() }
        let fired = DispatchSemaphore(value: 0)
        let short: @Sendable () -> Void = {
            _ = clock.add({ fired.signal() }, due: DispatchTime.now().uptimeNanoseconds + 2_000_000)
        }
        let long: @Sendable (UInt64) -> Void = { offset in
            _ = clock.add({}, due: DispatchTime.now().uptimeNanoseconds + 30_000_000_000 - offset)
        }
        switch order {
        case .longThenShort:
            long(0)
            short()
        case .shortThenLong:
            short()
            long(0)
        case .racingThreads:
            let start = DispatchSemaphore(value: 0)
            let done = DispatchGroup()
            let blocks: [@Sendable () -> Void] =
                (0..<4).map { k in { long(UInt64(k) * 1_000_000) } } + [short]
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
        return fired.wait(timeout: .now() + bound) == .success
    }

    @Test(
        "a short deadline beside longer ones fires on time, whichever is added first and from however many threads (issue #50, F1)",
        .timeLimit(.minutes(2)), arguments: MixedLengths.allCases)
    func mixedLengths(_ order: MixedLengths) {
        let iterations = order == .racingThreads ? Self.races : 20
        var late = 0
        for _ in 0..<iterations where !Self.shortFiresOnTime(order) { late += 1 }
        #expect(late == 0, "\(late) of \(iterations) 2 ms deadlines waited for a 30 s one")
    }

    @Test(
        "expiry takes exactly what is due, and adding meanwhile from other threads is race-free (issue #50, F2)"
    )
    func expiryBesideAdds() {
        let clock = DeadlineClock()
        defer { clock.close() }
        let fired = Locked(0)
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let adds = 2_000
        for thread in 0..<2 {
            done.enter()
            Thread.detachNewThread {
                start.wait()
                for k in 0..<adds {
                    if thread == 0 {
                        // Far in the future: never due while the other thread expires.
                        _ = clock.add({ fired.withLock { $0 += 1 } }, due: Self.later + UInt64(k))
                    } else {
                        // Nothing is due: the result must be empty (and TSan must see no race).
                        #expect(clock.takeDue(now: 0).isEmpty)
                    }
                }
                done.leave()
            }
        }
        start.signal()
        start.signal()
        done.wait()
        #expect(clock.pendingCount == adds)
        #expect(fired.withLock { $0 } == 0)
        clock.expire(now: .max)
        #expect(fired.withLock { $0 } == adds)
        #expect(clock.pendingCount == 0)
    }
}

import Dispatch
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
}

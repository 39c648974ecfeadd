import Dispatch

/// What every response of one router shares, by reference: its options, and how its deadlines are
/// scheduled. A guard holds one reference to it rather than a copy of the options.
final class RouterShared: Sendable {
    let options: RouterOptions

    /// Whether deadlines run on a real-time clock (``DeadlineTimer/dispatch``): read once per response.
    let onClock: Bool

    init(options: RouterOptions) {
        self.options = options
        self.onClock = options.timer.isClock
    }

    /// Schedules a deadline `seconds` long, counted from `arrived` (`DispatchTime`'s uptime nanoseconds; now
    /// when `nil`), to run `fire`; returns how to cancel it, or `nil` when the timer never fires
    /// (``DeadlineTimer/never``). Another timer (a test's) is given the seconds that remain.
    func scheduleDeadline(
        seconds: Double, since arrived: UInt64?, request: String, _ fire: @escaping @Sendable () -> Void
    ) -> DeadlineCancel? {
        switch options.timer.kind {
        case .never:
            return nil
        case .clock(let clock):
            let start = arrived ?? DispatchTime.now().uptimeNanoseconds
            return .clock(clock, clock.add(fire, due: start &+ Self.nanoseconds(seconds)))
        case .custom(let schedule):
            guard let arrived else { return .timer(schedule(seconds, request, fire)) }
            let now = DispatchTime.now().uptimeNanoseconds
            let elapsed = Double(now >= arrived ? now - arrived : 0) / 1e9
            return .timer(schedule(max(0, seconds - elapsed), request, fire))
        }
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 { UInt64(max(0, min(seconds, 1e9)) * 1e9) }
}

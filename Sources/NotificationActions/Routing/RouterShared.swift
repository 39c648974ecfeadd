/// What every response of one router shares, by reference: its options, and how its deadlines are
/// scheduled. A guard holds one reference to it rather than a copy of the options.
final class RouterShared: Sendable {
    let options: RouterOptions
    /// ``RouterOptions/deadline`` in nanoseconds.
    let deadlineNanoseconds: UInt64

    init(options: RouterOptions) {
        self.options = options
        self.deadlineNanoseconds = UInt64(max(0, min(options.deadline, 1e9)) * 1e9)
    }

    /// Schedules a response's deadline, counted from `arrived` (`DispatchTime`'s uptime nanoseconds), to
    /// run `fire`; returns how to cancel it, or `nil` when the timer never fires (``DeadlineTimer/never``).
    func scheduleDeadline(since arrived: UInt64, request: String, _ fire: @escaping @Sendable () -> Void)
        -> DeadlineCancel?
    {
        switch options.timer.kind {
        case .never:
            return nil
        case .clock(let clock):
            return .clock(clock, clock.add(fire, due: arrived &+ deadlineNanoseconds))
        case .custom(let schedule):
            return .timer(schedule(options.deadline, request, fire))
        }
    }
}

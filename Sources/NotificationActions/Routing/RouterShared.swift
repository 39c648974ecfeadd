/// What every response of one router shares, by reference: its options, and the clock its deadlines
/// register with. A guard holds one reference to it rather than a copy of the options.
final class RouterShared: Sendable {
    let options: RouterOptions
    /// The clock guards register with directly (``DeadlineTimer/dispatch``, the default); `nil` for other
    /// timers.
    let clock: DeadlineClock?
    /// ``RouterOptions/deadline`` in nanoseconds.
    let deadlineNanoseconds: UInt64
    /// Whether responses' deadlines are scheduled at all: false for ``DeadlineTimer/never``.
    let schedulesDeadlines: Bool
    /// Whether ``RouterOptions/observer`` is set: one flag read per response, so an unobserved router
    /// neither loads nor retains the observer.
    let isObserved: Bool

    init(options: RouterOptions) {
        self.options = options
        if case .clock(let clock) = options.timer.kind { self.clock = clock } else { self.clock = nil }
        if case .never = options.timer.kind {
            self.schedulesDeadlines = false
        } else {
            self.schedulesDeadlines = true
        }
        self.isObserved = options.observer != nil
        self.deadlineNanoseconds = UInt64(max(0, min(options.deadline, 1e9)) * 1e9)
    }
}

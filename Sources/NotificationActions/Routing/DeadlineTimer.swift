import Dispatch

/// Schedules the deadline of each response. ``dispatch`` uses real time; tests inject a timer they fire
/// themselves, so no test waits 25 seconds or sleeps.
package struct DeadlineTimer: Sendable {
    /// Cancels a scheduled deadline.
    package typealias Cancel = @Sendable () -> Void

    enum Kind: Sendable {
        /// Deadlines never fire, so the router schedules nothing for them.
        case never
        /// A real-time clock shared by many deadlines (``DeadlineClock``).
        case clock(DeadlineClock)
        /// Any other timer, given a closure per deadline.
        case custom(@Sendable (Double, String, @escaping @Sendable () -> Void) -> Cancel)
    }

    let kind: Kind

    /// Whether this is a real-time clock (``dispatch``, or another ``DeadlineClock``).
    var isClock: Bool {
        if case .clock = kind { return true }
        return false
    }

    /// Creates a timer from a function that calls `fire` once after `seconds`, unless the returned
    /// closure is called first.
    ///
    /// - Parameter schedule: Calls `fire` once after `seconds` unless the closure it returns is called first.
    package init(
        _ schedule: @escaping @Sendable (_ seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Cancel
    ) {
        self.kind = .custom { seconds, _, fire in schedule(seconds, fire) }
    }

    /// Creates a timer that is also told the request identifier of the response each deadline is for
    /// (the test kit's ``ManualDeadlineTimer`` passes one response's deadline by it).
    package init(
        labelled schedule:
            @escaping @Sendable (
                _ seconds: Double, _ requestIdentifier: String, _ fire: @escaping @Sendable () -> Void
            ) -> Cancel
    ) {
        self.kind = .custom(schedule)
    }

    /// A timer on `clock` (``dispatch`` is one on the shared clock).
    init(clock: DeadlineClock) { self.kind = .clock(clock) }

    private init(never: ()) { self.kind = .never }

    /// Schedules `fire` after `seconds`.
    ///
    /// - Parameters:
    ///   - seconds: How long to wait.
    ///   - fire: What to run then.
    package func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Cancel {
        schedule(after: seconds, for: "", fire)
    }

    /// Schedules `fire` after `seconds`, for the response with `requestIdentifier`.
    package func schedule(
        after seconds: Double, for requestIdentifier: String, _ fire: @escaping @Sendable () -> Void
    ) -> Cancel {
        switch kind {
        case .never: {}
        case .clock(let clock): clock.schedule(after: seconds, fire)
        case .custom(let schedule): schedule(seconds, requestIdentifier, fire)
        }
    }

    /// Real time: one shared clock (the pending deadlines in expiry order and one dispatch timer); a
    /// response that finishes cancels its deadline, so it leaves nothing behind.
    package static let dispatch = DeadlineTimer(clock: .shared)

    /// A timer whose deadlines never fire.
    package static let never = DeadlineTimer(never: ())
}

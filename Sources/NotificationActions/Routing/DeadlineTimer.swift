import Dispatch

/// Schedules the deadline of each response. ``dispatch`` uses real time; tests inject a timer they fire
/// themselves, so no test waits 25 seconds or sleeps.
public struct DeadlineTimer: Sendable {
    /// Cancels a scheduled deadline.
    public typealias Cancel = @Sendable () -> Void

    private let scheduleBody: @Sendable (Double, String, @escaping @Sendable () -> Void) -> Cancel
    /// Whether deadlines never fire, so the router schedules nothing (and allocates nothing) for them.
    let neverFires: Bool

    /// Creates a timer from a function that calls `fire` once after `seconds`, unless the returned
    /// closure is called first.
    public init(
        _ schedule: @escaping @Sendable (_ seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Cancel
    ) {
        self.scheduleBody = { seconds, _, fire in schedule(seconds, fire) }
        self.neverFires = false
    }

    /// Creates a timer that is also told the request identifier of the response each deadline is for
    /// (the test kit's ``ManualDeadlineTimer`` passes one response's deadline by it).
    package init(
        labelled schedule:
            @escaping @Sendable (
                _ seconds: Double, _ requestIdentifier: String, _ fire: @escaping @Sendable () -> Void
            ) -> Cancel
    ) {
        self.scheduleBody = schedule
        self.neverFires = false
    }

    private init(never: ()) {
        self.scheduleBody = { _, _, _ in {} }
        self.neverFires = true
    }

    /// Schedules `fire` after `seconds`.
    public func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Cancel {
        scheduleBody(seconds, "", fire)
    }

    /// Schedules `fire` after `seconds`, for the response with `requestIdentifier`.
    package func schedule(
        after seconds: Double, for requestIdentifier: String, _ fire: @escaping @Sendable () -> Void
    ) -> Cancel {
        scheduleBody(seconds, requestIdentifier, fire)
    }

    /// Real time: one shared clock (a queue of deadlines in expiry order and one dispatch timer), so a
    /// cancelled deadline leaves nothing behind.
    public static let dispatch = DeadlineTimer { seconds, fire in
        DeadlineClock.shared.schedule(after: seconds, fire)
    }

    /// A timer whose deadlines never fire.
    public static let never = DeadlineTimer(never: ())
}

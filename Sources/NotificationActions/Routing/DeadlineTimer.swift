import Dispatch

/// Schedules the deadline of each response. ``dispatch`` uses real time; tests inject a timer they fire
/// themselves, so no test waits 25 seconds or sleeps.
public struct DeadlineTimer: Sendable {
    /// Cancels a scheduled deadline.
    public typealias Cancel = @Sendable () -> Void

    private let scheduleBody: @Sendable (Double, @escaping @Sendable () -> Void) -> Cancel
    /// Whether deadlines never fire, so the router schedules nothing (and allocates nothing) for them.
    let neverFires: Bool

    /// Creates a timer from a function that calls `fire` once after `seconds`, unless the returned
    /// closure is called first.
    public init(
        _ schedule: @escaping @Sendable (_ seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Cancel
    ) {
        self.scheduleBody = schedule
        self.neverFires = false
    }

    private init(never: ()) {
        self.scheduleBody = { _, _ in {} }
        self.neverFires = true
    }

    /// Schedules `fire` after `seconds`.
    public func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Cancel {
        scheduleBody(seconds, fire)
    }

    /// Real time, on a global dispatch queue.
    public static let dispatch = DeadlineTimer { seconds, fire in
        let cancelled = Locked(false)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if !cancelled.withLock({ $0 }) { fire() }
        }
        return { cancelled.withLock { $0 = true } }
    }

    /// A timer whose deadlines never fire.
    public static let never = DeadlineTimer(never: ())
}

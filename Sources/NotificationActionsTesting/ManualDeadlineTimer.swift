import NotificationActions

/// A deadline timer that fires only when a test says so, so deadline behaviour is tested without waiting.
///
/// ```swift
/// let clock = ManualDeadlineTimer()
/// let router = try builder.build(options: RouterOptions(timer: clock.timer))
/// router.route(response) { ... }
/// clock.fireAll()   // every pending deadline passes now
/// ```
public final class ManualDeadlineTimer: Sendable {
    private struct Scheduled {
        var seconds: Double
        var fire: @Sendable () -> Void
        var cancelled = false
        var fired = false
    }

    private let scheduled = Locked<[Scheduled]>([])

    /// Creates a timer with nothing scheduled.
    public init() {}

    /// The timer to put in ``RouterOptions/timer``.
    public var timer: DeadlineTimer {
        DeadlineTimer { [self] seconds, fire in
            let index = scheduled.withLock { list in
                list.append(Scheduled(seconds: seconds, fire: fire))
                return list.count - 1
            }
            return { [self] in scheduled.withLock { $0[index].cancelled = true } }
        }
    }

    /// How many deadlines are scheduled and neither cancelled nor fired.
    public var pendingCount: Int { scheduled.withLock { $0.filter { !$0.cancelled && !$0.fired }.count } }

    /// The durations, in seconds, of every deadline ever scheduled.
    public var scheduledDurations: [Double] { scheduled.withLock { $0.map(\.seconds) } }

    /// Fires every pending deadline, in the order they were scheduled; returns how many fired.
    @discardableResult
    public func fireAll() -> Int {
        let due = scheduled.withLock { list -> [@Sendable () -> Void] in
            var due: [@Sendable () -> Void] = []
            for index in list.indices where !list[index].cancelled && !list[index].fired {
                list[index].fired = true
                due.append(list[index].fire)
            }
            return due
        }
        for fire in due { fire() }
        return due.count
    }
}

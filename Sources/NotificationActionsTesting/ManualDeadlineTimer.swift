@_spi(Generated) import NotificationActions

/// A deadline timer that fires only when a test says so, so deadline behaviour is tested without waiting.
/// The package's own tests use it directly; an app's tests pass deadlines through `RouterHarness` —
/// `passDeadline(of:)`, `passDeadlines()`, `pendingDeadlines` — the one way to do it (issue #53).
package final class ManualDeadlineTimer: Sendable {
    private struct Scheduled {
        var seconds: Double
        var requestIdentifier: String
        /// What the deadline runs; dropped once it is cancelled or fired, so the timer does not keep a
        /// finished response's guard (and, through its router's options, itself) alive.
        var fire: (@Sendable () -> Void)?
        var isPending: Bool { fire != nil }
    }

    private let scheduled = Locked<[Scheduled]>([])

    /// Creates a timer with nothing scheduled.
    package init() {}

    /// The timer to put in `RouterOptions/timer`.
    package var timer: DeadlineTimer {
        // Weakly: the router's options hold this closure, and a pending deadline's closure holds its guard,
        // which holds the router's options — a cycle when a test ends with deadlines pending.
        DeadlineTimer(labelled: { [weak self] seconds, requestIdentifier, fire in
            guard let self else { return {} }
            let scheduled = self.scheduled
            let index = scheduled.withLock { list in
                list.append(Scheduled(seconds: seconds, requestIdentifier: requestIdentifier, fire: fire))
                return list.count - 1
            }
            return {
                // Released after the lock is let go: it may hold the last reference to a guard.
                let cancelled = scheduled.withLock { list in
                    defer { list[index].fire = nil }
                    return list[index].fire
                }
                _ = cancelled
            }
        })
    }

    /// How many deadlines are scheduled and neither cancelled nor fired.
    package var pendingCount: Int { scheduled.withLock { $0.filter(\.isPending).count } }

    /// The request identifiers of the responses whose deadlines are pending, in the order scheduled.
    package var pendingRequestIdentifiers: [String] {
        scheduled.withLock { $0.filter(\.isPending).map(\.requestIdentifier) }
    }

    /// The durations, in seconds, of every deadline ever scheduled.
    package var scheduledDurations: [Double] { scheduled.withLock { $0.map(\.seconds) } }

    /// Fires every pending deadline, in the order they were scheduled; returns how many fired.
    @discardableResult
    package func fireAll() -> Int { fire { _ in true } }

    /// Passes the deadline of the response with `requestIdentifier` (of each, if several share it) while
    /// the others stay in flight; returns how many fired.
    ///
    /// - Parameter requestIdentifier: The request whose deadline to pass.
    @discardableResult
    package func fire(requestIdentifier: String) -> Int { fire { $0.requestIdentifier == requestIdentifier } }

    private func fire(where matches: (Scheduled) -> Bool) -> Int {
        // Decide under the lock, fire outside it: a deadline's work reports and calls completions.
        let due = scheduled.withLock { list -> [@Sendable () -> Void] in
            var due: [@Sendable () -> Void] = []
            for index in list.indices where list[index].isPending && matches(list[index]) {
                due.append(list[index].fire!)
                list[index].fire = nil
            }
            return due
        }
        for fire in due { fire() }
        return due.count
    }
}

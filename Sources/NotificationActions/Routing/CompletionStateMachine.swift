/// The exactly-once promise of one response as a pure value: which state the response is in, and, for
/// each event, the new state and what the owner must do once it has let go of its lock.
///
/// The owner (``GuardCore``) locks, asks the machine, unlocks, then performs the returned ``Action``: the
/// machine never calls the system completion, a report or a timer itself, so it is tested without
/// threads, event by event, and no user code ever runs under the lock. A transition that cannot happen
/// while the owner keeps its side of the contract traps, naming the state and the event.
///
/// ```text
///             handlerCompleted / handlerReturned / handlerThrew / deadlinePassed / released
///   running ─────────────────────────────────────────────────────────────┬─────────────► finished
///                     (the event reports, or someone observes the guard)  ▼                  ▲
///                                                                   announcing ──────────────┘
///                                                                announcementFinished
/// ```
/// Every event after the first is *late*: in `announcing` it waits for the announcement to end, in
/// `finished` it is reported at once.
struct CompletionStateMachine: Sendable {
    /// Where one response stands.
    enum State: Sendable {
        /// The handler owns the response; nobody has taken the system completion. `deadline` says whether
        /// a deadline must be cancelled when someone does.
        case running(deadline: GuardDeadline)
        /// The first event took the system completion and is still calling it and reporting; later
        /// events' reports wait in `deferred`, so reports come out in causal order.
        case announcing(CompletionCause, deferred: [LateReport])
        /// Done.
        case finished(CompletionCause)
    }

    /// An event after the first, reported by the owner (formatted only then).
    enum LateEvent: Equatable, Sendable {
        /// The completion handler was called, or the async handler returned, after `previous` finished
        /// the response.
        case completedAgain(previous: CompletionCause)
        /// The async handler threw after the response was finished.
        case threwLate
        /// The async handler stopped with `CancellationError` after the deadline cancelled its task: it
        /// did what cancellation asks.
        case stoppedOnCancellation
    }

    /// A late event waiting for the first event's announcement, with what the handler threw.
    struct LateReport: Equatable, Sendable {
        var event: LateEvent
        var thrown: String?
    }

    /// What the owner does after unlocking. A plain value, with nothing to retain: the owner keeps the
    /// system completion and the deadline's cancellation, and the machine says when to use them.
    enum Action: Equatable, Sendable {
        /// Nothing.
        case none
        /// The system completion is the owner's to call, now and never again: cancel `cancelling`, then
        /// call it. With `announces`, report and tell the observer, then send ``announcementFinished()``
        /// and report what it returns.
        case finish(cancelling: GuardDeadline, announces: Bool)
        /// A deadline was scheduled after the response finished: cancel it.
        case cancel(GuardDeadline)
        /// Report `event` now.
        case reportLate(LateEvent)
        /// The event was late while the first was being announced: it waits in the state, nothing to do.
        case deferred
    }

    private(set) var state: State
    /// Whether someone is told how the response finished (the async `route` and the test kit): then the
    /// event that finishes it always announces.
    let observed: Bool

    /// The machine of a response whose handler is about to run. It holds no completion: the owner keeps
    /// the system completion and calls it when, and only when, an event returns
    /// ``Action/finish(cancelling:announces:)``.
    init(observed: Bool) {
        self.state = .running(deadline: .none)
        self.observed = observed
    }

    /// Whether the system completion has been taken.
    var isFinished: Bool {
        if case .running = state { return false }
        return true
    }

    /// What finished the response, once something has.
    var finishedBy: CompletionCause? {
        switch state {
        case .running: nil
        case .announcing(let cause, _), .finished(let cause): cause
        }
    }

    // MARK: Events

    /// The owner scheduled the deadline. It is scheduled at most once per response.
    mutating func deadlineScheduled() -> Action {
        switch state {
        case .running(deadline: .none):
            state = .running(deadline: .scheduled)
            return .none
        case .running(deadline: .scheduled):
            invalid("deadlineScheduled")
        case .announcing, .finished:
            return .cancel(.scheduled)
        }
    }

    /// A completion-style handler called its completion handler.
    mutating func handlerCompleted() -> Action { finish(.handlerCompleted) }

    /// An async handler (or a presentation route) returned.
    mutating func handlerReturned() -> Action { finish(.handlerReturned) }

    /// An async handler threw; `description` is what it threw, for a late report. `cause` is
    /// ``CompletionCause/payloadUndecodable`` when a typed route's payload did not decode, so its handler
    /// never ran. `isCancellation` says it threw `CancellationError`.
    mutating func handlerThrew(
        _ description: String, cause: CompletionCause = .handlerThrew, isCancellation: Bool = false
    ) -> Action {
        let afterDeadline = finishedBy == .deadlineExceeded
        let event: LateEvent = isCancellation && afterDeadline ? .stoppedOnCancellation : .threwLate
        return finish(cause, late: LateReport(event: event, thrown: description))
    }

    /// The deadline passed.
    mutating func deadlinePassed() -> Action {
        switch state {
        case .running: return finish(.deadlineExceeded)
        case .announcing, .finished: return .none
        }
    }

    /// The last reference to the completion handler went.
    mutating func released() -> Action {
        switch state {
        case .running: return finish(.completionDropped)
        case .announcing, .finished:
            // Released after something else finished the response (the deadline, say, still announcing on
            // another thread): there is nothing left to do and nothing to report.
            return .none
        }
    }

    /// The owner finished announcing the first event; returns the late events to report now, in order.
    mutating func announcementFinished() -> [LateReport] {
        guard case .announcing(let cause, let deferred) = state else { invalid("announcementFinished") }
        state = .finished(cause)
        return deferred
    }

    // MARK: Transitions

    private mutating func finish(_ cause: CompletionCause, late: LateReport? = nil) -> Action {
        switch state {
        case .running(let deadline):
            let announces = observed || cause.isReported
            state = announces ? .announcing(cause, deferred: []) : .finished(cause)
            return .finish(cancelling: deadline, announces: announces)
        case .announcing(let previous, var deferred):
            deferred.append(late ?? LateReport(event: .completedAgain(previous: previous)))
            state = .announcing(previous, deferred: deferred)
            return .deferred
        case .finished(let previous):
            return .reportLate(late?.event ?? .completedAgain(previous: previous))
        }
    }

    private func invalid(_ event: String) -> Never {
        preconditionFailure("Invalid state: \(state.name) cannot take the event \(event)")
    }
}

extension CompletionStateMachine.State {
    /// The state's name and what matters of it, for trap messages and tests.
    var name: String {
        switch self {
        case .running(let deadline): "running (deadline \(deadline.name))"
        case .announcing(let cause, let deferred): "announcing \(cause) (\(deferred.count) deferred)"
        case .finished(let cause): "finished by \(cause)"
        }
    }
}

/// Whether a response's deadline is scheduled, so that whoever finishes the response cancels it.
enum GuardDeadline: Equatable, Sendable {
    case none
    case scheduled

    var name: String {
        switch self {
        case .none: "none"
        case .scheduled: "scheduled"
        }
    }
}

extension CompletionCause {
    /// Whether the event that finishes a response with this cause reports it.
    var isReported: Bool {
        switch self {
        case .handlerCompleted, .handlerReturned: false
        default: true
        }
    }
}

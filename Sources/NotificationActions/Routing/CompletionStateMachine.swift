/// The exactly-once promise of one response as a pure value: which state the response is in, and, for
/// each event, the new state and what the owner must do once it has let go of its lock.
///
/// The owner (``CompletionGuard``) locks, asks the machine, unlocks, then performs the returned
/// ``Action``: the machine never calls the system completion, a report or a clock itself, so it is tested
/// without threads, event by event, and no user code ever runs under the lock. A transition that cannot
/// happen while the owner keeps its side of the contract traps, naming the state and the event.
///
/// ```
///             handlerCompleted / handlerReturned / handlerThrew / timerDeadlinePassed / released
///   running ─────────────────────────────────────────────────────────────┬─────────────► finished
///      │              (the event reports, or someone observes the guard)  ▼                  ▲
///      │                                                            announcing ──────────────┤
///      │                                                         announcementFinished        │
///      └──────────────────── clockDeadlinePassed (the clock announces) ──────────────────────┘
/// ```
/// Every event after the first is *late*: in `announcing` it waits for the announcement to end, in
/// `finished` it is reported at once (after the clock's own announcement, if the clock finished it).
struct CompletionStateMachine {
    /// Where one response stands.
    enum State {
        /// The handler owns the response; nobody has taken the system completion. `deadline` is what
        /// must be cancelled when someone does.
        case running(deadline: GuardDeadline)
        /// The first event took the system completion and is still calling it and reporting; later
        /// events' reports wait in `deferred`, so reports come out in causal order.
        case announcing(CompletionCause, deferred: [LateReport])
        /// Done. `announcedBy` is the clock's ticket when the clock's deadline finished it: later reports
        /// follow that announcement, which the clock makes.
        case finished(CompletionCause, announcedBy: UInt64?)
    }

    /// An event after the first, reported by the owner (formatted only then).
    enum LateEvent: Equatable {
        /// The completion handler was called, or the async handler returned, after `previous` finished
        /// the response.
        case completedAgain(previous: CompletionCause)
        /// The async handler threw after the response was finished.
        case threwLate
    }

    /// A late event waiting for the first event's announcement, with what the handler threw.
    struct LateReport: Equatable {
        var event: LateEvent
        var thrown: String?
    }

    /// What the owner does after unlocking. A plain value, with nothing to retain: the owner keeps the
    /// system completion and any timer's cancel closure, and the machine says when to use them.
    enum Action: Equatable {
        /// Nothing.
        case none
        /// The system completion is the owner's to call, now and never again: cancel `cancelling`, then
        /// call it. With `announces`, report and tell the observer, then send ``announcementFinished()``
        /// and report what it returns.
        case finish(cancelling: GuardDeadline, announces: Bool)
        /// The clock's deadline took the system completion: the clock calls it and reports, outside its
        /// lock.
        case clockFinishes
        /// A deadline was scheduled after the response finished: cancel it.
        case cancel(GuardDeadline)
        /// Report `event` now; if `afterClockTicket` is set, after the clock's announcement of that ticket.
        /// (What a late throw threw, the owner has at hand.)
        case reportLate(LateEvent, afterClockTicket: UInt64?)
        /// The event was late while the first was being announced: it waits in the state, nothing to do.
        case deferred
    }

    private(set) var state: State
    /// Whether someone is told how the response finished (the async `route` and the test kit): then the
    /// event that finishes it always announces.
    let observed: Bool

    /// The machine of a response whose handler is about to run. It holds no completion: the owner keeps
    /// the system completion, immutable, and calls it when, and only when, an event returns
    /// ``Action/finish(cancelling:announces:)`` or ``Action/clockFinishes``.
    init(observed: Bool) {
        self.state = .running(deadline: .none)
        self.observed = observed
    }

    /// Whether the system completion has been taken.
    var isFinished: Bool {
        if case .running = state { return false }
        return true
    }

    /// Whether a deadline registered with a clock may still reach the owner, so that the owner must pass
    /// through the clock's lock (cancelling it) before it goes.
    var hasClockRegistration: Bool {
        if case .running(deadline: .clock) = state { return true }
        return false
    }

    // MARK: Events

    /// The owner scheduled the deadline. It is scheduled at most once per response.
    mutating func deadlineScheduled(_ deadline: GuardDeadline) -> Action {
        switch state {
        case .running(deadline: .none):
            state = .running(deadline: deadline)
            return .none
        case .running:
            invalid("deadlineScheduled")
        case .announcing, .finished:
            return .cancel(deadline)
        }
    }

    /// A completion-style handler called its completion handler.
    @inline(__always) mutating func handlerCompleted() -> Action { finish(.handlerCompleted) }

    /// An async handler (or a presentation route) returned.
    mutating func handlerReturned() -> Action { finish(.handlerReturned) }

    /// An async handler threw; `description` is what it threw, for a late report. `cause` is
    /// ``CompletionCause/payloadUndecodable`` when a typed route's payload did not decode, so its handler
    /// never ran.
    mutating func handlerThrew(_ description: String, cause: CompletionCause = .handlerThrew) -> Action {
        finish(cause, late: LateReport(event: .threwLate, thrown: description))
    }

    /// A deadline scheduled on another timer (not the clock) passed.
    mutating func timerDeadlinePassed() -> Action {
        switch state {
        case .running: return finish(.deadlineExceeded)
        case .announcing, .finished: return .none
        }
    }

    /// The last reference to the completion handler went.
    @inline(__always) mutating func released() -> Action {
        switch state {
        case .running: return finish(.completionDropped)
        case .finished: return .none
        case .announcing:
            // The announcer holds a reference until it has sent announcementFinished().
            invalid("released")
        }
    }

    /// The clock passed the deadline it registered under `ticket`, under the clock's lock.
    mutating func clockDeadlinePassed(ticket: UInt64) -> Action {
        switch state {
        case .running(let deadline):
            switch deadline {
            case .none:
                // Registered, but the ticket not yet recorded: the deadline was already due when the
                // owner registered it.
                break
            case .clock(let registered) where registered == ticket:
                break
            case .clock, .timer:
                invalid("clockDeadlinePassed(ticket: \(ticket))")
            }
            state = .finished(.deadlineExceeded, announcedBy: ticket)
            return .clockFinishes
        case .announcing, .finished:
            // Taken meanwhile; the taker cancels the ticket once it has unlocked.
            return .none
        }
    }

    /// The owner finished announcing the first event; returns the late events to report now, in order.
    mutating func announcementFinished() -> [LateReport] {
        guard case .announcing(let cause, let deferred) = state else { invalid("announcementFinished") }
        state = .finished(cause, announcedBy: nil)
        return deferred
    }

    // MARK: Transitions

    @inline(__always) private mutating func finish(_ cause: CompletionCause, late: LateReport? = nil)
        -> Action
    {
        switch state {
        case .running(let deadline):
            let announces = observed || cause.isReported
            state = announces ? .announcing(cause, deferred: []) : .finished(cause, announcedBy: nil)
            return .finish(cancelling: deadline, announces: announces)
        case .announcing(let previous, var deferred):
            state = .announcing(previous, deferred: [])  // Not copied on append.
            deferred.append(late ?? LateReport(event: .completedAgain(previous: previous)))
            state = .announcing(previous, deferred: deferred)
            return .deferred
        case .finished(let previous, let ticket):
            return .reportLate(late?.event ?? .completedAgain(previous: previous), afterClockTicket: ticket)
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
        case .finished(let cause, let ticket):
            "finished by \(cause)" + (ticket.map { " (clock \($0))" } ?? "")
        }
    }
}

/// How a guard's deadline is scheduled.
enum GuardDeadline: Equatable {
    case none
    /// Registered with the router's clock under this ticket.
    case clock(UInt64)
    /// Scheduled on another timer; the owner holds the closure that cancels it.
    case timer

    var name: String {
        switch self {
        case .none: "none"
        case .clock(let ticket): "clock \(ticket)"
        case .timer: "timer"
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

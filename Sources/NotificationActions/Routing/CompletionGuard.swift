/// What one response's guard keeps under its lock: the state machine, and what its steps hand out.
struct GuardState: Sendable {
    var machine: CompletionStateMachine
    /// Who is told what happened. Immutable; handed out by each step that needs it.
    let reporter: GuardReporter
    /// The system completion. Immutable; called only by the step the machine hands it to, once.
    let completion: GuardedCompletion
    /// Cancels the scheduled deadline: set with the machine's ``CompletionStateMachine/deadlineScheduled()``,
    /// taken by the step whose action says to cancel it.
    var deadline: DeadlineCancel?
    /// The async handler's task while the response runs: taken out when the response finishes, and
    /// cancelled when the deadline finished it.
    var task: Task<Void, Never>?
}

/// What one locked step of a guard decided, and everything its caller then uses: the caller never reads
/// the guard's state again outside the lock.
struct GuardStep: Sendable {
    var action: CompletionStateMachine.Action
    /// Who is told: handed out only when the action reports.
    var reporter: GuardReporter?
    /// The system completion: handed out only when the action finishes the response.
    var completion: GuardedCompletion?
    /// The deadline to cancel, taken out of the state.
    var deadline: DeadlineCancel?
    /// The handler's task, taken out of the state once the response finished.
    var task: Task<Void, Never>?
    /// Whether the deadline finished the response, so the task is cancelled.
    var cancelsTask: Bool
}

/// The shared heart of one response's guard: a ``CompletionStateMachine`` and what it guards, under one
/// lock. Copies share it. Held strongly by every party that may send it an event — the
/// ``CompletionGuard`` a handler holds, the deadline's entry in its timer, the async handler's task — so
/// none of them can reach freed memory.
///
/// Every event is one step: lock, ask the machine and take out what the action needs, unlock, perform.
/// The system completion, diagnostics, timers and the task are only ever touched outside the lock.
struct GuardCore: Sendable {
    private let state: Locked<GuardState>

    init(reporter: GuardReporter, completion: GuardedCompletion) {
        state = Locked(
            GuardState(
                machine: CompletionStateMachine(observed: reporter.observer != nil), reporter: reporter,
                completion: completion))
    }

    /// Sends `event` to the machine under the lock; returns the action with what performing it needs.
    private func step(_ event: (inout CompletionStateMachine) -> CompletionStateMachine.Action) -> GuardStep {
        state.withLock { state in
            let action = event(&state.machine)
            var step = GuardStep(
                action: action, reporter: nil, completion: nil, deadline: nil, task: nil, cancelsTask: false)
            switch action {
            case .finish(let deadline, let announces):
                step.completion = state.completion
                if announces { step.reporter = state.reporter }
                if deadline == .scheduled {
                    // Moved out, to be cancelled and released after unlocking.
                    step.deadline = state.deadline
                    state.deadline = nil
                }
            case .cancel:
                step.deadline = state.deadline
                state.deadline = nil
            case .reportLate:
                step.reporter = state.reporter
            case .none, .deferred:
                break
            }
            if state.machine.isFinished, let task = state.task {
                step.task = task
                step.cancelsTask = state.machine.finishedBy == .deadlineExceeded
                state.task = nil
            }
            return step
        }
    }

    // MARK: Events

    /// Schedules the deadline on the router's timer, `seconds` long, counted from `since` (when the
    /// response arrived, `DispatchTime`'s uptime nanoseconds; now when `nil`). Safe while another thread finishes the response: a deadline
    /// scheduled too late is cancelled at once.
    func startDeadline(_ shared: RouterShared, seconds: Double, since: UInt64?) {
        let request = state.withLock { $0.machine.isFinished ? nil : $0.reporter.request }
        guard let request else { return }
        let core = self
        guard
            let cancel = shared.scheduleDeadline(
                seconds: seconds, since: since, request: request, { core.deadlinePassed() })
        else { return }
        let scheduled = state.withLock { state -> Bool in
            let action = state.machine.deadlineScheduled()
            if action == .none { state.deadline = cancel }
            return action == .none
        }
        // Finished meanwhile: the cancellation was never stored, so it is used here.
        if !scheduled { cancel() }
    }

    /// The async handler's task started: kept until the response finishes, so that the deadline can cancel
    /// it; cancelled at once if the deadline already passed.
    func attach(_ task: Task<Void, Never>) {
        let cancelNow = state.withLock { state -> Bool in
            guard state.machine.isFinished else {
                state.task = task
                return false
            }
            return state.machine.finishedBy == .deadlineExceeded
        }
        if cancelNow { task.cancel() }
    }

    /// The handler finished: called its completion handler (`.handlerCompleted`), or returned, with a
    /// presentation for a presentation route (`.handlerReturned`).
    func handlerFinished(
        cause: CompletionCause, presentation: NotificationCategory.ForegroundPresentation? = nil
    ) {
        precondition(
            cause == .handlerCompleted || cause == .handlerReturned, "not a handler's finish: \(cause)")
        perform(
            step { cause == .handlerCompleted ? $0.handlerCompleted() : $0.handlerReturned() }, cause,
            presentation: presentation)
    }

    /// The async handler threw.
    func handlerThrew(_ error: any Error) {
        if let undecodable = error as? UndecodablePayload {
            let description = "\(undecodable.type) \(undecodable.error)"
            return perform(
                step { $0.handlerThrew(description, cause: .payloadUndecodable) }, .payloadUndecodable,
                threw: description, detail: undecodable.error.found)
        }
        let description = String(describing: error)
        let isCancellation = error is CancellationError
        perform(
            step { $0.handlerThrew(description, isCancellation: isCancellation) }, .handlerThrew,
            threw: description)
    }

    /// The deadline passed.
    func deadlinePassed() {
        perform(step { $0.deadlinePassed() }, .deadlineExceeded)
    }

    /// The last reference to the handler's ``CompletionHandler`` went.
    func released() {
        perform(step { $0.released() }, .completionDropped)
    }

    // MARK: Acting

    /// Performs what a step decided, outside the lock. `cause` is what the event would finish the response
    /// with; `threw` describes an async handler's error.
    private func perform(
        _ step: GuardStep, _ cause: CompletionCause,
        presentation: NotificationCategory.ForegroundPresentation? = nil, threw: String? = nil,
        detail: String? = nil
    ) {
        switch step.action {
        case .none, .deferred:
            return
        case .cancel:
            step.deadline?()
        case .finish:
            step.deadline?()
            if step.cancelsTask { step.task?.cancel() }
            guard let completion = step.completion else {
                preconditionFailure("a finish without its completion")
            }
            guard let reporter = step.reporter else { return completion.call(presentation) }
            reporter.announce(cause, threw: threw, detail: detail)
            reporter.finish(completion, cause, presentation)
            let late = state.withLock { $0.machine.announcementFinished() }
            for report in late { reporter.emit(report.event, thrown: report.thrown) }
        case .reportLate(let event):
            step.reporter?.emit(event, thrown: threw)
        }
    }
}

/// How to cancel one scheduled deadline.
enum DeadlineCancel: Sendable {
    /// An entry on the router's clock.
    case clock(DeadlineClock, DeadlineClock.Ticket)
    /// A deadline on another timer (a test's), cancelled by its closure.
    case timer(DeadlineTimer.Cancel)

    func callAsFunction() {
        switch self {
        case .clock(let clock, let ticket): clock.cancel(ticket)
        case .timer(let cancel): cancel()
        }
    }
}

/// The guard a handler holds, inside its ``CompletionHandler``: when the last copy goes uncalled, the
/// router completes for the handler at once (`completion-dropped`). It holds the ``GuardCore``; the
/// deadline holds the core too, never this object, so the handler's release is noticed the moment it
/// happens, whatever the deadline is doing.
final class CompletionGuard: Sendable {
    let core: GuardCore

    init(_ core: GuardCore) { self.core = core }

    deinit {
        // This deinit takes the core's lock and may call the system completion: it must not run inside
        // any lock of the package's (checked in debug builds).
        LockDepth.assertNoneHeld("the release of a completion handler")
        core.released()
    }
}

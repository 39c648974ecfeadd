/// A guard's one allocation: the state machine, read and written only under the lock in the buffer's
/// tail, and the reporter, immutable.
struct GuardHeader {
    // Each field is reached through its own pointer (`pointer(to:)`), never through `header.pointee`: an
    // access to `pointee` is formally an access to the whole header, so ThreadSanitizer took an unlocked
    // read of the immutable reporter and a locked write of the machine for a race.
    var machine: CompletionStateMachine
    let reporter: GuardReporter
    /// The system completion, immutable: called by whoever the machine hands it to, once.
    let completion: GuardedCompletion
    /// Whether the guard ever registered with a clock: written once, by ``CompletionGuard/startDeadline(_:since:)``
    /// (which holds a reference), before it registers, and never by the clock. While it is false only
    /// holders of a reference have touched the machine, and each of their steps happened before the last
    /// release, so `deinit` may step without the lock.
    var registeredWithClock = false
    /// Cancels the deadline scheduled on another timer than the clock: set under the lock with the
    /// machine's ``CompletionStateMachine/deadlineScheduled(_:)``, taken under it when the machine says to
    /// cancel.
    var timerCancel = TimerCancel()

    /// A wrapper, so that the field has an offset: `pointer(to:)` finds none for a closure-typed property
    /// (its key path reabstracts the closure).
    struct TimerCancel {
        var cancel: DeadlineTimer.Cancel?
    }
}

/// The guard of one response's system completion: the owner of a ``CompletionStateMachine``. Its state,
/// lock and reporter live in one allocation (a `ManagedBuffer` with the lock in its tail), the only
/// allocation routing a response makes.
///
/// Every event — the handler's completion, the async handler's return or throw, the guard's release, a
/// deadline — is one step: lock, ask the machine, unlock, perform the ``CompletionStateMachine/Action``
/// it returned. The system completion, the diagnostics and any clock are only ever called outside the
/// lock.
///
/// It is shared between threads inside ``CompletionHandler`` (or ``WeakGuard``), which are
/// `@unchecked Sendable` (a `ManagedBuffer` cannot be `Sendable` itself): the reporter is immutable and
/// the machine is only touched under the lock — except by `deinit` when ``GuardHeader/registeredWithClock``
/// is false, since then nothing without a reference can reach the guard (checked there: such a machine
/// must hold no clock registration).
final class CompletionGuard: ManagedBuffer<GuardHeader, LockPrimitive> {
    static func make(_ reporter: GuardReporter, completion: GuardedCompletion) -> CompletionGuard {
        let buffer = create(minimumCapacity: 1) { _ in
            GuardHeader(
                machine: CompletionStateMachine(observed: reporter.observer != nil), reporter: reporter,
                completion: completion)
        }
        buffer.withUnsafeMutablePointerToElements { LockOperations.initialize($0) }
        return unsafeDowncast(buffer, to: CompletionGuard.self)
    }

    deinit {
        // The last reference went: if nobody completed, complete for the handler. A pending clock
        // registration is cancelled by that step, under the clock's lock, so the clock — which holds
        // the guard unretained — cannot reach this memory once it is freed. Never registered, nobody but
        // past holders of a reference touched the machine: no lock is needed.
        let registered = withUnsafeMutablePointerToHeader { $0.pointer(to: \.registeredWithClock)!.pointee }
        if registered {
            perform(step { $0.released() }, .completionDropped)
            assert(!step { $0.hasClockRegistration }, "a guard went with its clock registration pending")
        } else {
            let machine = withUnsafeMutablePointerToHeader { $0.pointer(to: \.machine)! }
            precondition(!machine.pointee.hasClockRegistration, "a clock registration was not recorded")
            let action = machine.pointee.released()
            if action != .none { perform(action, .completionDropped) }
        }
        withUnsafeMutablePointerToElements { LockOperations.destroy($0) }
    }

    /// Runs `body` on the machine under the lock. `body` must only decide: nothing it calls may call out.
    @inline(__always)
    private func step<Result>(_ body: (inout CompletionStateMachine) -> Result) -> Result {
        withUnsafeMutablePointers { header, lock in
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            return body(&header.pointer(to: \.machine)!.pointee)
        }
    }

    /// Takes the other timer's cancel closure, under the lock.
    private func takeTimerCancel() -> DeadlineTimer.Cancel? {
        withUnsafeMutablePointers { header, lock in
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            defer { header.pointer(to: \.timerCancel)!.pointee.cancel = nil }
            return header.pointer(to: \.timerCancel)!.pointee.cancel
        }
    }

    /// The reporter, immutable: read without the lock.
    private var reporter: GuardReporter {
        withUnsafeMutablePointerToHeader { $0.pointer(to: \.reporter)!.pointee }
    }

    /// The system completion, immutable: read without the lock, called only as the machine says.
    private var completion: GuardedCompletion {
        withUnsafeMutablePointerToHeader { $0.pointer(to: \.completion)!.pointee }
    }

    // MARK: Events

    /// Starts the deadline, `since` being when the response arrived (`DispatchTime`'s uptime nanoseconds;
    /// read only for the clock). For the clock the router calls it once the handler has returned, so a
    /// handler that finished at once schedules nothing; it is safe while another thread finishes the
    /// response. On the router's clock the guard registers itself, unretained (no allocation); another
    /// timer gets a closure holding the guard weakly, so that a guard released uncalled is noticed at once.
    /// Not called with ``DeadlineTimer/never`` (``RouterShared/schedulesDeadlines``).
    func startDeadline(_ shared: RouterShared, since: UInt64) {
        assert(shared.schedulesDeadlines, "a deadline started on a timer that never fires")
        // Finished already (a handler that completed before returning): no timer is touched.
        guard !step({ $0.isFinished }) else { return }
        if let clock = shared.clock {
            withUnsafeMutablePointerToHeader { $0.pointer(to: \.registeredWithClock)!.pointee = true }
            // Not under the guard's lock: the clock takes its own lock, then the guard's, when it expires.
            let ticket = clock.register(
                DeadlineClock.Registrant(owner: .passUnretained(self), expire: Self.clockDeadlinePassed),
                due: since &+ shared.deadlineNanoseconds)
            perform(step { $0.deadlineScheduled(.clock(ticket)) }, .deadlineExceeded)
        } else if case .custom(let schedule) = shared.options.timer.kind {
            let weakGuard = WeakGuard(guarded: self)
            let cancel = schedule(shared.options.deadline, reporter.request) {
                weakGuard.guarded?.timerDeadlinePassed()
            }
            let action = withUnsafeMutablePointers { header, lock in
                LockOperations.lock(lock)
                defer { LockOperations.unlock(lock) }
                let action = header.pointer(to: \.machine)!.pointee.deadlineScheduled(.timer)
                if action == .none { header.pointer(to: \.timerCancel)!.pointee.cancel = cancel }
                return action
            }
            // Finished meanwhile: the closure was never stored, so it is cancelled here.
            if action != .none { cancel() }
        }
    }

    /// The handler finished: called its completion handler (`.handlerCompleted`), or returned, with a
    /// presentation for a presentation route (`.handlerReturned`).
    func handlerFinished(
        cause: CompletionCause, presentation: NotificationCategory.ForegroundPresentation? = nil
    ) {
        assert(cause == .handlerCompleted || cause == .handlerReturned, "not a handler's finish: \(cause)")
        let action = step { cause == .handlerCompleted ? $0.handlerCompleted() : $0.handlerReturned() }
        // The common case, inline: the first event, quiet and unobserved.
        if case .finish(let deadline, announces: false) = action {
            cancel(deadline)
            return withUnsafeMutablePointerToHeader {
                $0.pointer(to: \.completion)!.pointee.call(presentation)
            }
        }
        perform(action, cause, presentation: presentation)
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
        perform(step { $0.handlerThrew(description) }, .handlerThrew, threw: description)
    }

    /// Another timer's deadline passed.
    private func timerDeadlinePassed() {
        perform(step { $0.timerDeadlinePassed() }, .deadlineExceeded)
    }

    /// The clock passed the deadline registered under `ticket`: called under the clock's lock, with the
    /// guard unretained — it may have no strong reference left, its deinit waiting for the clock's lock to
    /// cancel — so it is neither retained nor touched after this returns. Returns the deadline's work,
    /// which the clock runs outside its lock.
    private static func clockDeadlinePassed(_ owner: Unmanaged<AnyObject>, ticket: UInt64)
        -> (@Sendable () -> Void)?
    {
        owner._withUnsafeGuaranteedRef { object in
            let guarded = unsafeDowncast(object, to: CompletionGuard.self)
            guard case .clockFinishes = guarded.step({ $0.clockDeadlinePassed(ticket: ticket) }) else {
                return nil
            }
            let (reporter, completion) = (guarded.reporter, guarded.completion)
            return {
                reporter.announce(.deadlineExceeded, threw: nil)
                reporter.finish(completion, .deadlineExceeded, nil)
            }
        }
    }

    // MARK: Acting

    /// Performs what the machine decided, outside the lock. Kept out of line: the common case never
    /// reaches it. `cause` is what the event would finish the
    /// response with; `threw` describes an async handler's error.
    @inline(never)
    private func perform(
        _ action: CompletionStateMachine.Action, _ cause: CompletionCause,
        presentation: NotificationCategory.ForegroundPresentation? = nil, threw: String? = nil,
        detail: String? = nil
    ) {
        switch action {
        case .none, .deferred:
            return
        case .finish(let deadline, let announces):
            cancel(deadline)
            guard announces else {
                // Called in place: the completion is not copied out (a retain and a release saved).
                return withUnsafeMutablePointerToHeader {
                    $0.pointer(to: \.completion)!.pointee.call(presentation)
                }
            }
            let reporter = reporter
            reporter.announce(cause, threw: threw, detail: detail)
            reporter.finish(completion, cause, presentation)
            for late in step({ $0.announcementFinished() }) { reporter.emit(late.event, thrown: late.thrown) }
        case .cancel(let deadline):
            cancel(deadline)
        case .reportLate(let late, let ticket):
            let reporter = reporter
            if let ticket, let clock = reporter.shared.clock {
                clock.afterAnnouncement(ticket) { reporter.emit(late, thrown: threw) }
            } else {
                reporter.emit(late, thrown: threw)
            }
        case .clockFinishes:
            preconditionFailure("Invalid action: only the clock's deadline finishes through the clock")
        }
    }

    private func cancel(_ deadline: GuardDeadline) {
        switch deadline {
        case .none: break
        case .clock(let ticket):
            withUnsafeMutablePointerToHeader { $0.pointer(to: \.reporter)!.pointee.shared.clock }?.cancel(
                ticket)
        case .timer: takeTimerCancel()?()
        }
    }
}

/// A guard held weakly by another timer's deadline closure. Safe to send: see ``CompletionGuard``.
struct WeakGuard: @unchecked Sendable {
    weak var guarded: CompletionGuard?
}

/// What every response of one router shares, by reference: its options, and the clock its deadlines
/// register with. A guard holds one reference to it rather than a copy of the options.
final class RouterShared: Sendable {
    let options: RouterOptions
    /// The clock guards register with directly (``DeadlineTimer/dispatch``, the default); `nil` for other
    /// timers.
    let clock: DeadlineClock?
    /// ``RouterOptions/deadline`` in nanoseconds.
    let deadlineNanoseconds: UInt64

    init(options: RouterOptions) {
        self.options = options
        if case .clock(let clock) = options.timer.kind { self.clock = clock } else { self.clock = nil }
        self.deadlineNanoseconds = UInt64(max(0, min(options.deadline, 1e9)) * 1e9)
    }
}

/// The system completion a guard owns.
enum GuardedCompletion: Sendable {
    case response(@Sendable () -> Void)
    case presentation(
        @Sendable (NotificationCategory.ForegroundPresentation) -> Void,
        fallback: NotificationCategory.ForegroundPresentation)

    func call(_ presentation: NotificationCategory.ForegroundPresentation?) {
        switch self {
        case .response(let complete): complete()
        case .presentation(let complete, let fallback): complete(presentation ?? fallback)
        }
    }
}

/// Who is told what finished a response: the test kit's closure, or one resuming the async `route`'s
/// continuation. A plain optional closure: the sync path passes `nil` through admission and delivery, and
/// an enum of a closure and a continuation made every one of those copies cost more.
typealias ResultReceiver = @Sendable (RoutingResult) -> Void

/// What a guard is about, for its reports: immutable, so read without the lock, and copied out when the
/// clock passes its deadline. Messages are formatted only when something is reported.
struct GuardReporter: Sendable {
    enum Subject: Sendable {
        case route(Route)
        case presentation(SourceSite)
        /// Apple's completion handed to another notification delegate (another library's), by type name.
        case forwarded(String)
    }

    /// Told what finished the response (the async `route` and the test kit), with the response as the
    /// handler received it. A class, allocated only for observed responses, so the guard of an unobserved
    /// one stays small.
    final class Observer: Sendable {
        let receiver: ResultReceiver
        let response: NotificationResponse
        let queued: Bool

        init(receiver: @escaping ResultReceiver, response: NotificationResponse, queued: Bool) {
            self.receiver = receiver
            self.response = response
            self.queued = queued
        }
    }

    let shared: RouterShared
    let subject: Subject
    let category: CategoryIdentifier
    let action: ActionIdentifier
    let request: String
    let observer: Observer?

    /// A report that waits for the first event's to be made.
    struct Late: Sendable {
        var code: Diagnostic.Code
        var message: String
        var misuse: Bool
    }

    /// Calls the system completion, then tells the observer.
    func finish(
        _ completion: GuardedCompletion, _ cause: CompletionCause,
        _ presentation: NotificationCategory.ForegroundPresentation?
    ) {
        completion.call(presentation)
        if let observer, case .route(let route) = subject {
            observer.receiver(
                RoutingResult(
                    response: observer.response, route: route.description, cause: cause,
                    wasQueued: observer.queued))
        }
    }

    var subjectText: String {
        switch subject {
        case .route(let route):
            var text = route.description.description
            if case .action = route.description.kind {
            } else {
                text += ", handling action \(quoted(action)) of category \(quoted(category)),"
            }
            return text
        case .presentation(let site):
            return
                "the foreground-presentation handler of category \(quoted(category)) (registered at \(site))"
        case .forwarded(let owner):
            return
                "the previous notification delegate (\(owner)), handling action \(quoted(action)) of category \(quoted(category)) it was forwarded,"
        }
    }

    var seconds: String {
        let value = shared.options.deadline
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    var deadlineMessage: String {
        "\(subjectText) had not completed after \(seconds) seconds; the system completion was called so the system does not suspend or kill the app mid-work. A later completion will be ignored."
    }

    func report(_ code: Diagnostic.Code, _ message: String) {
        let site: SourceSite? =
            switch subject {
            case .route(let route): route.description.registeredAt
            case .presentation(let site): site
            case .forwarded: nil
            }
        let isPresentation = if case .presentation = subject { true } else { false }
        shared.options.diagnostics(
            Diagnostic(
                code, .warning, message, category: category, action: isPresentation ? nil : action,
                requestIdentifier: request, registeredAt: site))
    }

    func emit(_ late: Late) {
        report(late.code, late.message)
        // Another library's misuse is reported, never trapped on: the app cannot fix that code.
        if late.misuse, shared.options.misusePolicy == .trap {
            if case .forwarded = subject { return }
            fatalError("NotificationActions: completion misuse: \(late.message) [\(late.code)]")
        }
    }
}

/// How a guard's deadline is scheduled.
enum GuardDeadline {
    case none
    /// Registered with the router's clock under this ticket.
    case clock(UInt64)
    /// Scheduled on another timer, cancelled by this closure.
    case timer(DeadlineTimer.Cancel)
}

/// The little a guard changes, under its lock.
struct GuardState {
    var finished: CompletionCause?
    var completion: GuardedCompletion?
    /// Written under the lock, by ``CompletionGuard/startDeadline(_:since:)`` and by the event that takes
    /// the completion; read without it only in `deinit`.
    var deadline: GuardDeadline = .none
    /// The first event took the completion and is still calling it and reporting; later events' reports
    /// wait in `deferred`, so reports come out in causal order (`deadline-exceeded` before
    /// `completion-after-deadline`).
    var announcing = false
    var deferred: [GuardReporter.Late] = []
    /// Set when the clock passed the deadline: the ticket whose announcement later reports follow.
    var announcedBy: UInt64?
}

struct GuardHeader {
    // `state` first and the reporter read through its own address, never through `header.pointee`: an
    // access to `pointee` is formally an access to the whole header, so ThreadSanitizer took an unlocked
    // read of the immutable reporter and a locked write of the state for a race.
    var state: GuardState
    let reporter: GuardReporter

    @inline(__always)
    static func reporter(_ header: UnsafeMutablePointer<GuardHeader>) -> UnsafePointer<GuardReporter> {
        UnsafePointer(
            (UnsafeMutableRawPointer(header) + MemoryLayout<GuardHeader>.offset(of: \GuardHeader.reporter)!)
                .assumingMemoryBound(to: GuardReporter.self))
    }
}

/// The guard of one response's system completion: its state, lock and reporting data in one allocation
/// (a `ManagedBuffer` with the lock in its tail), the only allocation routing a response makes.
///
/// The first event — the handler's completion, the async handler's return or throw, the guard's release,
/// the deadline — takes the system completion; every later one is reported. Decisions are made under the
/// lock; the system completion and the diagnostics run after it is released.
///
/// It is shared between threads inside ``CompletionHandler`` (or ``WeakGuard``), which are
/// `@unchecked Sendable` (a `ManagedBuffer` cannot be `Sendable` itself). That is safe: the reporter is
/// immutable; the state is read and written under the lock, except in `deinit`, where no other thread
/// holds a reference — only the clock can still reach the guard, and only while its registration is
/// pending, in which case the lock is taken.
final class CompletionGuard: ManagedBuffer<GuardHeader, LockPrimitive> {
    static func make(_ reporter: GuardReporter, completion: GuardedCompletion) -> CompletionGuard {
        let buffer = create(minimumCapacity: 1) { _ in
            GuardHeader(state: GuardState(completion: completion), reporter: reporter)
        }
        buffer.withUnsafeMutablePointerToElements { LockOperations.initialize($0) }
        return unsafeDowncast(buffer, to: CompletionGuard.self)
    }

    deinit {
        released()
        withUnsafeMutablePointerToElements { LockOperations.destroy($0) }
    }

    @inline(__always)
    private func withState<Result>(_ body: (inout GuardState) -> Result) -> Result {
        withUnsafeMutablePointers { header, lock in
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            return body(&header.pointee.state)
        }
    }

    private var reporter: GuardReporter {
        withUnsafeMutablePointerToHeader { GuardHeader.reporter($0).pointee }
    }

    // MARK: Events

    /// Starts the deadline, `since` being when the response arrived (`DispatchTime`'s uptime nanoseconds;
    /// read only for the clock). For the clock the router calls it once the handler has returned, so a
    /// handler that finished at once schedules nothing; it is safe while another thread finishes the
    /// response. On the
    /// router's clock the guard registers itself, unretained (no allocation); another timer gets a closure
    /// holding the guard weakly, so that a guard released uncalled is noticed at once; with
    /// ``DeadlineTimer/never`` nothing is scheduled.
    func startDeadline(_ shared: RouterShared, since: UInt64) {
        if shared.clock != nil {
            // Finished already (a handler that completed before returning): the clock is not touched.
            guard !withState({ $0.finished != nil }), let clock = shared.clock else { return }
            // Not under the guard's lock: the clock takes its own lock, then the guard's, when it expires.
            let ticket = clock.register(
                Unmanaged.passUnretained(self), due: since &+ shared.deadlineNanoseconds)
            let finished = withState { state -> Bool in
                guard state.finished == nil else { return true }
                state.deadline = .clock(ticket)
                return false
            }
            if finished { clock.cancel(ticket) }
            return
        }
        guard case .custom(let schedule) = shared.options.timer.kind,
            !withState({ $0.finished != nil })
        else { return }
        let weakGuard = WeakGuard(guarded: self)
        let request = withUnsafeMutablePointerToHeader { GuardHeader.reporter($0).pointee.request }
        let cancel = schedule(shared.options.deadline, request) { weakGuard.guarded?.deadlinePassed() }
        let finished = withState { state -> Bool in
            guard state.finished == nil else { return true }
            state.deadline = .timer(cancel)
            return false
        }
        if finished { cancel() }
    }

    /// The handler finished: called its completion handler, or returned (with a presentation).
    func handlerFinished(
        cause: CompletionCause, presentation: NotificationCategory.ForegroundPresentation? = nil
    ) {
        switch take(cause) {
        case .took(let completion, let announced):
            finish(completion, cause, presentation, announced: announced)
        case .alreadyFinished(.deadlineExceeded, let ticket):
            let subject = reporter.subjectText
            reportLater(
                .completionAfterDeadline,
                "\(subject) completed after its \(reporter.seconds)-second deadline had passed; the system completion had already been called, so this completion was ignored. Finish the work sooner, or raise RouterOptions.deadline.",
                misuse: true, after: ticket)
        case .alreadyFinished(_, let ticket):
            reportLater(
                .completionCalledTwice,
                "\(reporter.subjectText) called its completion handler more than once; the extra call was ignored. Call it exactly once, on every path.",
                misuse: true, after: ticket)
        }
    }

    /// The async handler threw.
    func handlerThrew(_ error: any Error) {
        let description = String(describing: error)
        switch take(.handlerThrew) {
        case .took(let completion, let announced):
            reporter.report(
                .handlerThrew,
                "\(reporter.subjectText) threw \(description); the system completion was called. Catch the error in the handler to decide what the user sees."
            )
            finish(completion, .handlerThrew, nil, announced: announced)
        case .alreadyFinished(_, let ticket):
            reportLater(
                .handlerThrew,
                "\(reporter.subjectText) threw \(description) after its \(reporter.seconds)-second deadline had passed; the system completion had already been called.",
                misuse: false, after: ticket)
        }
    }

    /// The last reference went; if nobody completed, complete for it.
    private func released() {
        // Without a pending clock registration nobody else can reach this guard, so a finished one needs
        // no lock (the event that finished it happened before the last release).
        let settled = withUnsafeMutablePointerToHeader { header -> Bool in
            if case .clock = header.pointee.state.deadline { return false }
            return header.pointee.state.finished != nil
        }
        guard !settled, case .took(let completion, let announced) = take(.completionDropped) else { return }
        reporter.report(
            .completionDropped,
            "\(reporter.subjectText) released its completion handler without calling it; the system completion was called on its behalf. Call it on every path, or register an async handler, which completes when it returns."
        )
        finish(completion, .completionDropped, nil, announced: announced)
    }

    /// Another timer's deadline passed.
    private func deadlinePassed() {
        guard case .took(let completion, let announced) = take(.deadlineExceeded) else { return }
        reporter.report(.deadlineExceeded, reporter.deadlineMessage)
        finish(completion, .deadlineExceeded, nil, announced: announced)
    }

    /// The work of a deadline the clock passed, done outside the clock's lock, without the guard.
    struct ClockDeadline: Sendable {
        let completion: GuardedCompletion
        let reporter: GuardReporter

        func run() {
            reporter.report(.deadlineExceeded, reporter.deadlineMessage)
            reporter.finish(completion, .deadlineExceeded, nil)
        }
    }

    /// The clock passed `guarded`'s deadline: under the clock's lock, takes the completion if nobody has and
    /// copies out what the deadline's work needs. The guard may have no strong reference left (its deinit
    /// waiting for the clock's lock to cancel), so it is neither retained nor touched after this returns.
    static func clockDeadlinePassed(_ guarded: Unmanaged<CompletionGuard>, ticket: UInt64) -> ClockDeadline? {
        guarded._withUnsafeGuaranteedRef { instance in
            instance.withUnsafeMutablePointers { header, lock -> ClockDeadline? in
                LockOperations.lock(lock)
                defer { LockOperations.unlock(lock) }
                guard header.pointee.state.finished == nil,
                    let completion = header.pointee.state.completion
                else { return nil }
                header.pointee.state.finished = .deadlineExceeded
                header.pointee.state.completion = nil
                header.pointee.state.announcedBy = ticket
                return ClockDeadline(completion: completion, reporter: GuardHeader.reporter(header).pointee)
            }
        }
    }

    // MARK: Deciding and acting

    private enum Taken {
        case took(GuardedCompletion, announced: Bool)
        /// Finished by `cause`; `ticket` is the clock's, when the clock passed the deadline.
        case alreadyFinished(CompletionCause, ticket: UInt64?)
    }

    /// Takes the system completion if nobody has, cancelling the deadline; decides only, calls nothing.
    /// The taker announces (holds later reports back until it is done) when it reports or has an observer.
    private func take(_ cause: CompletionCause) -> Taken {
        let observed = withUnsafeMutablePointerToHeader { header -> Bool in
            if case .none = GuardHeader.reporter(header).pointee.observer { return false }
            return true
        }
        let announces = observed || cause.isReported
        let (taken, deadline): (Taken, GuardDeadline) = withState { state in
            if let previous = state.finished {
                return (.alreadyFinished(previous, ticket: state.announcedBy), .none)
            }
            state.finished = cause
            state.announcing = announces
            let completion = state.completion!
            let deadline = state.deadline
            state.completion = nil
            state.deadline = .none
            return (.took(completion, announced: announces), deadline)
        }
        switch deadline {
        case .none: break
        case .clock(let ticket):
            withUnsafeMutablePointerToHeader { GuardHeader.reporter($0).pointee.shared.clock }?.cancel(ticket)
        case .timer(let cancel): cancel()
        }
        return taken
    }

    private func finish(
        _ completion: GuardedCompletion, _ cause: CompletionCause,
        _ presentation: NotificationCategory.ForegroundPresentation?, announced: Bool
    ) {
        guard announced else { return completion.call(presentation) }
        reporter.finish(completion, cause, presentation)
        let deferred = withState { state in
            state.announcing = false
            defer { state.deferred = [] }
            return state.deferred
        }
        let reporter = reporter
        for late in deferred { reporter.emit(late) }
    }

    /// Reports an event that came after the first: at once, or, while the first is still being
    /// announced, right after it.
    private func reportLater(_ code: Diagnostic.Code, _ message: String, misuse: Bool, after ticket: UInt64?)
    {
        let late = GuardReporter.Late(code: code, message: message, misuse: misuse)
        let now = withState { state in
            guard state.announcing else { return true }
            state.deferred.append(late)
            return false
        }
        guard now else { return }
        let reporter = reporter
        if let ticket, let clock = reporter.shared.clock {
            clock.afterAnnouncement(ticket) { reporter.emit(late) }
        } else {
            reporter.emit(late)
        }
    }
}

/// A guard held weakly by another timer's deadline closure. Safe to send: see ``CompletionGuard``.
struct WeakGuard: @unchecked Sendable {
    weak var guarded: CompletionGuard?
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

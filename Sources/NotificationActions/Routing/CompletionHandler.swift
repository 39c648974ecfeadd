/// What a ``CompletionHandler`` is about: immutable, so read without the lock.
struct CompletionContext: Sendable {
    enum Completion: Sendable {
        case response(@Sendable () -> Void)
        case presentation(
            @Sendable (NotificationCategory.ForegroundPresentation) -> Void,
            fallback: NotificationCategory.ForegroundPresentation)
    }

    /// What the guard is about, for reports; formatted only when something is reported.
    enum Subject: Sendable {
        case route(RouteDescription)
        case presentation(SourceSite)
        /// Apple's completion handed to another notification delegate (another library's), by type name.
        case forwarded(String)
    }

    let subject: Subject
    let response: NotificationResponse
    let options: RouterOptions
    let report: (@Sendable (RoutingResult) -> Void)?
    let queued: Bool
}

/// The little a ``CompletionHandler`` changes, under its lock.
struct CompletionState {
    var finished: CompletionCause?
    var completion: CompletionContext.Completion?
    var cancelDeadline: DeadlineTimer.Cancel?
    /// The first event took the completion and is still calling it and reporting; later events' reports
    /// wait in `deferred`, so reports come out in causal order (`deadline-exceeded` before
    /// `completion-after-deadline`).
    var announcing = false
    var deferred: [(code: Diagnostic.Code, message: String, misuse: Bool)] = []
}

/// The completion handler a completion-style handler receives: call it exactly once when the work is
/// done. A second call is ignored and reported; releasing it uncalled completes on your behalf and is
/// reported; a call after the router's deadline is ignored and reported.
///
/// It owns the system completion: the first event (a call, the async handler's return or throw, its
/// release, the deadline) takes it, and every later one is reported. Decisions are made under its lock;
/// the system completion and the diagnostics run after the lock is released. With deadlines disabled,
/// guarding a response costs two allocations: this object, and its state with its lock.
public final class CompletionHandler: Sendable {
    private let context: CompletionContext
    private let state: Locked<CompletionState>

    init(_ context: CompletionContext, completion: CompletionContext.Completion) {
        self.context = context
        self.state = Locked(CompletionState(finished: nil, completion: completion, cancelDeadline: nil))
    }

    deinit { handlerReleased() }

    /// Tells the system the work for this response is done.
    public func callAsFunction() { complete() }

    /// Tells the system the work for this response is done.
    public func complete() { handlerFinished(cause: .handlerCompleted) }

    // MARK: Events

    /// Starts the deadline; with ``DeadlineTimer/never`` nothing is scheduled. The timer holds the
    /// handler weakly, so that a handler released uncalled is noticed at once.
    func startDeadline() {
        let timer = context.options.timer
        guard !timer.neverFires else { return }
        let cancel = timer.schedule(
            after: context.options.deadline, for: context.response.notification.requestIdentifier
        ) { [weak self] in self?.deadlinePassed() }
        let finished = state.withLock { state -> Bool in
            guard state.finished == nil else { return true }
            state.cancelDeadline = cancel
            return false
        }
        if finished { cancel() }
    }

    /// The handler finished: called its completion handler, or returned (with a presentation).
    func handlerFinished(
        cause: CompletionCause, presentation: NotificationCategory.ForegroundPresentation? = nil
    ) {
        switch take(cause) {
        case .took(let completion):
            finish(completion, cause, presentation)
        case .alreadyFinished(.deadlineExceeded):
            reportLater(
                misuse: true,
                .completionAfterDeadline,
                "\(subject) completed after its \(seconds)-second deadline had passed; the system completion had already been called, so this completion was ignored. Finish the work sooner, or raise RouterOptions.deadline."
            )
        case .alreadyFinished:
            reportLater(
                misuse: true,
                .completionCalledTwice,
                "\(subject) called its completion handler more than once; the extra call was ignored. Call it exactly once, on every path."
            )
        }
    }

    /// The async handler threw.
    func handlerThrew(_ error: any Error) {
        let description = String(describing: error)
        switch take(.handlerThrew) {
        case .took(let completion):
            report(
                .handlerThrew,
                "\(subject) threw \(description); the system completion was called. Catch the error in the handler to decide what the user sees."
            )
            finish(completion, .handlerThrew, nil)
        case .alreadyFinished:
            reportLater(
                misuse: false,
                .handlerThrew,
                "\(subject) threw \(description) after its \(seconds)-second deadline had passed; the system completion had already been called."
            )
        }
    }

    /// The handler released its completion handler; if nobody completed, complete for it.
    private func handlerReleased() {
        guard case .took(let completion) = take(.completionDropped) else { return }
        report(
            .completionDropped,
            "\(subject) released its completion handler without calling it; the system completion was called on its behalf. Call it on every path, or register an async handler, which completes when it returns."
        )
        finish(completion, .completionDropped, nil)
    }

    private func deadlinePassed() {
        guard case .took(let completion) = take(.deadlineExceeded) else { return }
        report(
            .deadlineExceeded,
            "\(subject) had not completed after \(seconds) seconds; the system completion was called so the system does not suspend or kill the app mid-work. A later completion will be ignored."
        )
        finish(completion, .deadlineExceeded, nil)
    }

    // MARK: Deciding and acting

    private enum Taken {
        case took(CompletionContext.Completion)
        case alreadyFinished(CompletionCause)
    }

    /// Takes the system completion if nobody has, cancelling the deadline; decides only, calls nothing.
    private func take(_ cause: CompletionCause) -> Taken {
        let (taken, cancel): (Taken, DeadlineTimer.Cancel?) = state.withLock { state in
            if let previous = state.finished { return (.alreadyFinished(previous), nil) }
            state.finished = cause
            state.announcing = true
            let completion = state.completion!
            let cancel = state.cancelDeadline
            state.completion = nil
            state.cancelDeadline = nil
            return (.took(completion), cancel)
        }
        cancel?()
        return taken
    }

    private func finish(
        _ completion: CompletionContext.Completion, _ cause: CompletionCause,
        _ presentation: NotificationCategory.ForegroundPresentation?
    ) {
        switch completion {
        case .response(let complete): complete()
        case .presentation(let complete, let fallback): complete(presentation ?? fallback)
        }
        if let report = context.report, case .route(let route) = context.subject {
            report(
                RoutingResult(
                    response: context.response, route: route, cause: cause, wasQueued: context.queued))
        }
        let deferred = state.withLock { state in
            state.announcing = false
            defer { state.deferred = [] }
            return state.deferred
        }
        for late in deferred {
            late.misuse ? misuse(late.code, late.message) : report(late.code, late.message)
        }
    }

    /// Reports an event that came after the first: at once, or, while the first is still being
    /// announced, right after it.
    private func reportLater(misuse isMisuse: Bool, _ code: Diagnostic.Code, _ message: String) {
        let now = state.withLock { state in
            guard state.announcing else { return true }
            state.deferred.append((code, message, isMisuse))
            return false
        }
        guard now else { return }
        isMisuse ? misuse(code, message) : report(code, message)
    }

    private var subject: String {
        let state = context
        switch state.subject {
        case .route(let route):
            var text = route.description
            if case .action = route.kind {
            } else {
                text +=
                    ", handling action \(quoted(state.response.actionIdentifier)) of category \(quoted(state.response.categoryIdentifier)),"
            }
            return text
        case .presentation(let site):
            return
                "the foreground-presentation handler of category \(quoted(state.response.categoryIdentifier)) (registered at \(site))"
        case .forwarded(let owner):
            return
                "the previous notification delegate (\(owner)), handling action \(quoted(state.response.actionIdentifier)) of category \(quoted(state.response.categoryIdentifier)) it was forwarded,"
        }
    }

    private var seconds: String {
        let value = context.options.deadline
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func report(_ code: Diagnostic.Code, _ message: String) {
        let state = context
        let site: SourceSite? =
            switch state.subject {
            case .route(let route): route.registeredAt
            case .presentation(let site): site
            case .forwarded: nil
            }
        let isPresentation = if case .presentation = state.subject { true } else { false }
        state.options.diagnostics(
            Diagnostic(
                code, .warning, message, category: state.response.categoryIdentifier,
                action: isPresentation ? nil : state.response.actionIdentifier,
                requestIdentifier: state.response.notification.requestIdentifier, registeredAt: site))
    }

    private var isForwarded: Bool { if case .forwarded = context.subject { true } else { false } }

    private func misuse(_ code: Diagnostic.Code, _ message: String) {
        report(code, message)
        // Another library's misuse is reported, never trapped on: the app cannot fix that code.
        if context.options.misusePolicy == .trap, !isForwarded {
            fatalError("NotificationActions: completion misuse: \(message) [\(code)]")
        }
    }
}

/// What finished a response, as a router reports it.
public enum CompletionCause: String, Hashable, Sendable {
    /// A completion-style handler called its completion handler.
    case handlerCompleted
    /// An async handler returned.
    case handlerReturned
    /// The handler threw; the router completed after reporting it.
    case handlerThrew
    /// The handler released its completion handler without calling it; the router completed for it.
    case completionDropped
    /// The deadline passed; the router completed for the handler.
    case deadlineExceeded
    /// No route took the response; the router completed it and reported it.
    case unhandled
    /// The cold-start queue was full; the router completed it and reported it.
    case coldStartOverflow
}

/// Owns one system completion and calls it exactly once, whatever the handler does: the first event
/// (handler completion, return, throw, release, deadline) takes the closure; every later one is
/// reported. Decisions are made under the lock; closures and diagnostics run after it is released.
final class CompletionGuard<Value: Sendable>: Sendable {
    /// Who holds the completion, for reports.
    struct Context: Sendable {
        /// "the handler for action 'a' in category 'c' (registered at F:L)".
        var subject: String
        var category: CategoryIdentifier
        var action: ActionIdentifier?
        var requestIdentifier: String
        var registeredAt: SourceSite
        var options: RouterOptions

        init(route: RouteDescription, response: NotificationResponse, options: RouterOptions) {
            var subject = route.description
            if case .action = route.kind {
            } else {
                subject +=
                    ", handling action \(quoted(response.actionIdentifier)) of category \(quoted(response.categoryIdentifier)),"
            }
            self.subject = subject
            self.category = response.categoryIdentifier
            self.action = response.actionIdentifier
            self.requestIdentifier = response.notification.requestIdentifier
            self.registeredAt = route.registeredAt
            self.options = options
        }

        init(presentationOf notification: DeliveredNotification, site: SourceSite, options: RouterOptions) {
            self.subject =
                "the foreground-presentation handler of category \(quoted(notification.categoryIdentifier)) (registered at \(site))"
            self.category = notification.categoryIdentifier
            self.action = nil
            self.requestIdentifier = notification.requestIdentifier
            self.registeredAt = site
            self.options = options
        }
    }

    private enum State {
        case pending(complete: @Sendable (Value) -> Void, cancelDeadline: DeadlineTimer.Cancel?)
        case finished(CompletionCause)
    }

    private let state: Locked<State>
    private let context: Context
    private let deadlineValue: Value
    private let onFinish: @Sendable (CompletionCause) -> Void

    /// - Parameters:
    ///   - complete: The system completion.
    ///   - deadlineValue: What to complete with when the deadline passes.
    ///   - onFinish: Told what finished the response, once, after the system completion ran.
    init(
        context: Context, deadlineValue: Value, complete: @escaping @Sendable (Value) -> Void,
        onFinish: @escaping @Sendable (CompletionCause) -> Void
    ) {
        self.context = context
        self.deadlineValue = deadlineValue
        self.onFinish = onFinish
        self.state = Locked(.pending(complete: complete, cancelDeadline: nil))
    }

    /// Starts the deadline. The timer holds the guard weakly, so a finished guard is freed at once.
    func startDeadline() {
        let seconds = context.options.deadline
        let cancel = context.options.timer.schedule(after: seconds) { [weak self] in self?.deadlinePassed() }
        let finished = state.withLock { state -> Bool in
            guard case .pending(let complete, nil) = state else { return true }
            state = .pending(complete: complete, cancelDeadline: cancel)
            return false
        }
        if finished { cancel() }
    }

    /// The handler completed (called its completion handler, or returned) with a value.
    func handlerFinished(_ value: Value, cause: CompletionCause) {
        switch take(cause) {
        case .took(let complete):
            finish(complete, value, cause)
        case .alreadyFinished(.deadlineExceeded):
            misuse(
                .completionAfterDeadline,
                "\(subject) completed after its \(seconds)-second deadline had passed; the system completion had already been called, so this completion was ignored. Finish the work sooner, or raise RouterOptions.deadline."
            )
        case .alreadyFinished:
            misuse(
                .completionCalledTwice,
                "\(subject) called its completion handler more than once; the extra call was ignored. Call it exactly once, on every path."
            )
        }
    }

    /// The handler threw.
    func handlerThrew(_ error: any Error, value: Value) {
        let description = String(describing: error)
        switch take(.handlerThrew) {
        case .took(let complete):
            report(
                .handlerThrew,
                "\(subject) threw \(description); the system completion was called. Catch the error in the handler to decide what the user sees."
            )
            finish(complete, value, .handlerThrew)
        case .alreadyFinished:
            report(
                .handlerThrew,
                "\(subject) threw \(description) after its \(seconds)-second deadline had passed; the system completion had already been called."
            )
        }
    }

    /// The handler released its completion handler; if it never called it, complete for it.
    func handlerReleased() {
        guard case .took(let complete) = take(.completionDropped) else { return }
        report(
            .completionDropped,
            "\(subject) released its completion handler without calling it; the system completion was called on its behalf. Call it on every path, or register an async handler, which completes when it returns."
        )
        finish(complete, deadlineValue, .completionDropped)
    }

    private func deadlinePassed() {
        guard case .took(let complete) = take(.deadlineExceeded) else { return }
        report(
            .deadlineExceeded,
            "\(subject) had not completed after \(seconds) seconds; the system completion was called so the system does not suspend or kill the app mid-work. A later completion will be ignored."
        )
        finish(complete, deadlineValue, .deadlineExceeded)
    }

    private enum Taken {
        case took(@Sendable (Value) -> Void)
        case alreadyFinished(CompletionCause)
    }

    /// Takes the system completion if nobody has, cancelling the deadline; decides only, calls nothing.
    private func take(_ cause: CompletionCause) -> Taken {
        let (taken, cancel): (Taken, DeadlineTimer.Cancel?) = state.withLock { state in
            switch state {
            case .pending(let complete, let cancel):
                state = .finished(cause)
                return (.took(complete), cancel)
            case .finished(let previous):
                return (.alreadyFinished(previous), nil)
            }
        }
        cancel?()
        return taken
    }

    private func finish(_ complete: @Sendable (Value) -> Void, _ value: Value, _ cause: CompletionCause) {
        complete(value)
        onFinish(cause)
    }

    private var subject: String { context.subject }

    private var seconds: String {
        let value = context.options.deadline
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func report(_ code: Diagnostic.Code, _ message: String) {
        context.options.diagnostics(
            Diagnostic(
                code, .warning, message, category: context.category, action: context.action,
                requestIdentifier: context.requestIdentifier, registeredAt: context.registeredAt))
    }

    private func misuse(_ code: Diagnostic.Code, _ message: String) {
        report(code, message)
        if context.options.misusePolicy == .trap {
            fatalError("NotificationActions: completion misuse: \(message) [\(code)]")
        }
    }
}

/// The completion handler a completion-style handler receives: call it exactly once when the work is
/// done. A second call is ignored and reported; releasing it uncalled completes on your behalf and is
/// reported; a call after the router's deadline is ignored and reported.
public final class CompletionHandler: Sendable {
    private let guardian: CompletionGuard<Void>

    init(_ guardian: CompletionGuard<Void>) { self.guardian = guardian }

    /// Tells the system the work for this response is done.
    public func callAsFunction() { complete() }

    /// Tells the system the work for this response is done.
    public func complete() { guardian.handlerFinished((), cause: .handlerCompleted) }

    deinit { guardian.handlerReleased() }
}

/// Who is told what finished a response: the test kit's closure, or one resuming the async `route`'s
/// continuation. A plain optional closure: the sync path passes `nil` through admission and delivery, and
/// an enum of a closure and a continuation made every one of those copies cost more.
typealias ResultReceiver = @Sendable (RoutingResult) -> Void

/// What a guard is about, and the one job of telling others what happened to it: diagnostics, the trap
/// of ``CompletionMisusePolicy/trap``, and the observer. Immutable, so read without the guard's lock, and
/// copied out when the clock passes its deadline. Messages are formatted only when something is reported
/// (see `GuardReporter+Messages.swift`).
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
    /// The guard's deadline in seconds, when it is not the router's (a presentation's is shorter).
    var deadline: Double? = nil

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
                    wasQueued: observer.queued, cancelledHandlerTask: cause == .deadlineExceeded && runsInTask
                ))
        }
    }

    /// Reports the event that took the completion, when it is one that is reported (`threw` describes
    /// what an async handler threw).
    /// `detail` is the app's text inside the message (what arrived, for an undecodable payload).
    func announce(_ cause: CompletionCause, threw: String?, detail: String? = nil) {
        switch cause {
        case .handlerThrew: report(.handlerThrew, threwMessage(threw ?? ""), detail: threw)
        case .payloadUndecodable: report(.payloadUndecodable, undecodableMessage(threw ?? ""), detail: detail)
        case .completionDropped: report(.completionDropped, droppedMessage)
        case .deadlineExceeded: report(.deadlineExceeded, deadlineMessage)
        default: break
        }
    }

    /// Reports an event that came after the first; a misuse traps under ``CompletionMisusePolicy/trap``,
    /// except another library's, which the app cannot fix.
    func emit(_ late: CompletionStateMachine.LateEvent, thrown: String?) {
        let (code, message, misuse) = lateReport(late, thrown: thrown)
        report(code, message, detail: late == .threwLate ? thrown : nil)
        if misuse, shared.options.misusePolicy == .trap {
            if case .forwarded = subject { return }
            fatalError("NotificationActions: completion misuse: \(message) [\(code)]")
        }
    }

    /// `detail` is the app's text inside `message` (what a handler threw), redacted by unified logging.
    private func report(_ code: Diagnostic.Code, _ message: String, detail: String? = nil) {
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
                requestIdentifier: request, registeredAt: site, privateDetail: detail))
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

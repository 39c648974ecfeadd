import Dispatch

/// What a router tells its ``RouterOptions/observer`` about one response, once the response's system
/// completion has run: the route that took it, what finished it and how long that took — what analytics
/// record as "which button was pressed, and did it work".
public struct ResponseOutcome: Sendable {
    /// The response as its handler received it. Its ``NotificationResponse/userText`` is what the user
    /// typed and `userInfo` is the push's: user data, to be kept out of analytics unless the user agreed.
    public var response: NotificationResponse
    /// The route that took it (with where it was registered), or `nil` when none did (``cause`` is then
    /// ``CompletionCause/unhandled``, ``CompletionCause/duplicate`` or a cold-start cause).
    public var route: RouteDescription?
    /// What called the system completion: the handler, the deadline, a dropped completion handler, no
    /// route (`unhandled`), a second delivery (`duplicate`), the cold-start queue.
    public var cause: CompletionCause
    /// Whether the response waited in the cold-start queue before ``ResponseRouter/resume()``.
    public var wasQueued: Bool
    /// Whether the deadline cancelled the async handler's task (``cause`` is then
    /// ``CompletionCause/deadlineExceeded``). Completion-style handlers have no task and are never cancelled.
    public var cancelledHandlerTask: Bool
    /// Seconds from the response's arrival at the router to its system completion.
    package var elapsedSeconds: Double
    /// How many times the system completion ran: one, always, for the router; the test kit counts it.
    package var systemCompletions = 1
    /// The diagnostics the test kit recorded for the response until its system completion.
    package var diagnostics: [Diagnostic] = []
    /// Where the test kit's recorder stood when the response was routed.
    package var recordedFrom = 0

    /// The time from the response's arrival at the router to its system completion, queueing included.
    public var elapsed: Duration { .nanoseconds(Int64((elapsedSeconds * 1e9).rounded())) }

    /// The response's category.
    package var category: CategoryIdentifier { response.categoryIdentifier }
    /// The response's action.
    package var action: ActionIdentifier { response.actionIdentifier }
    /// The codes of ``diagnostics``.
    package var diagnosticCodes: [Diagnostic.Code] { diagnostics.map(\.code) }

    /// An outcome of `result`, `elapsedSeconds` after the response arrived.
    package init(_ result: RoutingResult, elapsedSeconds: Double) {
        self.response = result.response
        self.route = result.route
        self.cause = result.cause
        self.wasQueued = result.wasQueued
        self.cancelledHandlerTask = result.cancelledHandlerTask
        self.elapsedSeconds = elapsedSeconds
    }
}

/// A router-wide observer of every response's ``ResponseOutcome``, for analytics: set it in
/// ``RouterOptions/observer``.
///
/// It is called exactly once per response the router routes, right **after** the system completion has
/// run — so it never delays the system — on whichever thread finished the response (the handler's, the
/// deadline's, the caller's for a response completed at once). It must not block: hand the outcome to your
/// analytics queue. Responses forwarded to another library's notification delegate, and foreground
/// presentations, are not the router's responses and are not observed. A router without an observer pays
/// nothing for the feature: one flag is read per response.
///
/// ```swift
/// var options = RouterOptions(startsHeld: true)
/// options.observer = ResponseObserver { outcome in
///     analytics.track("notification_action", ["category": outcome.response.categoryIdentifier.rawValue,
///                                             "action": outcome.response.actionIdentifier.rawValue,
///                                             "finished_by": outcome.cause.rawValue])
/// }
/// ```
public struct ResponseObserver: Sendable {
    private let observe: @Sendable (ResponseOutcome) -> Void

    /// An observer that runs a closure of yours with every outcome, in a task on the actor the closure was
    /// written on: the main actor in main-actor code, so it may write into main-actor state as it is; no
    /// actor elsewhere (an analytics client that is thread-safe).
    ///
    /// ```swift
    /// options.observer = ResponseObserver { outcome in analytics.track(outcome.response.actionIdentifier.rawValue) }
    /// ```
    ///
    /// - Parameter observe: Called with every outcome, after the response's system completion, on the
    ///   actor it was written on.
    public init(@_inheritActorContext _ observe: @escaping @isolated(any) @Sendable (ResponseOutcome) -> Void)
    {
        self.init(calling: { outcome in ImmediateTask.start { await observe(outcome) } })
    }

    /// An observer that calls `observe` at once, on the thread that finished the response (the test kit's
    /// recorder).
    package static func immediate(_ observe: @escaping @Sendable (ResponseOutcome) -> Void)
        -> ResponseObserver
    {
        ResponseObserver(calling: observe)
    }

    private init(calling observe: @escaping @Sendable (ResponseOutcome) -> Void) {
        self.observe = observe
    }

    package func callAsFunction(_ outcome: ResponseOutcome) { observe(outcome) }

    /// The receiver a router gives an observed response: it tells `report` (the async `route`'s or the
    /// test kit's, if any) and then the observer, with the time since `arrived` (uptime nanoseconds).
    func receiver(forwardingTo report: ResultReceiver?, arrived: UInt64) -> ResultReceiver {
        { [observe] result in
            let elapsed = DispatchTime.now().uptimeNanoseconds &- arrived
            report?(result)
            observe(ResponseOutcome(result, elapsedSeconds: Double(elapsed) / 1e9))
        }
    }
}

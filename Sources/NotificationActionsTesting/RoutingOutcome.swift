@_spi(Generated) import NotificationActions

/// What happened to one routed response.
public struct RoutingOutcome: Sendable {
    /// What the router reports: the route, the cause, whether it waited in the cold-start queue.
    public var result: RoutingResult
    /// How many times the system completion ran by the time the response finished: always 1.
    public var systemCompletions: Int
    /// Seconds from routing to the system completion.
    public var elapsedSeconds: Double
    /// The diagnostics naming the response's request that were sent until its system completion ran.
    /// Reports that come later (a second or late call) are in ``RouterHarness/diagnostics(of:)``.
    public var diagnostics: [Diagnostic]
    /// How many diagnostics the recorder held when the response was routed.
    let recordedFrom: Int

    /// The route that took the response, with where it was registered; `nil` when none did.
    package var route: RouteDescription? { result.route }
    /// What called the system completion.
    public var cause: CompletionCause { result.cause }
    /// The codes of ``diagnostics``.
    public var diagnosticCodes: [Diagnostic.Code] { diagnostics.map(\.code) }
}

/// What happened to one response inside the router: which route took it and what completed it (the guard's
/// report, from which the public ``ResponseOutcome`` is made).
package struct RoutingResult: Sendable {
    /// The response as the handler received it (a text-input action's `userText` is never `nil`).
    package var response: NotificationResponse
    /// The route that took it, or `nil` when none did.
    package var route: RouteDescription?
    /// What called the system completion.
    package var cause: CompletionCause
    /// Whether the response waited in the cold-start queue.
    package var wasQueued: Bool
    /// Whether the deadline cancelled the async handler's task.
    package var cancelledHandlerTask: Bool = false

    package init(
        response: NotificationResponse, route: RouteDescription?, cause: CompletionCause, wasQueued: Bool,
        cancelledHandlerTask: Bool = false
    ) {
        self.response = response
        self.route = route
        self.cause = cause
        self.wasQueued = wasQueued
        self.cancelledHandlerTask = cancelledHandlerTask
    }
}

/// What happened to one response: which route took it and what completed it.
public struct RoutingResult: Sendable {
    /// The response as the handler received it (a text-input action's `userText` is never `nil`).
    public var response: NotificationResponse
    /// The route that took it, or `nil` when none did.
    package var route: RouteDescription?
    /// What called the system completion.
    public var cause: CompletionCause
    /// Whether the response waited in the cold-start queue.
    public var wasQueued: Bool
    /// Whether the deadline cancelled the async handler's task (``cause`` is then
    /// ``CompletionCause/deadlineExceeded``). Completion-style handlers have no task and are never cancelled.
    public var cancelledHandlerTask: Bool = false
}

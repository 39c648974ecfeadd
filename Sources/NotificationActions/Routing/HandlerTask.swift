/// Starts async handlers' tasks.
enum HandlerTask {
    /// Whether ``start(_:with:guardedBy:started:inOrder:)`` with `inOrder` runs each handler at once on the
    /// calling thread, so that handlers started one after another begin in that order
    /// (``ImmediateTask/isImmediate``).
    static var startsInOrder: Bool { ImmediateTask.isImmediate }

    /// Runs `body` on `response` in a new task, tells the guard how it finished, and returns the task (the
    /// guard keeps it, so that the deadline can cancel it). With `inOrder` (the queued responses
    /// ``ResponseRouter/resume()`` delivers), the task runs on the calling thread until its first
    /// suspension, where the runtime can.
    static func start(
        _ body: @escaping AsyncResponseHandler, with response: NotificationResponse,
        guardedBy handler: CompletionHandler, started: (@Sendable (NotificationResponse) -> Void)?,
        inOrder: Bool
    ) -> Task<Void, Never> {
        if inOrder { return ImmediateTask.start { await run(body, response, handler, started) } }
        return Task { await run(body, response, handler, started) }
    }

    /// Runs a completion-style `body` on `response` in a task that starts at once on the calling thread
    /// (`ImmediateTask.start`): a handler on no actor runs before `route` returns, as it would if called; one
    /// written on an actor hops there. The guard learns of its end when it calls `handler`, or from the
    /// deadline.
    static func start(
        completionStyle body: @escaping CompletionResponseHandler, with response: NotificationResponse,
        guardedBy handler: CompletionHandler, started: (@Sendable (NotificationResponse) -> Void)?
    ) {
        ImmediateTask.start {
            started?(response)
            await body(response, handler)
        }
    }

    private static func run(
        _ body: AsyncResponseHandler, _ response: NotificationResponse, _ handler: CompletionHandler,
        _ started: (@Sendable (NotificationResponse) -> Void)?
    ) async {
        started?(response)
        do {
            try await body(response)
            handler.guarded.core.handlerFinished(cause: .handlerReturned)
        } catch {
            handler.guarded.core.handlerThrew(error)
        }
    }
}

/// Starts async handlers' tasks.
enum HandlerTask {
    /// Whether ``start(_:with:guardedBy:started:inOrder:)`` with `inOrder` runs each handler at once on the
    /// calling thread, so that handlers started one after another begin in that order. True wherever the
    /// Swift runtime has `Task.immediate` (Swift 6.2's runtime: Linux, and iOS, macOS, tvOS, watchOS and
    /// visionOS 26).
    static var startsInOrder: Bool {
        #if canImport(Darwin)
            #if canImport(_Concurrency, _version: 6.2)
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
            #endif
            return false
        #else
            return true
        #endif
    }

    /// Runs `body` on `response` in a new task, tells the guard how it finished, and returns the task (the
    /// guard keeps it, so that the deadline can cancel it). With `inOrder` (the queued responses
    /// ``ResponseRouter/resume()`` delivers), the task runs on the calling thread until its first
    /// suspension, where the runtime can.
    static func start(
        _ body: @escaping AsyncResponseHandler, with response: NotificationResponse,
        guardedBy handler: CompletionHandler, started: (@Sendable (NotificationResponse) -> Void)?,
        inOrder: Bool
    ) -> Task<Void, Never> {
        if inOrder {
            #if canImport(Darwin)
                #if canImport(_Concurrency, _version: 6.2)
                    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                        return Task.immediate { await run(body, response, handler, started) }
                    }
                #endif
            #else
                return Task.immediate { await run(body, response, handler, started) }
            #endif
        }
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

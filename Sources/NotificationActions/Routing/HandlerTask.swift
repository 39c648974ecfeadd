import Dispatch

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
        // A main-actor handler delivered by resume() on the main queue starts on the main actor itself, at
        // once: started through a task on no actor, its hop to the main actor was queued, and a later
        // nonisolated handler began before it (audit B10).
        if inOrder, let isolation = body.isolation, isolation === MainActor.shared, MainQueue.isCurrent,
            let task = ImmediateTask.startOnMainQueue({
                await run(body, response, handler, started, on: MainActor.shared)
            })
        {
            return task
        }
        if inOrder { return ImmediateTask.start { await run(body, response, handler, started, on: nil) } }
        return Task { await run(body, response, handler, started, on: nil) }
    }

    /// Runs a completion-style `body` on `response` in a task that starts at once on the calling thread
    /// (`ImmediateTask.start`): a handler on no actor runs before `route` returns, as it would if called; one
    /// written on an actor hops there. The guard learns of its end when it calls `handler`, or from the
    /// deadline.
    static func start(
        completionStyle body: @escaping CompletionResponseHandler, with response: NotificationResponse,
        guardedBy handler: CompletionHandler, started: (@Sendable (NotificationResponse) -> Void)?
    ) {
        // The app's usual case: a handler written on the main actor (in a view model, an app delegate, or
        // anywhere in an Xcode 26 app target), routed on the main thread by the notification delegate. The
        // task starts on the main actor itself, so the handler runs before `route` returns, with no hop
        // through the main queue. (Code running on the main queue is on the main actor's executor, on the
        // main thread or, under `dispatchMain()` on Linux, on the worker draining the main queue.)
        if let isolation = body.isolation, isolation === MainActor.shared, MainQueue.isCurrent,
            ImmediateTask.startOnMainQueue({
                started?(response)
                await body(response, handler)
            }) != nil
        {
            return
        }
        ImmediateTask.start {
            started?(response)
            await body(response, handler)
        }
    }

    /// Runs on `actor` (the caller's: the main actor's from a main-actor task, whose body's own hop there is
    /// then none; `nil` from a task on no actor). Passed, not `#isolation`: Xcode 15's standard library has
    /// no such macro.
    private static func run(
        _ body: AsyncResponseHandler, _ response: NotificationResponse, _ handler: CompletionHandler,
        _ started: (@Sendable (NotificationResponse) -> Void)?, on actor: isolated (any Actor)?
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

/// Whether the calling code runs on the main queue — the main actor's executor — told by a value the queue
/// carries (`DispatchQueue.getSpecific`), which never traps, unlike `MainActor.assumeIsolated`, and holds
/// where `Thread.isMainThread` does not (`dispatchMain()` on Linux drains the main queue on a worker thread).
enum MainQueue {
    /// The key, boxed: `DispatchSpecificKey` is `Sendable` from Xcode 16's SDKs, not in Xcode 15's. Unchecked,
    /// and safe: the key is a final class with no state of its own, made once and never changed.
    private struct Key: @unchecked Sendable {
        let key: DispatchSpecificKey<Bool>
    }

    private static let key: Key = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return Key(key: key)
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key.key) == true }
}

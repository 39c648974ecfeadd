/// A handler that finishes when it returns: the router completes the response then. `@isolated(any)`:
/// it runs on the actor it was written on — the main actor in main-actor code — or on no actor.
package typealias AsyncResponseHandler = @isolated(any) @Sendable (NotificationResponse) async throws -> Void

/// A handler that finishes by calling its ``ResponseHandler/Completion``, exactly once.
package typealias CompletionResponseHandler =
    @isolated(any) @Sendable (NotificationResponse, ResponseHandler.Completion) -> Void

/// The package's name for the completion a completion-style handler receives.
package typealias CompletionHandler = ResponseHandler.Completion

/// A handler of responses, in either of the two shapes the guarantee covers: `async` (the response
/// completes when it returns or throws) or completion-style (it completes when the handler calls its
/// ``Completion``). Every ``RouterBuilder`` verb takes a closure of the async shape as written; a
/// `ResponseHandler` is how to give one the completion shape, or to keep a handler in a variable:
///
/// ```swift
/// routes.handle("message.like", in: "message", .completion { response, completion in
///     chat.like(response.notification.requestIdentifier) { _ in completion() }
/// })
/// ```
///
/// Either shape runs on the actor it was written on: a closure written in main-actor code (every
/// declaration of an app target Xcode 26 makes, or a `@MainActor` type's method) runs on the main actor
/// and reaches its state directly; one written elsewhere runs on no actor. Nothing else to choose.
public struct ResponseHandler: Sendable {
    enum Body: Sendable {
        case async(AsyncResponseHandler)
        case completion(CompletionResponseHandler)
    }

    let body: Body

    init(body: Body) { self.body = body }

    /// An `async throws` handler: the response completes when it returns or throws. Await the work inside
    /// it — a callback API started and not awaited is still running when the router completes.
    ///
    /// - Parameter handler: Runs in a task, on the actor it was written on; the response completes when it
    ///   returns or throws.
    public init(
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (NotificationResponse) async throws -> Void
    ) {
        body = .async(handler)
    }

    /// A completion-style handler: it receives a ``Completion`` and calls it exactly once, when the work
    /// is done — the shape for callback APIs.
    ///
    /// - Parameter handler: Given the response and a ``Completion`` to call exactly once when done; runs
    ///   in a task on the actor it was written on — started at once on the routing thread (the main thread,
    ///   for the delegate) from the 26 releases, in a task that starts later before them. Never block in
    ///   it. The completion may be called from any thread.
    public static func completion(
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (NotificationResponse, Completion) -> Void
    ) -> ResponseHandler {
        ResponseHandler(body: .completion(handler))
    }

    /// What a completion-style handler calls, exactly once, when its work is done. A second call is
    /// ignored and reported; releasing it (every copy) uncalled completes on your behalf and is reported;
    /// a call after the router's deadline is ignored and reported.
    ///
    /// Copies share one guard: calling any of them is calling it.
    public struct Completion: Sendable {
        let guarded: CompletionGuard

        init(_ guarded: CompletionGuard) { self.guarded = guarded }

        /// Tells the system the work for this response is done.
        public func callAsFunction() { complete() }

        /// Tells the system the work for this response is done.
        package func complete() { guarded.core.handlerFinished(cause: .handlerCompleted) }
    }
}

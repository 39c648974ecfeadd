/// A handler that finishes when it returns: the router completes the response then.
public typealias AsyncResponseHandler = @Sendable (NotificationResponse) async throws -> Void

/// A handler that finishes by calling its ``CompletionHandler``, exactly once.
public typealias CompletionResponseHandler = @Sendable (NotificationResponse, CompletionHandler) -> Void

/// A handler of responses, in one of the shapes a ``RouterBuilder`` takes. Every registration goes
/// through this value, so a new shape is one new case.
///
/// The shape is said by name, never guessed from a closure's arity:
///
/// ```swift
/// routes.handle("message.like", in: "message", .completion { response, completion in
///     chat.like(response.notification.requestIdentifier) { _ in completion() }
/// })
/// routes.handle("message.reply", in: "message", .reply { text, response in try await chat.send(text) })
/// ```
///
/// A trailing closure with one parameter is ``async(_:)``, the preferred shape: the response completes
/// when it returns.
public struct ResponseHandler: Sendable {
    enum Body: Sendable {
        case async(AsyncResponseHandler)
        case completion(CompletionResponseHandler)
    }

    let body: Body

    /// An `async throws` handler: the response completes when it returns or throws. Await the work inside
    /// it — a callback API started and not awaited is still running when the router completes.
    ///
    /// - Parameter handler: Runs in a task; the response completes when it returns or throws.
    public static func async(_ handler: @escaping AsyncResponseHandler) -> ResponseHandler {
        ResponseHandler(body: .async(handler))
    }

    /// A completion-style handler: it receives a ``CompletionHandler`` and calls it exactly once, when the
    /// work is done — the shape for callback APIs.
    ///
    /// - Parameter handler: Given the response and a ``CompletionHandler`` to call exactly once when done.
    public static func completion(_ handler: @escaping CompletionResponseHandler) -> ResponseHandler {
        ResponseHandler(body: .completion(handler))
    }

    /// A completion-style handler that runs on the main actor, for a handler that reads or changes
    /// main-actor state (a view model, `UIApplication`) and finishes through a callback API.
    ///
    /// The router calls it from a task on the main actor, never from its own thread, so the closure may be
    /// written in main-actor code — an app target with default main-actor isolation, as Xcode 26 makes
    /// them — without `Task { @MainActor in … }`. The ``CompletionHandler`` may be called from any thread.
    ///
    /// ```swift
    /// routes.handle("message.like", in: "message", .mainActorCompletion { response, completion in
    ///     model.markLiked(response.notification.requestIdentifier)
    ///     completion()
    /// })
    /// ```
    ///
    /// An `async` handler needs no variant: write `{ @MainActor response in … }`, or `await` the main-actor
    /// calls inside a plain one.
    ///
    /// - Parameter handler: Runs on the main actor with the response and a ``CompletionHandler`` to call
    ///   exactly once when done.
    public static func mainActorCompletion(
        _ handler: @escaping @MainActor @Sendable (NotificationResponse, CompletionHandler) -> Void
    ) -> ResponseHandler {
        .completion { response, completion in
            Task { @MainActor in handler(response, completion) }
        }
    }

    /// A handler of a text-input action, given the typed text (an empty string when the user typed
    /// nothing, never `nil`); the response completes when it returns.
    ///
    /// - Parameter handler: Given the typed text (empty when the user typed nothing) and the response.
    public static func reply(
        _ handler: @escaping @Sendable (_ text: String, _ response: NotificationResponse) async throws -> Void
    ) -> ResponseHandler {
        .async { response in try await handler(response.userText ?? "", response) }
    }
}

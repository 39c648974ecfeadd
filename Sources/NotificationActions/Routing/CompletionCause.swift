/// What finished a response, as a router reports it.
///
/// A struct with a static member per cause, not an enum: a later release may add a cause (1.0's added
/// `heldPastDeadline`), which must not break an app's `switch` — write a `default:` case.
public struct CompletionCause: Hashable, Sendable, CustomStringConvertible {
    /// The cause's name, as diagnostics and analytics print it (`handlerReturned`).
    public let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }

    /// The cause's name.
    public var description: String { rawValue }

    /// A completion-style handler called its completion handler.
    public static let handlerCompleted = CompletionCause(rawValue: "handlerCompleted")
    /// An async handler returned.
    public static let handlerReturned = CompletionCause(rawValue: "handlerReturned")
    /// The handler threw; the router completed after reporting it.
    public static let handlerThrew = CompletionCause(rawValue: "handlerThrew")
    /// The push's custom keys did not decode into the route's payload type, so its handler did not run;
    /// the router completed the response and reported it (`payload-undecodable`).
    public static let payloadUndecodable = CompletionCause(rawValue: "payloadUndecodable")
    /// The handler released its completion handler without calling it; the router completed for it.
    public static let completionDropped = CompletionCause(rawValue: "completionDropped")
    /// The deadline passed; the router completed for the handler.
    public static let deadlineExceeded = CompletionCause(rawValue: "deadlineExceeded")
    /// No route took the response; the router completed it and reported it.
    public static let unhandled = CompletionCause(rawValue: "unhandled")
    /// The cold-start queue was full; the router completed it and reported it.
    public static let coldStartOverflow = CompletionCause(rawValue: "coldStartOverflow")
    /// The response waited for the app's interface (a held router) for the router's deadline; the router
    /// completed it then, and delivers it to its handler on ``ResponseRouter/resume()``.
    public static let heldPastDeadline = CompletionCause(rawValue: "heldPastDeadline")
    /// The router was released while held, before it delivered the queued response; it completed the
    /// response and reported it.
    public static let coldStartAbandoned = CompletionCause(rawValue: "coldStartAbandoned")
    /// The same response (request identifier, action, delivery date) was already routed; the router
    /// completed this delivery without running the handler again, and reported it.
    public static let duplicate = CompletionCause(rawValue: "duplicate")
}

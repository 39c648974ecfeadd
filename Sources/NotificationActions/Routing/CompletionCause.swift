/// What finished a response, as a router reports it.
public enum CompletionCause: String, Hashable, Sendable {
    /// A completion-style handler called its completion handler.
    case handlerCompleted
    /// An async handler returned.
    case handlerReturned
    /// The handler threw; the router completed after reporting it.
    case handlerThrew
    /// The push's custom keys did not decode into the route's payload type, so its handler did not run;
    /// the router completed the response and reported it (`payload-undecodable`).
    case payloadUndecodable
    /// The handler released its completion handler without calling it; the router completed for it.
    case completionDropped
    /// The deadline passed; the router completed for the handler.
    case deadlineExceeded
    /// No route took the response; the router completed it and reported it.
    case unhandled
    /// The cold-start queue was full; the router completed it and reported it.
    case coldStartOverflow
    /// The response waited for the app's interface (a held router) for the router's deadline; the router
    /// completed it then, and delivers it to its handler on ``ResponseRouter/resume()``.
    case heldPastDeadline
    /// The router was released while held, before it delivered the queued response; it completed the
    /// response and reported it.
    case coldStartAbandoned
    /// The same response (request identifier, action, delivery date) was already routed; the router
    /// completed this delivery without running the handler again, and reported it.
    case duplicate
}

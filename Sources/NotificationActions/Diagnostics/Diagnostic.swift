import Foundation

/// Something the router noticed while building or routing: a completion handler misused, a response that
/// matched no route, an action refused because it is not part of its category.
///
/// Every diagnostic's ``description`` starts with `NotificationActions:` and its topic
/// (`completion misuse`, `handler error`, `routing`, `cold start`, `coverage`), so logs can be searched.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is: the package's one `Severity`.
    package typealias Severity = NotificationActions.Severity

    /// What kind of diagnostic it is.
    public var code: Code
    /// How serious it is.
    public var severity: NotificationActions.Severity
    /// What happened, naming the category, action and registration site, and what to do.
    public var message: String
    /// The category involved.
    public var category: CategoryIdentifier?
    /// The action involved.
    public var action: ActionIdentifier?
    /// The request identifier of the notification involved.
    public var requestIdentifier: String?
    /// Where the route involved was registered.
    package var registeredAt: SourceSite?
    /// The part of ``message`` that is not the package's own words but your app's — what a handler threw,
    /// which may hold user data — or `nil` when the message has none. Unified logging redacts it
    /// (`privacy: .private`) and logs the rest, identifiers included, as public; see ``publicMessage``.
    public var privateDetail: String?

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - code: What happened, as a stable, greppable code.
    ///   - severity: How serious it is.
    ///   - message: The sentence a developer reads: what happened, the identifiers involved, how to fix it.
    ///   - category: The category involved, if any.
    ///   - action: The action involved, if any.
    ///   - requestIdentifier: The request of the response involved, if any.
    ///   - registeredAt: Where the handler involved was registered, if any.
    ///   - privateDetail: Text of the app's inside `message` (a thrown error's description), which logs
    ///     redact; `nil` when the message is the package's words and identifiers only.
    @inline(never) package init(
        _ code: Code, _ severity: Severity = .warning, _ message: String, category: CategoryIdentifier? = nil,
        action: ActionIdentifier? = nil, requestIdentifier: String? = nil, registeredAt: SourceSite? = nil,
        privateDetail: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.category = category
        self.action = action
        self.requestIdentifier = requestIdentifier
        self.registeredAt = registeredAt
        self.privateDetail = privateDetail
    }

    /// `NotificationActions: TOPIC: MESSAGE [CODE]`.
    public var description: String { "NotificationActions: \(code.topic): \(message) [\(code)]" }

    /// ``message`` with ``privateDetail`` replaced by `<private>`: what a log may show to anyone. The
    /// package's own words and the identifiers (category, action, request, registration site) stay.
    public var publicMessage: String {
        guard let privateDetail, !privateDetail.isEmpty else { return message }
        return message.replacingOccurrences(of: privateDetail, with: "<private>")
    }

    /// How loud a diagnostic is in a log: a misused completion handler or a handler's error is an
    /// `error`; something the router refused or could not deliver, and a configuration problem, a
    /// `notice`; what it did as designed (a duplicate delivery completed once) `info`.
    public enum LogLevel: String, Hashable, Sendable, CaseIterable {
        /// A bug to fix: completion misuse, a handler's error, a push the app cannot decode, an
        /// error-severity diagnostic.
        case error
        /// Something refused, lost or misconfigured that the app should know of.
        case notice
        /// The router working as designed; worth a line when debugging.
        case info
    }

    /// The level unified logging (and the swift-log recipe) gives this diagnostic.
    public var logLevel: LogLevel {
        if severity == .error || code.topic == .completionMisuse || code.topic == .handlerError
            || code == .payloadUndecodable
        {
            return .error
        }
        if code == .duplicateResponse { return .info }
        return .notice
    }
}

extension Diagnostic {
    /// The kind of a diagnostic, spelled as a stable string such as `completion-called-twice`, with the
    /// topic its description starts with. Two codes are equal when their spellings are.
    ///
    /// Every code the package reports is a named constant, so a misspelled code does not compile:
    ///
    /// ```swift
    /// #expect(recorder.codes == [.handlerThrew])
    /// ```
    ///
    /// Codes are listed with what each means (*Running in production*); `Diagnostic.Code(rawValue:)` matches
    /// one by its spelling, as a log search does.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable spelling.
        public var rawValue: String
        /// The topic that starts the diagnostic's description: declared with the code, wherever it is.
        package var topic: Topic
        /// Creates a code with the topic `routing`.
        public init(rawValue: String) { self.init(rawValue, topic: .routing) }
        /// Creates a code with its topic.
        ///
        /// - Parameters:
        ///   - rawValue: The code, kebab-case (`completion-called-twice`).
        ///   - topic: The family it belongs to, which names it in messages.
        package init(_ rawValue: String, topic: Topic) {
            self.rawValue = rawValue
            self.topic = topic
        }
        /// The code's stable spelling.
        public var description: String { rawValue }

        /// Codes are equal when their spellings are.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the spelling.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        /// A handler called its completion handler a second time; the call was ignored.
        public static let completionCalledTwice = Code("completion-called-twice", topic: .completionMisuse)
        /// A handler released its completion handler without calling it; the router completed for it.
        public static let completionDropped = Code("completion-dropped", topic: .completionMisuse)
        /// A handler had not completed by the deadline; the router completed for it.
        public static let deadlineExceeded = Code("deadline-exceeded", topic: .completionMisuse)
        /// A handler completed after the deadline had completed for it; ignored.
        public static let completionAfterDeadline = Code(
            "completion-after-deadline", topic: .completionMisuse)
        /// An async handler whose task the deadline cancelled stopped with `CancellationError` (reported
        /// after `deadline-exceeded`): the cancellation worked.
        public static let handlerCancelled = Code("handler-cancelled", topic: .routing)
        /// A handler threw; the router completed after reporting the error.
        public static let handlerThrew = Code("handler-threw", topic: .handlerError)
        /// A typed route's push did not decode into its payload type; its handler did not run, the router
        /// completed the response.
        public static let payloadUndecodable = Code("payload-undecodable", topic: .routing)
        /// A notification's `userInfo` was nested deeper than the JSON parser's limit (64 levels); the
        /// levels beyond it were replaced by `NSNull` and the response routed as usual (a typed route whose
        /// keys were cut reports `payload-undecodable` too).
        public static let payloadTooDeep = Code("payload-too-deep", topic: .routing)
        /// A response's action is not part of its category; its action handlers were skipped.
        public static let actionNotInCategory = Code("action-not-in-category", topic: .routing)
        /// A response's category is not registered; only the global fallback may receive it.
        public static let unknownCategory = Code("unknown-category", topic: .routing)
        /// A response matched no route and no fallback; it was completed and reported.
        public static let unhandledResponse = Code("unhandled-response", topic: .routing)
        /// A response was delivered again (same request, action and date); completed, not handled twice.
        public static let duplicateResponse = Code("duplicate-response", topic: .routing)
        /// Another object replaced the router's delegate on the notification center.
        public static let delegateReplaced = Code("delegate-replaced", topic: .registration)
        /// The cold-start queue was full; the response was completed without being handled.
        public static let coldStartOverflow = Code("cold-start-overflow", topic: .coldStart)
        /// A response held for the app's interface waited the router's deadline without
        /// ``ResponseRouter/resume()``: its system completion was called; it stays queued for its handler.
        public static let coldStartHeldPastDeadline = Code(
            "cold-start-held-past-deadline", topic: .coldStart)
        /// A held router was released before ``ResponseRouter/resume()``; its queued responses were
        /// completed without being handled.
        public static let coldStartAbandoned = Code("cold-start-abandoned", topic: .coldStart)
        /// A route names a category the registry does not have.
        public static let routeUnknownCategory = Code("route-unknown-category", topic: .coverage)
        /// A route names an action its category does not have.
        public static let routeUnknownAction = Code("route-unknown-action", topic: .coverage)
        /// The same route was registered twice.
        public static let duplicateRoute = Code("duplicate-route", topic: .coverage)
        /// A registered action has no route and no fallback.
        public static let unroutedAction = Code("unrouted-action", topic: .coverage)
        /// A dismiss route for a category that never delivers dismissals.
        public static let dismissRouteNeverDelivered = Code(
            "dismiss-route-never-delivered", topic: .coverage)
        /// A server-chosen button route whose identifier is a registered category's action: a push's
        /// server-chosen buttons may not reuse one, so the route never runs.
        public static let serverChosenRouteNeverDelivered = Code(
            "server-chosen-route-never-delivered", topic: .coverage)
        /// A category that delivers dismissals has no dismiss route.
        public static let dismissUnrouted = Code("dismiss-unrouted", topic: .coverage)
    }

    /// What a diagnostic is about, the searchable word after `NotificationActions:` in its description.
    package struct Topic: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The topic's spelling, such as `completion misuse`.
        public var rawValue: String
        /// Creates a topic.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The topic's spelling.
        public var description: String { rawValue }

        /// A completion handler called twice, never, or late.
        package static let completionMisuse = Topic(rawValue: "completion misuse")
        /// A handler threw.
        package static let handlerError = Topic(rawValue: "handler error")
        /// Which route a response took, or why none did.
        package static let routing = Topic(rawValue: "routing")
        /// Responses held before the app was ready.
        package static let coldStart = Topic(rawValue: "cold start")
        /// Routes checked against the registry.
        package static let coverage = Topic(rawValue: "coverage")
        /// Categories registered with the system.
        package static let registration = Topic(rawValue: "registration")
    }
}

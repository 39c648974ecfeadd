/// Something the router noticed while building or routing: a completion handler misused, a response that
/// matched no route, an action refused because it is not part of its category.
///
/// Every diagnostic's ``description`` starts with `NotificationActions:` and its topic
/// (`completion misuse`, `handler error`, `routing`, `cold start`, `coverage`), so logs can be searched.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Hashable, Sendable {
        /// Stops a router from being built.
        case error
        /// Reported; the router carries on.
        case warning
    }

    /// What kind of diagnostic it is.
    public var code: Code
    /// How serious it is.
    public var severity: Severity
    /// What happened, naming the category, action and registration site, and what to do.
    public var message: String
    /// The category involved.
    public var category: CategoryIdentifier?
    /// The action involved.
    public var action: ActionIdentifier?
    /// The request identifier of the notification involved.
    public var requestIdentifier: String?
    /// Where the route involved was registered.
    public var registeredAt: SourceSite?

    /// Creates a diagnostic.
    public init(
        _ code: Code, _ severity: Severity = .warning, _ message: String, category: CategoryIdentifier? = nil,
        action: ActionIdentifier? = nil, requestIdentifier: String? = nil, registeredAt: SourceSite? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.category = category
        self.action = action
        self.requestIdentifier = requestIdentifier
        self.registeredAt = registeredAt
    }

    /// `NotificationActions: TOPIC: MESSAGE [CODE]`.
    public var description: String { "NotificationActions: \(code.topic): \(message) [\(code)]" }
}

extension Diagnostic {
    /// The kind of a diagnostic, spelled as a stable string such as `completion-called-twice`.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
        ExpressibleByStringLiteral
    {
        /// The code's stable spelling.
        public var rawValue: String
        /// Creates a code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a code from a literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The code's stable spelling.
        public var description: String { rawValue }

        /// A handler called its completion handler a second time; the call was ignored.
        public static let completionCalledTwice: Code = "completion-called-twice"
        /// A handler released its completion handler without calling it; the router completed for it.
        public static let completionDropped: Code = "completion-dropped"
        /// A handler had not completed by the deadline; the router completed for it.
        public static let deadlineExceeded: Code = "deadline-exceeded"
        /// A handler completed after the deadline had completed for it; ignored.
        public static let completionAfterDeadline: Code = "completion-after-deadline"
        /// A handler threw; the router completed after reporting the error.
        public static let handlerThrew: Code = "handler-threw"
        /// A response's action is not part of its category; its action handlers were skipped.
        public static let actionNotInCategory: Code = "action-not-in-category"
        /// A response's category is not registered; only the global fallback may receive it.
        public static let unknownCategory: Code = "unknown-category"
        /// A response matched no route and no fallback; it was completed and reported.
        public static let unhandledResponse: Code = "unhandled-response"
        /// The cold-start queue was full; the response was completed without being handled.
        public static let coldStartOverflow: Code = "cold-start-overflow"
        /// A held router was released before ``ResponseRouter/resume()``; its queued responses were
        /// completed without being handled.
        public static let coldStartAbandoned: Code = "cold-start-abandoned"
        /// A route names a category the registry does not have.
        public static let routeUnknownCategory: Code = "route-unknown-category"
        /// A route names an action its category does not have.
        public static let routeUnknownAction: Code = "route-unknown-action"
        /// The same route was registered twice.
        public static let duplicateRoute: Code = "duplicate-route"
        /// A registered action has no route and no fallback.
        public static let unroutedAction: Code = "unrouted-action"
        /// A dismiss route for a category that never delivers dismissals.
        public static let dismissRouteNeverDelivered: Code = "dismiss-route-never-delivered"
        /// A category that delivers dismissals has no dismiss route.
        public static let dismissUnrouted: Code = "dismiss-unrouted"

        /// The topic that starts the diagnostic's description.
        public var topic: String {
            switch self {
            case .completionCalledTwice, .completionDropped, .deadlineExceeded, .completionAfterDeadline:
                "completion misuse"
            case .handlerThrew: "handler error"
            case .coldStartOverflow, .coldStartAbandoned: "cold start"
            case .routeUnknownCategory, .routeUnknownAction, .duplicateRoute, .unroutedAction,
                .dismissRouteNeverDelivered, .dismissUnrouted:
                "coverage"
            default: "routing"
            }
        }
    }
}

/// Collects the handlers of an app's notification responses, then builds a ``ResponseRouter``.
///
/// ```swift
/// var routes = RouterBuilder(registry: registry)
/// routes.handle(all: InviteAction.self, in: "invite") { action, response in
///     switch action {
///     case .accept: try await invitations.accept(response.notification.userInfo)
///     case .decline: try await invitations.decline(response.notification.userInfo)
///     }
/// }
/// routes.handleReply("message.reply", in: "message") { text, response in try await chat.send(text) }
/// routes.handleDefaultAction { response in await navigator.open(response.notification) }
/// routes.fallback { response in log.notice("unhandled \(response.actionIdentifier)") }
/// let router = try routes.build()
/// ```
///
/// Every registration records the `#fileID` and line it was made at, which every diagnostic names.
public struct RouterBuilder: Sendable {
    /// The categories routes are checked against.
    package let registry: CategoryRegistry
    var routes = [RouteKind: Route]()
    var order: [RouteKind] = []
    var duplicates: [(first: RouteDescription, second: RouteDescription)] = []
    var presentations = [CategoryIdentifier: PresentationOverride]()
    var openSettings: [OpenSettingsRoute] = []

    struct OpenSettingsRoute: Sendable {
        var site: SourceSite
        var handle: @Sendable (DeliveredNotification?) -> Void
    }

    /// Creates a builder for a registry's categories.
    ///
    /// - Parameter registry: The categories the routes must name.
    public init(registry: CategoryRegistry) { self.registry = registry }

    struct PresentationOverride: Sendable {
        var site: SourceSite
        var decide: @Sendable (DeliveredNotification) async -> NotificationCategory.ForegroundPresentation
    }

    /// What the registered routes match, in registration order.
    package var routeKinds: [RouteKind] { order }

    mutating func add(_ kind: RouteKind, _ handler: ResponseHandler, _ site: SourceSite) {
        let route = Route(description: RouteDescription(kind: kind, registeredAt: site), body: handler.body)
        if let existing = routes[kind] {
            duplicates.append((existing.description, route.description))
            return
        }
        routes[kind] = route
        order.append(kind)
    }

    // MARK: Actions

    /// Handles an action of a category with a handler of the shape you name: `.async`, `.completion` or
    /// `.reply`.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category the action belongs to.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handle(
        _ action: ActionIdentifier, in category: CategoryIdentifier, fileID: String = #fileID,
        line: Int = #line, _ handler: ResponseHandler
    ) {
        add(.action(action, in: category), handler, SourceSite(fileID: fileID, line: line))
    }

    /// Handles an action of a category; the response completes when the handler returns or throws.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category the action belongs to.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handle(
        _ action: ActionIdentifier, in category: CategoryIdentifier, fileID: String = #fileID,
        line: Int = #line, _ handler: @escaping AsyncResponseHandler
    ) {
        handle(action, in: category, fileID: fileID, line: line, .async(handler))
    }

    /// Handles an action in whichever category has it (membership is still enforced: a response whose
    /// category lacks the action never reaches this handler), with a handler of the shape you name.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handle(
        _ action: ActionIdentifier, fileID: String = #fileID, line: Int = #line, _ handler: ResponseHandler
    ) {
        add(.anyCategory(action), handler, SourceSite(fileID: fileID, line: line))
    }

    /// Handles an action in whichever category has it; the response completes when the handler returns.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handle(
        _ action: ActionIdentifier, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping AsyncResponseHandler
    ) {
        handle(action, fileID: fileID, line: line, .async(handler))
    }

    /// Handles a text-input action, giving the handler the typed text (empty when the user typed nothing).
    ///
    /// - Parameters:
    ///   - action: The text-input action.
    ///   - category: Its category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the typed text (empty when the user typed nothing) and the response.
    public mutating func handleReply(
        _ action: ActionIdentifier, in category: CategoryIdentifier, fileID: String = #fileID,
        line: Int = #line,
        _ handler: @escaping @Sendable (_ text: String, _ response: NotificationResponse) async throws -> Void
    ) {
        handle(action, in: category, fileID: fileID, line: line, .reply(handler))
    }

    /// Handles every action of a typed enum in a category with one closure, so that a `switch` over the
    /// enum proves every action is handled; a case the category lacks is a build error.
    ///
    /// - Parameters:
    ///   - actions: The enum of the category's actions.
    ///   - category: The category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the case pressed and the response; switch over the case.
    public mutating func handle<Action: ActionIdentifierConvertible & CaseIterable>(
        all actions: Action.Type, in category: CategoryIdentifier, fileID: String = #fileID,
        line: Int = #line,
        _ handler: @escaping @Sendable (Action, NotificationResponse) async throws -> Void
    ) {
        for action in actions.allCases {
            handle(action.actionIdentifier, in: category, fileID: fileID, line: line) { response in
                try await handler(action, response)
            }
        }
    }

    // MARK: Body taps and dismissals

    /// Handles taps on the notification body, for one category or (without `category`) every category,
    /// with a handler of the shape you name.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for every category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handleDefaultAction(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        _ handler: ResponseHandler
    ) {
        add(Self.kind(.defaultAction, category), handler, SourceSite(fileID: fileID, line: line))
    }

    /// Handles taps on the notification body, for one category or (without `category`) every category.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for every category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handleDefaultAction(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping AsyncResponseHandler
    ) {
        handleDefaultAction(in: category, fileID: fileID, line: line, .async(handler))
    }

    /// Handles dismissals, for one category or (without `category`) every category, with a handler of the
    /// shape you name. Only categories with ``NotificationCategory/Options/customDismissAction`` deliver
    /// them.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for every category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handleDismiss(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        _ handler: ResponseHandler
    ) {
        add(Self.kind(.dismissAction, category), handler, SourceSite(fileID: fileID, line: line))
    }

    /// Handles dismissals, for one category or (without `category`) every category. Only categories
    /// with ``NotificationCategory/Options/customDismissAction`` deliver them.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for every category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func handleDismiss(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping AsyncResponseHandler
    ) {
        handleDismiss(in: category, fileID: fileID, line: line, .async(handler))
    }

    private static func kind(_ action: ActionIdentifier, _ category: CategoryIdentifier?) -> RouteKind {
        category.map { .action(action, in: $0) } ?? .anyCategory(action)
    }

    // MARK: Fallbacks

    /// Handles every response of a category that no action route takes, and refused (forged or stale)
    /// actions of that category, with a handler of the shape you name.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func fallback(
        for category: CategoryIdentifier, fileID: String = #fileID, line: Int = #line,
        _ handler: ResponseHandler
    ) {
        add(.categoryFallback(category), handler, SourceSite(fileID: fileID, line: line))
    }

    /// Handles every response of a category that no action route takes, and refused (forged or stale)
    /// actions of that category.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func fallback(
        for category: CategoryIdentifier, fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping AsyncResponseHandler
    ) {
        fallback(for: category, fileID: fileID, line: line, .async(handler))
    }

    /// Handles every response no other route takes, including those of unregistered categories, with a
    /// handler of the shape you name.
    ///
    /// - Parameters:
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func fallback(fileID: String = #fileID, line: Int = #line, _ handler: ResponseHandler) {
        add(.globalFallback, handler, SourceSite(fileID: fileID, line: line))
    }

    /// Handles every response no other route takes, including those of unregistered categories.
    ///
    /// - Parameters:
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler: an async closure, or `.async`, `.completion` or `.reply`.
    public mutating func fallback(
        fileID: String = #fileID, line: Int = #line, _ handler: @escaping AsyncResponseHandler
    ) {
        fallback(fileID: fileID, line: line, .async(handler))
    }

    // MARK: Foreground presentation

    /// Decides how a category's notifications show while the app is in the foreground, instead of the
    /// category's `foregroundPresentation`.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - decide: Returns how to present a notification of it; it runs in a task.
    public mutating func presentation(
        for category: CategoryIdentifier, fileID: String = #fileID, line: Int = #line,
        _ decide:
            @escaping @Sendable (DeliveredNotification) async -> NotificationCategory.ForegroundPresentation
    ) {
        presentations[category] = PresentationOverride(
            site: SourceSite(fileID: fileID, line: line), decide: decide)
    }

    // MARK: The app's notification settings

    /// Handles the user's request to see the app's notification settings — the "settings" button iOS 12
    /// and later show for an app that asks for provisional or critical authorization
    /// (`userNotificationCenter(_:openSettingsFor:)`). `notification` is the one it was chosen from, or
    /// `nil` when it came from Settings. Without this route, the bridge forwards the request to the
    /// delegate installed before it.
    ///
    /// - Parameters:
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the notification the request came from, or `nil` from Settings.
    public mutating func handleOpenSettings(
        fileID: String = #fileID, line: Int = #line,
        _ handler: @escaping @Sendable (_ notification: DeliveredNotification?) -> Void
    ) {
        openSettings.append(OpenSettingsRoute(site: SourceSite(fileID: fileID, line: line), handle: handler))
    }

    // MARK: Building

    /// Checks the routes against the registry and builds the router. Coverage warnings (an action no
    /// route takes, a dismiss route that cannot fire) go to `options.diagnostics`.
    ///
    /// - Parameter options: The router's deadline, diagnostics and cold-start behaviour.
    ///
    /// - Throws: ``RouterBuildError`` listing every route that names an unknown category or action, and
    ///   every duplicate registration.
    public func build(options: RouterOptions = RouterOptions()) throws(RouterBuildError) -> ResponseRouter {
        try build(options: options, coverageWarnings: nil)
    }

    /// ``build(options:)``, with coverage warnings sent to `coverageWarnings` (`nil`: `options.diagnostics`).
    package func build(
        options: RouterOptions = RouterOptions(), coverageWarnings: DiagnosticHandler?
    ) throws(RouterBuildError) -> ResponseRouter {
        let report = coverage()
        guard report.errors.isEmpty else { throw RouterBuildError(diagnostics: report.diagnostics) }
        let warnings = coverageWarnings ?? options.diagnostics
        for warning in report.warnings { warnings(warning) }
        return ResponseRouter(
            registry: registry, routes: routes, presentations: presentations,
            openSettings: openSettings.first,
            options: options)
    }
}

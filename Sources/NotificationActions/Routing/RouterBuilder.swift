import Foundation

/// Collects the handlers of an app's notification responses, then builds a ``ResponseRouter``.
///
/// ```swift
/// var routes = RouterBuilder(registry: registry)
/// routes.handle(all: InviteAction.self) { action, response in
///     switch action {
///     case .accept: try await invitations.accept(response.notification.userInfo)
///     case .decline: try await invitations.decline(response.notification.userInfo)
///     }
/// }
/// routes.handleReply("message.reply", in: "message") { text, response in try await chat.send(text) }
/// routes.handle(.defaultAction) { response in await navigator.open(response.notification) }
/// routes.handleUnmatched { response in log.notice("unhandled \(response.actionIdentifier)") }
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
    var urlOpeners: [URLOpener] = []

    /// The route that opens server-chosen buttons' URLs (``handleServerChosenURLs(fileID:line:_:)``).
    struct URLOpener: Sendable {
        var site: SourceSite
        var open: @isolated(any) @Sendable (URL) async -> Void
    }

    struct OpenSettingsRoute: Sendable {
        var site: SourceSite
        var handle: @isolated(any) @Sendable (DeliveredNotification?) -> Void
    }

    /// Creates a builder for a registry's categories.
    ///
    /// - Parameter registry: The categories the routes must name.
    public init(registry: CategoryRegistry) { self.registry = registry }

    struct PresentationOverride: Sendable {
        var site: SourceSite
        var decide:
            @isolated(any) @Sendable (DeliveredNotification) async ->
                NotificationCategory.ForegroundPresentation
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
    //
    // Every verb takes the handler as a trailing closure — async: the response completes when it returns
    // or throws — or, where the completion shape makes sense, a ``ResponseHandler`` (`.completion { … }`).
    // A closure runs on the actor it was written on: the main actor in main-actor code, no actor elsewhere.

    /// Handles an action, in `category` or, without one, in whichever category has it (membership is
    /// still enforced: a response whose category lacks the action never reaches this handler).
    ///
    /// The body tap and the dismissal are actions too: `handle(.defaultAction)` handles taps on the body of
    /// every category's notifications, `handle(.dismissAction, in: "invite")` dismissals of one category's
    /// (only a category with `.customDismissAction` delivers them).
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category the action belongs to; `nil` for any category that has it.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler; the response completes when it returns or throws.
    public mutating func handle(
        _ action: ActionIdentifier, in category: CategoryIdentifier? = nil, fileID: String = #fileID,
        line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (NotificationResponse) async throws -> Void
    ) {
        handle(action, in: category, fileID: fileID, line: line, ResponseHandler(handler))
    }

    /// Handles an action with a ``ResponseHandler`` — the completion shape, `.completion { response,
    /// completion in … }`, or a handler kept in a variable.
    ///
    /// - Parameters:
    ///   - action: The action's identifier.
    ///   - category: The category the action belongs to; `nil` for any category that has it.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler.
    public mutating func handle(
        _ action: ActionIdentifier, in category: CategoryIdentifier? = nil, fileID: String = #fileID,
        line: Int = #line, _ handler: ResponseHandler
    ) {
        add(Self.kind(action, category), handler, SourceSite(fileID: fileID, line: line))
    }

    /// Handles a case of a generated (or hand-written) action enum, in the category the enum names.
    ///
    /// - Parameters:
    ///   - action: The action: `OrderAction.track`.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler; the response completes when it returns or throws.
    public mutating func handle<Action: ActionIdentifierConvertible>(
        _ action: Action, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (NotificationResponse) async throws -> Void
    ) {
        handle(
            action.actionIdentifier, in: Action.category, fileID: fileID, line: line, ResponseHandler(handler)
        )
    }

    /// Handles a case of an action enum, in the category the enum names, with a ``ResponseHandler``.
    ///
    /// - Parameters:
    ///   - action: The action: `OrderAction.track`.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler.
    public mutating func handle<Action: ActionIdentifierConvertible>(
        _ action: Action, fileID: String = #fileID, line: Int = #line, _ handler: ResponseHandler
    ) {
        handle(action.actionIdentifier, in: Action.category, fileID: fileID, line: line, handler)
    }

    /// Handles every case of an action enum with one closure, so that a `switch` over the enum proves every
    /// action is handled; a case the enum's category lacks is a build error.
    ///
    /// - Parameters:
    ///   - actions: The enum: `OrderAction.self`.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the case and the response.
    public mutating func handle<Action: ActionIdentifierConvertible & CaseIterable>(
        all actions: Action.Type, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (Action, NotificationResponse) async throws -> Void
    ) {
        handle(all: actions, in: Action.category, fileID: fileID, line: line, handler)
    }

    /// Handles a text-input action, giving the handler the typed text (empty when the user typed nothing).
    ///
    /// - Parameters:
    ///   - action: The text-input action.
    ///   - category: The category it belongs to; `nil` for any category that has it.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the typed text (empty when the user typed nothing) and the response.
    public mutating func handleReply(
        _ action: ActionIdentifier, in category: CategoryIdentifier? = nil, fileID: String = #fileID,
        line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (_ text: String, _ response: NotificationResponse) async throws
            -> Void
    ) {
        handle(action, in: category, fileID: fileID, line: line, Self.reply(handler))
    }

    /// Handles a text-input case of an action enum, in the category the enum names.
    ///
    /// - Parameters:
    ///   - action: The text-input action: `MessageAction.reply`.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the typed text (empty when the user typed nothing) and the response.
    public mutating func handleReply<Action: ActionIdentifierConvertible>(
        _ action: Action, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (_ text: String, _ response: NotificationResponse) async throws
            -> Void
    ) {
        handle(action.actionIdentifier, in: Action.category, fileID: fileID, line: line, Self.reply(handler))
    }

    /// Every case of `actions` routed in `category` to `handler` (the package's spelling with a category).
    package mutating func handle<Action: ActionIdentifierConvertible & CaseIterable>(
        all actions: Action.Type, in category: CategoryIdentifier, fileID: String = #fileID,
        line: Int = #line,
        _ handler: @escaping @isolated(any) @Sendable (Action, NotificationResponse) async throws -> Void
    ) {
        for action in actions.allCases {
            handle(action.actionIdentifier, in: category, fileID: fileID, line: line) { response in
                try await handler(action, response)
            }
        }
    }

    static func reply(
        _ handler: @escaping @isolated(any) @Sendable (String, NotificationResponse) async throws -> Void
    ) -> ResponseHandler {
        ResponseHandler { response in try await handler(response.userText ?? "", response) }
    }

    private static func kind(_ action: ActionIdentifier, _ category: CategoryIdentifier?) -> RouteKind {
        category.map { .action(action, in: $0) } ?? .anyCategory(action)
    }

    // MARK: What no other route takes

    /// Handles every response of `category` — or, without one, of any category — that no other route
    /// takes. The router tries, in order: the action in its category, the action in any category, the
    /// category's unmatched route, the global one.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for the global route.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler; the response completes when it returns or throws.
    public mutating func handleUnmatched(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (NotificationResponse) async throws -> Void
    ) {
        handleUnmatched(in: category, fileID: fileID, line: line, ResponseHandler(handler))
    }

    /// Handles what no other route takes with a ``ResponseHandler``.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` for the global route.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: The handler.
    public mutating func handleUnmatched(
        in category: CategoryIdentifier? = nil, fileID: String = #fileID, line: Int = #line,
        _ handler: ResponseHandler
    ) {
        add(
            category.map { .categoryFallback($0) } ?? .globalFallback, handler,
            SourceSite(fileID: fileID, line: line))
    }

    // MARK: Foreground presentation

    /// Decides how a notification of `category` is shown while the app is in the foreground, overriding
    /// the category's declared `foregroundPresentation`. The answer is due within 3 seconds; a later one
    /// is replaced by the category's presentation.
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - decide: Returns how to present a notification of it; it runs in a task, on the actor it was
    ///     written on.
    public mutating func handlePresentation(
        for category: CategoryIdentifier, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ decide:
            @escaping @isolated(any) @Sendable (DeliveredNotification) async ->
            NotificationCategory.ForegroundPresentation
    ) {
        presentations[category] = PresentationOverride(
            site: SourceSite(fileID: fileID, line: line), decide: decide)
    }

    // MARK: The app's notification settings

    /// Handles the person's request to see the app's notification settings
    /// (`userNotificationCenter(_:openSettingsFor:)`, iOS 12 and later): the button the system adds to a
    /// notification's inline settings and to the app's page in Settings when the app asked for
    /// authorization with `.providesAppNotificationSettings`. `notification` is the one it was chosen
    /// from, or `nil` when it came from Settings. Without this route, the bridge forwards the request to
    /// the delegate installed before it. A router held for a cold start runs it at ``ResponseRouter/resume()``,
    /// once the interface it navigates to is up.
    ///
    /// - Parameters:
    ///   - fileID: Where the registration is written, for diagnostics that name it; leave the default (`#fileID`).
    ///   - line: The line of the registration, with `fileID`; leave the default (`#line`).
    ///   - handler: Given the notification the request came from, or `nil` from Settings; it runs in a
    ///     task, on the actor it was written on.
    public mutating func handleOpenSettings(
        fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (_ notification: DeliveredNotification?) -> Void
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
            openSettings: openSettings.first, urlOpener: urlOpeners.first,
            options: options)
    }
}

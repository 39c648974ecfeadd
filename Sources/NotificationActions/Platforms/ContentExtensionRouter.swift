/// What a notification content extension tells the system after handling a button press. The raw values
/// are `UNNotificationContentExtensionResponseOption`'s, so on Apple platforms
/// `UNNotificationContentExtensionResponseOption(rawValue: option.rawValue)!` converts.
public enum ContentExtensionResponseOption: UInt, Sendable, CaseIterable {
    /// Keep the expanded notification on screen (the extension updated its view).
    case doNotDismiss = 0
    /// Close the notification; the app is not told.
    case dismiss = 1
    /// Close the notification and deliver the response to the app's notification delegate.
    case dismissAndForwardAction = 2
}

/// Routes the button presses a notification content extension receives
/// (`UNNotificationContentExtension.didReceive(_:completionHandler:)`) to handlers that each choose a
/// ``ContentExtensionResponseOption``, and calls the system's completion exactly once with it.
///
/// ```swift
/// var routes = ContentExtensionRouter(registry: registry)
/// routes.handle("message.like", in: "message") { response in
///     await likes.add(response)
///     return .doNotDismiss            // the extension shows the like; the notification stays
/// }
/// ```
///
/// A press with no handler gets `unhandled` (default `.dismissAndForwardAction`: the app's router handles
/// it); a press of an action the category does not have is also reported. Handlers return their option,
/// so the completion cannot be called twice or forgotten.
public struct ContentExtensionRouter: Sendable {
    /// A handler: runs on the main actor, as the extension does, and returns what the system should do.
    package typealias Handler =
        @MainActor @Sendable (NotificationResponse) async -> ContentExtensionResponseOption

    /// The categories the extension shows.
    package let registry: CategoryRegistry
    /// What a press without a handler gets.
    package var unhandled: ContentExtensionResponseOption
    /// Where reports go.
    package var diagnostics: DiagnosticHandler
    private var handlers = [RouteKey: Handler]()

    private struct RouteKey: Hashable, Sendable {
        var category: CategoryIdentifier
        var action: ActionIdentifier
    }

    /// Creates a router for the extension's categories.
    ///
    /// - Parameters:
    ///   - registry: The categories the extension shows.
    ///   - unhandled: What the extension answers for an action no handler takes.
    ///   - diagnostics: Where reports go (``DiagnosticHandler/platformDefault`` by default: unified
    ///     logging on Apple platforms, standard error elsewhere).
    public init(
        registry: CategoryRegistry, unhandled: ContentExtensionResponseOption = .dismissAndForwardAction,
        diagnostics: DiagnosticHandler = .platformDefault
    ) {
        self.registry = registry
        self.unhandled = unhandled
        self.diagnostics = diagnostics
    }

    /// Handles an action of a category; a second handler for the same pair replaces the first.
    ///
    /// - Parameters:
    ///   - action: The action to handle.
    ///   - category: Its category.
    ///   - handler: Decides what the extension does with the response.
    public mutating func handle(
        _ action: ActionIdentifier, in category: CategoryIdentifier,
        _ handler:
            @escaping @MainActor @Sendable (NotificationResponse) async -> ContentExtensionResponseOption
    ) {
        handlers[RouteKey(category: category, action: action)] = handler
    }

    /// The option for a press: its handler's, or the `unhandled` option (reported when the category does not have
    /// the action, or is not the registry's).
    ///
    /// - Parameter response: The notification response, converted from the system's.
    @MainActor
    public func route(_ response: NotificationResponse) async -> ContentExtensionResponseOption {
        let category = response.categoryIdentifier
        let action = response.actionIdentifier
        if let handler = handlers[RouteKey(category: category, action: action)] {
            return await handler(response)
        }
        if !response.isDefaultAction, !response.isDismissAction {
            if !registry.contains(category) {
                diagnostics(
                    Diagnostic(
                        .unknownCategory, .warning,
                        PlatformMessages.extensionUnknownCategory(action, category, answer: "\(unhandled)"),
                        category: category, action: action,
                        requestIdentifier: response.notification.requestIdentifier))
            } else if !registry.contains(action, in: category) {
                diagnostics(
                    Diagnostic(
                        .actionNotInCategory, .warning,
                        PlatformMessages.extensionActionNotInCategory(
                            action, category, answer: "\(unhandled)"),
                        category: category, action: action,
                        requestIdentifier: response.notification.requestIdentifier))
            }
        }
        return unhandled
    }

    /// Routes a press and calls `completion` exactly once with the option, on the main actor: what
    /// `didReceive(_:completionHandler:)` needs.
    ///
    /// - Parameters:
    ///   - response: The notification response, converted from the system's.
    ///   - completion: Called once with the extension's answer.
    @MainActor
    public func route(
        _ response: NotificationResponse,
        completion: @escaping @MainActor (ContentExtensionResponseOption) -> Void
    ) {
        Task { @MainActor in completion(await route(response)) }
    }
}

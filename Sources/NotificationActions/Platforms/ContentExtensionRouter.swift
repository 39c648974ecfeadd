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
/// so the completion cannot be called twice; one that has not returned by the deadline is answered for
/// (`deadline` in `init`) with `unhandled`, cancelled and reported (`deadline-exceeded`), so the completion
/// is never forgotten.
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
    /// Seconds a handler may take before the completion is called for it with `unhandled`. Apple gives no
    /// figure (observed, not documented; the harsher reading: the expanded notification waits on it, and a
    /// handler that never returns would leave it waiting), so 10 by default.
    // Apple: UNNotificationContentExtension.h:158 "You must call this block at some point during your implementation."
    package var deadline: Double
    /// Where the deadline is scheduled (real time; the tests' clock in tests).
    package var timer: DeadlineTimer = .dispatch

    private struct RouteKey: Hashable, Sendable {
        var category: CategoryIdentifier
        var action: ActionIdentifier
    }

    /// Creates a router for the extension's categories.
    ///
    /// - Parameters:
    ///   - registry: The categories the extension shows.
    ///   - unhandled: What the extension answers for an action no handler takes.
    ///   - deadline: Seconds a handler may take before `route(_:completion:)` answers `unhandled` for it,
    ///     cancels it and reports `deadline-exceeded` (10 by default).
    ///   - diagnostics: Where reports go (``DiagnosticHandler/platformDefault`` by default: unified
    ///     logging on Apple platforms, standard error elsewhere).
    public init(
        registry: CategoryRegistry, unhandled: ContentExtensionResponseOption = .dismissAndForwardAction,
        deadline: Double = 10, diagnostics: DiagnosticHandler = .platformDefault
    ) {
        self.registry = registry
        self.unhandled = unhandled
        self.deadline = deadline
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
        let answer = Answer(completion)
        let handling = Task { @MainActor in
            let option = await route(response)
            answer.give(option)
        }
        let (unhandled, diagnostics, deadline) = (unhandled, diagnostics, deadline)
        let request = response.notification.requestIdentifier
        answer.cancelDeadline = timer.schedule(after: deadline, for: request) {
            Task { @MainActor in
                guard answer.give(unhandled) else { return }
                handling.cancel()
                diagnostics(
                    Diagnostic(
                        .deadlineExceeded, .error,
                        PlatformMessages.extensionDeadline(
                            response, seconds: deadline, answer: "\(unhandled)"),
                        category: response.categoryIdentifier, action: response.actionIdentifier,
                        requestIdentifier: request))
            }
        }
    }

    /// The system's completion, called once: by the handler's answer or by the deadline, whichever is first.
    @MainActor
    private final class Answer {
        private var completion: ((ContentExtensionResponseOption) -> Void)?
        var cancelDeadline: DeadlineTimer.Cancel?

        init(_ completion: @escaping @MainActor (ContentExtensionResponseOption) -> Void) {
            self.completion = completion
        }

        /// Calls the completion with `option` if nothing did yet; true when this call did.
        @discardableResult
        func give(_ option: ContentExtensionResponseOption) -> Bool {
            guard let completion else { return false }
            self.completion = nil
            cancelDeadline?()
            cancelDeadline = nil
            completion(option)
            return true
        }
    }
}

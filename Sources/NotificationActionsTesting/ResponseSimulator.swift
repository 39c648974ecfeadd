@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// Builds the responses the system would deliver for a registry's categories: a tap on the body, a
/// button press, a typed reply, a dismissal. Asking for one the registry cannot produce (an unknown
/// category or action, a reply to an action without text input, a dismissal of a category without
/// `customDismissAction`, a push missing a key its category's `payload` requires — see
/// ``checksPayload``) throws, so tests cannot drift from the configuration.
///
/// ```swift
/// let simulate = ResponseSimulator(registry: registry)
/// let reply = try simulate.reply("On my way", to: "message.reply", in: "message")
/// ```
public struct ResponseSimulator: Sendable {
    /// The categories responses are built for.
    public let registry: CategoryRegistry
    /// The origin of the notifications built, unless a call says otherwise.
    public var origin: DeliveredNotification.Origin
    /// Whether a response's custom keys must keep its category's `payload` declaration (default `true`):
    /// a push — any response given keys, or one whose origin is `.push` — missing a required key or holding
    /// a value of the wrong type throws, naming the key, instead of routing as `payload-undecodable`. Set
    /// `false` to build such a push on purpose, to test how the app handles one.
    public var checksPayload = true
    /// Numbers the request identifiers of calls that give none; copies of the simulator share it.
    let identifiers = RequestNumbers()

    /// Creates a simulator for a registry's categories.
    ///
    /// - Parameters:
    ///   - registry: The categories responses are checked against.
    ///   - origin: The origin of simulated notifications unless a call names another.
    public init(registry: CategoryRegistry, origin: DeliveredNotification.Origin = .local) {
        self.registry = registry
        self.origin = origin
    }

    /// A tap on the body of a notification of `category`.
    ///
    /// - Parameters:
    ///   - category: The notification's category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, `simulated-1`,
    ///     `simulated-2`, … in the order this simulator and its copies make them).
    ///   - userInfo: The notification's custom data.
    ///   - origin: Push or local; default the simulator's.
    public func tap(
        _ category: CategoryIdentifier, requestIdentifier: String? = nil,
        userInfo: [String: any Sendable] = [:],
        origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try response(category, .defaultAction, nil, requestIdentifier, userInfo, origin)
    }

    /// A press of `action`'s button on a notification of `category`.
    ///
    /// - Parameters:
    ///   - action: The action pressed; it must be one of the category's.
    ///   - category: The notification's category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, `simulated-1`,
    ///     `simulated-2`, … in the order this simulator and its copies make them).
    ///   - userInfo: The notification's custom data.
    ///   - origin: Push or local; default the simulator's.
    public func press(
        _ action: ActionIdentifier, in category: CategoryIdentifier, requestIdentifier: String? = nil,
        userInfo: [String: any Sendable] = [:], origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        let definition = try self.action(action, in: category)
        if definition.isTextInput {
            throw SimulationError(
                "action \(quote(action)) of category \(quote(category)) asks for text; use reply(_:to:in:) to "
                    + "simulate it"
            )
        }
        return try response(category, action, nil, requestIdentifier, userInfo, origin)
    }

    /// A press of a typed action's button.
    ///
    /// - Parameters:
    ///   - action: The action pressed; it must be one of the category's.
    ///   - category: The notification's category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, `simulated-1`,
    ///     `simulated-2`, … in the order this simulator and its copies make them).
    ///   - userInfo: The notification's custom data.
    ///   - origin: Push or local; default the simulator's.
    public func press<Action: ActionIdentifierConvertible>(
        _ action: Action, in category: CategoryIdentifier, requestIdentifier: String? = nil,
        userInfo: [String: any Sendable] = [:], origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try press(
            action.actionIdentifier, in: category, requestIdentifier: requestIdentifier, userInfo: userInfo,
            origin: origin)
    }

    /// A reply typed into the text-input action `action` (`""` for a reply sent empty).
    ///
    /// - Parameters:
    ///   - text: What the user typed.
    ///   - action: The action pressed; it must be one of the category's.
    ///   - category: The notification's category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, `simulated-1`,
    ///     `simulated-2`, … in the order this simulator and its copies make them).
    ///   - userInfo: The notification's custom data.
    ///   - origin: Push or local; default the simulator's.
    public func reply(
        _ text: String, to action: ActionIdentifier, in category: CategoryIdentifier,
        requestIdentifier: String? = nil,
        userInfo: [String: any Sendable] = [:], origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        guard try self.action(action, in: category).isTextInput else {
            throw SimulationError(
                "action \(quote(action)) of category \(quote(category)) has no text input, so the user cannot "
                    + "reply with it; use press(_:in:)"
            )
        }
        return try response(category, action, text, requestIdentifier, userInfo, origin)
    }

    /// A reply typed into a typed text-input action (a case of a generated action enum).
    ///
    /// - Parameters:
    ///   - text: What the user typed.
    ///   - action: The action pressed; it must be one of the category's.
    ///   - category: The notification's category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, `simulated-1`,
    ///     `simulated-2`, … in the order this simulator and its copies make them).
    ///   - userInfo: The notification's custom data.
    ///   - origin: Push or local; default the simulator's.
    public func reply<Action: ActionIdentifierConvertible>(
        _ text: String, to action: Action, in category: CategoryIdentifier,
        requestIdentifier: String? = nil,
        userInfo: [String: any Sendable] = [:], origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try reply(
            text, to: action.actionIdentifier, in: category, requestIdentifier: requestIdentifier,
            userInfo: userInfo, origin: origin)
    }

    /// An explicit dismissal of a notification of `category`.
    ///
    /// - Parameters:
    ///   - category: The notification's category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, `simulated-1`,
    ///     `simulated-2`, … in the order this simulator and its copies make them).
    ///   - userInfo: The notification's custom data.
    ///   - origin: Push or local; default the simulator's.
    public func dismiss(
        _ category: CategoryIdentifier, requestIdentifier: String? = nil,
        userInfo: [String: any Sendable] = [:],
        origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try checkDismissible(category)
        return try response(category, .dismissAction, nil, requestIdentifier, userInfo, origin)
    }

    /// Throws unless the system delivers dismissals of `category` (it has `customDismissAction`).
    func checkDismissible(_ category: CategoryIdentifier) throws(SimulationError) {
        guard try self.category(category).options.contains(.customDismissAction) else {
            throw SimulationError(
                "category \(quote(category)) does not have the 'customDismissAction' option, so the system never "
                    + "delivers its dismissals"
            )
        }
    }

    /// Throws, naming each key, when `userInfo` breaks the payload `category` declares and
    /// ``checksPayload`` is on.
    func checkPayload(_ userInfo: [String: JSONValue], of category: CategoryIdentifier)
        throws(SimulationError)
    {
        guard checksPayload else { return }
        let errors = PayloadCheck(registry: registry).customKeyErrors(in: userInfo, category: category)
        if !errors.isEmpty {
            throw SimulationError(
                "the push of category \(quote(category)) breaks its payload declaration, so the router would "
                    + "complete it as payload-undecodable: \(errors.joined(separator: "; ")). Give the keys the "
                    + "configuration declares (or pass payload:), or set checksPayload = false to test such a push"
            )
        }
    }

    func category(_ identifier: CategoryIdentifier) throws(SimulationError) -> NotificationCategory {
        guard let category = registry.category(identifier) else {
            throw SimulationError(
                "the registry has no category \(quote(identifier)); its categories are "
                    + registry.categoryIdentifiers.map { quote($0) }.joined(separator: ", ")
            )
        }
        return category
    }

    func action(_ identifier: ActionIdentifier, in category: CategoryIdentifier)
        throws(SimulationError)
        -> NotificationAction
    {
        let definition = try self.category(category)
        guard let action = definition.action(identifier) else {
            throw SimulationError(
                "category \(quote(category)) has no action \(quote(identifier)); its actions are "
                    + definition.actions.map { quote($0.identifier) }.joined(separator: ", ")
            )
        }
        return action
    }

    private func response(
        _ category: CategoryIdentifier, _ action: ActionIdentifier, _ text: String?, _ request: String?,
        _ userInfo: [String: any Sendable], _ origin: DeliveredNotification.Origin?
    ) throws(SimulationError) -> NotificationResponse {
        _ = try self.category(category)
        let request = request ?? identifiers.next()
        let origin = origin ?? self.origin
        if !userInfo.isEmpty || origin == .push {
            try checkPayload(SendableValues(userInfo).json, of: category)
        }
        return NotificationResponse(
            notification: DeliveredNotification(
                requestIdentifier: request, category: category, userInfo: userInfo, origin: origin),
            actionIdentifier: action, userText: text)
    }

    private func quote(_ value: some CustomStringConvertible) -> String { "'\(value)'" }
}

/// The numbers of a simulator's generated request identifiers.
final class RequestNumbers: Sendable {
    private let last = Locked(0)

    func next() -> String {
        let number = last.withLock { last in
            last += 1
            return last
        }
        return "simulated-\(number)"
    }
}

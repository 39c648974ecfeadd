import Foundation
@_spi(Generated) import NotificationActions

/// Responses to pushes that carry a typed payload (a struct `generate-swift` wrote): the payload is encoded
/// into `userInfo` as the server writes it — dates and URLs as declared — beside `aps`, so handler tests
/// need no hand-written dictionaries. The category is the payload type's.
///
/// ```swift
/// let response = try simulate.press(InviteAction.accept, payload: InvitePayload(invitation: "inv-1"))
/// ```
extension ResponseSimulator {
    /// The `userInfo` of a push carrying `payload`: its keys, and `aps` naming its category.
    ///
    /// - Parameter payload: The push's custom keys.
    /// - Throws: ``SimulationError`` when the payload cannot be encoded as a JSON object.
    public func userInfo<Payload: NotificationPayload>(for payload: Payload) throws(SimulationError)
        -> [String: any Sendable]
    {
        try jsonUserInfo(for: payload).mapValues(\.native)
    }

    /// ``userInfo(for:)`` as JSON.
    package func jsonUserInfo<Payload: NotificationPayload>(for payload: Payload) throws(SimulationError)
        -> [String: JSONValue]
    {
        let encoded: JSONValue
        do {
            encoded = try JSONValue(parsing: try JSONEncoder().encode(payload))
        } catch {
            throw SimulationError("\(Payload.self) could not be encoded as JSON: \(error)")
        }
        guard var keys = encoded.objectValue else {
            throw SimulationError("\(Payload.self) encodes as \(encoded), not as a JSON object of keys")
        }
        keys["aps"] = ["category": .string(Payload.category.rawValue)]
        return keys
    }

    /// A press of `action`'s button on a push of the payload's category, carrying `payload`.
    ///
    /// - Parameters:
    ///   - action: The action pressed; it must be one of the category's.
    ///   - payload: The push's custom keys; its type names the category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    ///   - origin: Push or local; default the simulator's.
    public func press<Payload: NotificationPayload>(
        _ action: ActionIdentifier, payload: Payload, requestIdentifier: String? = nil,
        origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try press(
            action, in: Payload.category, requestIdentifier: requestIdentifier,
            userInfo: try userInfo(for: payload),
            origin: origin)
    }

    /// A press of `action`'s button (a generated action enum's case) on a push carrying `payload`.
    ///
    /// - Parameters:
    ///   - action: The action pressed; it must be one of the category's.
    ///   - payload: The push's custom keys; its type names the category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    ///   - origin: Push or local; default the simulator's.
    public func press<Action: ActionIdentifierConvertible, Payload: NotificationPayload>(
        _ action: Action, payload: Payload, requestIdentifier: String? = nil,
        origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try press(
            action.actionIdentifier, payload: payload, requestIdentifier: requestIdentifier, origin: origin)
    }

    /// A typed reply with a text-input `action` on a push carrying `payload`.
    ///
    /// - Parameters:
    ///   - text: What the user typed.
    ///   - action: The text-input action.
    ///   - payload: The push's custom keys; its type names the category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    ///   - origin: Push or local; default the simulator's.
    public func reply<Payload: NotificationPayload>(
        _ text: String, to action: ActionIdentifier, payload: Payload, requestIdentifier: String? = nil,
        origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try reply(
            text, to: action, in: Payload.category, requestIdentifier: requestIdentifier,
            userInfo: try userInfo(for: payload), origin: origin)
    }

    /// A typed reply with a typed text-input action (a case of a generated action enum) on a push carrying
    /// `payload`.
    ///
    /// - Parameters:
    ///   - text: What the user typed.
    ///   - action: The text-input action.
    ///   - payload: The push's custom keys; its type names the category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    ///   - origin: Push or local; default the simulator's.
    public func reply<Action: ActionIdentifierConvertible, Payload: NotificationPayload>(
        _ text: String, to action: Action, payload: Payload, requestIdentifier: String? = nil,
        origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try reply(
            text, to: action.actionIdentifier, payload: payload, requestIdentifier: requestIdentifier,
            origin: origin)
    }

    /// A tap on the body of a push carrying `payload`.
    ///
    /// - Parameters:
    ///   - payload: The push's custom keys; its type names the category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    ///   - origin: Push or local; default the simulator's.
    public func tap<Payload: NotificationPayload>(
        payload: Payload, requestIdentifier: String? = nil, origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try tap(
            Payload.category, requestIdentifier: requestIdentifier, userInfo: try userInfo(for: payload),
            origin: origin)
    }

    /// A dismissal of a push carrying `payload`.
    ///
    /// - Parameters:
    ///   - payload: The push's custom keys; its type names the category.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    ///   - origin: Push or local; default the simulator's.
    public func dismiss<Payload: NotificationPayload>(
        payload: Payload, requestIdentifier: String? = nil, origin: DeliveredNotification.Origin? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try dismiss(
            Payload.category, requestIdentifier: requestIdentifier, userInfo: try userInfo(for: payload),
            origin: origin)
    }
}

@_spi(Generated) import NotificationActions

/// Responses to pushes whose buttons the server chose: the push carries the spec, its
/// category is the one the service extension derives from it, so the router sees exactly what a device
/// delivers.
///
/// ```swift
/// let response = try simulate.press("resolve", amongServerChosen: [NotificationAction("resolve", title: "Resolve")])
/// ```
extension ResponseSimulator {
    /// A press of the server-chosen button `action` on a push carrying `buttons`, or, with
    /// `ActionIdentifier.defaultAction`, a tap on the body of that notification (its category the one the
    /// service extension derived, its payload the push's).
    ///
    /// - Parameters:
    ///   - action: The button pressed — one of `buttons` — or `.defaultAction` for a tap (a forged press is
    ///     ``forgedPress(_:amongServerChosen:userInfo:requestIdentifier:)``).
    ///   - buttons: The push's server-chosen buttons.
    ///   - text: What the user typed, for a button with text input.
    ///   - userInfo: The push's other keys.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    /// - Throws: ``SimulationError`` when `action` is not one of `buttons`, or text is missing or not allowed.
    public func press(
        _ action: ActionIdentifier, amongServerChosen buttons: [NotificationAction], text: String? = nil,
        userInfo: [String: any Sendable] = [:], requestIdentifier: String? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try press(
            action,
            amongServerChosen: ServerChosenButtons(buttons: buttons.map { ServerChosenButtons.Button($0) }),
            text: text, userInfo: userInfo, requestIdentifier: requestIdentifier)
    }

    /// ``press(_:amongServerChosen:text:userInfo:requestIdentifier:)`` with the buttons as the push
    /// carries them (a URL each may have).
    package func press(
        _ action: ActionIdentifier, amongServerChosen buttons: ServerChosenButtons, text: String? = nil,
        userInfo: [String: any Sendable] = [:], requestIdentifier: String? = nil
    ) throws(SimulationError) -> NotificationResponse {
        // A tap on the body of the notification the service extension prepared: its category is the one
        // derived from the buttons, and the push still carries the spec.
        if action == .defaultAction, text == nil {
            return NotificationResponse(
                category: buttons.categoryIdentifier, action: action,
                requestIdentifier: requestIdentifier ?? identifiers.next(),
                userInfo: Self.push(carrying: buttons, userInfo), origin: .push)
        }
        try Self.checkPress(action, text: text, among: buttons, textLabel: "text")
        return NotificationResponse(
            category: buttons.categoryIdentifier, action: action, userText: text,
            requestIdentifier: requestIdentifier ?? identifiers.next(),
            userInfo: Self.push(carrying: buttons, userInfo),
            origin: .push)
    }

    /// A press of `action` on a push carrying `buttons` when `action` is *not* one of them: a forged or
    /// stale response, which the router must refuse (`action-not-in-category`) and never hand to the
    /// server-chosen handler of that identifier.
    ///
    /// - Parameters:
    ///   - action: The identifier the response claims; it must not be one of `buttons`.
    ///   - buttons: The push's server-chosen buttons.
    ///   - userInfo: The push's other keys.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    /// - Throws: ``SimulationError`` when `action` is one of `buttons` (that press is not forged: use
    ///   ``press(_:amongServerChosen:text:userInfo:requestIdentifier:)``).
    public func forgedPress(
        _ action: ActionIdentifier, amongServerChosen buttons: [NotificationAction],
        userInfo: [String: any Sendable] = [:], requestIdentifier: String? = nil
    ) throws(SimulationError) -> NotificationResponse {
        try forgedPress(
            action,
            amongServerChosen: ServerChosenButtons(buttons: buttons.map { ServerChosenButtons.Button($0) }),
            userInfo: userInfo, requestIdentifier: requestIdentifier)
    }

    /// ``forgedPress(_:amongServerChosen:userInfo:requestIdentifier:)`` with the buttons as the push
    /// carries them.
    package func forgedPress(
        _ action: ActionIdentifier, amongServerChosen buttons: ServerChosenButtons,
        userInfo: [String: any Sendable] = [:], requestIdentifier: String? = nil
    ) throws(SimulationError) -> NotificationResponse {
        if buttons.buttons.contains(where: { $0.action.identifier == action }) {
            throw SimulationError(
                "'\(action)' is one of the server-chosen buttons, so pressing it is not forged; use "
                    + "press(_:amongServerChosen:)")
        }
        return NotificationResponse(
            category: buttons.categoryIdentifier, action: action,
            requestIdentifier: requestIdentifier ?? identifiers.next(),
            userInfo: Self.push(carrying: buttons, userInfo), origin: .push)
    }

    /// Throws unless `action` is one of `buttons`, with text exactly when it has text input; `textLabel` is
    /// the caller's parameter for the text, which the message names.
    static func checkPress(
        _ action: ActionIdentifier, text: String?, among buttons: ServerChosenButtons, textLabel: String
    ) throws(SimulationError) {
        guard let button = buttons.buttons.first(where: { $0.action.identifier == action }) else {
            throw SimulationError(
                "the server-chosen buttons have no \(action); they are "
                    + buttons.buttons.map { "'\($0.action.identifier)'" }.joined(separator: ", ")
                    + " (ActionIdentifier.defaultAction is a tap on the notification's body)")
        }
        if button.action.isTextInput != (text != nil) {
            throw SimulationError(
                button.action.isTextInput
                    ? "server-chosen button '\(action)' asks for text; pass \(textLabel):"
                    : "server-chosen button '\(action)' has no text input: it takes no text, so the user cannot type; "
                        + "leave \(textLabel) out")
        }
    }

    /// The push's keys: `userInfo`, the spec of `buttons`, and `aps` with `mutable-content` unless given.
    private static func push(carrying buttons: ServerChosenButtons, _ userInfo: [String: any Sendable])
        -> [String: JSONValue]
    {
        var info = SendableValues(userInfo).json
        info[ServerChosenButtons.payloadKey] = buttons.payloadValue
        if info["aps"] == nil { info["aps"] = ["mutable-content": 1] }
        return info
    }
}

import NotificationActions

/// Responses to pushes whose buttons the server chose (``DynamicButtons``): the push carries the spec, its
/// category is the one the service extension derives from it, so the router sees exactly what a device
/// delivers.
///
/// ```swift
/// let buttons = DynamicButtons(buttons: [.init(NotificationAction("resolve", title: "Resolve"))])
/// let response = try simulate.press("resolve", amongServerChosen: buttons)
/// ```
extension ResponseSimulator {
    /// A press of the server-chosen button `action` on a push carrying `buttons`.
    ///
    /// - Parameters:
    ///   - action: The button pressed; it must be one of `buttons` (a test of a forged press builds the
    ///     response itself).
    ///   - buttons: The push's server-chosen buttons.
    ///   - text: What the user typed, for a button with text input.
    ///   - userInfo: The push's other keys.
    ///   - requestIdentifier: The request's identifier.
    /// - Throws: ``SimulationError`` when `action` is not one of `buttons`, or text is missing or not allowed.
    public func press(
        _ action: ActionIdentifier, amongServerChosen buttons: DynamicButtons, text: String? = nil,
        userInfo: [String: JSONValue] = [:], requestIdentifier: String = "request"
    ) throws(SimulationError) -> NotificationResponse {
        guard let button = buttons.buttons.first(where: { $0.action.identifier == action }) else {
            throw SimulationError(
                "the server-chosen buttons have no \(action); they are "
                    + buttons.buttons.map { "'\($0.action.identifier)'" }.joined(separator: ", "))
        }
        if button.action.isTextInput != (text != nil) {
            throw SimulationError(
                button.action.isTextInput
                    ? "server-chosen button '\(action)' asks for text; pass text:"
                    : "server-chosen button '\(action)' has no text input, so the user cannot type; leave text out"
            )
        }
        var info = userInfo
        info[DynamicButtons.payloadKey] = buttons.payloadValue
        if info["aps"] == nil { info["aps"] = ["mutable-content": 1] }
        return NotificationResponse(
            category: buttons.categoryIdentifier, action: action, userText: text,
            requestIdentifier: requestIdentifier, userInfo: info, origin: .push)
    }
}

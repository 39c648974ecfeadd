import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// Responses to a push as it is written — the body of an APNs request or a `.apns` file — and responses
/// the registry cannot produce but a device can deliver.
///
/// ```swift
/// let tap = try simulate.push(String(decoding: apnsFile, as: UTF8.self))
/// let forged = simulate.unchecked("invite.delete", in: "invite")
/// ```
extension ResponseSimulator {
    /// The response to a push given as its JSON text, as a device delivers it: the category is
    /// `aps.category` — or, for a push whose server-chosen buttons the service extension registers (a valid
    /// spec, an alert, `mutable-content` 1), the category it derives (`na.dyn.…`), and `action` one of those
    /// buttons or a tap — the title, subtitle, body and thread come from `aps`, and `userInfo` holds every key,
    /// `aps` included (a `.apns` file's `Simulator Target Bundle` aside: the Simulator reads it, the app never
    /// sees it). Checked like the other forms: the category must be registered, `action` one of its actions
    /// (`.defaultAction`, the default, is a tap; `.dismissAction` needs `customDismissAction`), text given
    /// exactly for an action with text input, and the keys the category's `payload` declares (``checksPayload``).
    ///
    /// - Parameters:
    ///   - json: The push's JSON text (`{"aps": {…}, …}`).
    ///   - action: What the user did: a tap (default), a button, or a dismissal.
    ///   - userText: What the user typed, for an action with text input.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    /// - Throws: ``SimulationError`` when the text is not a JSON object, or the push or the action is one the
    ///   configuration cannot produce (``unchecked(_:in:userText:userInfo:requestIdentifier:origin:)`` builds
    ///   those on purpose).
    public func push(
        _ json: String, action: ActionIdentifier = .defaultAction, userText: String? = nil,
        requestIdentifier: String? = nil
    ) throws(SimulationError) -> NotificationResponse {
        let payload: [String: JSONValue]
        do {
            guard let object = try JSONValue(parsing: Array(json.utf8)).objectValue else {
                throw SimulationError("the push is not a JSON object ({\"aps\": {…}, …})")
            }
            payload = object.filter { $0.key != PayloadCheck.simulatorTargetBundleKey }
        } catch let error as SimulationError {
            throw error
        } catch {
            throw SimulationError("the push is not JSON: \(error)")
        }
        var delivered = DeliveredNotification(
            pushPayload: payload, requestIdentifier: requestIdentifier ?? identifiers.next())
        if let buttons = Self.serverChosen(payload, registry: registry) {
            // The service extension ran and gave the notification the category of its buttons.
            delivered.categoryIdentifier = buttons.categoryIdentifier
            return try serverChosenResponse(delivered, buttons, action: action, userText: userText)
        }
        let category = delivered.categoryIdentifier
        guard registry.category(category) != nil else {
            throw SimulationError(
                category.rawValue.isEmpty
                    ? "the push has no aps.category, so it shows no buttons; use unchecked(_:in:) to build a "
                        + "response to it on purpose"
                    : "the push's aps.category '\(category)' is not a registered category; use unchecked(_:in:) "
                        + "to build a response to it on purpose")
        }
        var takesText = false
        switch action {
        case .defaultAction:
            break
        case .dismissAction:
            try checkDismissible(category)
        default:
            takesText = try self.action(action, in: category).textInput != nil
        }
        if takesText != (userText != nil) {
            throw SimulationError(
                takesText
                    ? "action '\(action)' asks for text; pass userText:"
                    : "'\(action)' takes no text, so the user cannot type; leave userText out")
        }
        try checkPayload(payload, of: category)
        return NotificationResponse(notification: delivered, actionIdentifier: action, userText: userText)
    }

    /// The buttons a push's spec gives it on a device: when it has a valid spec, an alert and
    /// `mutable-content` 1 (otherwise the service extension never runs, or delivers the push as it came).
    private static func serverChosen(_ payload: [String: JSONValue], registry: CategoryRegistry)
        -> ServerChosenButtons?
    {
        let aps = payload["aps"]?.objectValue ?? [:]
        guard aps["alert"] != nil, aps["mutable-content"]?.doubleValue == 1 else { return nil }
        return ServerChosenButtons.read(from: payload, registry: registry).buttons
    }

    /// A tap on, or a press of a button of, a notification whose buttons the server chose.
    private func serverChosenResponse(
        _ delivered: DeliveredNotification, _ buttons: ServerChosenButtons, action: ActionIdentifier,
        userText: String?
    ) throws(SimulationError) -> NotificationResponse {
        if action == .dismissAction {
            throw SimulationError(
                "the push's server-chosen category has no customDismissAction, so a dismissal of it never "
                    + "reaches the app; use unchecked(_:in:) to build one on purpose")
        }
        if action != .defaultAction {
            try Self.checkPress(action, text: userText, among: buttons, textLabel: "userText")
        } else if userText != nil {
            throw SimulationError("a tap takes no text, so the user cannot type; leave userText out")
        }
        return NotificationResponse(notification: delivered, actionIdentifier: action, userText: userText)
    }

    /// Any response a device can deliver, built without the registry's checks: a forged or stale action
    /// its category lacks, a category the app never registered, a notification with no category (`""`), a
    /// reply to an action that takes no text — so a test shows what the router does with them.
    ///
    /// ```swift
    /// let outcome = await harness.route(simulate.unchecked("invite.delete", in: "invite"))
    /// #expect(harness.diagnostics(of: outcome).map(\.code) == [.actionNotInCategory])
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action the response claims (`.defaultAction` for a tap, `.dismissAction` for a dismissal).
    ///   - category: The notification's category, registered or not; `""` for none.
    ///   - userText: What the user typed, if anything.
    ///   - userInfo: The notification's custom data, unchecked.
    ///   - requestIdentifier: The request's identifier (default: a new one per call, as the other forms).
    ///   - origin: Push or local; default the simulator's.
    public func unchecked(
        _ action: ActionIdentifier, in category: CategoryIdentifier, userText: String? = nil,
        userInfo: [String: any Sendable] = [:], requestIdentifier: String? = nil,
        origin: DeliveredNotification.Origin? = nil
    ) -> NotificationResponse {
        NotificationResponse(
            category: category, action: action, userText: userText,
            requestIdentifier: requestIdentifier ?? identifiers.next(), userInfo: userInfo,
            origin: origin ?? self.origin)
    }
}

/// The user's interaction with a notification: which notification, which action, and any typed reply.
public struct NotificationResponse: Hashable, Sendable {
    /// The notification the user interacted with.
    public var notification: DeliveredNotification
    /// The action the user chose: one of the category's, ``ActionIdentifier/defaultAction`` for a tap on
    /// the body, or ``ActionIdentifier/dismissAction`` for a dismissal.
    public var actionIdentifier: ActionIdentifier
    /// The text the user typed, for a text-input action. The router gives handlers of text-input
    /// actions an empty string rather than `nil` when the user typed nothing.
    public var userText: String?
    /// The system's own object the response was read from (on Apple platforms, a
    /// `UNNotificationResponse`), kept for `systemResponse`; not part of equality.
    package var system = IgnoredInEquality<SystemObject?>(nil)

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - notification: The delivered notification.
    ///   - actionIdentifier: The button pressed, or the system's default or dismiss action.
    ///   - userText: What the user typed, for a text-input action; `nil` otherwise.
    package init(
        notification: DeliveredNotification, actionIdentifier: ActionIdentifier, userText: String? = nil
    ) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        self.userText = userText
    }

    /// Creates a response to a notification of a category, for tests and previews.
    ///
    /// - Parameters:
    ///   - category: The notification's category.
    ///   - action: The button pressed, or the system's default or dismiss action.
    ///   - userText: What the user typed, for a text-input action.
    ///   - requestIdentifier: The notification request's identifier; responses are told apart and reported by it.
    ///   - userInfo: The notification's custom data (for a push, the whole payload, `aps` included).
    ///   - origin: Whether the notification came as a push or was scheduled locally.
    package init(
        category: CategoryIdentifier, action: ActionIdentifier, userText: String? = nil,
        requestIdentifier: String = "request", userInfo: [String: any Sendable] = [:],
        origin: DeliveredNotification.Origin = .local
    ) {
        self.init(
            notification: DeliveredNotification(
                requestIdentifier: requestIdentifier, category: category, userInfo: userInfo,
                origin: origin),
            actionIdentifier: action, userText: userText)
    }

    /// The category of the notification.
    public var categoryIdentifier: CategoryIdentifier { notification.categoryIdentifier }

    /// The push's custom keys — every key beside `aps` — decoded into `type`, as a typed route decodes them:
    /// for a handler without a `payload:` form, such as `handleServerChosen(_:fileID:line:_:)`'s or a
    /// `ResponseHandler.completion(_:)`. The category is not checked: a server-chosen notification's is
    /// the one the service extension derived, not `Payload.category`.
    ///
    /// ```swift
    /// routes.handleServerChosen("meeting.accept") { response in
    ///     let meeting = try response.payload(as: MeetingPayload.self)
    ///     try await calendar.accept(meeting.meetingID)
    /// }
    /// ```
    ///
    /// - Parameter type: The payload type (one `generate-swift` wrote, or any `NotificationPayload`).
    /// - Throws: An error naming the key and what it held when a key is missing or of the wrong type; a
    ///   handler that rethrows it is reported as `handler-threw` with that text.
    public func payload<Payload: NotificationPayload>(as type: Payload.Type) throws -> Payload {
        try PayloadDecoding.decode(type, from: notification.json)
    }
    /// Whether the user tapped the notification's body.
    package var isDefaultAction: Bool { actionIdentifier == .defaultAction }
    /// Whether the user dismissed the notification.
    package var isDismissAction: Bool { actionIdentifier == .dismissAction }
}

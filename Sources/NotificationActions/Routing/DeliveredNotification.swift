import Foundation

/// A notification as the system delivered it: what a response and the foreground-presentation question
/// are about. Platform-neutral, so handlers and their tests never need a system object.
public struct DeliveredNotification: Hashable, Sendable {
    /// Where a notification came from.
    public enum Origin: Hashable, Sendable {
        /// A remote (push) notification.
        case push
        /// A local notification scheduled by the app.
        case local
    }

    /// The request's identifier (a local request's identifier, or a push's `apns-collapse-id`).
    public var requestIdentifier: String
    /// The category the notification names; empty when it names none (and shows no buttons).
    public var categoryIdentifier: CategoryIdentifier
    /// The title.
    public var title: String
    /// The subtitle.
    public var subtitle: String
    /// The body.
    public var body: String
    /// The badge number, when the notification sets one.
    package var badge: Int?
    /// The sound's name, when it plays one (`"default"` for the system sound).
    package var soundName: String?
    /// The thread the notification is grouped in.
    public var threadIdentifier: String
    /// The custom data, as it arrived — for a push, the whole payload including `aps`: `String`, `Int`,
    /// `Double`, `Bool`, `Date`, `Data`, `[any Sendable]`, `[String: any Sendable]` (and `NSNull` for a JSON
    /// `null`). Read a value with `as?`: `userInfo["orderID"] as? String`. A handler with `payload:` gets
    /// the keys decoded into the category's typed struct instead.
    public var userInfo: [String: any Sendable] {
        get { values.dictionary }
        set { values = SendableValues(newValue) }
    }
    /// ``userInfo``, kept comparable.
    var values: SendableValues
    /// ``userInfo`` as JSON, which the payload decoder and the server-chosen buttons' reader take (a date
    /// as its ISO 8601 text, data as base64).
    package var json: [String: JSONValue] { values.json }
    /// Push or local.
    public var origin: Origin
    /// When it was delivered.
    public var date: Date

    /// Creates a notification of a category; every other field has a default, so tests stay short. The
    /// label is `category:`, as in ``NotificationResponse/init(category:action:userText:requestIdentifier:userInfo:origin:)``.
    ///
    /// - Parameters:
    ///   - requestIdentifier: The notification request's identifier; responses are told apart and reported by it.
    ///   - categoryIdentifier: The notification's category (`aps.category` of a push).
    ///   - title: The alert's title.
    ///   - subtitle: The alert's subtitle.
    ///   - body: The alert's body.
    ///   - badge: The badge number it set, if any.
    ///   - soundName: The sound it played, if any.
    ///   - threadIdentifier: The thread it is grouped in.
    ///   - userInfo: The notification's custom data (for a push, the whole payload, `aps` included).
    ///   - origin: Whether the notification came as a push or was scheduled locally.
    ///   - date: When the notification was delivered.
    package init(
        requestIdentifier: String = "request",
        category categoryIdentifier: CategoryIdentifier,
        title: String = "",
        subtitle: String = "",
        body: String = "",
        badge: Int? = nil,
        soundName: String? = nil,
        threadIdentifier: String = "",
        userInfo: [String: any Sendable] = [:],
        origin: Origin = .local,
        date: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) {
        self.requestIdentifier = requestIdentifier
        self.categoryIdentifier = categoryIdentifier
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.badge = badge
        self.soundName = soundName
        self.threadIdentifier = threadIdentifier
        self.values = SendableValues(userInfo)
        self.origin = origin
        self.date = date
    }

    /// Creates a notification; the earlier spelling of ``init(requestIdentifier:category:title:subtitle:body:badge:soundName:threadIdentifier:userInfo:origin:date:)``.
    ///
    /// - Parameters:
    ///   - requestIdentifier: The notification request's identifier; responses are told apart and reported by it.
    ///   - categoryIdentifier: The notification's category (`aps.category` of a push).
    ///   - title: The alert's title.
    ///   - subtitle: The alert's subtitle.
    ///   - body: The alert's body.
    ///   - badge: The badge number it set, if any.
    ///   - soundName: The sound it played, if any.
    ///   - threadIdentifier: The thread it is grouped in.
    ///   - userInfo: The notification's custom data (for a push, the whole payload, `aps` included).
    ///   - origin: Whether the notification came as a push or was scheduled locally.
    ///   - date: When the notification was delivered.
    @available(
        *, deprecated,
        renamed:
            "init(requestIdentifier:category:title:subtitle:body:badge:soundName:threadIdentifier:userInfo:origin:date:)"
    )
    package init(
        requestIdentifier: String = "request", categoryIdentifier: CategoryIdentifier, title: String = "",
        subtitle: String = "", body: String = "", badge: Int? = nil, soundName: String? = nil,
        threadIdentifier: String = "", userInfo: [String: any Sendable] = [:], origin: Origin = .local,
        date: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) {
        self.init(
            requestIdentifier: requestIdentifier, category: categoryIdentifier, title: title,
            subtitle: subtitle,
            body: body, badge: badge, soundName: soundName, threadIdentifier: threadIdentifier,
            userInfo: userInfo, origin: origin, date: date)
    }

    /// Reads a push payload the way the system does: `aps.alert` (a string or an object with `title`,
    /// `subtitle`, `body`), `aps.badge`, `aps.sound` (a name or an object with `name`), `aps.category`,
    /// `aps.thread-id`; the whole payload becomes ``userInfo``.
    ///
    /// Values of the wrong type are ignored here, as the system ignores them; `notification-actions
    /// check-payload` reports them.
    ///
    /// - Parameters:
    ///   - pushPayload: The push payload, `aps` included.
    ///   - requestIdentifier: The notification request's identifier; responses are told apart and reported by it.
    ///   - date: When the notification was delivered.
    package init(pushPayload: [String: JSONValue], requestIdentifier: String = "request", date: Date = Date())
    {
        let aps = pushPayload["aps"]?.objectValue ?? [String: JSONValue]()
        var title = ""
        var subtitle = ""
        var body = ""
        switch aps["alert"] {
        case .string(let text)?: body = text
        case .object(let alert)?:
            title = alert["title"]?.stringValue ?? ""
            subtitle = alert["subtitle"]?.stringValue ?? ""
            body = alert["body"]?.stringValue ?? ""
        default: break
        }
        let sound: String? =
            switch aps["sound"] {
            case .string(let name)?: name
            case .object(let critical)?: critical["name"]?.stringValue
            default: nil
            }
        self.init(
            requestIdentifier: requestIdentifier,
            category: CategoryIdentifier(aps["category"]?.stringValue ?? ""),
            title: title, subtitle: subtitle, body: body,
            badge: aps["badge"]?.intValue, soundName: sound,
            threadIdentifier: aps["thread-id"]?.stringValue ?? "",
            userInfo: pushPayload, origin: .push, date: date)
    }

    /// Reads a push payload from its JSON text.
    ///
    /// - Parameters:
    ///   - pushPayloadJSON: The push payload's JSON text (`{"aps": …}`).
    ///   - requestIdentifier: The notification request's identifier; responses are told apart and reported by it.
    ///   - date: When the notification was delivered.
    ///
    /// - Throws: ``JSONSyntaxError`` when the text is not JSON; a payload that is not an object is read as empty.
    package init(
        pushPayloadJSON: some Sequence<UInt8>, requestIdentifier: String = "request", date: Date = Date()
    )
        throws(JSONSyntaxError)
    {
        let payload = try JSONValue(parsing: pushPayloadJSON)
        self.init(
            pushPayload: payload.objectValue ?? [String: JSONValue](), requestIdentifier: requestIdentifier,
            date: date)
    }
}

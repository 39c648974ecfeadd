import Foundation
@_spi(Generated) import NotificationActions

/// A notification the app posts itself, of a category it declared: its typed payload, its texts, and when
/// it fires. Hand it to ``NotificationScheduler/schedule(_:)``, which checks it against the declaration
/// before anything reaches the system, and keeps the app within the system's limit of pending requests.
///
/// ```swift
/// let reminder = LocalNotification(
///     "dose-\(dose.id)", payload: MedicationPayload(doseID: dose.id, amount: 2),
///     title: .localized("DOSE_TITLE", default: "Time for your dose"),
///     trigger: .calendar(DateComponents(hour: 8, minute: 0), repeats: true))
/// try await scheduler.schedule(reminder)
/// ```
///
/// The identifier says what it replaces: scheduling the same identifier again replaces the pending
/// request, as the system does ("Calling -addNotificationRequest: will replace an existing notification
/// request with the same identifier", `UNUserNotificationCenter.h`).
public struct LocalNotification: Hashable, Sendable {
    /// What the request replaces, and how it is cancelled: scheduling another with this identifier
    /// replaces it.
    public var identifier: String
    /// The declared category whose buttons the notification shows.
    public var category: CategoryIdentifier
    /// The title, if any.
    public package(set) var title: Text?
    /// The subtitle, if any.
    public package(set) var subtitle: Text?
    /// The body, if any.
    public package(set) var body: Text?
    /// The app icon's badge number it sets; `0` clears it.
    public package(set) var badge: Int?
    /// The sound it plays: `"default"` for the system's, else a sound file's name; `nil` for none.
    public package(set) var sound: String?
    /// The thread it is grouped in.
    public package(set) var threadIdentifier: String?
    /// How it interrupts (iOS 15, macOS 12, watchOS 8 and later).
    public package(set) var interruptionLevel: InterruptionLevel?
    /// Which of the app's notifications the summary shows first, 0 to 1 (iOS 15, macOS 12 and later).
    public package(set) var relevanceScore: Double?
    /// When it fires.
    public var trigger: Trigger
    /// Overrides the category's scheduling priority, 0 to 100: which requests stay pending first when
    /// the app has more than its budget.
    public package(set) var priority: Int?
    /// The custom keys, as the system will store them: `Bool`, `Int`, `Double`, `Date` and `Data` kept
    /// apart, as a property list keeps them.
    package var values: SendableValues
    /// The custom keys as JSON (a date as ISO 8601 text, data as base64), as the declared payload is checked
    /// and decoded.
    package var custom: [String: JSONValue] { values.json }
    /// What could not be taken into ``values`` (a value that is not a property list, a payload that did
    /// not encode); reported by ``check(against:now:calendar:)``, so nothing is posted.
    package var problems: [String]

    /// The custom keys, as a handler reads them back from the delivered notification.
    public var userInfo: [String: any Sendable] { values.dictionary }

    /// A request of `category` carrying `userInfo`, checked against the category's declared payload keys
    /// when it is scheduled.
    ///
    /// - Parameters:
    ///   - identifier: What it replaces; schedule the same identifier again to replace it.
    ///   - category: A category the app declared.
    ///   - userInfo: Its custom keys: property-list values only (`String`, `Int`, `Double`, `Bool`, `Date`,
    ///     `Data`, arrays and dictionaries of them).
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - body: The body.
    ///   - trigger: When it fires; default now.
    ///   - badge: The badge number it sets.
    ///   - sound: The sound it plays: `"default"` for the system's, else a file in the app's bundle or
    ///     `Library/Sounds`.
    ///   - threadIdentifier: The thread it is grouped in.
    ///   - interruptionLevel: How it interrupts.
    ///   - relevanceScore: Its place in a summary, 0 to 1.
    ///   - priority: Overrides the category's scheduling priority, 0 to 100.
    public init(
        _ identifier: String, category: CategoryIdentifier, userInfo: [String: any Sendable] = [:],
        title: Text? = nil, subtitle: Text? = nil, body: Text? = nil, trigger: Trigger = .now,
        badge: Int? = nil, sound: String? = nil, threadIdentifier: String? = nil,
        interruptionLevel: InterruptionLevel? = nil, relevanceScore: Double? = nil, priority: Int? = nil
    ) {
        self.identifier = identifier
        self.category = category
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.trigger = trigger
        self.badge = badge
        self.sound = sound
        self.threadIdentifier = threadIdentifier
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.priority = priority
        var problems: [String] = []
        var taken: [String: any Sendable] = [:]
        for (key, value) in userInfo where Self.isPropertyList(value, at: key, problems: &problems) {
            taken[key] = value
        }
        self.values = SendableValues(taken)
        self.problems = problems.sorted()
    }

    /// A request carrying `payload` (a struct `generate-swift` wrote), of the payload's category: a handler
    /// with `payload:` reads the same values back.
    ///
    /// - Parameters:
    ///   - identifier: What it replaces; schedule the same identifier again to replace it.
    ///   - payload: Its custom keys; its type names the category.
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - body: The body.
    ///   - trigger: When it fires; default now.
    ///   - badge: The badge number it sets.
    ///   - sound: The sound it plays: `"default"` for the system's, else a file in the app's bundle or
    ///     `Library/Sounds`.
    ///   - threadIdentifier: The thread it is grouped in.
    ///   - interruptionLevel: How it interrupts.
    ///   - relevanceScore: Its place in a summary, 0 to 1.
    ///   - priority: Overrides the category's scheduling priority, 0 to 100.
    public init<Payload: NotificationPayload>(
        _ identifier: String, payload: Payload, title: Text? = nil, subtitle: Text? = nil, body: Text? = nil,
        trigger: Trigger = .now, badge: Int? = nil, sound: String? = nil, threadIdentifier: String? = nil,
        interruptionLevel: InterruptionLevel? = nil, relevanceScore: Double? = nil, priority: Int? = nil
    ) {
        self.init(
            identifier, category: Payload.category, title: title, subtitle: subtitle, body: body,
            trigger: trigger, badge: badge, sound: sound, threadIdentifier: threadIdentifier,
            interruptionLevel: interruptionLevel, relevanceScore: relevanceScore, priority: priority)
        do {
            let encoded = try JSONValue(parsing: try JSONEncoder().encode(payload))
            if let keys = encoded.objectValue {
                values = SendableValues(keys.mapValues { $0 as any Sendable })
            } else {
                problems.append("\(Payload.self) encodes as \(encoded), not as an object of keys")
            }
        } catch {
            problems.append("\(Payload.self) could not be encoded: \(error)")
        }
    }

    /// Whether a `userInfo` value is one the system can store; if not, a problem naming it.
    private static func isPropertyList(_ value: Any, at path: String, problems: inout [String]) -> Bool {
        switch value {
        case let list as [Any]:
            return list.enumerated().allSatisfy { index, element in
                isPropertyList(element, at: "\(path)[\(index)]", problems: &problems)
            }
        case let dictionary as [String: Any]:
            return dictionary.allSatisfy { key, element in
                isPropertyList(element, at: "\(path).\(key)", problems: &problems)
            }
        case is String, is Bool, is Int, is Double, is Date, is Data, is NSNumber:
            return true
        default:
            problems.append(
                "userInfo '\(path)' holds \(type(of: value)), which is not a property-list value, so the "
                    + "system cannot store it; pass a String, Int, Double, Bool, Date or Data (or an array or "
                    + "dictionary of them)")
            return false
        }
    }
}

extension LocalNotification {
    /// A user-visible text: written out, or a key of the app's `Localizable` strings, localized when the
    /// notification is shown (so a language change before it fires shows the new language).
    public struct Text: Hashable, Sendable, ExpressibleByStringLiteral {
        /// The text in the development language, shown when no translation is found.
        public package(set) var defaultValue: String
        /// The key in `Localizable`, when the text is translated.
        public package(set) var key: String?
        /// What fills the key's `%@` placeholders, in order.
        public package(set) var arguments: [String]

        /// A text written out, never translated.
        ///
        /// - Parameter value: The text.
        public init(stringLiteral value: String) {
            self.defaultValue = value
            self.key = nil
            self.arguments = []
        }

        /// A text localized when shown: `key` in the app's `Localizable` strings, with `arguments` for its
        /// `%@` placeholders.
        ///
        /// - Parameters:
        ///   - key: The key in `Localizable` (`.xcstrings` or `.strings`).
        ///   - defaultValue: The development-language text, used where a language lacks the key.
        ///   - arguments: What fills the placeholders, in order.
        public static func localized(_ key: String, default defaultValue: String, arguments: [String] = [])
            -> Text
        {
            var text = Text(stringLiteral: defaultValue)
            text.key = key
            text.arguments = arguments
            return text
        }

        /// The text with its placeholders filled, in the development language.
        package var resolved: String {
            var text = ""
            var remaining = arguments[...]
            var rest = Substring(defaultValue)
            while let range = rest.range(of: "%@") {
                text += rest[..<range.lowerBound]
                text += remaining.popFirst() ?? "%@"
                rest = rest[range.upperBound...]
            }
            return text + rest
        }
    }

    /// When a request fires.
    public enum Trigger: Hashable, Sendable {
        /// At once: delivered, never pending.
        case now
        /// After a time; repeating every such time (at least 60 seconds) when `repeats`.
        case after(Duration, repeats: Bool = false)
        /// At a moment, wherever the person is: the time zone it was made in is kept.
        case at(Date)
        /// When the date's components match: with no `timeZone` in them the time is floating (8:00 wherever
        /// the person is); once, or every time they match when `repeats`.
        case calendar(DateComponents, repeats: Bool = false)
        /// On entering or leaving a region (iOS; needs when-in-use location authorization).
        case region(Region)

        /// Whether it fires more than once; a repeating request counts once against the budget.
        package var repeats: Bool {
            switch self {
            case .after(_, let repeats), .calendar(_, let repeats): repeats
            case .region(let region): region.repeats
            case .now, .at: false
            }
        }
    }

    /// A circular region whose entry or exit fires a request.
    public struct Region: Hashable, Sendable {
        /// The region's name; unique among the app's regions ("Scheduling multiple UNNotificationRequests
        /// with different regions containing the same identifier will result in undefined behavior").
        public package(set) var identifier: String
        /// The center's latitude, -90 to 90.
        public package(set) var latitude: Double
        /// The center's longitude, -180 to 180.
        public package(set) var longitude: Double
        /// The radius in meters.
        public package(set) var radius: Double
        /// Whether entering fires it.
        public package(set) var notifyOnEntry: Bool
        /// Whether leaving fires it.
        public package(set) var notifyOnExit: Bool
        /// Whether it fires every time, not once.
        public package(set) var repeats: Bool

        /// A region.
        ///
        /// - Parameters:
        ///   - identifier: The region's unique name.
        ///   - latitude: The center's latitude.
        ///   - longitude: The center's longitude.
        ///   - radius: The radius in meters.
        ///   - notifyOnEntry: Whether entering fires it.
        ///   - notifyOnExit: Whether leaving fires it.
        ///   - repeats: Whether it fires every time.
        public init(
            _ identifier: String, latitude: Double, longitude: Double, radius: Double,
            notifyOnEntry: Bool = true, notifyOnExit: Bool = false, repeats: Bool = false
        ) {
            self.identifier = identifier
            self.latitude = latitude
            self.longitude = longitude
            self.radius = radius
            self.notifyOnEntry = notifyOnEntry
            self.notifyOnExit = notifyOnExit
            self.repeats = repeats
        }
    }

    /// How a request interrupts; raw values are `UNNotificationInterruptionLevel`'s.
    public enum InterruptionLevel: String, Hashable, Sendable {
        /// Into the list, silently.
        case passive
        /// Lights the screen and plays a sound (the default).
        case active
        /// Breaks through a Focus (needs the Time Sensitive Notifications capability).
        case timeSensitive
        /// Breaks through a Focus and the ringer switch (needs Apple's critical-alerts entitlement).
        case critical
    }

    /// Which scheduled or delivered notifications a call means.
    public enum Selection: Hashable, Sendable {
        /// Every one the app scheduled through the scheduler.
        case all
        /// The one with an identifier.
        case identifier(String)
        /// Those of a category.
        case category(CategoryIdentifier)
        /// Those of a thread.
        case thread(String)
        /// Those whose custom key `key` holds `value` (`.payload("meetingID", equals: "m-42")`); a number or
        /// boolean is compared as its text.
        case payload(String, equals: String)

        /// Whether a request is selected.
        package func matches(
            identifier: String, category: CategoryIdentifier, thread: String?, custom: [String: JSONValue]
        ) -> Bool {
            switch self {
            case .all: true
            case .identifier(let wanted): identifier == wanted
            case .category(let wanted): category == wanted
            case .thread(let wanted): thread == wanted
            case .payload(let key, let value): custom[key].map { Self.text($0) == value } ?? false
            }
        }

        private static func text(_ value: JSONValue) -> String? {
            switch value {
            case .string(let text): text
            case .int(let number): String(number)
            case .double(let number): String(number)
            case .bool(let flag): String(flag)
            default: nil
            }
        }
    }
}

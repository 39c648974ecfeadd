import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsPosting

/// `preview --local REQUEST`: a local notification the app would post, read from JSON, checked as
/// `NotificationScheduler.schedule(_:)` checks it, and shown with its category's buttons.
///
/// ```json
/// { "identifier": "dose-42", "category": "reminder", "title": "Time for your dose",
///   "body": "Two tablets", "userInfo": { "reminder": "r-7" },
///   "trigger": { "calendar": { "hour": 8, "minute": 0 }, "repeats": true } }
/// ```
///
/// A text is a string, or `{"key": …, "default": …, "arguments": […]}` (localized when shown). The trigger
/// is `"now"`, `{"after": SECONDS, "repeats": BOOL}`, `{"at": "ISO 8601 date"}`, `{"calendar": {"hour": 8,
/// …, "timeZone": "Europe/Berlin"}, "repeats": BOOL}` or `{"region": {"identifier", "latitude",
/// "longitude", "radius"}}`.
enum LocalRequestPreview {
    static let fields: Set<String> = [
        "identifier", "category", "title", "subtitle", "body", "userInfo", "trigger", "badge", "sound",
        "threadIdentifier", "interruptionLevel", "relevanceScore", "priority",
    ]
    private static let components = [
        "year", "month", "day", "hour", "minute", "second", "weekday", "weekdayOrdinal", "weekOfYear",
        "weekOfMonth",
    ]

    /// The request, or the problems of its JSON (each naming its key).
    static func request(from object: [String: JSONValue]) -> (LocalNotification?, [String]) {
        var problems: [String] = []
        for key in object.keys.sorted() where !fields.contains(key) {
            problems.append(
                "'\(key)' is not a field of a local request.\(Suggestion.didYouMean(key, in: fields.sorted()))"
            )
        }
        guard let identifier = object["identifier"]?.stringValue,
            let category = object["category"]?.stringValue
        else {
            return (nil, problems + ["a local request needs \"identifier\" and \"category\" strings"])
        }
        func text(_ key: String) -> LocalNotification.Text? {
            switch object[key] {
            case .string(let text)?: return LocalNotification.Text(stringLiteral: text)
            case .object(let members)?:
                guard let localizationKey = members["key"]?.stringValue,
                    let defaultValue = members["default"]?.stringValue
                else {
                    problems.append(
                        "'\(key)' is a string or {\"key\": …, \"default\": …, \"arguments\": […]}")
                    return nil
                }
                let arguments = members["arguments"]?.arrayValue?.compactMap(\.stringValue) ?? []
                return .localized(localizationKey, default: defaultValue, arguments: arguments)
            case nil: return nil
            default:
                problems.append("'\(key)' is a string or {\"key\": …, \"default\": …, \"arguments\": […]}")
                return nil
            }
        }
        let trigger = self.trigger(object["trigger"], &problems)
        var level: LocalNotification.InterruptionLevel?
        if let name = object["interruptionLevel"]?.stringValue {
            level = LocalNotification.InterruptionLevel(rawValue: name)
            if level == nil {
                problems.append(
                    "'interruptionLevel' is one of passive, active, timeSensitive, critical, not '\(name)'")
            }
        }
        let userInfo = (object["userInfo"]?.objectValue ?? [:]).mapValues { $0.native }
        let request = LocalNotification(
            identifier, category: CategoryIdentifier(category), userInfo: userInfo, title: text("title"),
            subtitle: text("subtitle"), body: text("body"), trigger: trigger ?? .now,
            badge: object["badge"]?.intValue, sound: object["sound"]?.stringValue,
            threadIdentifier: object["threadIdentifier"]?.stringValue, interruptionLevel: level,
            relevanceScore: object["relevanceScore"]?.doubleValue, priority: object["priority"]?.intValue)
        return (request, problems)
    }

    private static func trigger(_ value: JSONValue?, _ problems: inout [String]) -> LocalNotification.Trigger?
    {
        let expected =
            "'trigger' is \"now\", {\"after\": SECONDS}, {\"at\": \"2026-12-24T08:00:00Z\"}, "
            + "{\"calendar\": {\"hour\": 8}} or {\"region\": {…}}, each with \"repeats\" where it applies"
        guard let value else { return .now }
        if value == "now" { return .now }
        guard let members = value.objectValue else {
            problems.append(expected)
            return nil
        }
        let repeats = members["repeats"]?.boolValue ?? false
        if let seconds = members["after"]?.doubleValue {
            return .after(.milliseconds(Int64((seconds * 1000).rounded())), repeats: repeats)
        }
        if let text = members["at"]?.stringValue {
            guard let date = ISO8601DateFormatter().date(from: text) else {
                problems.append("'trigger.at' must be an ISO 8601 date with a time zone, not '\(text)'")
                return nil
            }
            return .at(date)
        }
        if let fields = members["calendar"]?.objectValue {
            var result = DateComponents()
            for (key, number) in fields {
                if key == "timeZone", let name = number.stringValue {
                    result.timeZone = TimeZone(identifier: name)
                    if result.timeZone == nil {
                        problems.append("'trigger.calendar.timeZone' '\(name)' is unknown")
                    }
                } else if let index = components.firstIndex(of: key), let number = number.intValue {
                    let paths: [WritableKeyPath<DateComponents, Int?>] = [
                        \.year, \.month, \.day, \.hour, \.minute, \.second, \.weekday, \.weekdayOrdinal,
                        \.weekOfYear, \.weekOfMonth,
                    ]
                    result[keyPath: paths[index]] = number
                } else {
                    problems.append(
                        "'trigger.calendar.\(key)' is not a whole-number date component"
                            + Suggestion.didYouMean(key, in: components + ["timeZone"]))
                }
            }
            return .calendar(result, repeats: repeats)
        }
        if let region = members["region"]?.objectValue {
            guard let identifier = region["identifier"]?.stringValue,
                let latitude = region["latitude"]?.doubleValue,
                let longitude = region["longitude"]?.doubleValue, let radius = region["radius"]?.doubleValue
            else {
                problems.append(
                    "'trigger.region' needs \"identifier\", \"latitude\", \"longitude\" and \"radius\"")
                return nil
            }
            return .region(
                .init(
                    identifier, latitude: latitude, longitude: longitude, radius: radius,
                    notifyOnEntry: region["notifyOnEntry"]?.boolValue ?? true,
                    notifyOnExit: region["notifyOnExit"]?.boolValue ?? false, repeats: repeats))
        }
        problems.append(expected)
        return nil
    }

    /// What the person sees and when: the texts, then when it fires.
    static func summary(_ request: LocalNotification, now: Date, calendar: Calendar) -> [String] {
        var lines = ["local request '\(request.identifier)', category \(request.category)"]
        for (label, text) in [
            ("title", request.title), ("subtitle", request.subtitle), ("body", request.body),
        ] {
            guard let text else { continue }
            let localized = text.key.map { " (localized when shown: key \($0))" } ?? ""
            lines.append("  \(label): \(text.resolved)\(localized)")
        }
        if !request.custom.isEmpty {
            lines.append("  userInfo: \(JSONValue.object(request.custom).jsonText)")
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = calendar.timeZone
        let fires: String
        switch request.trigger {
        case .now: fires = "at once"
        case .region(let region):
            fires =
                "on \(region.notifyOnEntry ? "entering" : "leaving") region '\(region.identifier)'"
                + (region.repeats ? ", every time" : "")
        default:
            let next = request.nextFireDate(scheduledAt: now, after: now, calendar: calendar)
            fires =
                (next.map { "next at \(formatter.string(from: $0))" } ?? "never")
                + (request.trigger.repeats ? ", repeating" : "")
        }
        lines.append("  fires: \(fires)")
        return lines
    }
}

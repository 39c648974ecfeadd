import Foundation
@_spi(Generated) import NotificationActions

/// Why a request was not scheduled: every problem found, each naming the request, what is wrong and how
/// to fix it. Nothing of the request reached the system.
public struct SchedulingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request's identifier.
    public var identifier: String
    /// The problems, one sentence each.
    public var problems: [String]

    /// Every problem, one per line, after the request's identifier.
    public var description: String {
        "NotificationActions: scheduling: request '\(identifier)' was not scheduled:\n"
            + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

extension LocalNotification {
    /// Every problem that would make the system refuse, drop or misdeliver the request — what the category
    /// declares, property lists, triggers that can never fire or raise an exception — each a sentence.
    ///
    /// - Parameters:
    ///   - registry: The app's categories.
    ///   - now: The moment of scheduling.
    ///   - calendar: The calendar the trigger's components are matched in.
    package func problems(against registry: CategoryRegistry, now: Date, calendar: Calendar) -> [String] {
        var found = problems
        if identifier.isEmpty {
            found.append("the identifier is empty; give every request one: it is what a new request replaces")
        }
        if let declared = registry.category(category) {
            found += payloadProblems(declared.payload)
        } else {
            found.append(
                "category '\(category)' is not declared.\(Suggestion.didYouMean(category.rawValue, in: registry.categories.map(\.identifier.rawValue))) "
                    + "Declare it in the configuration (or in Swift), or name a declared one: its buttons would not show"
            )
        }
        if custom["aps"] != nil {
            found.append("userInfo has the key 'aps', which the system reserves for pushes; rename it")
        }
        if title == nil, subtitle == nil, body == nil, sound == nil, badge == nil {
            found.append(
                "it has no title, subtitle, body, sound or badge, so it would show nothing; give it a body")
        }
        if let badge, badge < 0 { found.append("badge \(badge) is negative; use 0 to clear the badge") }
        if let relevanceScore, !(0...1).contains(relevanceScore) {
            found.append("relevanceScore \(relevanceScore) is outside 0 to 1")
        }
        if let priority, !NotificationCategory.priorities.contains(priority) {
            found.append("priority \(priority) is outside 0 to 100")
        }
        found += triggerProblems(now: now, calendar: calendar)
        return found
    }

    private func payloadProblems(_ fields: [PayloadField]) -> [String] {
        var found: [String] = []
        for field in fields {
            guard let value = custom[field.name] else {
                if !field.isOptional {
                    found.append(
                        "userInfo lacks '\(field.name)', which category '\(category)' declares as required "
                            + "(\(field.type.name)); its handler could not decode the payload")
                }
                continue
            }
            if let problem = Self.mismatch(value, field.type, at: field.name) { found.append(problem) }
        }
        return found
    }

    /// Why `value` is not of `type`, or `nil` when it is.
    private static func mismatch(_ value: JSONValue, _ type: PayloadType, at path: String) -> String? {
        func wrong(_ expected: String) -> String {
            "userInfo '\(path)' must be \(expected), as the category declares, but holds "
                + PayloadDecodingError.describe(value)
        }
        switch type.shape {
        case .string: return value.stringValue == nil ? wrong("a string") : nil
        case .integer: return value.intValue == nil ? wrong("a whole number") : nil
        case .number: return value.doubleValue == nil ? wrong("a number") : nil
        case .boolean: return value.boolValue == nil ? wrong("a boolean") : nil
        case .url:
            guard let text = value.stringValue, let url = URL(string: text), url.scheme != nil else {
                return wrong("an absolute URL")
            }
            return nil
        case .date(let format):
            switch format {
            case .iso8601: return value.stringValue == nil ? wrong("an ISO 8601 date") : nil
            case .unixSeconds: return value.doubleValue == nil ? wrong("a number of seconds since 1970") : nil
            }
        case .enumeration(let values):
            guard let text = value.stringValue, values.contains(text) else {
                return wrong("one of \(values.map { "'\($0)'" }.joined(separator: ", "))")
            }
            return nil
        case .array(let element):
            guard let elements = value.arrayValue else { return wrong("an array") }
            for (index, element0) in elements.enumerated() {
                if let problem = mismatch(element0, element, at: "\(path)[\(index)]") { return problem }
            }
            return nil
        case .object(let fields):
            guard let members = value.objectValue else { return wrong("an object") }
            for field in fields {
                guard let member = members[field.name] else {
                    if field.isOptional { continue }
                    return "userInfo '\(path)' lacks '\(field.name)', which the category declares as required"
                }
                if let problem = mismatch(member, field.type, at: "\(path).\(field.name)") { return problem }
            }
            return nil
        }
    }

    private func triggerProblems(now: Date, calendar: Calendar) -> [String] {
        switch trigger {
        case .now: return []
        case .after(let duration, let repeats):
            let seconds = Self.seconds(duration)
            if seconds <= 0 {
                // Observed, not in the headers: UNTimeIntervalNotificationTrigger raises an exception for a
                // time interval that is not greater than 0.
                return ["the trigger's interval \(duration) is not positive; the system raises an exception"]
            }
            if repeats, seconds < 60 {
                // Observed, not in the headers: UNTimeIntervalNotificationTrigger raises an exception for a
                // repeating interval under 60 seconds (apps' crash reports; UNErrorDomain has no code for it).
                return [
                    "the trigger repeats every \(duration), under 60 seconds; the system raises an exception "
                        + "(repeat every 60 seconds or more)"
                ]
            }
            return []
        case .at(let date):
            return date <= now
                ? ["the trigger's date \(date) is not in the future, so it would never fire; use .now"] : []
        case .calendar(let components, let repeats):
            if let problem = Self.impossible(components) { return [problem] }
            if nextFireDate(scheduledAt: now, after: now, calendar: calendar) == nil {
                return [
                    repeats
                        ? "the trigger's date components \(Self.describe(components)) never match a date"
                        : "the trigger's date components \(Self.describe(components)) match no future date, so it "
                            + "would never fire"
                ]
            }
            return []
        case .region(let region):
            var found: [String] = []
            if region.identifier.isEmpty {
                found.append("the region has no identifier; give it a unique one")
            }
            if !(-90...90).contains(region.latitude) || !(-180...180).contains(region.longitude) {
                found.append(
                    "the region's center (\(region.latitude), \(region.longitude)) is not a coordinate")
            }
            if !(region.radius > 0) { found.append("the region's radius \(region.radius) m is not positive") }
            if !region.notifyOnEntry, !region.notifyOnExit {
                found.append("the region notifies on neither entry nor exit, so it would never fire")
            }
            return found
        }
    }

    /// A component out of its range (month 13, minute 60), which no date matches.
    private static func impossible(_ components: DateComponents) -> String? {
        let ranges: [(String, Int?, ClosedRange<Int>)] = [
            ("month", components.month, 1...12), ("day", components.day, 1...31),
            ("hour", components.hour, 0...23), ("minute", components.minute, 0...59),
            ("second", components.second, 0...59), ("weekday", components.weekday, 1...7),
        ]
        for (name, value, range) in ranges {
            if let value, !range.contains(value) {
                return
                    "the trigger's \(name) \(value) is outside \(range.lowerBound)–\(range.upperBound), so it "
                    + "never matches"
            }
        }
        let set = [
            components.year, components.month, components.day, components.hour, components.minute,
            components.second, components.weekday, components.weekOfYear, components.weekdayOrdinal,
        ]
        if set.allSatisfy({ $0 == nil }) {
            return "the trigger's date components are empty; set at least an hour, a weekday or a date"
        }
        return nil
    }

    private static func describe(_ components: DateComponents) -> String {
        let parts: [(String, Int?)] = [
            ("year", components.year), ("month", components.month), ("day", components.day),
            ("hour", components.hour), ("minute", components.minute), ("second", components.second),
            ("weekday", components.weekday),
        ]
        return "(" + parts.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: ", ")
            + ")"
    }

    /// A duration in seconds.
    package static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// When the request next fires after `now`, for a request handed to the scheduler at `scheduledAt`;
    /// `nil` when it never will again. A region's is unknown: the far future, so it sorts last.
    ///
    /// - Parameters:
    ///   - scheduledAt: When the request was scheduled (an interval counts from then).
    ///   - now: The moment asked about.
    ///   - calendar: The calendar, with the person's time zone, that floating components are matched in.
    package func nextFireDate(scheduledAt: Date, after now: Date, calendar: Calendar) -> Date? {
        switch trigger {
        case .now: return nil
        case .after(let duration, let repeats):
            let interval = Self.seconds(duration)
            guard interval > 0 else { return nil }
            let first = scheduledAt.addingTimeInterval(interval)
            if first > now { return first }
            guard repeats else { return nil }
            let periods = ((now.timeIntervalSince(first)) / interval).rounded(.down) + 1
            return first.addingTimeInterval(periods * interval)
        case .at(let date): return date > now ? date : nil
        case .calendar(let components, _):
            var matching = components
            var calendar = calendar
            if let zone = components.timeZone { calendar.timeZone = zone }
            matching.timeZone = nil
            matching.calendar = nil
            return calendar.nextDate(
                after: now, matching: matching, matchingPolicy: .strict, repeatedTimePolicy: .first,
                direction: .forward)
        case .region: return .distantFuture
        }
    }
}

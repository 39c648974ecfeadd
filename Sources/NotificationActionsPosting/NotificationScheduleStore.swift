import Foundation
@_spi(Generated) import NotificationActions

/// What a scheduler wants pending: every request it was given that has not fired or been cancelled — those
/// the system holds now and those waiting for room — in a file the app and its extensions share (put it
/// in an App Group container when an extension schedules too), or in memory for a test (the entries kept as
/// they are; only the file is encoded).
///
/// Each scheduling step reads it, plans and writes it back under a lock file beside it (the same kind of
/// lock category registration takes), so the app and its extensions never overrun the budget together.
/// The file is replaced whole (written aside, then renamed); a corrupt one is reported and read as empty.
public struct NotificationScheduleStore: Sendable {
    /// The file, or `nil` in memory.
    package let url: URL?
    private let memory: Locked<[Entry]>?

    /// A store in the file at `url`.
    ///
    /// - Parameter url: A file in a directory the app (and its extensions) can write.
    package init(url: URL) {
        self.url = url
        self.memory = nil
    }

    /// A store in `directory/notification-actions/scheduled-notifications.json`: pass the App Group
    /// container (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`) when an extension
    /// schedules too, or the app's Application Support directory.
    ///
    /// - Parameter directory: The container.
    public init(inContainer directory: URL) {
        self.init(
            url: directory.appendingPathComponent("notification-actions", isDirectory: true)
                .appendingPathComponent("scheduled-notifications.json"))
    }

    private init(memory: Locked<[Entry]>) {
        self.url = nil
        self.memory = memory
    }

    /// A store in memory, gone with the process: for tests and previews.
    public static func inMemory() -> NotificationScheduleStore {
        NotificationScheduleStore(memory: Locked([]))
    }

    /// The lock file beside the store; `nil` in memory.
    var lockPath: String? { url.map { $0.path + ".lock" } }

    /// A request as the store keeps it.
    package struct Entry: Hashable, Sendable {
        /// The request.
        package var request: LocalNotification
        /// When it was handed to the scheduler (an interval counts from then).
        package var scheduledAt: Date
        /// Whether the system held it at the end of the last step.
        package var isPending: Bool
        /// Whether the system's copy is stale (the request was replaced) and must be added again.
        package var needsAdding: Bool
    }

    /// The entries; a missing file is none, a corrupt one is none and reported.
    func load(_ report: (Diagnostic) -> Void) -> [Entry] {
        if let memory { return memory.withLock { $0 } }
        guard let url, let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else {
            return []
        }
        do {
            let file = try JSONValue(parsing: data)
            guard file["version"] == .int(1), let entries = file["entries"]?.arrayValue else {
                throw StoreFormatError(what: "not version 1 of the store")
            }
            return try entries.map(Self.entry)
        } catch {
            report(
                Diagnostic(
                    .scheduleStoreProblem, .warning,
                    "the store of scheduled notifications at \(url.path) could not be read "
                        + "(\(error)); it is read as empty, so only what the system holds stays scheduled"))
            return []
        }
    }

    /// Replaces the entries.
    func save(_ entries: [Entry], _ report: (Diagnostic) -> Void) {
        if let memory { return memory.withLock { $0 = entries } }
        do {
            let file = JSONValue.object(["version": .int(1), "entries": .array(try entries.map(Self.json))])
            let data = Data(file.jsonText.utf8)
            if let url {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            }
        } catch {
            report(
                Diagnostic(
                    .scheduleStoreProblem, .error,
                    "the store of scheduled notifications at \(url?.path ?? "memory") could not be written "
                        + "(\(error)); requests waiting for room may be lost"))
        }
    }

    /// A store file that is not what the scheduler wrote.
    private struct StoreFormatError: Error, CustomStringConvertible {
        var what: String
        var description: String { what }
    }

    // The file: `{"version": 1, "entries": [...]}`, each entry an object of the request's fields; written
    // by hand over JSONValue, not with Codable, whose synthesized coders cost the app more code than the
    // rest of posting. The custom keys are a binary property list — what the system archives a request's
    // `userInfo` as — in base64, so that a Bool, an Int, a Double, a Date and Data come back as themselves.

    private static func json(_ entry: Entry) throws -> JSONValue {
        let request = entry.request
        let userInfo =
            request.userInfo.isEmpty
            ? Data()
            : try PropertyListSerialization.data(
                fromPropertyList: request.userInfo as [String: Any], format: .binary, options: 0)
        var fields: [String: JSONValue] = [
            "identifier": .string(request.identifier), "category": .string(request.category.rawValue),
            "userInfo": .string(userInfo.base64EncodedString()), "trigger": json(request.trigger),
            "scheduledAt": .double(entry.scheduledAt.timeIntervalSince1970),
            "isPending": .bool(entry.isPending),
            "needsAdding": .bool(entry.needsAdding),
        ]
        for (key, text) in [("title", request.title), ("subtitle", request.subtitle), ("body", request.body)]
        {
            guard let text else { continue }
            fields[key] = .object([
                "default": .string(text.defaultValue), "key": text.key.map(JSONValue.string) ?? .null,
                "arguments": .array(text.arguments.map(JSONValue.string)),
            ])
        }
        fields["badge"] = request.badge.map(JSONValue.int)
        fields["sound"] = request.sound.map(JSONValue.string)
        fields["threadIdentifier"] = request.threadIdentifier.map(JSONValue.string)
        fields["interruptionLevel"] = request.interruptionLevel.map { .string($0.rawValue) }
        fields["relevanceScore"] = request.relevanceScore.map(JSONValue.double)
        fields["priority"] = request.priority.map(JSONValue.int)
        return .object(fields)
    }

    private static func entry(_ value: JSONValue) throws -> Entry {
        func string(_ key: String) throws -> String {
            guard let text = value[key]?.stringValue else {
                throw StoreFormatError(what: "an entry lacks '\(key)'")
            }
            return text
        }
        func text(_ key: String) -> LocalNotification.Text? {
            guard let text = value[key], let defaultValue = text["default"]?.stringValue else { return nil }
            var result = LocalNotification.Text(stringLiteral: defaultValue)
            result.key = text["key"]?.stringValue
            result.arguments = text["arguments"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return result
        }
        guard let archived = Data(base64Encoded: try string("userInfo")),
            let trigger = trigger(value["trigger"]), let scheduledAt = value["scheduledAt"]?.doubleValue
        else { throw StoreFormatError(what: "an entry's userInfo, trigger or date is unreadable") }
        var request = LocalNotification(
            try string("identifier"), category: CategoryIdentifier(rawValue: try string("category")),
            title: text("title"), subtitle: text("subtitle"), body: text("body"), trigger: trigger,
            badge: value["badge"]?.intValue, sound: value["sound"]?.stringValue,
            threadIdentifier: value["threadIdentifier"]?.stringValue,
            interruptionLevel: value["interruptionLevel"]?.stringValue.flatMap(
                LocalNotification.InterruptionLevel.init),
            relevanceScore: value["relevanceScore"]?.doubleValue, priority: value["priority"]?.intValue)
        if !archived.isEmpty {
            let list = try PropertyListSerialization.propertyList(from: archived, options: [], format: nil)
            request.values = SendableValues(propertyList: list as? [AnyHashable: Any] ?? [:])
        }
        return Entry(
            request: request, scheduledAt: Date(timeIntervalSince1970: scheduledAt),
            isPending: value["isPending"]?.boolValue ?? false,
            needsAdding: value["needsAdding"]?.boolValue ?? true)
    }

    private static var componentKeys: [(String, WritableKeyPath<DateComponents, Int?>)] {
        [
            ("year", \.year), ("month", \.month), ("day", \.day), ("hour", \.hour), ("minute", \.minute),
            ("second", \.second), ("weekday", \.weekday), ("weekdayOrdinal", \.weekdayOrdinal),
            ("weekOfYear", \.weekOfYear), ("weekOfMonth", \.weekOfMonth),
        ]
    }

    private static func json(_ trigger: LocalNotification.Trigger) -> JSONValue {
        switch trigger {
        case .now: return .object(["kind": "now"])
        case .after(let duration, let repeats):
            let (seconds, attoseconds) = duration.components
            return .object([
                "kind": "after", "seconds": .int(Int(seconds)), "attoseconds": .int(Int(attoseconds)),
                "repeats": .bool(repeats),
            ])
        case .at(let date): return .object(["kind": "at", "date": .double(date.timeIntervalSince1970)])
        case .calendar(let components, let repeats):
            var fields: [String: JSONValue] = ["kind": "calendar", "repeats": .bool(repeats)]
            for (name, path) in componentKeys { fields[name] = components[keyPath: path].map(JSONValue.int) }
            fields["timeZone"] = components.timeZone.map { .string($0.identifier) }
            return .object(fields)
        case .region(let region):
            return .object([
                "kind": "region", "identifier": .string(region.identifier),
                "latitude": .double(region.latitude),
                "longitude": .double(region.longitude), "radius": .double(region.radius),
                "notifyOnEntry": .bool(region.notifyOnEntry), "notifyOnExit": .bool(region.notifyOnExit),
                "repeats": .bool(region.repeats),
            ])
        }
    }

    private static func trigger(_ value: JSONValue?) -> LocalNotification.Trigger? {
        guard let value, let kind = value["kind"]?.stringValue else { return nil }
        let repeats = value["repeats"]?.boolValue ?? false
        switch kind {
        case "now": return .now
        case "after":
            guard let seconds = value["seconds"]?.intValue, let attoseconds = value["attoseconds"]?.intValue
            else {
                return nil
            }
            return .after(
                Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(attoseconds)),
                repeats: repeats)
        case "at": return value["date"]?.doubleValue.map { .at(Date(timeIntervalSince1970: $0)) }
        case "calendar":
            var components = DateComponents()
            for (name, path) in componentKeys { components[keyPath: path] = value[name]?.intValue }
            components.timeZone = value["timeZone"]?.stringValue.flatMap(TimeZone.init(identifier:))
            return .calendar(components, repeats: repeats)
        case "region":
            guard let identifier = value["identifier"]?.stringValue,
                let latitude = value["latitude"]?.doubleValue,
                let longitude = value["longitude"]?.doubleValue, let radius = value["radius"]?.doubleValue
            else { return nil }
            return .region(
                .init(
                    identifier, latitude: latitude, longitude: longitude, radius: radius,
                    notifyOnEntry: value["notifyOnEntry"]?.boolValue ?? true,
                    notifyOnExit: value["notifyOnExit"]?.boolValue ?? false, repeats: repeats))
        default: return nil
        }
    }
}

extension Diagnostic.Code {
    /// The store of scheduled notifications could not be read (read as empty) or written.
    public static let scheduleStoreProblem = Diagnostic.Code("schedule-store-problem", topic: .scheduling)
    /// A request waits in the store: the budget is full of requests of higher priority or sooner.
    public static let notificationDeferred = Diagnostic.Code("notification-deferred", topic: .scheduling)
    /// A pending request was taken back from the system to make room for one of higher priority or sooner;
    /// it waits in the store.
    public static let notificationEvicted = Diagnostic.Code("notification-evicted", topic: .scheduling)
    /// A request's moment passed while it waited for room: it never fired.
    public static let notificationMissed = Diagnostic.Code("notification-missed", topic: .scheduling)
    /// The system refused a request.
    public static let notificationNotScheduled = Diagnostic.Code(
        "notification-not-scheduled", topic: .scheduling)
}

extension Diagnostic.Topic {
    /// Local notifications scheduled, deferred, evicted or missed.
    package static let scheduling = Diagnostic.Topic(rawValue: "scheduling")
}

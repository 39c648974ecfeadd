import Foundation

/// What a scheduler wants pending: every request it was given that has not fired or been cancelled — those
/// the system holds now and those waiting for room — in a file the app and its extensions share (put it
/// in an App Group container when an extension schedules too), or in memory for a test.
///
/// Each scheduling step reads it, plans and writes it back under a lock file beside it (the same kind of
/// lock category registration takes), so the app and its extensions never overrun the budget together.
/// The file is replaced whole (written aside, then renamed); a corrupt one is reported and read as empty.
public struct NotificationScheduleStore: Sendable {
    /// The file, or `nil` in memory.
    package let url: URL?
    private let memory: Locked<Data?>?

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

    private init(memory: Locked<Data?>) {
        self.url = nil
        self.memory = memory
    }

    /// A store in memory, gone with the process: for tests and previews.
    public static func inMemory() -> NotificationScheduleStore {
        NotificationScheduleStore(memory: Locked(nil))
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
        let data: Data?
        if let memory {
            data = memory.withLock { $0 }
        } else if let url {
            data = FileManager.default.contents(atPath: url.path)
        } else {
            data = nil
        }
        guard let data, !data.isEmpty else { return [] }
        do {
            let file = try JSONDecoder().decode(StoredFile.self, from: data)
            guard file.version == 1 else { throw CocoaError(.fileReadCorruptFile) }
            return try file.entries.map { try $0.entry() }
        } catch {
            report(
                Diagnostic(
                    .scheduleStoreProblem, .warning,
                    "the store of scheduled notifications at \(url?.path ?? "memory") could not be read "
                        + "(\(error)); it is read as empty, so only what the system holds stays scheduled"))
            return []
        }
    }

    /// Replaces the entries.
    func save(_ entries: [Entry], _ report: (Diagnostic) -> Void) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(
                StoredFile(version: 1, entries: entries.map { try StoredEntry($0) }))
            if let memory {
                memory.withLock { $0 = data }
            } else if let url {
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

    private struct StoredFile: Codable {
        var version: Int
        var entries: [StoredEntry]
    }

    /// An entry in the file; the custom keys as a binary property list — what the system archives a
    /// request's `userInfo` as — so that a `Bool`, an `Int`, a `Double`, a `Date` and `Data` come back as
    /// themselves.
    private struct StoredEntry: Codable {
        var identifier: String
        var category: String
        var userInfo: Data
        var title: LocalNotification.Text?
        var subtitle: LocalNotification.Text?
        var body: LocalNotification.Text?
        var badge: Int?
        var sound: String?
        var threadIdentifier: String?
        var interruptionLevel: LocalNotification.InterruptionLevel?
        var relevanceScore: Double?
        var trigger: LocalNotification.Trigger
        var priority: Int?
        var scheduledAt: Date
        var isPending: Bool
        var needsAdding: Bool

        init(_ entry: Entry) throws {
            let request = entry.request
            identifier = request.identifier
            category = request.category.rawValue
            userInfo = try PropertyListSerialization.data(
                fromPropertyList: request.userInfo as [String: Any], format: .binary, options: 0)
            title = request.title
            subtitle = request.subtitle
            body = request.body
            badge = request.badge
            sound = request.sound
            threadIdentifier = request.threadIdentifier
            interruptionLevel = request.interruptionLevel
            relevanceScore = request.relevanceScore
            trigger = request.trigger
            priority = request.priority
            scheduledAt = entry.scheduledAt
            isPending = entry.isPending
            needsAdding = entry.needsAdding
        }

        func entry() throws -> Entry {
            var request = LocalNotification(
                identifier, category: CategoryIdentifier(rawValue: category), title: title,
                subtitle: subtitle,
                body: body, trigger: trigger, badge: badge, sound: sound, threadIdentifier: threadIdentifier,
                interruptionLevel: interruptionLevel, relevanceScore: relevanceScore, priority: priority)
            let list = try PropertyListSerialization.propertyList(from: userInfo, options: [], format: nil)
            request.values = SendableValues(propertyList: list as? [AnyHashable: Any] ?? [:])
            return Entry(
                request: request, scheduledAt: scheduledAt, isPending: isPending, needsAdding: needsAdding)
        }
    }
}

extension Diagnostic.Code {
    /// The store of scheduled notifications could not be read (read as empty) or written.
    package static let scheduleStoreProblem = Diagnostic.Code("schedule-store-problem", topic: .scheduling)
    /// A request waits in the store: the budget is full of requests of higher priority or sooner.
    package static let notificationDeferred = Diagnostic.Code("notification-deferred", topic: .scheduling)
    /// A pending request was taken back from the system to make room for one of higher priority or sooner;
    /// it waits in the store.
    package static let notificationEvicted = Diagnostic.Code("notification-evicted", topic: .scheduling)
    /// A request's moment passed while it waited for room: it never fired.
    package static let notificationMissed = Diagnostic.Code("notification-missed", topic: .scheduling)
    /// The system refused a request.
    package static let notificationNotScheduled = Diagnostic.Code(
        "notification-not-scheduled", topic: .scheduling)
}

extension Diagnostic.Topic {
    /// Local notifications scheduled, deferred, evicted or missed.
    package static let scheduling = Diagnostic.Topic(rawValue: "scheduling")
}

import Foundation
@_spi(Generated) import NotificationActions

/// What scheduling needs of a notification center: `UNUserNotificationCenter` on Apple platforms (the
/// bridge's `SystemNotificationCenter`), the test kit's `SimulatedNotificationCenter` and the platform
/// model's center on Linux.
package protocol PendingNotificationCenter: Sendable {
    /// Adds (or, for an identifier already pending, replaces) a request.
    ///
    /// - Parameter request: The request, its trigger as the system should take it.
    func add(_ request: LocalNotification) async throws
    /// The identifiers of every pending request — the app's through the scheduler and any other.
    func pendingIdentifiers() async -> [String]
    /// Removes pending requests.
    ///
    /// - Parameter identifiers: The requests' identifiers.
    func removePending(_ identifiers: [String]) async
    /// The notifications in Notification Center.
    func deliveredNotifications() async -> [DeliveredNotification]
    /// Removes delivered notifications.
    ///
    /// - Parameter identifiers: Their requests' identifiers.
    func removeDelivered(_ identifiers: [String]) async
    /// The identifiers of the categories registered now.
    func registeredCategoryIdentifiers() async -> Set<CategoryIdentifier>
}

/// Posts the app's own notifications within the system's limit of pending requests, which drops the rest
/// in silence.
///
/// `UNUserNotificationCenter.h`: "The number of pending notification requests that may be scheduled by
/// an application at any one time is limited by the system." The limit is 64, and which survive is not
/// documented (the soonest-firing, or the last added): so the scheduler never leaves the choice to the
/// system. It keeps at most `limit - reserve` pending — fewer by whatever else the app left pending —
/// chosen by priority (the category's, or the request's) and then by fire date; every other request
/// waits in its store and is scheduled when room frees, at the next ``topUp()`` — call it at launch, when
/// a scene becomes active and from a background refresh. A repeating request counts once. What it
/// evicts, defers or misses is reported (topic `scheduling`) and returned.
///
/// Every step — read the store and the system's pending list, plan, remove, add, write the store — runs
/// as one, one at a time in the process and, with a store in an App Group container, across the app and
/// its extensions.
public final class NotificationScheduler: Sendable {
    /// Where each request stands after a step.
    public enum Placement: String, Hashable, Sendable {
        /// Posted at once (a `.now` trigger).
        case delivered
        /// Held by the system, waiting for its trigger.
        case pending
        /// Waiting in the store for room: requests of higher priority, or sooner, fill the budget.
        case waiting
    }

    /// What a step did.
    public struct Report: Hashable, Sendable {
        /// Where each request the scheduler holds stands, by identifier.
        public var placements: [String: Placement] = [:]
        /// Requests taken back from the system to make room, now waiting.
        public var evicted: [String] = []
        /// Requests whose moment passed while they waited: they never fired.
        public var missed: [String] = []
        /// Requests the system refused, with its reason: a request given to ``schedule(_:)`` is then dropped
        /// (the error says why); one already stored waits and is tried again.
        public var failed: [String: String] = [:]
    }

    private let registry: CategoryRegistry
    private let center: any PendingNotificationCenter
    private let store: NotificationScheduleStore
    private let limit: Int
    private let clock: @Sendable () -> Date
    private let calendar: @Sendable () -> Calendar
    private let diagnostics: DiagnosticHandler
    private let queue: CategoryRegistration.Queue

    /// A scheduler.
    ///
    /// - Parameters:
    ///   - registry: The app's categories.
    ///   - center: The notification center.
    ///   - store: Where requests wait; one per App Group.
    ///   - limit: The system's limit (64).
    ///   - reserve: How many of the limit to leave for requests the app posts by other means.
    ///   - clock: The time now.
    ///   - calendar: The calendar and time zone now.
    ///   - diagnostics: Where reports go.
    ///   - queue: One step at a time in this process (a test models another process with its own).
    package init(
        registry: CategoryRegistry, center: any PendingNotificationCenter, store: NotificationScheduleStore,
        limit: Int = 64, reserve: Int = 0, clock: @escaping @Sendable () -> Date = { Date() },
        calendar: @escaping @Sendable () -> Calendar = { Calendar.current },
        diagnostics: DiagnosticHandler = .platformDefault, queue: CategoryRegistration.Queue = .scheduling
    ) {
        precondition(limit > 0 && reserve >= 0 && reserve < limit, "a scheduler needs 0 ≤ reserve < limit")
        self.registry = registry
        self.center = center
        self.store = store
        self.limit = limit - reserve
        self.clock = clock
        self.calendar = calendar
        self.diagnostics = diagnostics
        self.queue = queue
    }

    /// Checks `request` and schedules it: at once for a `.now` trigger; otherwise into the store, then
    /// pending if it is among the budget's most important, where it may evict a less important one.
    /// Scheduling an identifier again replaces the request, pending or waiting.
    ///
    /// - Parameter request: The request.
    /// - Returns: Where it stands.
    /// - Throws: ``SchedulingError`` with every problem found; then nothing was posted or stored.
    @discardableResult
    public func schedule(_ request: LocalNotification) async throws(SchedulingError) -> Placement {
        let now = clock()
        var problems = request.problems(against: registry, now: now, calendar: calendar())
        if problems.isEmpty, !(await center.registeredCategoryIdentifiers()).contains(request.category) {
            problems.append(
                "category '\(request.category)' is not registered with the system yet, so the notification "
                    + "would show no buttons; call register(_:) with the app's categories first (at launch), "
                    + "then schedule")
        }
        guard problems.isEmpty else {
            throw SchedulingError(identifier: request.identifier, problems: problems)
        }
        if request.trigger == .now {
            do {
                try await center.add(request)
                return .delivered
            } catch {
                throw SchedulingError(
                    identifier: request.identifier, problems: ["the system refused it: \(error)"])
            }
        }
        let report = await step { entries in
            entries.removeAll { $0.request.identifier == request.identifier }
            entries.append(
                NotificationScheduleStore.Entry(
                    request: request, scheduledAt: now, isPending: false, needsAdding: true))
        }
        if let reason = report.failed[request.identifier] {
            // Refused now, refused at every top-up: it is not kept.
            _ = await step { entries in entries.removeAll { $0.request.identifier == request.identifier } }
            throw SchedulingError(
                identifier: request.identifier, problems: ["the system refused it: \(reason)"])
        }
        return report.placements[request.identifier] ?? .waiting
    }

    /// Schedules what waits in the store as room allows, drops what fired, and reports what missed its
    /// moment. Call it at launch, when a scene becomes active, and from a background refresh.
    ///
    /// - Returns: What the step did.
    @discardableResult
    public func topUp() async -> Report { await step { _ in } }

    /// The requests the scheduler holds — pending or waiting for room — selected.
    ///
    /// - Parameter selection: Which (default all).
    public func scheduled(_ selection: LocalNotification.Selection = .all) async -> [LocalNotification] {
        var reported: [Diagnostic] = []
        let entries = await locked { store.load { reported.append($0) } }
        for diagnostic in reported { diagnostics(diagnostic) }
        return entries.map(\.request).filter { selection.matches($0) }
    }

    /// Cancels the selected requests, pending or waiting, and makes room for others.
    ///
    /// - Parameter selection: Which.
    /// - Returns: The identifiers cancelled.
    @discardableResult
    public func cancel(_ selection: LocalNotification.Selection) async -> [String] {
        var cancelled: [String] = []
        _ = await step { entries in
            cancelled = entries.filter { selection.matches($0.request) }.map(\.request.identifier)
            entries.removeAll { selection.matches($0.request) }
        } beforeAdding: { [center] in
            await center.removePending(cancelled)
        }
        return cancelled.sorted()
    }

    /// The selected notifications in Notification Center.
    ///
    /// - Parameter selection: Which (default all).
    public func delivered(_ selection: LocalNotification.Selection = .all) async -> [DeliveredNotification] {
        await center.deliveredNotifications().filter { selection.matches($0) }
    }

    /// Removes the selected notifications from Notification Center.
    ///
    /// - Parameter selection: Which.
    /// - Returns: Their identifiers.
    @discardableResult
    public func removeDelivered(_ selection: LocalNotification.Selection) async -> [String] {
        let identifiers = await delivered(selection).map(\.requestIdentifier)
        await center.removeDelivered(identifiers)
        return identifiers.sorted()
    }

    // MARK: The step

    private func locked<Result>(_ body: () async -> Result) async -> Result {
        let report = diagnostics.callAsFunction
        await queue.acquire()
        var lock: FileLock?
        if let path = store.lockPath {
            lock = await FileLock.acquire(path: path, patience: .standard, report: report)
        }
        let result = await body()
        lock?.release()
        await queue.release()
        return result
    }

    /// One scheduling step: `change` the stored requests, then reconcile the system's pending list with
    /// the plan, as one.
    /// Diagnostics go to the app's handler after the step has let go of the queue and the lock: a handler
    /// that schedules in turn waits for nothing.
    private func step(
        _ change: (inout [NotificationScheduleStore.Entry]) -> Void,
        beforeAdding: () async -> Void = {}
    ) async -> Report {
        var reported: [Diagnostic] = []
        let report = await locked {
            var entries = store.load { reported.append($0) }
            change(&entries)
            await beforeAdding()
            let pending = Set(await center.pendingIdentifiers())
            var plan = SchedulePlan(
                entries: entries, pending: pending, limit: limit, now: clock(), calendar: calendar(),
                registry: registry)
            await center.removePending(plan.evicted)
            for index in plan.toAdd {
                var request = plan.entries[index].request
                request.trigger = plan.systemTrigger(for: index)
                do {
                    try await center.add(request)
                    plan.entries[index].isPending = true
                    plan.entries[index].needsAdding = false
                    plan.report.placements[request.identifier] = .pending
                } catch {
                    plan.entries[index].isPending = false
                    plan.report.failed[request.identifier] = "\(error)"
                    plan.report.placements[request.identifier] = .waiting
                    reported.append(
                        Diagnostic(
                            .notificationNotScheduled, .error,
                            "the system refused request '\(request.identifier)' (\(error)); it waits in the store "
                                + "and is tried again at the next topUp()"))
                }
            }
            store.save(plan.entries) { reported.append($0) }
            reported += plan.diagnostics
            return plan.report
        }
        for diagnostic in reported { diagnostics(diagnostic) }
        return report
    }
}

extension CategoryRegistration.Queue {
    /// Scheduling steps in this process, one at a time.
    package static let scheduling = CategoryRegistration.Queue()
}

extension LocalNotification.Selection {
    func matches(_ request: LocalNotification) -> Bool {
        matches(
            identifier: request.identifier, category: request.category, thread: request.threadIdentifier,
            custom: request.custom)
    }

    func matches(_ notification: DeliveredNotification) -> Bool {
        matches(
            identifier: notification.requestIdentifier, category: notification.categoryIdentifier,
            thread: notification.threadIdentifier, custom: notification.json)
    }
}

/// Which stored requests should be pending: the plan of one step, computed with no system call.
package struct SchedulePlan {
    /// The entries after the step: fired and missed ones dropped, flags as they will be.
    package var entries: [NotificationScheduleStore.Entry]
    /// Pending requests of ours to take back from the system (they wait in the store).
    package var evicted: [String] = []
    /// Pending requests whose stored version changed; removed, then added again.
    package var stale: [String] = []
    /// Indexes into ``entries`` to add.
    package var toAdd: [Int] = []
    /// What the step did.
    package var report = NotificationScheduler.Report()
    /// What to report.
    package var diagnostics: [Diagnostic] = []
    private let now: Date

    /// Plans a step.
    ///
    /// - Parameters:
    ///   - entries: The stored requests.
    ///   - pending: Every identifier the system holds pending.
    ///   - limit: How many may be pending, foreign ones included.
    ///   - now: The time now.
    ///   - calendar: The person's calendar and time zone.
    ///   - registry: The app's categories, for their priorities.
    package init(
        entries: [NotificationScheduleStore.Entry], pending: Set<String>, limit: Int, now: Date,
        calendar: Calendar, registry: CategoryRegistry
    ) {
        self.now = now
        self.entries = []
        var kept: [(entry: NotificationScheduleStore.Entry, fire: Date)] = []
        for entry in entries {
            let request = entry.request
            let held = pending.contains(request.identifier)
            if entry.isPending, !held, !entry.needsAdding, !request.trigger.repeats {
                continue  // it fired (or the person's device removed it): done
            }
            guard
                let fire = request.nextFireDate(
                    scheduledAt: entry.scheduledAt, after: now, calendar: calendar)
            else {
                if held, !entry.needsAdding { kept.append((entry, now)) } else { missed(request.identifier) }
                continue
            }
            kept.append((entry, fire))
        }
        let ours = Set(kept.map(\.entry.request.identifier))
        let foreign = pending.subtracting(ours).count
        let room = max(0, limit - foreign)
        func priority(_ request: LocalNotification) -> Int {
            request.priority ?? registry.category(request.category)?.priority
                ?? NotificationCategory.defaultPriority
        }
        let order = kept.indices.sorted { lhs, rhs in
            let (left, right) = (kept[lhs], kept[rhs])
            let (leftPriority, rightPriority) = (priority(left.entry.request), priority(right.entry.request))
            if leftPriority != rightPriority { return leftPriority > rightPriority }
            if left.fire != right.fire { return left.fire < right.fire }
            return left.entry.scheduledAt < right.entry.scheduledAt
        }
        let chosen = Set(order.prefix(room))
        self.entries = kept.map { $0.entry }
        for index in self.entries.indices {
            let identifier = self.entries[index].request.identifier
            let held = pending.contains(identifier)
            if chosen.contains(index) {
                if !held || self.entries[index].needsAdding {
                    if held { stale.append(identifier) }
                    toAdd.append(index)
                } else {
                    report.placements[identifier] = .pending
                }
                self.entries[index].isPending = true
            } else {
                if held {
                    evicted.append(identifier)
                    report.evicted.append(identifier)
                    diagnostics.append(
                        Diagnostic(
                            .notificationEvicted, .warning,
                            "request '\(identifier)' was taken back from the system to make room for one of higher "
                                + "priority or sooner; it waits in the store (budget \(limit), \(foreign) pending "
                                + "by other means)"))
                } else if self.entries[index].needsAdding {
                    diagnostics.append(
                        Diagnostic(
                            .notificationDeferred, .warning,
                            "request '\(identifier)' waits in the store: the budget of \(limit) pending requests "
                                + "is full of ones of higher priority or sooner (\(foreign) pending by other means)"
                        ))
                }
                self.entries[index].isPending = false
                report.placements[identifier] = .waiting
            }
        }
    }

    private mutating func missed(_ identifier: String) {
        report.missed.append(identifier)
        diagnostics.append(
            Diagnostic(
                .notificationMissed, .warning,
                "request '\(identifier)' never fired: its moment passed while it waited for room in the budget; "
                    + "give its category a higher priority, or call topUp() more often"))
    }

    /// The trigger to hand the system for the entry at `index`: an interval that has partly run counts
    /// from when it was scheduled, not from now.
    package func systemTrigger(for index: Int) -> LocalNotification.Trigger {
        let entry = entries[index]
        guard case .after(let duration, false) = entry.request.trigger else { return entry.request.trigger }
        let fire = entry.scheduledAt.addingTimeInterval(LocalNotification.seconds(duration))
        let remaining = max(1, fire.timeIntervalSince(now))
        return .after(.milliseconds(Int64((remaining * 1000).rounded())), repeats: false)
    }
}

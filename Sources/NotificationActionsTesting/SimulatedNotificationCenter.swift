import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsPosting

/// A notification center with its own clock, for testing what an app posts: the requests pending with
/// their triggers, time moving and triggers firing, the notifications delivered — which a
/// ``ResponseSimulator`` then answers — so "schedule → fire → press Snooze → rescheduled 10 minutes
/// later" is one test.
///
/// ```swift
/// let center = SimulatedNotificationCenter(registered: AppCategories.registry)
/// let scheduler = center.scheduler(registry: AppCategories.registry)
/// try await scheduler.schedule(reminder)
/// let fired = center.advance(by: .seconds(3600))
/// let response = try simulate.press(ReminderAction.snooze, on: fired[0])
/// ```
///
/// Like a device, it keeps at most `limit` pending (64) and drops what is added beyond it in silence — the
/// last added — which is what a scheduler must never let happen; ``dropped`` counts them.
public final class SimulatedNotificationCenter: PendingNotificationCenter, Sendable {
    private struct Pending: Sendable {
        var request: LocalNotification
        var fire: Date?
        var addedAt: Date
    }

    private struct State: Sendable {
        var now: Date
        var timeZone: TimeZone
        var pending: [Pending] = []
        var delivered: [DeliveredNotification] = []
        var registered: Set<CategoryIdentifier>
        var dropped: [String] = []
        var refusal: String?
    }

    private let state: Locked<State>
    private let limit: Int

    /// A center whose clock starts at `now`, with `registry`'s categories registered.
    ///
    /// - Parameters:
    ///   - registry: The categories registered (`nil`: none yet, as before the app's `register`).
    ///   - now: The time it starts at (default 2026-01-05 09:00 UTC, a Monday).
    ///   - timeZone: The person's time zone, for floating dates (default UTC).
    ///   - limit: How many requests it keeps pending (64, as the system).
    public init(
        registered registry: CategoryRegistry?, now: Date = Date(timeIntervalSince1970: 1_767_603_600),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, limit: Int = 64
    ) {
        self.limit = limit
        state = Locked(
            State(now: now, timeZone: timeZone, registered: Set(registry?.categories.map(\.identifier) ?? []))
        )
    }

    /// A scheduler posting to this center, with its clock and time zone.
    ///
    /// - Parameters:
    ///   - registry: The app's categories.
    ///   - store: Where requests wait (default: a new one in memory).
    ///   - reserve: How many of the limit to leave for requests posted by other means.
    ///   - diagnostics: Where reports go (default nowhere; pass a `DiagnosticRecorder` to read them).
    public func scheduler(
        registry: CategoryRegistry, store: NotificationScheduleStore = .inMemory(), reserve: Int = 0,
        diagnostics: DiagnosticHandler = .silent
    ) -> NotificationScheduler {
        NotificationScheduler(
            registry: registry, center: self, store: store, limit: limit, reserve: reserve,
            clock: { [state] in state.withLock { $0.now } },
            calendar: { [state] in
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = state.withLock { $0.timeZone }
                return calendar
            },
            diagnostics: diagnostics)
    }

    /// The time now.
    public var now: Date { state.withLock { $0.now } }
    /// The requests pending, soonest first.
    public var pending: [LocalNotification] {
        state.withLock { state in
            state.pending.sorted { ($0.fire ?? .distantFuture) < ($1.fire ?? .distantFuture) }.map(\.request)
        }
    }
    /// When each pending request fires next, by identifier (`nil`: a region, or never).
    public var fireDates: [String: Date] {
        state.withLock { state in
            Dictionary(
                uniqueKeysWithValues: state.pending.compactMap { item in
                    item.fire.map { (item.request.identifier, $0) }
                })
        }
    }
    /// The notifications delivered, oldest first.
    public var delivered: [DeliveredNotification] { state.withLock { $0.delivered } }
    /// The identifiers of requests added beyond the limit, which the system dropped in silence.
    public var dropped: [String] { state.withLock { $0.dropped } }

    /// Makes every later request fail to be added, as the system's does when the person turned the app's
    /// notifications off (`UNErrorCodeNotificationsNotAllowed`); `nil` accepts them again.
    ///
    /// - Parameter reason: The error's description.
    public func refuseRequests(_ reason: String?) { state.withLock { $0.refusal = reason } }

    /// Registers categories, as the app's `register` does.
    ///
    /// - Parameter registry: The categories.
    public func register(_ registry: CategoryRegistry) {
        state.withLock { $0.registered.formUnion(registry.categories.map(\.identifier)) }
    }

    /// Moves the person to another time zone: floating dates follow it.
    ///
    /// - Parameter timeZone: The new time zone.
    public func move(to timeZone: TimeZone) {
        state.withLock { state in
            state.timeZone = timeZone
            let calendar = Self.calendar(timeZone)
            for index in state.pending.indices {
                let item = state.pending[index]
                state.pending[index].fire = item.request.nextFireDate(
                    scheduledAt: item.addedAt, after: state.now, calendar: calendar)
            }
        }
    }

    /// Moves the clock forward, firing every trigger on the way in order; a repeating request stays pending.
    ///
    /// - Parameter duration: How far.
    /// - Returns: The notifications delivered on the way, in order.
    @discardableResult
    public func advance(by duration: Duration) -> [DeliveredNotification] {
        state.withLock { state in
            let end = state.now.addingTimeInterval(LocalNotification.seconds(duration))
            let calendar = Self.calendar(state.timeZone)
            var fired: [DeliveredNotification] = []
            while let index = state.pending.indices.filter({
                state.pending[$0].fire.map { $0 <= end } ?? false
            })
            .min(by: { state.pending[$0].fire! < state.pending[$1].fire! }) {
                let item = state.pending[index]
                let moment = item.fire!
                state.now = moment
                fired.append(Self.delivery(item.request, at: moment))
                if item.request.trigger.repeats {
                    state.pending[index].fire = item.request.nextFireDate(
                        scheduledAt: item.addedAt, after: moment, calendar: calendar)
                } else {
                    state.pending.remove(at: index)
                }
            }
            state.now = end
            for notification in fired {
                state.delivered.removeAll { $0.requestIdentifier == notification.requestIdentifier }
                state.delivered.append(notification)
            }
            return fired
        }
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static func delivery(_ request: LocalNotification, at date: Date) -> DeliveredNotification {
        var notification = DeliveredNotification(
            requestIdentifier: request.identifier, category: request.category,
            title: request.title?.resolved ?? "", subtitle: request.subtitle?.resolved ?? "",
            body: request.body?.resolved ?? "", badge: request.badge,
            threadIdentifier: request.threadIdentifier ?? "", origin: .local, date: date)
        notification.userInfo = request.userInfo
        return notification
    }

    // MARK: PendingNotificationCenter

    /// Adds or replaces a request; beyond the limit it is dropped in silence, as on a device.
    package func add(_ request: LocalNotification) async throws {
        if let refusal = state.withLock({ $0.refusal }) { throw SimulationError(refusal) }
        state.withLock { state in
            let calendar = Self.calendar(state.timeZone)
            if request.trigger == .now {
                state.delivered.append(Self.delivery(request, at: state.now))
                return
            }
            let item = Pending(
                request: request,
                fire: request.nextFireDate(scheduledAt: state.now, after: state.now, calendar: calendar),
                addedAt: state.now)
            if let index = state.pending.firstIndex(where: { $0.request.identifier == request.identifier }) {
                state.pending[index] = item
            } else if state.pending.count >= limit {
                state.dropped.append(request.identifier)
            } else {
                state.pending.append(item)
            }
        }
    }

    package func pendingIdentifiers() async -> [String] {
        state.withLock { $0.pending.map(\.request.identifier) }
    }

    package func removePending(_ identifiers: [String]) async {
        let gone = Set(identifiers)
        state.withLock { $0.pending.removeAll { gone.contains($0.request.identifier) } }
    }

    package func deliveredNotifications() async -> [DeliveredNotification] { delivered }

    package func removeDelivered(_ identifiers: [String]) async {
        let gone = Set(identifiers)
        state.withLock { $0.delivered.removeAll { gone.contains($0.requestIdentifier) } }
    }

    package func registeredCategoryIdentifiers() async -> Set<CategoryIdentifier> {
        state.withLock { $0.registered }
    }
}

extension ResponseSimulator {
    /// A press of `action`'s button on a delivered notification — one a ``SimulatedNotificationCenter``
    /// fired — carrying its identifier and `userInfo`.
    ///
    /// - Parameters:
    ///   - action: The action pressed; it must be one of the notification's category's.
    ///   - notification: The notification.
    public func press(_ action: ActionIdentifier, on notification: DeliveredNotification)
        throws(SimulationError)
        -> NotificationResponse
    {
        try press(
            action, in: notification.categoryIdentifier, requestIdentifier: notification.requestIdentifier,
            userInfo: notification.userInfo, origin: notification.origin)
    }

    /// A press of a typed action's button on a delivered notification.
    ///
    /// - Parameters:
    ///   - action: The action pressed (a case of a generated action enum).
    ///   - notification: The notification.
    public func press<Action: ActionIdentifierConvertible>(
        _ action: Action, on notification: DeliveredNotification
    )
        throws(SimulationError) -> NotificationResponse
    {
        try press(action.actionIdentifier, on: notification)
    }

    /// A tap on the body of a delivered notification.
    ///
    /// - Parameter notification: The notification.
    public func tap(_ notification: DeliveredNotification) throws(SimulationError) -> NotificationResponse {
        try tap(
            notification.categoryIdentifier, requestIdentifier: notification.requestIdentifier,
            userInfo: notification.userInfo, origin: notification.origin)
    }

    /// A reply typed into the text-input `action` of a delivered notification.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - action: The text-input action.
    ///   - notification: The notification.
    public func reply(_ text: String, to action: ActionIdentifier, on notification: DeliveredNotification)
        throws(SimulationError) -> NotificationResponse
    {
        try reply(
            text, to: action, in: notification.categoryIdentifier,
            requestIdentifier: notification.requestIdentifier, userInfo: notification.userInfo,
            origin: notification.origin)
    }

    /// A dismissal of a delivered notification.
    ///
    /// - Parameter notification: The notification.
    public func dismiss(_ notification: DeliveredNotification) throws(SimulationError) -> NotificationResponse
    {
        try dismiss(
            notification.categoryIdentifier, requestIdentifier: notification.requestIdentifier,
            userInfo: notification.userInfo, origin: notification.origin)
    }
}

// The system's store of pending local notification requests, as the model of what iOS does with the
// requests an app adds: its limit, which requests survive it, replacement by identifier, triggers firing on
// the model's own clock, texts localized when shown, floating dates. A claim about iOS, not about our
// scheduler: each rule cites its source; where Apple is silent, the harsher reading is modelled and named.
import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsPosting

/// The system's pending requests and delivered notifications, on a clock that moves when a scenario says.
public final class ModelPendingStore: PendingNotificationCenter, @unchecked Sendable {
    /// Which requests survive when more than the limit are pending. Neither is in the headers.
    public enum Survivors: Sendable {
        /// Observed in Apple's archived *Local and Remote Notification Programming Guide* (iOS 10 era), here
        /// in paraphrase (the search tool does not hold the page): the system keeps the soonest-firing 64,
        /// a repeating request counting as one, and discards the rest.
        case soonestFiring
        /// Observed by users since iOS 11 (flutter_local_notifications #2312, react-native-push-notification
        /// #685): the last 64 added are kept, the earlier ones dropped — so the soonest can be the ones lost.
        case lastAdded
    }

    private struct Pending {
        var request: LocalNotification
        var addedAt: Date
        var fire: Date?
        var order: Int
    }

    private let lock = NSLock()
    private var pending: [Pending] = []
    private var added = 0
    private var registered: Set<CategoryIdentifier>
    private var strings: [String: [String: String]]
    private var language: String
    private var timeZone: TimeZone
    private var clock: Date
    private var deliveries: [DeliveredNotification] = []
    private var lost: [String] = []
    /// Which requests survive the limit.
    public let survivors: Survivors
    /// The most requests pending at once.
    public let limit: Int
    /// The time now.
    public var now: Date { locked { clock } }
    /// Every notification delivered, in order.
    public var delivered: [DeliveredNotification] { locked { deliveries } }
    /// Requests the system let go when more than `limit` were pending — in silence: no error, no callback.
    public var dropped: [String] { locked { lost } }

    /// A store.
    ///
    /// - Parameters:
    ///   - survivors: Which requests survive the limit.
    ///   - registered: The categories the app registered.
    ///   - strings: The app's `Localizable` strings by language (`["en": ["DOSE": "Dose"]]`).
    ///   - language: The person's language.
    ///   - now: The time now.
    ///   - timeZone: The person's time zone.
    ///   - limit: The limit: 64.
    public init(
        survivors: Survivors, registered: CategoryRegistry, strings: [String: [String: String]] = [:],
        language: String = "en", now: Date = Date(timeIntervalSince1970: 1_767_603_600),
        timeZone: TimeZone = TimeZone(identifier: "Europe/Berlin")!, limit: Int = 64
    ) {
        self.survivors = survivors
        self.registered = Set(registered.categories.map(\.identifier))
        self.strings = strings
        self.language = language
        self.clock = now
        self.timeZone = timeZone
        self.limit = limit
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The identifiers pending now, soonest first.
    public var pendingNow: [String] {
        locked {
            pending.sorted { ($0.fire ?? .distantFuture) < ($1.fire ?? .distantFuture) }.map(
                \.request.identifier)
        }
    }

    /// The person changes the device's language: a text keyed so is shown in the language of the moment it
    /// fires.
    // Apple: UNNotificationContent.h:106 "Use -[NSString localizedUserNotificationStringForKey:arguments:] to provide a string that will be localized at the time that the notification is presented."
    public func personChangesLanguage(to language: String) { locked { self.language = language } }

    /// The person travels to another time zone. Rule (observed, not documented: components without a time
    /// zone are matched in the device's zone of the moment — the header's own example, UNNotificationTrigger.h
    /// line 41, means the next 8:00 AM wherever the person is): floating dates move; a date with a zone does not.
    public func personTravels(to timeZone: TimeZone) {
        locked {
            self.timeZone = timeZone
            for index in pending.indices {
                pending[index].fire = pending[index].request.nextFireDate(
                    scheduledAt: pending[index].addedAt, after: clock, calendar: calendar)
            }
        }
    }

    /// Time passes: every trigger on the way fires, in order; a repeating one stays pending.
    ///
    /// - Parameter seconds: How long.
    public func advance(_ seconds: Double) {
        locked {
            let end = clock.addingTimeInterval(seconds)
            while let index = pending.indices.filter({ (pending[$0].fire ?? .distantFuture) <= end })
                .min(by: { pending[$0].fire! < pending[$1].fire! })
            {
                let item = pending[index]
                clock = item.fire!
                deliver(item.request)
                if item.request.trigger.repeats {
                    pending[index].fire = item.request.nextFireDate(
                        scheduledAt: item.addedAt, after: clock, calendar: calendar)
                } else {
                    pending.remove(at: index)
                }
            }
            clock = end
        }
    }

    private func deliver(_ request: LocalNotification) {
        var notification = DeliveredNotification(
            requestIdentifier: request.identifier, category: request.category,
            title: request.title.map(shown) ?? "", subtitle: request.subtitle.map(shown) ?? "",
            body: request.body.map(shown) ?? "", badge: request.badge,
            threadIdentifier: request.threadIdentifier ?? "", origin: .local, date: clock)
        notification.userInfo = request.userInfo
        // Apple: UNUserNotificationCenter.h:62 "A notification request with the identifier as an existing delivered notifications will alert for the new notification request and replace the existing delivered notification when it is triggered."
        deliveries.removeAll { $0.requestIdentifier == request.identifier }
        deliveries.append(notification)
    }

    /// What the person sees of a text: a key every language has is localized now, in the language of this
    /// moment (the bridge defers only such keys); any other text is the one the app gave.
    private func shown(_ text: LocalNotification.Text) -> String {
        if let key = text.key, !strings.isEmpty, strings.values.allSatisfy({ $0[key] != nil }),
            let format = strings[language]?[key]
        {
            var localized = text
            localized.defaultValue = format
            return localized.resolved
        }
        return text.resolved
    }

    // MARK: PendingNotificationCenter

    /// Adds or replaces a request; over the limit — 64, observed (the archived guide) — a request is dropped
    /// as ``survivors`` says, with no error to the app.
    // Apple: UNUserNotificationCenter.h:62 "Calling -addNotificationRequest: will replace an existing notification request with the same identifier."
    // Apple: UNUserNotificationCenter.h:62 "The number of pending notification requests that may be scheduled by an application at any one time is limited by the system."
    package func add(_ request: LocalNotification) async throws {
        locked {
            added += 1
            if request.trigger == .now {
                deliver(request)
                return
            }
            let item = Pending(
                request: request, addedAt: clock,
                fire: request.nextFireDate(scheduledAt: clock, after: clock, calendar: calendar), order: added
            )
            if let index = pending.firstIndex(where: { $0.request.identifier == request.identifier }) {
                pending[index] = item
                return
            }
            pending.append(item)
            guard pending.count > limit else { return }
            let victim: Int
            switch survivors {
            case .soonestFiring:
                victim = pending.indices.max {
                    (pending[$0].fire ?? .distantFuture) < (pending[$1].fire ?? .distantFuture)
                }!
            case .lastAdded:
                victim = pending.indices.min { pending[$0].order < pending[$1].order }!
            }
            lost.append(pending[victim].request.identifier)
            pending.remove(at: victim)
        }
    }

    package func pendingIdentifiers() async -> [String] { locked { pending.map(\.request.identifier) } }

    package func removePending(_ identifiers: [String]) async {
        let gone = Set(identifiers)
        locked { pending.removeAll { gone.contains($0.request.identifier) } }
    }

    package func deliveredNotifications() async -> [DeliveredNotification] { locked { deliveries } }

    package func removeDelivered(_ identifiers: [String]) async {
        let gone = Set(identifiers)
        locked { deliveries.removeAll { gone.contains($0.requestIdentifier) } }
    }

    package func registeredCategoryIdentifiers() async -> Set<CategoryIdentifier> { locked { registered } }

    /// A scheduler of the app's on this device, on the model's clock and time zone.
    ///
    /// - Parameters:
    ///   - registry: The app's categories.
    ///   - diagnostics: Where reports go.
    public func scheduler(registry: CategoryRegistry, diagnostics: DiagnosticHandler = .silent)
        -> NotificationScheduler
    {
        NotificationScheduler(
            registry: registry, center: self, store: .inMemory(), clock: { self.now },
            calendar: { self.locked { self.calendar } }, diagnostics: diagnostics)
    }
}

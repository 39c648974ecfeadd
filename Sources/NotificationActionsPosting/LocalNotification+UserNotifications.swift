// The Apple bridge for posting: a LocalNotification as a UNNotificationRequest, and the system's
// notification center as the scheduler's. Translation only; the decisions (checks, the budget's plan) are
// platform-neutral and tested on Linux.
#if canImport(UserNotifications) && !os(tvOS)
    import Foundation
    @_spi(Generated) import NotificationActions
    import UserNotifications
    #if os(iOS)
        import CoreLocation
    #endif

    extension NotificationScheduler {
        /// A scheduler for the app's notifications on this device, its requests waiting in `store`.
        ///
        /// ```swift
        /// // Apple platforms only
        /// nonisolated static let scheduler = NotificationScheduler(
        ///     registry: SampleCategories.registry,
        ///     store: NotificationScheduleStore(
        ///         inContainer: FileManager.default.containerURL(
        ///             forSecurityApplicationGroupIdentifier: "group.com.example.chat")
        ///             ?? URL.applicationSupportDirectory))
        /// ```
        ///
        /// - Parameters:
        ///   - registry: The app's categories (their priorities order the budget).
        ///   - store: Where requests wait for room; in the App Group container when an extension schedules
        ///     too.
        ///   - reserve: How many of the system's 64 to leave for notifications posted by other means.
        ///   - diagnostics: Where reports go (unified logging by default).
        public convenience init(
            registry: CategoryRegistry, store: NotificationScheduleStore, reserve: Int = 0,
            diagnostics: DiagnosticHandler = .platformDefault
        ) {
            self.init(
                registry: registry, center: SystemNotificationCenter(), store: store, reserve: reserve,
                diagnostics: diagnostics)
        }
    }

    /// `UNUserNotificationCenter.current()`, asked afresh at each call: the scheduler holds no system
    /// object.
    struct SystemNotificationCenter: PendingNotificationCenter {
        func add(_ request: LocalNotification) async throws {
            try await UNUserNotificationCenter.current().add(request.systemRequest())
        }

        func pendingIdentifiers() async -> [String] {
            await UNUserNotificationCenter.current().pendingNotificationRequests().map(\.identifier)
        }

        func removePending(_ identifiers: [String]) async {
            guard !identifiers.isEmpty else { return }
            UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: identifiers)
        }

        func deliveredNotifications() async -> [DeliveredNotification] {
            await UNUserNotificationCenter.current().deliveredNotifications().map(DeliveredNotification.init)
        }

        func removeDelivered(_ identifiers: [String]) async {
            guard !identifiers.isEmpty else { return }
            UNUserNotificationCenter.current().removeDeliveredNotifications(withIdentifiers: identifiers)
        }

        func registeredCategoryIdentifiers() async -> Set<CategoryIdentifier> {
            Set(
                await UNUserNotificationCenter.current().notificationCategories().map {
                    CategoryIdentifier($0.identifier)
                })
        }
    }

    /// A request's trigger that this platform has no class for.
    struct UnsupportedTrigger: Error, CustomStringConvertible {
        var description: String {
            "region triggers exist on iOS only, not on macOS or Mac Catalyst (UNLocationNotificationTrigger)"
        }
    }

    extension LocalNotification {
        /// The system's request.
        func systemRequest() throws -> UNNotificationRequest {
            let content = UNMutableNotificationContent()
            content.categoryIdentifier = category.rawValue
            if let title { content.title = Self.string(title) }
            if let subtitle { content.subtitle = Self.string(subtitle) }
            if let body { content.body = Self.string(body) }
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in values.dictionary { userInfo[key] = value }
            content.userInfo = userInfo
            if let badge { content.badge = NSNumber(value: badge) }
            if let threadIdentifier { content.threadIdentifier = threadIdentifier }
            if let sound {
                content.sound =
                    sound == "default" ? .default : UNNotificationSound(named: UNNotificationSoundName(sound))
            }
            if let interruptionLevel {
                content.interruptionLevel =
                    switch interruptionLevel {
                    case .passive: .passive
                    case .active: .active
                    case .timeSensitive: .timeSensitive
                    case .critical: .critical
                    }
            }
            if let relevanceScore { content.relevanceScore = relevanceScore }
            return UNNotificationRequest(
                identifier: identifier, content: content, trigger: try systemTrigger())
        }

        /// A text localized when shown where the app's strings have its key in every language (Apple:
        /// UNNotificationContent.h:124 "Use -[NSString localizedUserNotificationStringForKey:arguments:] to
        /// provide a string that will be localized at the time that the notification is presented."), else
        /// the development text.
        private static func string(_ text: Text) -> String {
            if let key = text.key, Bundle.notificationStringEverywhere(LocalizationKey(key)) {
                return NSString.localizedUserNotificationString(forKey: key, arguments: text.arguments)
            }
            return text.resolved
        }

        private func systemTrigger() throws -> UNNotificationTrigger? {
            switch trigger {
            case .now: return nil
            case .after(let duration, let repeats):
                return UNTimeIntervalNotificationTrigger(
                    timeInterval: Self.seconds(duration), repeats: repeats)
            case .at(let date):
                let components = Calendar(identifier: .gregorian).dateComponents(
                    in: TimeZone(identifier: "UTC") ?? .current, from: date)
                return UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
            case .calendar(let components, let repeats):
                return UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
            case .region(let region):
                #if os(iOS) && !targetEnvironment(macCatalyst)
                    let circle = CLCircularRegion(
                        center: CLLocationCoordinate2D(
                            latitude: region.latitude, longitude: region.longitude),
                        radius: region.radius, identifier: region.identifier)
                    circle.notifyOnEntry = region.notifyOnEntry
                    circle.notifyOnExit = region.notifyOnExit
                    return UNLocationNotificationTrigger(region: circle, repeats: region.repeats)
                #else
                    throw UnsupportedTrigger()
                #endif
            }
        }
    }
#endif

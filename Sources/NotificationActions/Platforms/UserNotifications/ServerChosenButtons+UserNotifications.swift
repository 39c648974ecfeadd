// Server-chosen buttons on Apple platforms: the notification center as a NotificationCategoryCenter, and
// the service extension's one call. The decisions (reading, checking, the identifier, the ledger, the
// merge) are platform-neutral and tested on Linux against a fake center.
#if canImport(UserNotifications) && !os(tvOS)
    import Foundation
    import UserNotifications

    extension UNUserNotificationCenter: NotificationCategoryCenter {
        /// The categories registered now, converted.
        public func registeredCategories() async -> [NotificationCategory] {
            await notificationCategories().map(NotificationCategory.init)
        }

        /// Replaces the registered categories.
        ///
        /// - Parameter categories: The whole set.
        public func setRegisteredCategories(_ categories: [NotificationCategory]) async {
            setNotificationCategories(Set(categories.map(\.systemCategory)))
        }

        /// The categories of the notifications still in Notification Center.
        public func deliveredCategoryIdentifiers() async -> Set<CategoryIdentifier> {
            Set(
                await deliveredNotifications().map {
                    CategoryIdentifier($0.request.content.categoryIdentifier)
                })
        }
    }

    extension DynamicButtons {
        /// The one call in `UNNotificationServiceExtension.didReceive(_:withContentHandler:)`: when the push
        /// carries server-chosen buttons, registers their category (see
        /// ``prepare(userInfo:registry:store:center:capacity:now:diagnostics:)``) and sets it as the
        /// content's category; otherwise, or when the spec is invalid (reported), leaves the content as it
        /// is. Call the content handler after it returns.
        ///
        /// - Parameters:
        ///   - content: The mutable copy of the request's content the extension will deliver.
        ///   - registry: The app's static categories.
        ///   - store: The ledger in the App Group container the app shares.
        ///   - center: The notification center (default `.current()`).
        ///   - capacity: The most dynamic categories to keep.
        ///   - diagnostics: Where problems go (unified logging by default).
        public static func apply(
            to content: UNMutableNotificationContent, registry: CategoryRegistry, store: DynamicCategoryStore,
            center: UNUserNotificationCenter = .current(),
            capacity: Int = DynamicCategoryLedger.defaultCapacity,
            diagnostics: DiagnosticHandler = .platformDefault
        ) async {
            let userInfo = JSONValue.userInfo(content.userInfo)
            if let identifier = await prepare(
                userInfo: userInfo, registry: registry, store: store, center: center, capacity: capacity,
                diagnostics: diagnostics)
            {
                content.categoryIdentifier = identifier.rawValue
            }
        }
    }
#endif

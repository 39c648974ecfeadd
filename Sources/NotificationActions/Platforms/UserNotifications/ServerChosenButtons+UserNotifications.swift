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

    extension DynamicButtons {
        /// The whole of a service extension's `didReceive(_:withContentHandler:)`: copies the request's
        /// content, applies its server-chosen buttons with ``apply(to:registry:store:center:capacity:diagnostics:)``
        /// using the ledger in `appGroup`'s container, and calls `contentHandler` exactly once with the
        /// result. Without the container (the App Group is missing from the entitlements) the content is
        /// delivered unchanged and the problem reported; the notification is never dropped.
        ///
        /// - Parameters:
        ///   - request: The request the extension received.
        ///   - registry: The app's static categories.
        ///   - appGroup: The App Group the app and the extension share.
        ///   - diagnostics: Where problems go (unified logging by default).
        ///   - contentHandler: The system's content handler.
        /// - Returns: The content being prepared, to hand to the content handler from
        ///   `serviceExtensionTimeWillExpire()` if the system runs out of patience first.
        @discardableResult
        public static func deliver(
            _ request: UNNotificationRequest, registry: CategoryRegistry, appGroup: String,
            diagnostics: DiagnosticHandler = .platformDefault,
            contentHandler: @escaping (UNNotificationContent) -> Void
        ) -> UNNotificationContent {
            guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
                contentHandler(request.content)
                return request.content
            }
            guard
                let container = FileManager.default.containerURL(
                    forSecurityApplicationGroupIdentifier: appGroup)
            else {
                diagnostics(
                    Diagnostic(
                        .dynamicLedgerProblem, .error,
                        "the App Group \(quoted(appGroup)) has no container: add it to the app's and the extension's "
                            + "entitlements; the push was delivered with its own category"))
                contentHandler(content)
                return content
            }
            // The SDK declares neither the content nor the handler Sendable; the system calls the extension
            // on one thread, and the task is their only other user until it hands them back, once.
            let handoff = Handoff(content: content, handler: contentHandler)
            let store = DynamicCategoryStore(inContainer: container)
            Task {
                await apply(to: handoff.content, registry: registry, store: store, diagnostics: diagnostics)
                handoff.handler(handoff.content)
            }
            return content
        }
    }

    /// The content and the content handler, passed to the task that prepares them; see ``DynamicButtons/deliver(_:registry:appGroup:diagnostics:contentHandler:)``.
    private struct Handoff: @unchecked Sendable {
        let content: UNMutableNotificationContent
        let handler: (UNNotificationContent) -> Void
    }
#endif

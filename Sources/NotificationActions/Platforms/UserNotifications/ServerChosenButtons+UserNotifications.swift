// Server-chosen buttons on Apple platforms: the notification center as a NotificationCategoryCenter, and
// the service extension's one call. The decisions (reading, checking, the identifier, the ledger, the
// merge) are platform-neutral and tested on Linux against a fake center.
#if canImport(UserNotifications) && !os(tvOS)
    import Foundation
    import UserNotifications

    extension ServerChosenButtons {
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
        package static func apply(
            to content: UNMutableNotificationContent, registry: CategoryRegistry,
            store: ServerChosenCategoryStore,
            center: UNUserNotificationCenter = .current(),
            capacity: Int = ServerChosenCategoryLedger.defaultCapacity,
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

    extension ServerChosenButtons {
        /// The whole of a service extension's `didReceive(_:withContentHandler:)`: copies the request's
        /// content, applies its server-chosen buttons with ``apply(to:registry:store:center:capacity:diagnostics:)``
        /// using the ledger in `appGroup`'s container, and calls `contentHandler` exactly once: with a copy
        /// of the prepared content, or — if ``ServerChosenDelivery/timeWillExpire()`` comes first — with a
        /// copy of the content as it arrived. Without the container (the App Group is missing from the
        /// entitlements) the content is delivered unchanged and the problem reported; the notification is
        /// never dropped.
        ///
        /// ```swift
        /// // Apple platforms only
        /// override func didReceive(
        ///     _ request: UNNotificationRequest,
        ///     withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
        /// ) {
        ///     // The App Group both the app's and the extension's entitlements list.
        ///     delivery = ServerChosenButtons.deliver(
        ///         request, registry: SampleCategories.registry, appGroup: "group.com.example.chat",
        ///         contentHandler: contentHandler)
        /// }
        ///
        /// override func serviceExtensionTimeWillExpire() { delivery?.timeWillExpire() }
        /// ```
        ///
        /// - Parameters:
        ///   - request: The request the extension received.
        ///   - registry: The app's static categories.
        ///   - appGroup: The App Group the app and the extension share.
        ///   - diagnostics: Where problems go (unified logging by default).
        ///   - contentHandler: The system's content handler.
        /// - Returns: The delivery in progress: call its ``ServerChosenDelivery/timeWillExpire()`` from
        ///   `serviceExtensionTimeWillExpire()`.
        @discardableResult
        public static func deliver(
            _ request: UNNotificationRequest, registry: CategoryRegistry, appGroup: String,
            diagnostics: DiagnosticHandler = .platformDefault,
            contentHandler: @escaping (UNNotificationContent) -> Void
        ) -> ServerChosenDelivery {
            let arrived = request.content.copy() as? UNNotificationContent ?? request.content
            let delivery = ServerChosenDelivery(ContentHandoff(fallback: arrived, handler: contentHandler))
            guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
                delivery.handoff.expire()
                return delivery
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
                delivery.handoff.expire()
                return delivery
            }
            // The SDK does not declare the content Sendable; the task is its only user from here on, and
            // hands over a copy once it has finished changing it.
            let work = Working(content: content)
            let store = ServerChosenCategoryStore(inContainer: container)
            Task {
                await apply(to: work.content, registry: registry, store: store, diagnostics: diagnostics)
                delivery.handoff.deliver(work.content.copy() as? UNNotificationContent ?? work.content)
            }
            return delivery
        }
    }

    /// A service extension's delivery in progress; see ``ServerChosenButtons/deliver(_:registry:appGroup:diagnostics:contentHandler:)``.
    public final class ServerChosenDelivery: Sendable {
        let handoff: ContentHandoff<UNNotificationContent>

        init(_ handoff: ContentHandoff<UNNotificationContent>) { self.handoff = handoff }

        /// Call from `serviceExtensionTimeWillExpire()`: delivers the content as it arrived, with its own
        /// category, unless the prepared content was delivered already. The content handler is called
        /// exactly once either way.
        public func timeWillExpire() { handoff.expire() }
    }

    /// The content the extension's task prepares; see ``ServerChosenButtons/deliver(_:registry:appGroup:diagnostics:contentHandler:)``.
    private struct Working: @unchecked Sendable {
        let content: UNMutableNotificationContent
    }
#endif

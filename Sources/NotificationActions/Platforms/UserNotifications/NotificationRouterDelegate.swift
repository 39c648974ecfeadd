// The ready delegate. Apple platforms only: forwarding relies on the Objective-C runtime (optional
// protocol methods, responds(to:)), which the Linux compile check's stub cannot model; its decision
// (route or forward) is DelegateForwarding.decide, tested on Linux.
#if canImport(UserNotifications) && !os(tvOS) && canImport(ObjectiveC)
    import Foundation
    import UserNotifications

    /// A `UNUserNotificationCenterDelegate` that routes responses and foreground presentations to a
    /// ``ResponseRouter``, and forwards notifications of categories the router's registry does not own to
    /// the delegate that was installed before it (another library's, say), so neither silences the other.
    ///
    /// ```swift
    /// // In application(_:willFinishLaunchingWithOptions:):
    /// self.notificationDelegate = NotificationRouterDelegate.install(router: router)
    /// ```
    ///
    /// The center holds its delegate weakly: keep the returned object. The previous delegate is held weakly
    /// too; once it is released, its notifications are routed (to the global fallback, with a report).
    /// Completion handlers are `@Sendable` and may be called on any thread; nothing here assumes the main
    /// actor.
    public final class NotificationRouterDelegate: NSObject, UNUserNotificationCenterDelegate, Sendable {
        /// The router responses go to.
        public let router: ResponseRouter
        private let previous: PreviousDelegate

        /// The delegate this one replaced, held weakly and never changed after `init`, so no lock guards it
        /// (a `Locked` value must be `Sendable`, and a delegate object is not). Unchecked, and safe because:
        /// it is written once, before the object is shared; reading a weak reference is atomic in the Swift
        /// runtime; and the object read is only asked `responds(to:)` and handed the delegate call being
        /// forwarded, on the thread the system made that call on — the thread the system would have used
        /// to call it had this delegate not been installed. (Apple-only: it cannot run on Linux.)
        private struct PreviousDelegate: @unchecked Sendable {
            weak var value: (any UNUserNotificationCenterDelegate)?
        }

        /// Creates a delegate that routes to `router` and forwards others' notifications to `previous`.
        public init(
            router: ResponseRouter, forwardingTo previous: (any UNUserNotificationCenterDelegate)? = nil
        ) {
            self.router = router
            self.previous = PreviousDelegate(value: previous)
        }

        /// Makes a delegate for `router` the center's delegate, forwarding to the delegate it replaces.
        /// Keep the returned object: the center holds its delegate weakly.
        public static func install(router: ResponseRouter, on center: UNUserNotificationCenter = .current())
            -> NotificationRouterDelegate
        {
            let delegate = NotificationRouterDelegate(router: router, forwardingTo: center.delegate)
            center.delegate = delegate
            router.onResume { [weak delegate] in delegate?.checkInstalled(on: .current()) }
            return delegate
        }

        /// The delegate notifications of other categories are forwarded to, while it exists.
        public var previousDelegate: (any UNUserNotificationCenterDelegate)? { previous.value }

        private func forwardingTarget(for category: String, _ selector: Selector) -> (
            any UNUserNotificationCenterDelegate
        )? {
            let target = previousDelegate
            let implements = target?.responds(to: selector) ?? false
            switch DelegateForwarding.decide(
                category: CategoryIdentifier(category), registry: router.registry,
                previousImplementsMethod: implements)
            {
            case .forward: return target
            case .route: return nil
            }
        }

        /// Reports (`delegate-replaced`) when another object has become the center's delegate; true when this
        /// delegate is still installed. Called on resume and on each foreground presentation.
        @discardableResult
        public func checkInstalled(on center: UNUserNotificationCenter) -> Bool {
            guard let current = center.delegate, current !== self else { return true }
            router.reportDelegateReplaced(by: String(describing: type(of: current)))
            return false
        }

        /// Routes the response, or forwards it when its category belongs to the previous delegate.
        public func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping @Sendable () -> Void
        ) {
            let selector = #selector(
                UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:))
            if let target = forwardingTarget(
                for: response.notification.request.content.categoryIdentifier, selector)
            {
                // Another library's completion handling gets the same exactly-once guard as the router's.
                let guarded = router.guardForwarded(
                    NotificationResponse(response), to: String(describing: type(of: target)),
                    completion: completionHandler)
                target.userNotificationCenter?(center, didReceive: response, withCompletionHandler: guarded)
                return
            }
            router.route(NotificationResponse(response), completion: completionHandler)
        }

        /// Answers the foreground presentation from the router, or forwards it like responses.
        public func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
            withCompletionHandler completionHandler:
                @escaping @Sendable (UNNotificationPresentationOptions) -> Void
        ) {
            checkInstalled(on: center)
            let selector = #selector(
                UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:withCompletionHandler:))
            if let target = forwardingTarget(for: notification.request.content.categoryIdentifier, selector) {
                // The other library's answer gets the same exactly-once guard as responses.
                let guarded = router.guardForwardedPresentation(
                    for: DeliveredNotification(notification), to: String(describing: type(of: target))
                ) { presentation in
                    completionHandler(UNNotificationPresentationOptions(presentation))
                }
                target.userNotificationCenter?(center, willPresent: notification) { options in
                    guarded(NotificationCategory.ForegroundPresentation(rawValue: options.rawValue))
                }
                return
            }
            router.presentation(for: DeliveredNotification(notification)) { presentation in
                completionHandler(UNNotificationPresentationOptions(presentation))
            }
        }

        #if !os(watchOS)
            /// Runs the router's open-settings route, or forwards the request to the previous delegate.
            @available(iOS 12, macOS 10.14, *)
            public func userNotificationCenter(
                _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
            ) {
                if router.openSettings(for: notification.map(DeliveredNotification.init)) { return }
                previousDelegate?.userNotificationCenter?(center, openSettingsFor: notification)
            }
        #endif
    }
#endif

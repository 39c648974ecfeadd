// The ready delegate: a thin shim. Apple platforms only: forwarding relies on the Objective-C runtime
// (optional protocol methods, responds(to:)). Every decision — route or forward, what to report, which
// delegate to forward to after a second install, the hop to the main thread — is NotificationCenterBridge's,
// which the platform model (Tests/PlatformModel) runs on Linux through ModelRouterDelegate, this file's twin.
#if canImport(UserNotifications) && !os(tvOS) && canImport(ObjectiveC)
    import Foundation
    import UserNotifications

    /// A `UNUserNotificationCenterDelegate` that routes responses and foreground presentations to a
    /// ``ResponseRouter``, and forwards notifications of categories the router's registry does not own to
    /// the delegate that was installed before it (another library's, say), so neither silences the other.
    ///
    /// In `application(_:willFinishLaunchingWithOptions:)`, as the sample app does:
    ///
    /// ```swift
    /// // Apple platforms only
    /// notificationDelegate = NotificationRouterDelegate.install(router: router)
    /// ```
    ///
    /// The center holds its delegate weakly; `install` keeps the delegate alive as long as the router, so
    /// dropping the returned object loses nothing. The previous delegate is held weakly; once it is
    /// released, its notifications are routed (to the global fallback, with a report). The system's
    /// completion handlers are called on the main thread, whichever thread finishes the response; the
    /// delegate methods themselves assume no actor.
    public final class NotificationRouterDelegate: NSObject, UNUserNotificationCenterDelegate, Sendable {
        /// The router responses go to.
        package let router: ResponseRouter
        private let bridge: NotificationCenterBridge
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
        ///
        /// - Parameters:
        ///   - router: The router responses and presentations go to.
        ///   - previous: The delegate installed before, which gets the notifications the router does not own.
        package init(
            router: ResponseRouter, forwardingTo previous: (any UNUserNotificationCenterDelegate)? = nil
        ) {
            self.router = router
            // Completions reach the system on the main thread: UIKit requires it, and AppKit expects it.
            self.bridge = NotificationCenterBridge(router: router, main: .process)
            self.previous = PreviousDelegate(value: previous)
        }

        /// Makes a delegate for `router` the center's delegate, forwarding to the delegate it replaces, and
        /// keeps it alive as long as the router (the center holds its delegate weakly). Called twice, the
        /// new delegate forwards to what the first one did, never to a router's delegate.
        ///
        /// - Parameters:
        ///   - router: The router responses and presentations go to.
        ///   - center: The notification center (the current one by default).
        @discardableResult
        public static func install(router: ResponseRouter, on center: UNUserNotificationCenter = .current())
            -> NotificationRouterDelegate
        {
            let replaced = center.delegate
            let previous = NotificationCenterBridge.previousForInstall(
                current: replaced, isRouterDelegate: { $0 is NotificationRouterDelegate },
                previousOf: { ($0 as? NotificationRouterDelegate)?.previousDelegate })
            // The same router's earlier delegate, replaced on purpose: its checks stop.
            if let earlier = replaced as? NotificationRouterDelegate, earlier.router === router {
                earlier.bridge.retire()
            }
            let delegate = NotificationRouterDelegate(router: router, forwardingTo: previous)
            center.delegate = delegate
            router.keepAlive(delegate)
            router.onResume { [weak delegate] in delegate?.checkInstalled(on: .current()) }
            return delegate
        }

        /// The delegate notifications of other categories are forwarded to, while it exists.
        package var previousDelegate: (any UNUserNotificationCenterDelegate)? { previous.value }

        /// What the bridge knows of a delegate object.
        private static func describe(_ delegate: (any UNUserNotificationCenterDelegate)?) -> OtherDelegate? {
            guard let delegate else { return nil }
            return OtherDelegate(
                typeName: String(describing: type(of: delegate)),
                implementsResponses: delegate.responds(
                    to: #selector(
                        UNUserNotificationCenterDelegate.userNotificationCenter(
                            _:didReceive:withCompletionHandler:))),
                implementsPresentation: delegate.responds(
                    to: #selector(
                        UNUserNotificationCenterDelegate.userNotificationCenter(
                            _:willPresent:withCompletionHandler:))),
                isRouterDelegate: delegate is NotificationRouterDelegate)
        }

        /// Reports (`delegate-replaced`) when another object, or nothing, is the center's delegate now and no
        /// call came through it; true when this delegate is still installed. Called on resume.
        ///
        /// - Parameter center: The notification center.
        @discardableResult
        package func checkInstalled(on center: UNUserNotificationCenter) -> Bool {
            let current = center.delegate
            return bridge.checkInstalled(current: Self.describe(current), isSelf: current === self)
        }

        /// Routes the response, or forwards it when its category belongs to the previous delegate.
        public func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping @Sendable () -> Void
        ) {
            bridge.called(isSelf: center.delegate === self, current: { Self.describe(center.delegate) })
            let target = previousDelegate
            if let forward = bridge.didReceive(
                NotificationResponse(response), previous: Self.describe(target), completion: completionHandler
            ) {
                target?.userNotificationCenter?(center, didReceive: response, withCompletionHandler: forward)
            }
        }

        /// Answers the foreground presentation from the router, or forwards it like responses.
        public func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
            withCompletionHandler completionHandler:
                @escaping @Sendable (UNNotificationPresentationOptions) -> Void
        ) {
            bridge.called(isSelf: center.delegate === self, current: { Self.describe(center.delegate) })
            let target = previousDelegate
            if let forward = bridge.willPresent(
                DeliveredNotification(notification), previous: Self.describe(target),
                completion: { completionHandler(UNNotificationPresentationOptions($0)) })
            {
                target?.userNotificationCenter?(center, willPresent: notification) { options in
                    forward(NotificationCategory.ForegroundPresentation(rawValue: options.rawValue))
                }
            }
        }

        #if !os(watchOS)
            /// Runs the router's open-settings route, or forwards the request to the previous delegate.
            public func userNotificationCenter(
                _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
            ) {
                if router.openSettings(for: notification.map(DeliveredNotification.init)) { return }
                previousDelegate?.userNotificationCenter?(center, openSettingsFor: notification)
            }
        #endif
    }
#endif

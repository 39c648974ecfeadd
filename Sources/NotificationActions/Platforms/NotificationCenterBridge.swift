import Foundation

/// Another notification-center delegate, as the router's delegate sees it: its type (for reports), which
/// of the two methods it implements, and whether it is a router's delegate itself (a second `install`).
package struct OtherDelegate: Sendable {
    package var typeName: String
    package var implementsResponses: Bool
    package var implementsPresentation: Bool
    /// Whether it is a ``NotificationCenterBridge``'s own delegate (the bridge's shim), which must never be
    /// forwarded to: that is how two installs loop.
    package var isRouterDelegate: Bool

    package init(
        typeName: String, implementsResponses: Bool, implementsPresentation: Bool,
        isRouterDelegate: Bool = false
    ) {
        self.typeName = typeName
        self.implementsResponses = implementsResponses
        self.implementsPresentation = implementsPresentation
        self.isRouterDelegate = isRouterDelegate
    }
}

/// How completions reach the thread the system wants them on: the main thread where UIKit requires it.
package struct MainThread: Sendable {
    /// Whether the caller is on the main thread.
    package var isCurrent: @Sendable () -> Bool
    /// Runs a closure on the main thread, later.
    package var async: @Sendable (@escaping @Sendable () -> Void) -> Void

    package init(
        isCurrent: @escaping @Sendable () -> Bool,
        async: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.isCurrent = isCurrent
        self.async = async
    }

    /// Runs `work` now if the caller is on the main thread, else on the main thread later.
    package func run(_ work: @escaping @Sendable () -> Void) {
        if isCurrent() { work() } else { async(work) }
    }

    /// The process's main thread (`Thread.isMainThread`, `DispatchQueue.main`).
    package static let process = MainThread(
        isCurrent: { Thread.isMainThread }, async: { work in DispatchQueue.main.async(execute: work) })
}

/// The decisions of the notification-center delegate, free of Apple's types so that the behavioural model
/// of the platform (`Tests/PlatformModel`) drives them on Linux. ``NotificationRouterDelegate`` is a thin
/// shim that converts the system's objects and calls these.
package final class NotificationCenterBridge: Sendable {
    package let router: ResponseRouter
    private let main: MainThread
    /// What the checks of ``checkInstalled(current:isSelf:)`` know.
    private struct Installation: Sendable {
        /// Replaced by a second `install` of the same router.
        var retired = false
        /// Delegates seen forwarding a call to this one (wrappers), by type name.
        var forwarders: Set<String> = []
        /// Replacements already reported, by type name.
        var reported: Set<String> = []
    }
    private let installation = Locked(Installation())

    package init(router: ResponseRouter, main: MainThread) {
        self.router = router
        self.main = main
    }

    /// What happens to a response: `nil` when the router took it (its completion will reach `completion`),
    /// or the guarded completion to hand `previous` with the response.
    package func didReceive(
        _ response: NotificationResponse, previous: OtherDelegate?,
        completion: @escaping @Sendable () -> Void
    ) -> (@Sendable () -> Void)? {
        // The system's completion is called on the main thread, whoever finishes the response: UIKit
        // requires it there, and apps that called it elsewhere crashed inside UIKit.
        let main = main
        let onMain: @Sendable () -> Void = { main.run(completion) }
        if let previous, forwards(response.notification, to: previous, responses: true) {
            return router.guardForwarded(response, to: previous.typeName, completion: onMain)
        }
        router.route(response, completion: onMain)
        return nil
    }

    /// What happens to a foreground presentation: `nil` when the router answered (its answer will reach
    /// `completion`), or the guarded completion to hand `previous` with the notification.
    package func willPresent(
        _ notification: DeliveredNotification, previous: OtherDelegate?,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) -> (@Sendable (NotificationCategory.ForegroundPresentation) -> Void)? {
        let main = main
        let onMain: @Sendable (NotificationCategory.ForegroundPresentation) -> Void = { presentation in
            main.run { completion(presentation) }
        }
        if let previous, forwards(notification, to: previous, responses: false) {
            return router.guardForwardedPresentation(
                for: notification, to: previous.typeName, completion: onMain)
        }
        router.presentation(for: notification, completion: onMain)
        return nil
    }

    /// Whether a notification of `category` goes to `previous` rather than the router.
    private func forwards(_ notification: DeliveredNotification, to previous: OtherDelegate, responses: Bool)
        -> Bool
    {
        DelegateForwarding.decide(
            category: notification.categoryIdentifier, origin: notification.origin, registry: router.registry,
            previousImplementsMethod: responses
                ? previous.implementsResponses : previous.implementsPresentation)
            == .forward
    }

    /// A delegate call reached the router's delegate. When the center's delegate (`current`) is another
    /// object, that object forwards to ours — a wrapping SDK's delegate (customerio-ios's
    /// `UNUserNotificationCenterDelegateWrapper`, issue #726): the system calls the center's delegate, so a
    /// delegate that was replaced, not wrapped, gets no call. It is remembered, and never reported as a
    /// replacement (audit B6). `current` is asked only when `isSelf` is false.
    package func called(isSelf: Bool, current: () -> OtherDelegate?) {
        // Apple: UNUserNotificationCenter.h:99 "The method will be called on the delegate when the user responded to the notification"
        // Apple: UNUserNotificationCenter.h:96 "The method will be called on the delegate only if the application is in the foreground."
        if isSelf { return }
        let name = Self.name(of: current())
        installation.withLock { _ = $0.forwarders.insert(name) }
    }

    /// Reports (`delegate-replaced`) when the router's delegate is no longer the center's and nothing shows
    /// that the new delegate forwards to it: another object replaced it, or the center has none (someone
    /// set it to `nil`) — both lose every response. Reported once per replacement, never for a delegate
    /// seen forwarding a call to ours (a wrapper), and never once this delegate was retired by a second
    /// `install` of the same router. True when the router's delegate is still installed. `current` is the
    /// center's delegate now, `nil` for none; `isSelf` whether it is the router's delegate.
    @discardableResult
    package func checkInstalled(current: OtherDelegate?, isSelf: Bool) -> Bool {
        if isSelf { return true }
        let name = Self.name(of: current)
        let report = installation.withLock { state -> Bool in
            if state.retired || state.forwarders.contains(name) { return false }
            return state.reported.insert(name).inserted
        }
        if report { router.reportDelegateReplaced(by: name) }
        return false
    }

    /// Stops this delegate's checks: the same router installed a new delegate (`install` called again),
    /// which replaced this one on purpose (audit B7).
    package func retire() {
        installation.withLock { $0.retired = true }
    }

    private static func name(of delegate: OtherDelegate?) -> String {
        delegate?.typeName ?? "nothing: the center has no delegate (it was set to nil)"
    }

    /// The delegate a newly installed router delegate forwards to, given the center's delegate now: that
    /// delegate — unless it is a router's delegate itself (`install` called twice), whose own previous
    /// delegate is taken instead, so that no delegate ever forwards to another router delegate, or to
    /// itself.
    package static func previousForInstall<Delegate>(
        current: Delegate?, isRouterDelegate: (Delegate) -> Bool, previousOf: (Delegate) -> Delegate?
    ) -> Delegate? {
        var candidate = current
        while let delegate = candidate, isRouterDelegate(delegate) { candidate = previousOf(delegate) }
        return candidate
    }
}

import NotificationActions
import UserNotifications

/// An app that keeps its own notification delegate, instead of the bundled `NotificationRouterDelegate`,
/// routes each response from it — the README's quick start.
///
/// The delegate methods are `nonisolated`: the system may call them on a queue of its own. In a target with
/// default main-actor isolation (Xcode 26) they would otherwise be main-actor isolated, and an `@objc`
/// main-actor method checks its executor on entry — a call off the main thread traps
/// (`_dispatch_assert_queue_fail`). The router is `Sendable`, so a `nonisolated` method may use it.
final class CustomNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    let router: ResponseRouter

    init(router: ResponseRouter) { self.router = router }

    // In your UNUserNotificationCenterDelegate: the async form, which completes when routing does…
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
        await router.route(NotificationResponse(response))
    }
}

/// …or the completion-handler form, with the handler declared `@Sendable`: the router calls it on
/// whichever thread finishes the response.
final class CompletionStyleDelegate: NSObject, UNUserNotificationCenterDelegate {
    let router: ResponseRouter

    init(router: ResponseRouter) { self.router = router }

    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        router.route(NotificationResponse(response), completion: completionHandler)
    }
}

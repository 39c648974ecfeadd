import NotificationActions
import UserNotifications

/// An app that keeps its own notification delegate, instead of the bundled `NotificationRouterDelegate`,
/// routes each response from it — the README's quick start.
final class CustomNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    let router: ResponseRouter

    init(router: ResponseRouter) { self.router = router }

    // In your UNUserNotificationCenterDelegate: the async form, which completes when routing does…
    func userNotificationCenter(
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

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        router.route(NotificationResponse(response), completion: completionHandler)
    }
}

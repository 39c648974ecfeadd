import Foundation
import NotificationActions
import UserNotifications

/// An app that keeps its own notification delegate, instead of the bundled `NotificationRouterDelegate`,
/// routes each response from it — the README's quick start.
///
/// The recommended form: `nonisolated`, completion-handler style, the completion sent back to the main
/// thread. `nonisolated` because the system may call a delegate on a queue of its own, and in a target with
/// default main-actor isolation (Xcode 26) an unmarked method would be main-actor isolated, and its `@objc`
/// entry point traps off the main thread (`_dispatch_assert_queue_fail`). The completion on the main thread
/// because UIKit expects it there: apps that called it from a background thread crashed inside UIKit
/// (background_downloader#72, openhab-ios#945, duckduckgo apple-browsers#1912). The `async` variant of this
/// method is the form linked to those crashes — its completion runs wherever the task ends — so it is not
/// shown here. (The bundled `NotificationRouterDelegate` does all of this for you.)
final class CustomNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    let router: ResponseRouter

    init(router: ResponseRouter) { self.router = router }

    // In your UNUserNotificationCenterDelegate:
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        router.route(NotificationResponse(response)) {
            DispatchQueue.main.async(execute: completionHandler)  // UIKit expects it on the main thread
        }
    }
}

import NotificationActions
import UIKit
import UserNotifications
import UserNotificationsUI

/// The content extension's likes: its own process, its own store.
actor Likes {
    static let shared = Likes()
    private(set) var count = 0
    func add(_ userInfo: [String: any Sendable]) { count += 1 }
}

// `@preconcurrency`: the SDK declares didReceive(_:completionHandler:) without the main actor, and a
// UIViewController is main-actor isolated; the system calls the extension on the main thread.
final class NotificationViewController: UIViewController, @preconcurrency UNNotificationContentExtension {
    let router: ContentExtensionRouter = {
        var routes = ContentExtensionRouter(registry: SampleCategories.registry)
        routes.handle("message.like", in: "message") { response in
            await Likes.shared.add(response.notification.userInfo)
            return .doNotDismiss  // the view shows the like; the notification stays open
        }
        return routes
    }()

    func didReceive(_ notification: UNNotification) {
        // fill the view
    }

    func didReceive(
        _ response: UNNotificationResponse,
        completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void
    ) {
        router.route(NotificationResponse(response)) { option in
            completion(UNNotificationContentExtensionResponseOption(rawValue: option.rawValue)!)
        }
    }
}

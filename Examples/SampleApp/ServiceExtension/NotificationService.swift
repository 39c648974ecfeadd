import NotificationActions
import UserNotifications

/// A notification service extension: it may rewrite a push before it is shown, within about 30 seconds
/// and about 24 MB. Here it registers the buttons the server chose for the push, if it carries any
/// (`"notification-actions"` beside `aps`), and sets the push's category to them; a push without them, or
/// with an invalid spec (reported to unified logging), keeps its own category.
///
/// `nonisolated`: the system calls a service extension on a queue of its own, and its overrides are
/// nonisolated; in a target with default main-actor isolation (Xcode 26) the class would otherwise be
/// main-actor isolated and its overrides would not compile.
nonisolated final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNNotificationContent?

    override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        self.contentHandler = contentHandler
        // The App Group both the app's and the extension's entitlements list.
        bestAttempt = DynamicButtons.deliver(
            request, registry: SampleCategories.registry, appGroup: "group.com.example.chat",
            contentHandler: contentHandler)
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}

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
    /// The delivery in progress: it calls the content handler exactly once, with the prepared content or,
    /// when the time runs out first, with the push as it arrived.
    private var delivery: ServerChosenDelivery?

    override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        // The App Group both the app's and the extension's entitlements list.
        delivery = ServerChosenButtons.deliver(
            request, registry: SampleCategories.registry, appGroup: "group.com.example.chat",
            contentHandler: contentHandler)
    }

    override func serviceExtensionTimeWillExpire() { delivery?.timeWillExpire() }
}

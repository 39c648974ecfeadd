import NotificationActions
import UserNotifications

/// A notification service extension: it may rewrite a push before it is shown, within about 30 seconds
/// and about 24 MB. This stub passes the push through, and reports (to unified logging) a push whose
/// category the app does not register: such a notification shows no buttons.
final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        self.contentHandler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            return contentHandler(request.content)
        }
        bestAttempt = content
        let category = CategoryIdentifier(content.categoryIdentifier)
        if !content.categoryIdentifier.isEmpty, !SampleCategories.registry.contains(category) {
            DiagnosticHandler.platformDefault(
                Diagnostic(
                    .unknownCategory, .warning,
                    "push \(request.identifier) names category '\(category)', which the app does not register: "
                        + "it shows no buttons. Check the server's aps.category.",
                    category: category, requestIdentifier: request.identifier))
        }
        contentHandler(content)
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}

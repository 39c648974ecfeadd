import NotificationActions

/// The sample's categories, declared in Swift. (An app that shares them with its push server loads the
/// same declaration from a JSON file in its bundle: `try CategoryRegistry(contentsOf: url)`.)
enum SampleCategories {
    static let registry: CategoryRegistry = {
        do {
            return try CategoryRegistry {
                NotificationCategory("message") {
                    NotificationAction("message.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
                    NotificationAction("message.like", title: "Like")
                }
                NotificationCategory("invite", options: .customDismissAction) {
                    NotificationAction("invite.accept", title: "Accept", options: .authenticationRequired)
                    NotificationAction("invite.decline", title: "Decline", options: .destructive)
                }
            }
        } catch {
            // A mistake in the declaration is a programming error, found by the first test that loads it.
            fatalError("\(error)")
        }
    }()
}

extension NotificationResponse {
    /// The conversation a message push is about (the server sends `conversationID` beside `aps`).
    var conversationID: String? { notification.userInfo["conversationID"]?.stringValue }
    /// The invitation an invite push is about.
    var invitationID: String? { notification.userInfo["invitationID"]?.stringValue }
}

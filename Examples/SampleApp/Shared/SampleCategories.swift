import NotificationActions

/// The sample's categories, declared in Swift. (An app that shares them with its push server loads the
/// same declaration from a JSON file in its bundle: `try CategoryRegistry(contentsOf: url)`.)
enum SampleCategories {
    /// `nonisolated`: in a target with default main-actor isolation (Xcode 26) it would be main-actor
    /// isolated, and the router's handlers, the extensions and property initializers read it from no actor.
    nonisolated static let registry: CategoryRegistry = {
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

// `nonisolated`: handlers run on no actor, and in a target with default main-actor isolation (Xcode 26)
// these helpers would otherwise be main-actor isolated.
extension NotificationResponse {
    /// The conversation a message push is about (the server sends `conversationID` beside `aps`).
    nonisolated var conversationID: String? { notification.userInfo["conversationID"] as? String }
    /// The invitation an invite push is about.
    nonisolated var invitationID: String? { notification.userInfo["invitationID"] as? String }
}

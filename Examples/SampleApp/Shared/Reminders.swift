import Foundation
import NotificationActions
import NotificationActionsPosting

/// Notifications the app posts itself, of the categories it declared: "Remind me in an hour" on an
/// invitation posts one of the `invite` category, so its Accept and Decline buttons work as a push's do.
/// `nonisolated`: in a target with default main-actor isolation (Xcode 26) it would be main-actor isolated.
enum Reminders {
    /// A reminder of an invitation: one per invitation — asking again moves it, never doubles it.
    nonisolated static func invitation(_ invitationID: String, in delay: Duration = .seconds(3600))
        -> LocalNotification
    {
        LocalNotification(
            "invite-reminder-\(invitationID)", category: "invite", userInfo: ["invitationID": invitationID],
            title: .localized("INVITE_REMINDER_TITLE", default: "Still deciding?"),
            body: "Your invitation is waiting for an answer.", trigger: .after(delay),
            threadIdentifier: "invitations")
    }
}

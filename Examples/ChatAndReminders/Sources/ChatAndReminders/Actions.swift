import NotificationActions

// The identifiers of Examples/Configs/chat-and-reminders.json, as types: a `switch` over one of these
// enums must handle every case, so a button added to the configuration and to the enum cannot be
// forgotten, and a case the configuration lacks fails `RouterBuilder.build()`.

/// The categories of the app's notifications.
public enum AppCategory {
    public static let message: CategoryIdentifier = "message"
    public static let invite: CategoryIdentifier = "invite"
    public static let reminder: CategoryIdentifier = "reminder"
}

/// The buttons of a chat message notification.
public enum MessageAction: String, ActionIdentifierConvertible, CaseIterable {
    case reply = "message.reply"
    case like = "message.like"
    case mute = "message.mute"
}

/// The buttons of an invitation notification.
public enum InviteAction: String, ActionIdentifierConvertible, CaseIterable {
    case view = "invite.view"
    case accept = "invite.accept"
    case decline = "invite.decline"
}

/// The buttons of a reminder notification.
public enum ReminderAction: String, ActionIdentifierConvertible, CaseIterable {
    case complete = "reminder.complete"
    case snooze = "reminder.snooze"
    case delete = "reminder.delete"
}

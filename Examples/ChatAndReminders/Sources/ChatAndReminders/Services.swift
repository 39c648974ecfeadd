/// What the notification layer needs from the rest of the app. Protocols, so tests pass fakes.
public protocol ChatService: Sendable {
    func send(_ text: String, toConversation conversation: String) async throws
    func like(message: String) async throws
    func mute(conversation: String) async throws
}

public protocol InvitationService: Sendable {
    func accept(invitation: String) async throws
    func decline(invitation: String) async throws
    /// The user dismissed the invitation's notification without answering.
    func markSeen(invitation: String) async
}

public protocol ReminderStore: Sendable {
    func complete(reminder: String) async throws
    func snooze(reminder: String, minutes: Int) async throws
    func delete(reminder: String) async throws
}

/// Where the app can navigate when the user opens it from a notification.
public enum Destination: Hashable, Sendable {
    case conversation(String)
    case invitation(String)
    case reminder(String)
    case inbox
}

public protocol Navigator: Sendable {
    func open(_ destination: Destination) async
}

/// Everything the notification layer calls.
public struct Services: Sendable {
    public var chat: any ChatService
    public var invitations: any InvitationService
    public var reminders: any ReminderStore
    public var navigator: any Navigator

    public init(
        chat: any ChatService, invitations: any InvitationService, reminders: any ReminderStore,
        navigator: any Navigator
    ) {
        self.chat = chat
        self.invitations = invitations
        self.reminders = reminders
        self.navigator = navigator
    }
}

import Foundation
import NotificationActions
import NotificationActionsPosting

/// The app's notification layer: its categories, loaded from the JSON file shared with the push server,
/// and the handler of every button.
///
/// Each push carries the id of what it is about beside `aps`, as the configuration's `payload` declares:
/// `conversation` and `message` for chat, `invitation` for invitations, `reminder` for reminders.
public enum NotificationLayer {
    /// Loads and validates the categories. In an app: `Bundle.main.url(forResource: "chat-and-reminders",
    /// withExtension: "json")!`.
    public static func loadCategories(from url: URL) throws -> CategoryRegistry {
        try CategoryRegistry(contentsOf: url)
    }

    /// The same categories, compiled in by the build plugin (`"embedRegistry": true` in
    /// notification-actions-plugin.json): no file to bundle, nothing to parse at launch.
    public static var compiledCategories: CategoryRegistry { .chatAndReminders }

    /// The handler table. Every action of every category is handled by an exhaustive `switch`, with the
    /// push's custom keys decoded into the payload type the build plugin generated from the configuration's
    /// `payload` declarations (`MessagePayload`, `InvitePayload`, `ReminderPayload`): a push that lacks a
    /// key the handler needs does not run it, and is reported as `payload-undecodable`.
    public static func routes(registry: CategoryRegistry, services: Services) -> RouterBuilder {
        var routes = RouterBuilder(registry: registry)

        routes.handle(all: MessageAction.self, payload: MessagePayload.self) {
            action, push, response in
            switch action {
            case .reply:
                try await services.chat.send(response.userText ?? "", toConversation: push.conversation)
            case .like: try await services.chat.like(message: push.message)
            case .mute: try await services.chat.mute(conversation: push.conversation)
            }
        }

        routes.handle(all: InviteAction.self, payload: InvitePayload.self) { action, push, _ in
            switch action {
            case .view: await services.navigator.open(.invitation(push.invitation))
            case .accept: try await services.invitations.accept(invitation: push.invitation)
            case .decline: try await services.invitations.decline(invitation: push.invitation)
            }
        }
        routes.handle(.dismissAction, payload: InvitePayload.self) { push, _ in
            await services.invitations.markSeen(invitation: push.invitation)
        }

        routes.handle(all: ReminderAction.self, payload: ReminderPayload.self) {
            action, push, _ in
            switch action {
            case .complete: try await services.reminders.complete(reminder: push.reminder)
            case .snooze: try await services.reminders.snooze(reminder: push.reminder, minutes: 10)
            case .delete: try await services.reminders.delete(reminder: push.reminder)
            }
        }
        routes.handle(.dismissAction, in: .reminder) { _ in }

        // A tap on any notification opens what it is about (a local notification may carry no keys: the
        // inbox then).
        routes.handle(.defaultAction) { response in
            await services.navigator.open(destination(of: response.notification))
        }
        return routes
    }

    /// The router, held until the app calls `resume()` once its UI is ready (a notification that launched
    /// the app is delivered then, not lost).
    public static func makeRouter(registry: CategoryRegistry, services: Services) throws -> ResponseRouter {
        try routes(registry: registry, services: services).build(options: RouterOptions(startsHeld: true))
    }

    /// The notification of a reminder the app posts itself: of the declared `reminder` category, with the
    /// keys its handlers decode, and an identifier per reminder — posting it again (editing, snoozing)
    /// replaces the one pending.
    public static func reminderNotification(_ reminder: String, title: String, dueIn delay: Duration)
        -> LocalNotification
    {
        LocalNotification(
            "reminder-\(reminder)", payload: ReminderPayload(reminder: reminder),
            title: .init(stringLiteral: title), trigger: .after(delay), threadIdentifier: "reminders")
    }

    /// Posts a reminder through the app's scheduler, which keeps it within the system's 64 pending (a
    /// reminder waits in the scheduler's store when the budget is full of sooner or more important ones).
    @discardableResult
    public static func postReminder(
        _ reminder: String, title: String, dueIn delay: Duration, with scheduler: NotificationScheduler
    ) async throws -> NotificationScheduler.Placement {
        try await scheduler.schedule(reminderNotification(reminder, title: title, dueIn: delay))
    }

    /// Where a tap on a notification leads.
    public static func destination(of notification: DeliveredNotification) -> Destination {
        let info = notification.userInfo
        switch notification.categoryIdentifier {
        case CategoryIdentifier.message:
            return (info["conversation"] as? String).map(Destination.conversation) ?? .inbox
        case CategoryIdentifier.invite:
            return (info["invitation"] as? String).map(Destination.invitation) ?? .inbox
        case CategoryIdentifier.reminder:
            return (info["reminder"] as? String).map(Destination.reminder) ?? .inbox
        default: return .inbox
        }
    }
}

import Foundation
import NotificationActions

/// The app's notification layer: its categories, loaded from the JSON file shared with the push server,
/// and the handler of every button.
///
/// Each notification's `userInfo` carries the id of what it is about: `conversation` and `message` for
/// chat, `invitation` for invitations, `reminder` for reminders.
public enum NotificationLayer {
    /// Loads and validates the categories. In an app: `Bundle.main.url(forResource: "chat-and-reminders",
    /// withExtension: "json")!`.
    public static func loadCategories(from url: URL) throws -> CategoryRegistry {
        try CategoryRegistry(contentsOf: url)
    }

    /// The same categories, compiled in by the build plugin (`"embedRegistry": true` in
    /// notification-actions-plugin.json): no file to bundle, nothing to parse at launch.
    public static var compiledCategories: CategoryRegistry { .chatAndReminders }

    /// The handler table. Every action of every category is handled by an exhaustive `switch`.
    public static func routes(registry: CategoryRegistry, services: Services) -> RouterBuilder {
        var routes = RouterBuilder(registry: registry)

        routes.handle(all: MessageAction.self, in: CategoryIdentifier.message) { action, response in
            let conversation = response.notification.userInfo["conversation"]?.stringValue ?? ""
            switch action {
            case .reply: try await services.chat.send(response.userText ?? "", toConversation: conversation)
            case .like:
                try await services.chat.like(
                    message: response.notification.userInfo["message"]?.stringValue ?? "")
            case .mute: try await services.chat.mute(conversation: conversation)
            }
        }

        routes.handle(all: InviteAction.self, in: CategoryIdentifier.invite) { action, response in
            let invitation = response.notification.userInfo["invitation"]?.stringValue ?? ""
            switch action {
            case .view: await services.navigator.open(.invitation(invitation))
            case .accept: try await services.invitations.accept(invitation: invitation)
            case .decline: try await services.invitations.decline(invitation: invitation)
            }
        }
        routes.handleDismiss(in: CategoryIdentifier.invite) { response in
            await services.invitations.markSeen(
                invitation: response.notification.userInfo["invitation"]?.stringValue ?? "")
        }

        routes.handle(all: ReminderAction.self, in: CategoryIdentifier.reminder) { action, response in
            let reminder = response.notification.userInfo["reminder"]?.stringValue ?? ""
            switch action {
            case .complete: try await services.reminders.complete(reminder: reminder)
            case .snooze: try await services.reminders.snooze(reminder: reminder, minutes: 10)
            case .delete: try await services.reminders.delete(reminder: reminder)
            }
        }
        routes.handleDismiss(in: CategoryIdentifier.reminder) { _ in }

        // A tap on any notification opens what it is about.
        routes.handleDefaultAction { response in
            await services.navigator.open(destination(of: response.notification))
        }
        return routes
    }

    /// The router, held until the app calls `resume()` once its UI is ready (a notification that launched
    /// the app is delivered then, not lost).
    public static func makeRouter(registry: CategoryRegistry, services: Services) throws -> ResponseRouter {
        try routes(registry: registry, services: services).build(options: RouterOptions(startsHeld: true))
    }

    /// Where a tap on a notification leads.
    public static func destination(of notification: DeliveredNotification) -> Destination {
        let info = notification.userInfo
        switch notification.categoryIdentifier {
        case CategoryIdentifier.message:
            return info["conversation"]?.stringValue.map(Destination.conversation) ?? .inbox
        case CategoryIdentifier.invite:
            return info["invitation"]?.stringValue.map(Destination.invitation) ?? .inbox
        case CategoryIdentifier.reminder:
            return info["reminder"]?.stringValue.map(Destination.reminder) ?? .inbox
        default: return .inbox
        }
    }
}

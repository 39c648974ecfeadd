import Dispatch
import NotificationActions

/// The notification layer of an app target with Xcode 26's settings, written as such an app writes it: no
/// isolation annotations but where the main actor is the point — handlers of every shape, the diagnostics
/// handler, the observer and `openURL` all reach the main-actor ``AppModel``.
enum NotificationLayer {
    static func routes(_ model: AppModel) -> RouterBuilder {
        var routes = RouterBuilder(registry: .chatAndReminders)
        // A generated payload struct, async handler awaiting main-actor state.
        routes.handle(MessageAction.like.actionIdentifier, in: .message, payload: MessagePayload.self) {
            push, _ in
            await model.record("like \(push.conversation)")
        }
        routes.handle(MessageAction.mute.actionIdentifier, in: .message) { _ in await model.record("mute") }
        // A main-actor async handler.
        routes.handleDefaultAction(in: .message) { @MainActor response in
            model.record("tap \(response.conversation ?? "none")")
        }
        // A completion-style handler on the main actor.
        routes.handle(
            InviteAction.accept.actionIdentifier, in: .invite,
            .mainActorCompletion { _, completion in
                model.record("accept")
                completion()
            })
        // A completion-style handler on no actor that completes from another queue, then tells the model.
        routes.handle(
            InviteAction.decline.actionIdentifier, in: .invite,
            .completion { _, completion in
                DispatchQueue.global().async {
                    completion()
                    Task { await model.record("decline") }
                }
            })
        // A main-actor completion-style handler that keeps its completion and never calls it: the deadline
        // finishes the response.
        routes.handle(
            InviteAction.view.actionIdentifier, in: .invite,
            .mainActorCompletion { _, completion in
                model.keptCompletions.append(completion)
                model.record("view")
            })
        routes.handleReply(MessageAction.reply.actionIdentifier, in: .message) { text, _ in
            await model.record("reply \(text)")
        }
        // A tap on an invitation: parked for the UI, which may not be ready yet (the step after routing).
        routes.handleDefaultAction(in: .invite, payload: InvitePayload.self) { push, _ in
            model.parked.park("invitation \(push.invitation)")
        }
        // A generated enum, exhaustively, with its payload.
        routes.handle(all: ReminderAction.self, in: .reminder, payload: ReminderPayload.self) {
            action, push, _ in
            await model.record("\(action.rawValue) \(push.reminder)")
        }
        // Dismissals, on the main actor, with and without the payload.
        routes.handleDismiss(in: .reminder) { @MainActor _ in model.record("dismiss reminder") }
        routes.handleDismiss(in: .invite, payload: InvitePayload.self) { @MainActor push, _ in
            model.record("dismiss \(push.invitation)")
        }
        routes.handleServerChosen(
            "order.received",
            .mainActorCompletion { _, completion in
                model.record("order.received")
                completion()
            })
        return routes
    }

    static func options(_ model: AppModel) -> RouterOptions {
        var options = RouterOptions()
        options.diagnostics = .mainActor { diagnostic in model.record("diagnostic \(diagnostic.code)") }
        options.observer = .mainActor { outcome in model.record("outcome \(outcome.cause.rawValue)") }
        options.openURL = { @MainActor url in model.record("open \(url.absoluteString)") }
        return options
    }

}

/// A hand-written action enum and payload struct, as an app writes them when it does not use the build
/// plugin: in this target they need no annotation — their conformances require `Sendable`, so they are not
/// inferred main-actor isolated — and the router reads them on its own threads.
enum ReminderButton: String, ActionIdentifierConvertible, CaseIterable {
    case complete = "reminder.complete"
    case snooze = "reminder.snooze"
    case delete = "reminder.delete"
}

struct ReminderKeys: NotificationPayload {
    static let category: CategoryIdentifier = "reminder"
    var reminder: String
}

extension NotificationLayer {
    /// A table of the hand-written types only.
    static func handWrittenRoutes(_ model: AppModel) -> RouterBuilder {
        var routes = RouterBuilder(registry: .chatAndReminders)
        routes.handle(all: ReminderButton.self, in: ReminderKeys.category, payload: ReminderKeys.self) {
            button, keys, _ in
            await model.record("\(button.rawValue) \(keys.reminder) by hand")
        }
        return routes
    }
}

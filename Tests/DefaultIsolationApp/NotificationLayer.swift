import Dispatch
import NotificationActions

/// The notification layer of an app target with Xcode 26's settings, written as such an app writes it: no
/// isolation annotations but where the main actor is the point — handlers of every shape, the diagnostics
/// handler, the observer and the URL opener all reach the main-actor ``AppModel``.
enum NotificationLayer {
    static func routes(_ model: AppModel) -> RouterBuilder {
        var routes = RouterBuilder(registry: .chatAndReminders)
        // Every closure below is written in main-actor code, so it runs on the main actor and touches the
        // model as it is: no `await`, no `@MainActor`, no variant to choose.
        // A generated enum case with its generated payload struct.
        routes.handle(MessageAction.like, payload: MessagePayload.self) { push, _ in
            model.record("like \(push.conversation)")
        }
        routes.handle(MessageAction.mute) { _ in model.record("mute") }
        routes.handle(.defaultAction, in: .message) { response in
            model.record("tap \(response.conversation ?? "none")")
        }
        // A completion-style handler, on the main actor as written.
        routes.handle(
            InviteAction.accept,
            .completion { _, completion in
                model.record("accept")
                completion()
            })
        // A completion-style handler that completes from another queue, then tells the model.
        routes.handle(
            InviteAction.decline,
            .completion { _, completion in
                DispatchQueue.global().async {
                    completion()
                    Task { await model.record("decline") }
                }
            })
        // A completion-style handler that keeps its completion and never calls it: the deadline finishes
        // the response.
        routes.handle(
            InviteAction.view,
            .completion { _, completion in
                model.keptCompletions.append(completion)
                model.record("view")
            })
        routes.handleReply(MessageAction.reply) { text, _ in model.record("reply \(text)") }
        // A tap on an invitation: parked for the UI, which may not be ready yet (the step after routing).
        routes.handle(.defaultAction, payload: InvitePayload.self) { push, _ in
            model.parked.park("invitation \(push.invitation)")
        }
        // A generated enum, exhaustively, with its payload.
        routes.handle(all: ReminderAction.self, payload: ReminderPayload.self) { action, push, _ in
            model.record("\(action.rawValue) \(push.reminder)")
        }
        // Dismissals, with and without the payload.
        routes.handle(.dismissAction, in: .reminder) { _ in model.record("dismiss reminder") }
        routes.handle(.dismissAction, payload: InvitePayload.self) { push, _ in
            model.record("dismiss \(push.invitation)")
        }
        routes.handleServerChosen("order.received") { _ in model.record("order.received") }
        // No annotation: written in main-actor code, the opener runs on the main actor, as handlers do.
        routes.handleServerChosenURLs { url in model.record("open \(url.absoluteString)") }
        return routes
    }

    static func options(_ model: AppModel) -> RouterOptions {
        var options = RouterOptions()
        options.diagnostics = DiagnosticHandler { diagnostic in model.record("diagnostic \(diagnostic.code)")
        }
        options.observer = ResponseObserver { outcome in model.record("outcome \(outcome.cause.rawValue)") }
        return options
    }

}

/// A hand-written action enum and payload struct, as an app writes them when it does not use the build
/// plugin: in this target they need no annotation — their conformances require `Sendable`, so they are not
/// inferred main-actor isolated — and the router reads them on its own threads.
enum ReminderButton: String, ActionIdentifierConvertible, CaseIterable {
    static let category: CategoryIdentifier = "reminder"
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
        routes.handle(all: ReminderButton.self, payload: ReminderKeys.self) { button, keys, _ in
            model.record("\(button.rawValue) \(keys.reminder) by hand")
        }
        return routes
    }
}

import NotificationActions
import os

/// The app's handler table: built once, by the app delegate, from the services and the model it owns.
enum NotificationRoutes {
    static func makeRouter(
        model: AppModel, chat: ChatService, invitations: InvitationService, options: RouterOptions
    ) throws(RouterBuildError) -> ResponseRouter {
        var routes = RouterBuilder(registry: SampleCategories.registry)
        // Buttons: background work on the app's services. Handlers run on no particular actor; the
        // response completes when the handler returns.
        routes.handleReply("message.reply", in: "message") { text, response in
            guard let conversation = response.conversationID else { return }
            try await chat.send(text, in: conversation)
        }
        routes.handle("message.like", in: "message") { response in
            guard let conversation = response.conversationID else { return }
            await chat.like(conversation)
        }
        routes.handle("invite.accept", in: "invite") { response in
            guard let invitation = response.invitationID else { return }
            try await invitations.answer(invitation, accepted: true)
        }
        routes.handle("invite.decline", in: "invite") { response in
            guard let invitation = response.invitationID else { return }
            try await invitations.answer(invitation, accepted: false)
        }
        routes.handleDismiss(in: "invite") { response in
            guard let invitation = response.invitationID else { return }
            await invitations.markSeen(invitation)
        }
        // A tap on the body: navigation, on the main actor, where the model lives.
        routes.handleDefaultAction(in: "message") { @MainActor response in
            if let conversation = response.conversationID { model.open(.conversation(conversation)) }
        }
        // An invitation needs the signed-in UI: parked until it shows (then taken once), or dropped.
        routes.handleDefaultAction(in: "invite") { response in
            if let invitation = response.invitationID { model.parked.park(.invitation(invitation)) }
        }
        // A button the server chose for one push ("notification-actions" beside aps), by identifier; a
        // server-chosen button with a URL is opened by options.openURL instead.
        routes.handleServerChosen("order.received") { response in
            guard let conversation = response.conversationID else { return }
            await chat.like(conversation)
        }
        return try routes.build(options: options)
    }

    /// The options the sample's router is built with: held until the first scene is active, duplicates
    /// recognised, diagnostics in unified logging (the default on Apple platforms), and analytics.
    static var options: RouterOptions {
        var options = RouterOptions(startsHeld: true)
        options.observer = Analytics.observer
        return options
    }
}

/// The app's analytics: here a log line per response, under its own category.
enum Analytics {
    static let observer = ResponseObserver { outcome in
        let log = Logger(subsystem: "com.example.chat", category: "analytics")
        log.info(
            "notification \(outcome.category.rawValue, privacy: .public)/\(outcome.action.rawValue, privacy: .public) finished by \(outcome.cause.rawValue, privacy: .public) in \(outcome.elapsedSeconds) s"
        )
    }
}

import Foundation
import NotificationActions

/// The app's handler table: built once, by the app delegate, from the services and the model it owns.
enum NotificationRoutes {
    static func makeRouter(
        navigation: Navigation, chat: ChatService, invitations: InvitationService, options: RouterOptions,
        openURL: @escaping @isolated(any) @Sendable (URL) async -> Void
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
        routes.handle(.dismissAction, in: "invite") { response in
            guard let invitation = response.invitationID else { return }
            await invitations.markSeen(invitation)
        }
        // A tap on the body: navigation. Parked, and taken by whichever interface is up — the SwiftUI
        // app's NavigationStack or the UIKit app's navigation controller — or by the first to show.
        routes.handle(.defaultAction, in: "message") { response in
            if let conversation = response.conversationID {
                navigation.parked.park(.conversation(conversation))
            }
        }
        // An invitation needs the signed-in UI: parked until it shows (then taken once), or dropped.
        routes.handle(.defaultAction, in: "invite") { response in
            if let invitation = response.invitationID { navigation.parked.park(.invitation(invitation)) }
        }
        // A button the server chose for one push ("notification-actions" beside aps), by identifier; a
        // server-chosen button with a URL is opened by `openURL` instead, on its own actor.
        routes.handleServerChosen("order.received") { response in
            guard let conversation = response.conversationID else { return }
            await chat.like(conversation)
        }
        routes.handleServerChosenURLs(openURL)
        return try routes.build(options: options)
    }
}

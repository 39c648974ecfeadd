// swift-format-ignore-file
// This file must stay line for line what the README and "Adding actionable notifications to an app" show,
// so the formatter leaves it alone. Their Swift blocks are passages of this file (DocumentationTests checks
// it), compiled here against what the build plugin generated from Examples/Configs/chat-and-reminders.json:
// `CategoryRegistry.chatAndReminders`, `InviteAction`, `InvitePayload`, `CategoryIdentifier.invite` and the rest.

import ChatAndReminders
import Foundation
import NotificationActions
import NotificationActionsTesting
import Testing

/// The guide's app: its services, and the handler table it shows.
struct GuideApp {
    let chat: any ChatService
    let invitations: any InvitationService
    let reminders: any ReminderStore
    let navigator: any Navigator

    func makeRoutes() -> RouterBuilder {
        var routes = RouterBuilder(registry: .chatAndReminders)
        routes.handle(all: InviteAction.self, payload: InvitePayload.self) { action, invite, _ in
            switch action {
            case .view: await navigator.open(.invitation(invite.invitation))
            case .accept: try await invitations.accept(invitation: invite.invitation)
            case .decline: try await invitations.decline(invitation: invite.invitation)
            }
        }
        routes.handle(.dismissAction, payload: InvitePayload.self) { invite, _ in
            await invitations.markSeen(invitation: invite.invitation)
        }
        routes.handle(all: MessageAction.self, payload: MessagePayload.self) { action, push, response in
            switch action {
            case .reply: try await chat.send(response.userText ?? "", toConversation: push.conversation)
            case .like: try await chat.like(message: push.message)
            case .mute: try await chat.mute(conversation: push.conversation)
            }
        }
        routes.handle(all: ReminderAction.self, payload: ReminderPayload.self) { action, push, _ in
            switch action {
            case .complete: try await reminders.complete(reminder: push.reminder)
            case .snooze: try await reminders.snooze(reminder: push.reminder, minutes: 10)
            case .delete: try await reminders.delete(reminder: push.reminder)
            }
        }
        routes.handle(.dismissAction, in: .reminder) { _ in }
        routes.handle(.defaultAction) { _ in await navigator.open(.inbox) }
        return routes
    }

    func makeRouter() throws -> ResponseRouter {
        let routes = makeRoutes()
        let router = try routes.build(options: RouterOptions(startsHeld: true))  // resume() once the UI is up
        return router
    }
}

@Suite("The README's and the guide's recommended path, compiled against the build plugin's output")
struct GuideSnippetTests {
    let app = FakeApp()
    let routes: RouterBuilder

    init() {
        routes = GuideApp(chat: app, invitations: app, reminders: app, navigator: app).makeRoutes()
    }

    @Test func acceptingAnInvitation() async throws {
        let simulate = ResponseSimulator(registry: .chatAndReminders, origin: .push)
        let harness = try RouterHarness(routes)
        let outcome = await harness.route(
            try simulate.press(InviteAction.accept, payload: InvitePayload(invitation: "i1")))
        #expect(outcome.cause == .handlerReturned)
        #expect(harness.diagnostics(of: outcome).isEmpty)
    }

    @Test("the README's test reaches the service once")
    func acceptingReachesTheService() async throws {
        try await acceptingAnInvitation()
        #expect(await app.calls == ["accept i1"])
    }

    @Test("Getting started: a response handed over with the system's completion, which runs once")
    func handingOver() async throws {
        let completed = AsyncStream<Void>.makeStream()
        let completionHandler: @Sendable () -> Void = { completed.continuation.yield() }  // the system's
        let router = try routes.build()
        let response = try ResponseSimulator(registry: .chatAndReminders).press(InviteAction.accept, payload: InvitePayload(invitation: "42"))
        router.route(response, completion: completionHandler)
        for await _ in completed.stream { break }
        #expect(await app.calls == ["accept 42"])
    }

    @Test("every generated name the guide states is what the plugin wrote")
    func generatedNames() {
        #expect(CategoryIdentifier.invite == "invite")
        #expect(InviteAction.accept.rawValue == "invite.accept")
        #expect(InviteAction.category == .invite)
        #expect(InvitePayload.category == .invite)
        #expect(CategoryRegistry.chatAndReminders.categoryIdentifiers == [.message, .invite, .reminder])
        #expect(InviteAction.allCases.count == 3)
    }

    @Test("the table the guide shows covers every button, and the held router builds")
    func covered() throws {
        #expect(routes.coverage().diagnostics.isEmpty)
        _ = try GuideApp(chat: app, invitations: app, reminders: app, navigator: app).makeRouter()
    }

    @Test("the guide's other tests: a reply, a tap, a dismissal, and a push that breaks its payload")
    func wholeKit() async throws {
        var simulate = ResponseSimulator(registry: .chatAndReminders, origin: .push)
        let harness = try RouterHarness(routes)

        let reply = try simulate.reply("on my way", to: MessageAction.reply, payload: MessagePayload(conversation: "c1", message: "m1"))
        #expect(await harness.route(reply).cause == .handlerReturned)

        let tap = try simulate.tap(payload: InvitePayload(invitation: "i2"))
        #expect(await harness.route(tap).cause == .handlerReturned)

        let dismissal = try simulate.dismiss(payload: InvitePayload(invitation: "i3"))
        #expect(await harness.route(dismissal).cause == .handlerReturned)

        simulate.checksPayload = false  // build the broken push on purpose
        let broken = try simulate.press(InviteAction.accept, in: .invite, userInfo: ["invitationId": "i4"])
        let outcome = await harness.route(broken)
        #expect(outcome.cause == .payloadUndecodable)
        #expect(harness.diagnostics(of: outcome).map(\.code) == [.payloadUndecodable])

        #expect(await app.calls == ["send 'on my way' to c1", "open inbox", "seen i3"])
    }
}

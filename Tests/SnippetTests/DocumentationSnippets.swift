// swift-format-ignore-file
// This file must stay line for line what the articles show, so the formatter leaves it alone.
// The code of the DocC articles, compiled. Every ```swift block in Documentation.docc must appear here,
// line for line (indentation aside): DocumentationTests checks it, so no article shows code that does
// not build. Blocks that need UserNotifications start with `// Apple platforms only` and are skipped.

import Foundation
import NotificationActions
import NotificationActionsPosting
import NotificationActionsTooling
import NotificationActionsTesting
import Testing

// Stand-ins for an app's own services, used by the snippets: thread-safe, nonisolated values, as a client
// library's types are. `nonisolated` says so in a target with default main-actor isolation too: this file is
// also compiled by DefaultIsolationTests (a link to it), as an app made with Xcode 26 compiles code.
nonisolated private struct ChatClient: Sendable {
    func send(_ text: String, replyingTo thread: String) async throws {}
    func like(_ message: String, done: @escaping @Sendable (Bool) -> Void) { done(true) }
}
nonisolated private struct Invitations: Sendable {
    func accept(_ id: String) async throws {}
    func decline(_ id: String) async throws {}
    func markSeen(_ id: String) async {}
}
nonisolated private struct AppNavigator: Sendable {
    func open(_ notification: DeliveredNotification) async {}
    func showInvitation(_ info: [String: any Sendable]) async {}
}
nonisolated private struct Logger: Sendable { func notice(_ message: String) {} }
nonisolated private struct Analytics: Sendable { func track(_ event: String, _ properties: [String: String]) {} }
nonisolated private let analytics = Analytics()
/// What generate-swift writes for the article's invite category, by hand.
nonisolated private struct Orders: Sendable { func markReceived(_ id: String) async {} }
nonisolated private let orders = Orders()
nonisolated private struct Browser: Sendable { func open(_ url: URL) async {} }
nonisolated private let browser = Browser()
nonisolated private struct MeetingPayload: NotificationPayload {
    static var category: CategoryIdentifier { "meeting.changed" }
    var meetingID: String
}
nonisolated private struct Calendar: Sendable { func accept(_ meetingID: String) async throws {} }
nonisolated private let calendar = Calendar()
nonisolated private struct InvitePayload: NotificationPayload {
    static let category: CategoryIdentifier = "invite"
    var invitation: String
}
nonisolated private enum FeatureFlags { static let reminders = true }


nonisolated private let chat = ChatClient()
nonisolated private let invitations = Invitations()
nonisolated private let navigator = AppNavigator()
nonisolated private let logger = Logger()

// The model of "Writing notification code in apps made with Xcode 26".
@MainActor
final class InboxModel {
    var opened: [String] = []
    var log: [String] = []
    func open(_ thread: String) { opened.append(thread) }
}

extension NotificationResponse {
    nonisolated var conversationID: String? { notification.userInfo["conversationID"] as? String }
}

@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    @Test("Defining categories in Swift")
    func definingCategories() throws {
        let registry = try CategoryRegistry {
            NotificationCategory("message", foregroundPresentation: [.banner, .sound]) {
                NotificationAction(
                    "message.reply", title: "Reply",
                    textInput: .init(buttonTitle: "Send", placeholder: "Write a reply…"),
                    icon: .systemImage("arrowshape.turn.up.left"))
                NotificationAction("message.like", title: "Like")
            }
            if FeatureFlags.reminders {
                NotificationCategory("reminder", options: [.customDismissAction, .allowInCarPlay]) {
                    NotificationAction("reminder.done", title: "Done")
                    for minutes in [10, 60] {
                        NotificationAction(ActionIdentifier("reminder.snooze.\(minutes)"), title: "Snooze \(minutes) min")
                    }
                }
            }
        }
        #expect(registry.category("message")?.actions.map(\.title) == ["Reply", "Like"])

        do {
            _ = try CategoryRegistry {
                NotificationCategory("chat") {
                    NotificationAction("chat.reply", title: "Reply")
                    NotificationAction("chat.reply", title: "Reply all")
                }
            }
        } catch {
            print(error)
            // NotificationActions: the categories have 1 error:
            // - App/Notifications.swift:4: error: categories[0].actions[1].identifier: duplicate action identifier 'chat.reply' in category 'chat': ... [duplicate-action]
        }
        let error = try #require(throws: RegistryError.self) {
            try CategoryRegistry {
                NotificationCategory("chat") {
                    NotificationAction("chat.reply", title: "Reply")
                    NotificationAction("chat.reply", title: "Reply all")
                }
            }
        }
        #expect(error.issues.map(\.code.rawValue) == ["duplicate-action"])
    }

    @Test("Loading categories from JSON")
    func loadingJSON() throws {
        let data = Data(#"{"version": 1, "categories": [{"identifier": "news", "actions": [{"identifier": "news.read", "title": "Read"}]}]}"#.utf8)
        let registry = try CategoryRegistry(jsonData: data)

        let report = CategoryRegistry.validate(jsonData: data, fileName: "categories.json")
        for issue in report.issues {
            print(issue)  // categories.json:7:73: error: categories[0].actions[0].options[0]: ...
        }

        let sdk = try CategoryRegistry { NotificationCategory("sdk.promo") { NotificationAction("sdk.open", title: "Open") } }
        let everything = try registry.merging(sdk)
        let json = everything.jsonText()
        #expect(try CategoryRegistry(jsonData: Data(json.utf8)) == everything)
        #expect(report.isValid)
    }

    @Test("Routing responses")
    func routingResponses() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory("message") {
                NotificationAction("message.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
                NotificationAction("message.like", title: "Like")
            }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handleReply("message.reply", in: "message") { text, response in
            try await chat.send(text, replyingTo: response.notification.threadIdentifier)
        }
        routes.handle("message.like", in: "message", .completion { response, completion in
            chat.like(response.notification.requestIdentifier) { _ in completion() }
        })
        routes.handle(.defaultAction) { response in await navigator.open(response.notification) }
        routes.handleUnmatched { response in logger.notice("unhandled \(response.actionIdentifier)") }

        let router = try routes.build(options: RouterOptions(deadline: .seconds(25), diagnostics: .standardError))
        await router.route(try ResponseSimulator(registry: registry).press("message.like", in: "message"))

        do {
            var routes = RouterBuilder(registry: registry)
            routes.handle("message.like", in: "message") { response in
                chat.like(response.notification.requestIdentifier) { _ in }   // not awaited
            }
            let liked = await (try RouterHarness(routes)).route(
                try ResponseSimulator(registry: registry).press("message.like", in: "message"))
            #expect(liked.route?.kind == .action("message.like", in: "message"))
        }
        do {
            var routes = RouterBuilder(registry: registry)
            routes.handle("message.like", in: "message", .completion { response, completion in
                chat.like(response.notification.requestIdentifier) { _ in completion() }
            })
            let liked = await (try RouterHarness(routes)).route(
                try ResponseSimulator(registry: registry).press("message.like", in: "message"))
            #expect(liked.route?.kind == .action("message.like", in: "message"))
        }
    }

    @Test("Handling cold starts")
    func coldStarts() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory("reminder") { NotificationAction("reminder.done", title: "Done") }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handle("reminder.done", in: "reminder") { _ in }
        routes.handle(.defaultAction) { response in await navigator.open(response.notification) }

        let launchTap = try ResponseSimulator(registry: registry).tap("reminder")
        // At launch, before the UI exists:
        let router = try routes.build(options: RouterOptions(startsHeld: true))

        // Responses that arrive now are queued, in order (`launchTap`: the system's response to a tap).
        router.route(launchTap) {}

        // Once the first screen is up:
        if let launch = router.launchResponse {
            print("launched by \(launch.actionIdentifier) on \(launch.categoryIdentifier)")
        }
        router.resume()
        #expect(router.launchResponse == launchTap)
    }

    @Test("Testing your handler table")
    func testingHandlerTable() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory("message") {
                NotificationAction("message.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
            }
            NotificationCategory("chat") { NotificationAction("chat.like", title: "Like") }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handleReply("message.reply", in: "message") { _, _ in }
        routes.handle("chat.like", in: "chat") { _ in try await Task.sleep(for: .seconds(3600)) }

        var simulate = ResponseSimulator(registry: registry)
        let harness = try RouterHarness(routes)

        let outcome = await harness.route(try simulate.reply("On my way", to: "message.reply", in: "message"))
                #expect(harness.diagnostics(of: outcome).isEmpty)
        #expect(harness.diagnostics(of: outcome).isEmpty)

        #expect(routes.uncoveredActions().isEmpty)
        #expect(throws: SimulationError.self) { try simulate.press("message.delete", in: "message") }

        let like = try simulate.press("chat.like", in: "chat")  // chat.like's handler never returns
        let request = like.notification.requestIdentifier  // "simulated-1", or whatever came before
        async let stuck = harness.route(like)
        #expect(await harness.waitUntilStarted(request))
        #expect(harness.passDeadline(of: request) == 1)
        #expect(await stuck.cause == .deadlineExceeded)

        let concurrent = try RouterHarness(routes, options: RouterOptions(deadline: .seconds(10), startsHeld: false))
        let outcomes = await concurrent.routeAll([
            try simulate.reply("One", to: "message.reply", in: "message", requestIdentifier: "n1"),
            try simulate.reply("Two", to: "message.reply", in: "message", requestIdentifier: "n2"),
        ])
        #expect(outcomes.map(\.cause) == [.handlerReturned, .handlerReturned])
        #expect(await concurrent.waitUntilStarted("n1"))
        #expect(concurrent.diagnostics(of: outcomes[0]).isEmpty)
        #expect(concurrent.passDeadline(of: "n1") == 0)
        #expect(await concurrent.recorder.first(.deadlineExceeded, timeout: .milliseconds(100)) == nil)

        var stuckRoutes = RouterBuilder(registry: registry)
        stuckRoutes.handle("chat.like", in: "chat") { _ in try await Task.sleep(for: .seconds(3600)) }  // stuck
        let stuckHarness = try RouterHarness(stuckRoutes)
        let stuckLike = try simulate.press("chat.like", in: "chat")
        async let result = stuckHarness.route(stuckLike)
        #expect(await stuckHarness.waitUntilStarted(stuckLike.notification.requestIdentifier))
        #expect(stuckHarness.passDeadline(of: stuckLike.notification.requestIdentifier) == 1)
        #expect(await result.cause == .deadlineExceeded)
        #expect(await result.cancelledHandlerTask)  // an async handler's task is cancelled
        #expect(await stuckHarness.recorder.first(.handlerCancelled) != nil)  // and it stopped

        // The article's payload block (the worked example compiles it) turns the check off on this simulator.
        simulate.checksPayload = false
        #expect(!simulate.checksPayload)
    }

    @Test("Understanding the completion guarantee")
    func completionGuarantee() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory("chat") { NotificationAction("chat.like", title: "Like") }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handle("chat.like", in: "chat", .completion { response, completion in
            completion()
            completion()  // ignored, and reported as completion-called-twice
        })
        let recorder = DiagnosticRecorder()
        let harness = try RouterHarness(routes)
        let router = try routes.build(options: RouterOptions(diagnostics: recorder.handler))
        let outcome = await harness.route(try ResponseSimulator(registry: registry).press("chat.like", in: "chat"))
        #expect(harness.diagnostics(of: outcome).map(\.code) == [.completionCalledTwice])
        #expect(await router.route(try ResponseSimulator(registry: registry).press("chat.like", in: "chat")).cause == .handlerCompleted)
    }

    @Test("Localizing buttons")
    func localizingButtons() throws {
        let registry = try CategoryRegistry {
            NotificationCategory("invite", categorySummaryFormat: "%u more invitations") {
                NotificationAction("invite.accept", title: "Accept")
                    .localized(title: "INVITE_ACCEPT", comment: "Button: accept an invitation")
                NotificationAction("invite.decline", title: "Decline", options: .destructive)
                    .localized(title: "INVITE_DECLINE")
            }
            .localized(categorySummaryFormat: "INVITE_SUMMARY")
        }
        #expect(registry.category("invite")?.categorySummaryFormat == "%u more invitations")
        #expect(registry.category("invite")?.actions.map(\.title) == ["Accept", "Decline"])
    }

    @Test("Running in production: logs and analytics")
    func runningInProduction() async throws {
        do {
            var options = RouterOptions(startsHeld: true)
            options.observer = ResponseObserver { outcome in
                analytics.track("notification_action", [
                    "category": outcome.response.categoryIdentifier.rawValue,
                    "action": outcome.response.actionIdentifier.rawValue,
                    "finished_by": outcome.cause.rawValue, "took": outcome.elapsed.description,
                ])
            }
            #expect(options.observer != nil)
        }
        let registry = try CategoryRegistry {
            NotificationCategory("invite") { NotificationAction("invite.accept", title: "Accept") }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handle("invite.accept", in: "invite") { _ in }
        let outcomes = OutcomeRecorder()
        var options = RouterOptions()
        options.observer = outcomes.observer()
        let harness = try RouterHarness(routes, options: options)
        await harness.route(try ResponseSimulator(registry: registry).press("invite.accept", in: "invite"))
        #expect(outcomes.outcomes.map(\.cause) == [.handlerReturned])
    }

    @Test("The payload contract with your push server")
    func payloadContract() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory(
                "invite",
                payload: [
                    PayloadField("invitation", .string, summary: "The invitation to accept or decline."),
                    PayloadField("kind", .enumeration(["dinner", "meeting", "party"]), optional: true),
                    PayloadField("host", .object([PayloadField("name", .string)]), optional: true),
                    PayloadField("startsAt", .date(.iso8601), optional: true),
                ]
            ) {
                NotificationAction("invite.accept", title: "Accept")
            }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handle("invite.accept", payload: InvitePayload.self) { invite, response in
            try await invitations.accept(invite.invitation)
        }
        let simulate = ResponseSimulator(registry: registry)
        let response = try simulate.press("invite.accept", payload: InvitePayload(invitation: "inv-1"))
        let result = await (try RouterHarness(routes)).route(response)
        #expect(result.cause == .handlerReturned)
    }

    @Test("Buttons chosen by your server")
    func buttonsChosenByYourServer() async throws {
        let registry = try CategoryRegistry { NotificationCategory("invite") }
        let simulate = ResponseSimulator(registry: registry)
        var routes = RouterBuilder(registry: registry)
        routes.handleServerChosen("order.received") { response in
            await orders.markReceived(response.notification.requestIdentifier)
        }
        routes.handleServerChosenURLs { url in await browser.open(url) }   // on iOS: UIApplication.shared.open(url)
        let router = try routes.build(options: RouterOptions(startsHeld: true))
        routes.handleServerChosen("meeting.accept") { response in
            let meeting = try response.payload(as: MeetingPayload.self)
            try await calendar.accept(meeting.meetingID)
        }
        let buttons = [
            NotificationAction("order.received", title: "Mark received"),
            NotificationAction("order.track", title: "Track order", options: .foreground),
        ]
        let press = try simulate.press("order.received", amongServerChosen: buttons)
        router.resume()
        #expect(await router.route(press).route?.kind == .serverChosen("order.received"))
    }

    @Test("Writing notification code in apps made with Xcode 26")
    @MainActor
    func xcode26Apps() async throws {
        let inbox = InboxModel()
        let registry = try CategoryRegistry {
            NotificationCategory("message", options: .customDismissAction) {
                NotificationAction("message.like", title: "Like")
            }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handle(.defaultAction, in: "message") { response in
            inbox.open(response.notification.threadIdentifier)
        }
        routes.handle(.dismissAction, in: "message") { response in
            inbox.log.append("dismissed \(response.notification.requestIdentifier)")
        }
        // Completion-style, for a callback API.
        routes.handle("message.like", in: "message", .completion { response, completion in
            inbox.open(response.notification.threadIdentifier)
            completion()
        })
        var options = RouterOptions(startsHeld: true)
        options.diagnostics = DiagnosticHandler { diagnostic in inbox.log.append("\(diagnostic.code)") }
        options.observer = ResponseObserver { outcome in inbox.log.append(outcome.cause.rawValue) }
        routes.handleServerChosenURLs { url in inbox.log.append("open \(url)") }

        let router = try routes.build(options: options)
        router.resume()
        let response = try ResponseSimulator(registry: registry).press(
            "message.like", in: "message", requestIdentifier: "r1", userInfo: ["conversationID": "c1"])
        #expect(response.conversationID == "c1")
        #expect(await router.route(response).cause == .handlerCompleted)
        #expect(inbox.opened == [response.notification.threadIdentifier])
    }

    @Test("Posting notifications")
    func postingNotifications() async throws {
        let registry = try CategoryRegistry {
            NotificationCategory("medication", priority: 90) { NotificationAction("medication.snooze", title: "Snooze") }
            NotificationCategory("habit", priority: 10)
        }
        let simulate = ResponseSimulator(registry: registry)
        let scheduler = SimulatedNotificationCenter(registered: registry).scheduler(registry: registry)

        let reminder = LocalNotification(
            "dose-42", category: "medication", userInfo: ["doseID": "42", "amount": 2],
            title: .localized("DOSE_TITLE", default: "Time for %@", arguments: ["Aspirin"]),
            trigger: .calendar(DateComponents(hour: 8, minute: 0), repeats: true))
        let placement = try await scheduler.schedule(reminder)  // .pending, or .waiting for room
        #expect(placement == .pending)

        let center = SimulatedNotificationCenter(registered: registry)
        let posting = center.scheduler(registry: registry)
        var routes = RouterBuilder(registry: registry)
        routes.handle("medication.snooze", in: "medication") { response in
            try await posting.schedule(
                LocalNotification(
                    "\(response.notification.requestIdentifier)-snoozed", category: "medication",
                    userInfo: response.notification.userInfo, body: "Time for your dose",
                    trigger: .after(.seconds(600))))
        }
        routes.handleUnmatched { _ in }
        let harness = try RouterHarness(routes)

        try await posting.schedule(reminder)
        let fired = center.advance(by: .seconds(24 * 3600))
        let outcome = await harness.route(try simulate.press("medication.snooze", on: fired[0]))
        #expect(outcome.cause == .handlerReturned)
        #expect(center.fireDates["dose-42-snoozed"] == center.now.addingTimeInterval(600))
        #expect(center.pending.map(\.identifier).sorted() == ["dose-42", "dose-42-snoozed"])
    }

    @Test("README: quick start")
    func readmeQuickStart() async throws {
        // The quick start's own stand-ins: services that take the response.
        nonisolated struct QuickInvitations: Sendable {
            func accept(_ response: NotificationResponse) async throws {}
            func decline(_ response: NotificationResponse) async throws {}
            func markSeen(_ response: NotificationResponse) async {}
        }
        nonisolated struct QuickChat: Sendable { func send(_ text: String) async throws {} }
        let invitations = QuickInvitations()
        let chat = QuickChat()
        let registry = try CategoryRegistry {
            NotificationCategory("invite", options: .customDismissAction) {
                NotificationAction("invite.accept", title: "Accept", options: .authenticationRequired)
                NotificationAction("invite.decline", title: "Decline", options: .destructive)
            }
            NotificationCategory("message") {
                NotificationAction("message.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
            }
        }
        // or: let registry = try CategoryRegistry(contentsOf: Bundle.main.url(forResource: "categories", withExtension: "json")!)

        var routes = RouterBuilder(registry: registry)
        routes.handle("invite.accept", in: "invite") { response in try await invitations.accept(response) }
        routes.handle("invite.decline", in: "invite") { response in try await invitations.decline(response) }
        routes.handle(.dismissAction, in: "invite") { response in await invitations.markSeen(response) }
        routes.handleReply("message.reply", in: "message") { text, response in try await chat.send(text) }
        routes.handle(.defaultAction) { response in await navigator.open(response.notification) }
        let router = try routes.build(options: RouterOptions(startsHeld: true))   // held until the UI is ready

        router.resume()
        let outcome = await router.route(try ResponseSimulator(registry: registry).press("invite.accept", in: "invite"))
        #expect(outcome.route?.kind == .action("invite.accept", in: "invite"))
    }
}

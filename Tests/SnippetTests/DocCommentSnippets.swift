// swift-format-ignore-file
// This file must stay line for line what the doc comments show, so the formatter leaves it alone.
// The code of the libraries' doc comments (what Xcode's Quick Help and the documentation pages show),
// compiled as an app compiles it: plain imports, no `package` access, in both build settings (this target
// and SnippetTestsXcode26, a link to this file). Every ```swift block of a public doc comment must appear
// here, line for line (indentation aside): DocumentationTests checks it. Blocks that need UserNotifications
// start with `// Apple platforms only` and are passages of the sample app instead.
//
// The functions are compiled, never called: what they show is how a call is written, which the compiler
// checks; what the calls do is tested where the behaviour lives.

import Foundation
import NotificationActions
import NotificationActionsPosting
import NotificationActionsTesting
import NotificationActionsTooling
import Testing

// An app's own services and types, as the examples name them.
nonisolated private struct Invitations: Sendable {
    func accept(_ id: String) async throws {}
    func accept(_ userInfo: [String: any Sendable]) async throws {}
    func decline(_ userInfo: [String: any Sendable]) async throws {}
}
nonisolated private struct Chat: Sendable {
    func send(_ text: String) async throws {}
    func like(_ request: String, done: @escaping @Sendable (Bool) -> Void) { done(true) }
}
nonisolated private struct Navigator: Sendable { func open(_ notification: DeliveredNotification) async {} }
nonisolated private struct Log: Sendable { func notice(_ message: String) {} }
nonisolated private struct Support: Sendable { func resolve(_ response: NotificationResponse) async throws {} }
private actor Likes { func add(_ response: NotificationResponse) {} }
nonisolated private struct Analytics: Sendable {
    func track(_ event: String) {}
    func track(_ event: String, _ properties: [String: String]) {}
}
nonisolated private final class Model: @unchecked Sendable { var diagnostics: [String] = [] }
nonisolated private enum Screen: Sendable { case invitation(String) }
nonisolated private struct InvitePayload: NotificationPayload {
    static var category: CategoryIdentifier { "invite" }
    var invitation: String
}
nonisolated private struct MedicationPayload: NotificationPayload {
    static var category: CategoryIdentifier { "medication" }
    var doseID: String
    var amount: Int
}
nonisolated private struct MeetingPayload: NotificationPayload {
    static var category: CategoryIdentifier { "meeting.changed" }
    var meetingID: String
}
nonisolated private struct Calendar: Sendable { func accept(_ meetingID: String) async throws {} }
nonisolated private struct Browser: Sendable { func open(_ url: URL) async {} }
nonisolated private enum AppAnalytics { static let observer = ResponseObserver { _ in } }
nonisolated private struct Services: Sendable {}
nonisolated private enum NotificationLayer {
    static func routes(registry: CategoryRegistry, services: Services) -> RouterBuilder {
        RouterBuilder(registry: registry)
    }
}
nonisolated private enum AppCategories { static let registry = try! CategoryRegistry {} }

// ActionIdentifierConvertible.swift
nonisolated enum InviteAction: String, ActionIdentifierConvertible, CaseIterable {
    static let category: CategoryIdentifier = "invite"
    case accept = "invite.accept"
    case decline = "invite.decline"
}
nonisolated private enum ReminderAction: String, ActionIdentifierConvertible, CaseIterable {
    static let category: CategoryIdentifier = "reminder"
    case snooze = "reminder.snooze"
}

nonisolated private enum DocCommentSnippets {
    // Diagnostic.Code
    static func diagnosticCode(_ recorder: DiagnosticRecorder) {
        #expect(recorder.codes == [.handlerThrew])
    }

    // DiagnosticHandler
    static func diagnosticHandler(_ model: Model) {
        var options = RouterOptions()
        options.diagnostics = DiagnosticHandler { diagnostic in model.diagnostics.append(diagnostic.message) }
        _ = options
    }

    // NotificationCategory, LocalizationKey
    static func category() -> [NotificationCategory] {
        [
            NotificationCategory("invite", options: .customDismissAction) {
                NotificationAction("invite.accept", title: "Accept")
                NotificationAction("invite.decline", title: "Decline", options: .destructive)
            },
            NotificationCategory("invite") {
                NotificationAction("invite.accept", title: "Accept").localized(title: "INVITE_ACCEPT")
            },
        ]
    }

    // PayloadField
    static func payloadField() -> NotificationCategory {
        NotificationCategory("invite", payload: [
            PayloadField("invitationID", .string),
            PayloadField("sender", .object([PayloadField("name", .string)])),
            PayloadField("expires", .date(.iso8601), optional: true),
        ]) {
            NotificationAction("invite.accept", title: "Accept")
        }
    }

    // CategoryRegistry
    static func registry() throws -> CategoryRegistry {
        let registry = try CategoryRegistry {
            NotificationCategory("invite", options: .customDismissAction) {
                NotificationAction("invite.accept", title: "Accept")
                NotificationAction("invite.decline", title: "Decline", options: .destructive)
            }
        }
        return registry
    }

    // ContentExtensionRouter
    @MainActor static func contentExtension(_ registry: CategoryRegistry, _ likes: Likes) {
        var routes = ContentExtensionRouter(registry: registry)
        routes.handle("message.like", in: "message") { response in
            await likes.add(response)
            return .doNotDismiss            // the extension shows the like; the notification stays
        }
        _ = routes
    }

    // ParkedDestination
    static func parked(_ registry: CategoryRegistry) async {
        var routes = RouterBuilder(registry: registry)
        var path: [Screen] = []
        func show(_ screen: Screen) {}
        let parked = ParkedDestination<Screen>(expiresAfter: .seconds(120))
        routes.handle(.defaultAction, in: "invite") { response in
            if let id = response.notification.userInfo["invitation"] as? String { parked.park(.invitation(id)) }
        }
        // In the view that can navigate, once it shows (after login) — SwiftUI: in its `.task { … }`:
        for await screen in parked.destinations() { path.append(screen) }
        // Or once, where the root is ready (UIKit):
        if let screen = parked.take() { show(screen) }
        _ = path
    }

    // ResponseHandler
    static func responseHandler(_ routes: inout RouterBuilder, _ chat: Chat) {
        routes.handle("message.like", in: "message", .completion { response, completion in
            chat.like(response.notification.requestIdentifier) { _ in completion() }
        })
    }

    // ResponseObserver
    static func observer(_ analytics: Analytics) {
        var options = RouterOptions(startsHeld: true)
        options.observer = ResponseObserver { outcome in
            analytics.track("notification_action", ["category": outcome.response.categoryIdentifier.rawValue,
                                                    "action": outcome.response.actionIdentifier.rawValue,
                                                    "finished_by": outcome.cause.rawValue])
        }
        options.observer = ResponseObserver { outcome in analytics.track(outcome.response.actionIdentifier.rawValue) }
    }

    // RouteDescription
    static func route(_ harness: RouterHarness, _ simulate: ResponseSimulator) async throws {
        let outcome = await harness.route(try simulate.press("message.reply", in: "message"))
        #expect(outcome.route?.kind == .action("message.reply", in: "message"))
    }

    // RouterBuilder+Payload, RouterBuilder+ServerChosen
    static func typedRoutes(_ routes: inout RouterBuilder, _ invitations: Invitations, _ support: Support) {
        routes.handle("invite.accept", payload: InvitePayload.self) { payload, response in
            try await invitations.accept(payload.invitation)
        }
        routes.handleServerChosen("resolve") { response in try await support.resolve(response) }
    }

    // RouterBuilder.handleServerChosenURLs(fileID:line:_:)
    static func serverChosenURLs(_ routes: inout RouterBuilder, _ browser: Browser) {
        routes.handleServerChosenURLs { url in await browser.open(url) }   // on iOS: UIApplication.shared.open(url)
    }

    // NotificationResponse.payload(as:)
    static func payloadAs(_ routes: inout RouterBuilder, _ calendar: Calendar) {
        routes.handleServerChosen("meeting.accept") { response in
            let meeting = try response.payload(as: MeetingPayload.self)
            try await calendar.accept(meeting.meetingID)
        }
    }

    // RouterBuilder
    static func routerBuilder(
        _ registry: CategoryRegistry, _ invitations: Invitations, _ chat: Chat, _ navigator: Navigator, _ log: Log
    ) throws {
        var routes = RouterBuilder(registry: registry)
        routes.handle(all: InviteAction.self) { action, response in
            switch action {
            case .accept: try await invitations.accept(response.notification.userInfo)
            case .decline: try await invitations.decline(response.notification.userInfo)
            }
        }
        routes.handleReply("message.reply", in: "message") { text, response in try await chat.send(text) }
        routes.handle(.defaultAction) { response in await navigator.open(response.notification) }
        routes.handleUnmatched { response in log.notice("unhandled \(response.actionIdentifier)") }
        let router = try routes.build()
        _ = router
    }

    // LocalNotification
    static func localNotification(_ scheduler: NotificationScheduler, dose: (id: String, Void)) async throws {
        let reminder = LocalNotification(
            "dose-\(dose.id)", payload: MedicationPayload(doseID: dose.id, amount: 2),
            title: .localized("DOSE_TITLE", default: "Time for your dose"),
            trigger: .calendar(DateComponents(hour: 8, minute: 0), repeats: true))
        try await scheduler.schedule(reminder)
    }

    // DiagnosticRecorder
    static func diagnosticRecorder(_ builder: RouterBuilder) throws {
        let recorder = DiagnosticRecorder()
        let router = try builder.build(options: RouterOptions(diagnostics: recorder.handler))
        // ...
        #expect(recorder.codes == [.completionCalledTwice])
        _ = router
    }

    // InMemoryCategoryCenter
    static func inMemoryCenter(_ registry: CategoryRegistry) async {
        let center = InMemoryCategoryCenter([NotificationCategory("sdk.promo")])  // another SDK's
        await center.register(registry)
        #expect(center.categories.map(\.identifier).contains("sdk.promo"))  // merged, not replaced
    }

    // RouterHarness.openSettings(from:)
    static func openSettings(_ harness: RouterHarness, _ simulate: ResponseSimulator) async throws {
        let reminder = try simulate.tap("reminder").notification
        #expect(await harness.openSettings(from: reminder))
        #expect(await harness.openSettings())  // from Settings
    }

    // OutcomeRecorder
    static func outcomeRecorder(
        _ registry: CategoryRegistry, _ fakes: Services, _ simulate: ResponseSimulator
    ) async throws {
        let outcomes = OutcomeRecorder()
        var options = RouterOptions()
        options.observer = outcomes.observer(forwardingTo: AppAnalytics.observer)
        let harness = try RouterHarness(NotificationLayer.routes(registry: registry, services: fakes), options: options)
        await harness.route(try simulate.press(InviteAction.accept, in: "invite"))
        #expect(outcomes.outcomes.map(\.response.actionIdentifier) == ["invite.accept"])
    }

    // ResponseSimulator, +Payload, +ServerChosen
    static func simulator(_ registry: CategoryRegistry) throws {
        let simulate = ResponseSimulator(registry: registry)
        let reply = try simulate.reply("On my way", to: "message.reply", in: "message")
        do {
            let response = try simulate.press(InviteAction.accept, payload: InvitePayload(invitation: "inv-1"))
            _ = response
        }
        let response = try simulate.press("resolve", amongServerChosen: [NotificationAction("resolve", title: "Resolve")])
        _ = (reply, response)
    }

    // ResponseSimulator+Push
    static func push(
        _ simulate: ResponseSimulator, _ harness: RouterHarness, _ apnsFile: Data
    ) async throws {
        let tap = try simulate.push(String(decoding: apnsFile, as: UTF8.self))
        let forged = simulate.unchecked("invite.delete", in: "invite")
        _ = (tap, forged)
        let outcome = await harness.route(simulate.unchecked("invite.delete", in: "invite"))
        #expect(harness.diagnostics(of: outcome).map(\.code) == [.actionNotInCategory])
    }

    // RouterHarness
    static func harness(
        _ registry: CategoryRegistry, _ fakes: Services, _ simulate: ResponseSimulator
    ) async throws {
        let harness = try RouterHarness(NotificationLayer.routes(registry: registry, services: fakes))
        let outcome = await harness.route(try simulate.press(InviteAction.accept, in: "invite"))
        #expect(outcome.route?.kind == .action("invite.accept", in: "invite"))
        #expect(outcome.cause == .handlerReturned)
        #expect(harness.diagnostics(of: outcome).isEmpty)
    }

    // RouterHarness.waitUntilHeld(_:timeout:)
    static func waitUntilHeld(_ harness: RouterHarness, _ simulate: ResponseSimulator) async throws {
        let tap = try simulate.tap("invite", requestIdentifier: "n1")
        async let launched = harness.route(tap)
        #expect(await harness.waitUntilHeld("n1"))
        harness.router.resume()
        #expect(await launched.wasQueued)
    }

    // SimulatedNotificationCenter
    static func simulatedCenter(_ reminder: LocalNotification, _ simulate: ResponseSimulator) async throws {
        let center = SimulatedNotificationCenter(registered: AppCategories.registry)
        let scheduler = center.scheduler(registry: AppCategories.registry)
        try await scheduler.schedule(reminder)
        let fired = center.advance(by: .seconds(3600))
        let response = try simulate.press(ReminderAction.snooze, on: fired[0])
        _ = response
    }

    // PayloadCheck
    static func payloadCheck(
        _ registry: CategoryRegistry, _ payloadBytes: [UInt8], reject: ([UInt8], [ValidationIssue]) -> Void
    ) {
        let payload = payloadBytes
        let check = PayloadCheck(registry: registry)
        let issues = check.check(payloadBytes)
        if issues.contains(where: { $0.severity == .error }) { reject(payload, issues) }
    }
}

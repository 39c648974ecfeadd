import Foundation
import NotificationActionsCommandLine
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// A push with server-chosen buttons, as the spec's JSON.
func dynamicPush(_ actions: String, extra: String = "") -> [String: JSONValue] {
    let json =
        #"{"aps": {"alert": "Hi", "mutable-content": 1}, "notification-actions": {"actions": [\#(actions)]\#(extra)}}"#
    return (try? JSONValue(parsing: json.utf8))?.objectValue ?? [:]
}

@Suite("Server-chosen buttons: the spec and its category")
struct ServerChosenButtonsTests {
    let track =
        #"{"identifier": "track", "title": "Track order", "options": ["foreground"], "url": "https://shop.example/o/42"}"#
    let reply = #"{"identifier": "reply", "title": "Reply", "textInput": {"buttonTitle": "Send"}}"#
    let resolve = #"{"identifier": "resolve", "title": "Mark resolved", "options": ["destructive"]}"#

    func read(_ actions: String, extra: String = "") -> ServerChosenButtons.Reading {
        ServerChosenButtons.read(from: dynamicPush(actions, extra: extra), registry: routingRegistry)
    }

    @Test("a spec reads into buttons in the order written, each with its own options, text input and URL")
    func reads() throws {
        let reading = read([track, reply, resolve].joined(separator: ", "))
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let buttons = try #require(reading.buttons).buttons
        #expect(
            buttons.map(\.action.identifier) == ["track", "reply", "resolve"],
            "order kept (OneSignal reversed it)")
        #expect(buttons[0].action.options == .foreground)
        #expect(buttons[1].action.options == [], "not forced to foreground (OneSignal forced every button)")
        #expect(buttons[2].action.options == .destructive)
        #expect(buttons[1].action.textInput?.buttonTitle == "Send")
        #expect(buttons.map(\.url) == ["https://shop.example/o/42", nil, nil])
        #expect(reading.size > 100)
        let category = try #require(reading.buttons).category
        #expect(category.identifier.rawValue.hasPrefix("na.dyn.") && category.actions.count == 3)
        #expect(
            ServerChosenButtons.isDynamic(category.identifier) && !ServerChosenButtons.isDynamic("invite"))
    }

    @Test("a push without a spec has no buttons and no issues")
    func absent() {
        let reading = ServerChosenButtons.read(from: ["aps": ["alert": "Hi"]], registry: routingRegistry)
        #expect(reading.buttons == nil && reading.issues.isEmpty && reading.size == 0)
    }

    @Test("the identifier is stable for a button set and differs for any difference (no collisions)")
    func identifiers() throws {
        func identifier(_ actions: String) throws -> String {
            try #require(read(actions).buttons).categoryIdentifier.rawValue
        }
        let likeReply = try identifier([reply, resolve].joined(separator: ", "))
        #expect(
            likeReply == (try identifier([reply, resolve].joined(separator: ", "))), "ten pushes share one")
        #expect(likeReply.count == "na.dyn.".count + 16)
        var seen: Set<String> = [likeReply]
        for variant in [
            [resolve, reply].joined(separator: ", "),  // order
            [reply, resolve.replacingOccurrences(of: "destructive", with: "foreground")].joined(
                separator: ", "),
            [reply, resolve.replacingOccurrences(of: "Mark resolved", with: "Mark solved")].joined(
                separator: ", "),
            [reply.replacingOccurrences(of: "Send", with: "Go"), resolve].joined(separator: ", "),
            reply, resolve,
            [track, reply].joined(separator: ", "),
            [track.replacingOccurrences(of: "o/42", with: "o/43"), reply].joined(separator: ", "),
            // Fields that run together differently ("ab"+"c" vs "a"+"bc") must not collide either.
            #"{"identifier": "ab", "title": "c"}"#, #"{"identifier": "a", "title": "bc"}"#,
        ] {
            #expect(seen.insert(try identifier(variant)).inserted, "\(variant) collides")
        }
    }

    @Test(
        "every field is encoded unambiguously: no URL differs from an empty one, NUL cannot move a field's end"
    )
    func unambiguousIdentifiers() {
        func buttons(_ action: NotificationAction, url: String? = nil) -> ServerChosenButtons {
            ServerChosenButtons(buttons: [.init(action, url: url)])
        }
        let plain = NotificationAction("a", title: "A")
        #expect(buttons(plain).categoryIdentifier != buttons(plain, url: "").categoryIdentifier)
        let first = NotificationAction(
            "a", title: "A", textInput: .init(buttonTitle: "x", placeholder: "\u{0}y"))
        let second = NotificationAction(
            "a", title: "A", textInput: .init(buttonTitle: "x\u{0}", placeholder: "y"))
        #expect(buttons(first).categoryIdentifier != buttons(second).categoryIdentifier)
        // No text input differs from one with empty titles; a title key from none.
        let emptyInput = NotificationAction(
            "a", title: "A", textInput: .init(buttonTitle: "", placeholder: ""))
        #expect(buttons(plain).categoryIdentifier != buttons(emptyInput).categoryIdentifier)
        #expect(
            buttons(plain).categoryIdentifier != buttons(plain.localized(title: "A")).categoryIdentifier)
        // One button set and the same buttons split differently never collide.
        let two = ServerChosenButtons(buttons: [.init(plain), .init(NotificationAction("b", title: "B"))])
        let one = ServerChosenButtons(buttons: [.init(NotificationAction("a", title: "A"))])
        #expect(two.categoryIdentifier != one.categoryIdentifier)
    }

    @Test("a server-chosen route for a registered action's identifier is a coverage warning: it never runs")
    func serverChosenRouteShadowed() throws {
        let registry = try CategoryRegistry {
            NotificationCategory("invite") { NotificationAction("invite.accept", title: "Accept") }
        }
        var routes = RouterBuilder(registry: registry)
        routes.handle("invite.accept", in: "invite") { _ in }
        routes.handleServerChosen("invite.accept") { _ in }
        routes.handleServerChosen("order.track") { _ in }
        let warnings = routes.coverage().warnings
        #expect(warnings.map(\.code) == [.serverChosenRouteNeverDelivered])
        #expect(warnings.first?.message.contains("'invite.accept' is an action of 'invite'") == true)
        #expect(warnings.first?.message.contains("shadows-static-action") == true)
        #expect(warnings.first?.registeredAt?.line == #line - 6)
    }

    @Test(
        "a spec with errors gives no buttons (the push keeps its static category) and says what is wrong",
        arguments: [
            (#"{"aps": {}, "notification-actions": ["track"]}"#, "wrong-type", "notification-actions"),
            (#"{"aps": {}, "notification-actions": {}}"#, "missing-key", "notification-actions.actions"),
            (
                #"{"aps": {}, "notification-actions": {"actions": []}}"#, "missing-key",
                "notification-actions.actions"
            ),
            (
                #"{"aps": {}, "notification-actions": {"actions": [{"identifier": "a", "title": ""}]}}"#,
                "empty-title",
                "notification-actions.actions[0].title"
            ),
            (
                #"{"aps": {}, "notification-actions": {"actions": [{"identifier": "a", "title": "A", "options": ["foregound"]}]}}"#,
                "unknown-option", "notification-actions.actions[0].options[0]"
            ),
            (
                #"{"aps": {}, "notification-actions": {"actions": [{"identifier": "a", "title": "A", "url": "javascript:alert(1)"}]}}"#,
                "invalid-value", "notification-actions.actions[0].url"
            ),
            (
                #"{"aps": {}, "notification-actions": {"actions": [{"identifier": "a", "title": "A", "url": "/relative"}]}}"#,
                "invalid-value", "notification-actions.actions[0].url"
            ),
            (
                #"{"aps": {}, "notification-actions": {"actions": [{"identifier": "chat.like", "title": "Like"}]}}"#,
                "shadows-static-action", "notification-actions.actions[0].identifier"
            ),
            (
                #"{"aps": {}, "notification-actions": {"actions": [{"identifier": "a", "title": "A"}, {"identifier": "a", "title": "B"}]}}"#,
                "duplicate-action", "notification-actions.actions[1].identifier"
            ),
        ])
    func errors(_ json: String, _ code: String, _ path: String) throws {
        let push = try #require(try JSONValue(parsing: json.utf8).objectValue)
        let reading = ServerChosenButtons.read(from: push, registry: routingRegistry)
        #expect(reading.buttons == nil)
        let issue = try #require(reading.issues.first { $0.code.rawValue == code }, "\(reading.issues)")
        #expect(issue.severity == .error)
        #expect(issue.location.path == path)
    }

    @Test("too many buttons is the same error a static category gets")
    func tooMany() throws {
        let actions = (1...11).map { #"{"identifier": "b\#($0)", "title": "B\#($0)"}"# }.joined(
            separator: ", ")
        let reading = read(actions)
        #expect(reading.buttons == nil)
        #expect(reading.issues.map(\.code).contains(.tooManyActions))
    }

    @Test("warnings keep the buttons: plain http, an unknown key, a spec over half the push")
    func warnings() throws {
        let http = read(
            #"{"identifier": "a", "title": "A", "url": "http://shop.example"}"#, extra: #", "categry": "x""#)
        #expect(http.buttons != nil)
        #expect(http.issues.map(\.code) == [.unknownKey, .invalidValue])
        #expect(http.issues.allSatisfy { $0.severity == .warning })
        let long = (1...4).map {
            #"{"identifier": "b\#($0)", "title": "\#(String(repeating: "x", count: 500))"}"#
        }.joined(separator: ", ")
        #expect(read(long).issues.map(\.code).contains(.payloadTooLarge))
    }
}

@Suite("Server-chosen buttons: bounded, pruned, never clobbering")
struct DynamicLedgerTests {
    @Test("use keeps the most recent at the end and evicts the least recently used beyond the cap")
    func lru() {
        var ledger = ServerChosenCategoryLedger()
        #expect(ledger.use("na.dyn.a", at: 1, capacity: 2) == [])
        #expect(ledger.use("na.dyn.b", at: 2, capacity: 2) == [])
        #expect(ledger.use("na.dyn.a", at: 3, capacity: 2) == [], "a used again moves to the end")
        #expect(ledger.use("na.dyn.c", at: 4, capacity: 2) == ["na.dyn.b"])
        #expect(ledger.identifiers == ["na.dyn.a", "na.dyn.c"])
        #expect(ledger.entries.first?.uses == 2)
        for index in 0..<100 { _ = ledger.use(CategoryIdentifier("na.dyn.\(index)"), at: Double(10 + index)) }
        #expect(
            ledger.entries.count == ServerChosenCategoryLedger.defaultCapacity,
            "bounded (Klaviyo's grew without bound)")
    }

    @Test("prune keeps what delivered notifications use, and what is younger than the grace period")
    func prune() {
        var ledger = ServerChosenCategoryLedger()
        _ = ledger.use("na.dyn.old-delivered", at: 0)
        _ = ledger.use("na.dyn.old-gone", at: 0)
        _ = ledger.use("na.dyn.new", at: 950)
        let removed = ledger.prune(keeping: ["na.dyn.old-delivered"], now: 1000, grace: 60)
        #expect(removed == ["na.dyn.old-gone"])
        #expect(ledger.identifiers == ["na.dyn.old-delivered", "na.dyn.new"])
    }

    @Test("the registration plan keeps every static and other SDK's category as registered")
    func plan() {
        let existing = [
            NotificationCategory("invite"), NotificationCategory("other-sdk.promo"),
            NotificationCategory(
                identifier: "na.dyn.old", actions: [], minimalActions: nil, options: [],
                intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: nil,
                categorySummaryFormat: nil, foregroundPresentation: [], site: nil),
        ]
        let new = NotificationCategory("na.dyn.new")
        let planned = DynamicRegistration.plan(
            existing: existing, adding: new, removing: ["na.dyn.old", "invite"])
        #expect(
            planned.map(\.identifier) == ["invite", "other-sdk.promo", "na.dyn.new"],
            "only dynamic ones are removed")
        let again = DynamicRegistration.plan(existing: planned, adding: new, removing: [])
        #expect(again.map(\.identifier) == planned.map(\.identifier), "added once")
    }
}

@Suite("Server-chosen buttons: the shared ledger file")
struct DynamicStoreTests {
    @Test("a missing file is an empty ledger; updates are written and read back")
    func roundTrip() async throws {
        let folder = try TemporaryFolder()
        let store = ServerChosenCategoryStore(inContainer: folder.url)
        #expect(store.ledger.entries.isEmpty)
        let (evicted, problems) = await store.update { $0.use("na.dyn.a", at: 1) }
        #expect(evicted.isEmpty && problems.isEmpty)
        #expect(store.ledger.identifiers == ["na.dyn.a"])
        #expect(FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test(
        "a corrupt or foreign file is reset and reported, never a crash",
        arguments: ["{\"versio", "[]", "{\"version\": 2, \"entries\": []}", "\u{0}\u{1}"])
    func corrupt(_ text: String) async throws {
        let folder = try TemporaryFolder()
        let store = ServerChosenCategoryStore(url: folder.url.appendingPathComponent("ledger.json"))
        try Data(text.utf8).write(to: store.url)
        let (_, problems) = await store.update { $0.use("na.dyn.a", at: 1) }
        #expect(problems.map(\.code) == [.dynamicLedgerProblem])
        #expect(problems.first?.message.contains("reset") == true)
        #expect(store.ledger.identifiers == ["na.dyn.a"], "the file is whole again")
    }

    @Test("concurrent writers (extension launches at once) lose no update", .timeLimit(.minutes(1)))
    func concurrent() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("ledger.json")
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    // Each writer its own store value, as each process has its own.
                    let store = ServerChosenCategoryStore(url: url)
                    for use in 0..<25 {
                        _ = await store.update {
                            _ = $0.use(
                                CategoryIdentifier("na.dyn.\(writer)-\(use % 5)"), at: 1, capacity: 1000)
                        }
                    }
                }
            }
        }
        let ledger = ServerChosenCategoryStore(url: url).ledger
        #expect(ledger.entries.count == 40)
        #expect(ledger.entries.map(\.uses).reduce(0, +) == 200)
    }
}

@Suite("Server-chosen buttons: routed like the rest")
struct ServerChosenRoutingTests {
    let recorder = DiagnosticRecorder()
    let calls = Calls()
    let opened = Locked<[String]>([])

    let userInfo = dynamicPush(
        #"{"identifier": "track", "title": "Track", "options": ["foreground"], "url": "https://shop.example/o/42"}, "#
            + #"{"identifier": "reply", "title": "Reply", "textInput": {"buttonTitle": "Send"}}, "#
            + #"{"identifier": "resolve", "title": "Resolve"}, "#
            + #"{"identifier": "app", "title": "App", "url": "myapp://orders/42"}, "#
            + #"{"identifier": "mail", "title": "Mail", "url": "mailto:a@b.c"}"#)

    var category: CategoryIdentifier {
        ServerChosenButtons.read(from: userInfo, registry: routingRegistry).buttons!.categoryIdentifier
    }

    func router(openURL: Bool = true) throws -> ResponseRouter {
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handleServerChosen("resolve") { calls.record("resolve", $0) }
        routes.handleServerChosen("reply") { calls.record("reply \($0.userText ?? "-")", $0) }
        routes.handle(.defaultAction) { calls.record("tap", $0) }
        routes.handleUnmatched { calls.record("fallback", $0) }
        var options = RouterOptions(diagnostics: recorder.handler, timer: .never)
        options.allowedURLSchemes = ["https", "myapp"]
        if openURL {
            routes.handleServerChosenURLs { [opened] url in opened.withLock { $0.append(url.absoluteString) }
            }
        }
        return try routes.build(options: options, coverageWarnings: .silent)
    }

    func press(
        _ action: ActionIdentifier, text: String? = nil, userInfo: [String: JSONValue]? = nil,
        category: CategoryIdentifier? = nil
    ) -> NotificationResponse {
        NotificationResponse(
            category: category ?? self.category, action: action, userText: text,
            userInfo: userInfo ?? self.userInfo,
            origin: .push)
    }

    @Test("a button without a URL reaches the app's handler of its identifier; text input and taps as usual")
    func handlers() async throws {
        let router = try router()
        #expect(await router.route(press("resolve")).route?.kind == .serverChosen("resolve"))
        await router.route(press("reply", text: "on it"))
        await router.route(press(.defaultAction))
        #expect(calls.names == ["resolve", "reply on it", "tap"])
        #expect(recorder.diagnostics.isEmpty)
    }

    /// A generated payload's shape: the key routingRegistry's `invite` pushes carry in these tests.
    struct InvitePayload: NotificationPayload {
        static var category: CategoryIdentifier { "invite" }
        var invitation: String
    }

    /// A tap on the server-chosen notification, its push naming `aps` and carrying an invitation.
    func tap(aps: [String: JSONValue]) -> NotificationResponse {
        var info = userInfo
        info["aps"] = .object(aps)
        info["invitation"] = "inv-7"
        return press(.defaultAction, userInfo: info)
    }

    @Test(
        "a tap on a server-chosen notification whose push names a declared category reaches that category's routes, a typed payload's too; otherwise every category's (F5)"
    )
    func tapOfItsDeclaredCategory() async throws {
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handle(.defaultAction, payload: InvitePayload.self) { invite, response in
            calls.record("invite tap \(invite.invitation)", response)
        }
        routes.handle(.defaultAction) { calls.record("tap", $0) }
        routes.handleUnmatched { calls.record("fallback", $0) }
        let router = try routes.build(
            options: RouterOptions(diagnostics: recorder.handler, timer: .never), coverageWarnings: .silent)
        let alert: [String: JSONValue] = ["alert": "Moved", "mutable-content": 1]
        var invite = alert
        invite["category"] = "invite"
        var chat = alert
        chat["category"] = "chat"
        var unknown = alert
        unknown["category"] = "nope"
        #expect(await router.route(tap(aps: invite)).route?.kind == .action(.defaultAction, in: "invite"))
        #expect(await router.route(tap(aps: chat)).route?.kind == .anyCategory(.defaultAction))
        #expect(await router.route(tap(aps: unknown)).route?.kind == .anyCategory(.defaultAction))
        #expect(await router.route(tap(aps: alert)).route?.kind == .anyCategory(.defaultAction))
        #expect(calls.names == ["invite tap inv-7", "tap", "tap", "tap"])
        #expect(recorder.diagnostics.isEmpty)

        // With no tap route for every category, the declared category's fallback comes before the global one.
        var fallbacks = RouterBuilder(registry: routingRegistry)
        fallbacks.handleUnmatched(in: "chat") { calls.record("chat fallback", $0) }
        fallbacks.handleUnmatched { calls.record("fallback", $0) }
        let second = try fallbacks.build(
            options: RouterOptions(diagnostics: recorder.handler, timer: .never), coverageWarnings: .silent)
        #expect(await second.route(tap(aps: chat)).route?.kind == .categoryFallback("chat"))
        #expect(await second.route(tap(aps: alert)).route?.kind == .globalFallback)
    }

    @Test(
        "response.payload(as:) decodes the push's keys for a handler without a payload: form, naming a bad key"
    )
    func payloadAs() throws {
        #expect(try tap(aps: ["alert": "Hi"]).payload(as: InvitePayload.self).invitation == "inv-7")
        do {
            _ = try press("resolve").payload(as: InvitePayload.self)
            Issue.record("a push without the key decoded")
        } catch {
            #expect("\(error)".contains("invitation"))
        }
    }

    @Test("a button with a URL is opened on an allowed scheme, refused and reported on any other")
    func urls() async throws {
        let router = try router()
        #expect(await router.route(press("track")).cause == .handlerReturned)
        await router.route(press("app"))
        let mail = await router.route(press("mail"))
        #expect(opened.withLock { $0 } == ["https://shop.example/o/42", "myapp://orders/42"])
        #expect(mail.cause == .unhandled)
        #expect(recorder.codes == [.urlSchemeRefused, .unhandledResponse])
        #expect(recorder.diagnostics[0].message.contains("'mailto:a@b.c'"))
        #expect(calls.names.isEmpty)
    }

    @Test(
        "the URL opener is a route: the outcome names where it was registered, and a second registration is an error naming both"
    )
    func urlOpenerRoute() async throws {
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handleServerChosenURLs { _ in }
        let line = #line - 1
        var options = RouterOptions(diagnostics: recorder.handler, timer: .never)
        options.allowedURLSchemes = ["https"]
        let outcome = await (try routes.build(options: options, coverageWarnings: .silent)).route(
            press("track"))
        #expect(outcome.route?.kind == .serverChosen("track"))
        #expect(outcome.route?.line == line)
        #expect(outcome.route?.fileID.hasSuffix("ServerChosenButtonsTests.swift") == true)
        routes.handleServerChosenURLs { _ in }
        do {
            _ = try routes.build(options: options)
            Issue.record("two URL openers built")
        } catch {
            #expect(error.diagnostics.filter { $0.severity == .error }.map(\.code) == [.duplicateRoute])
            #expect(error.description.contains("handleServerChosenURLs is registered twice"))
            #expect(error.description.contains(":\(line)"))
        }
    }

    @Test("without an opener a URL button is completed and reported, not dropped")
    func noOpener() async throws {
        let result = await (try router(openURL: false)).route(press("track"))
        #expect(result.cause == .unhandled)
        #expect(recorder.codes.first == .urlNotOpened)
    }

    @Test("a button the push's spec does not contain is refused (forged or stale), as for static categories")
    func membership() async throws {
        let router = try router()
        await router.route(press("delete-account"))
        #expect(calls.names == ["fallback"])
        #expect(recorder.codes == [.actionNotInCategory])
        #expect(recorder.diagnostics[0].message.contains("'track', 'reply', 'resolve', 'app', 'mail'"))
    }

    @Test("a dynamic category whose push lacks its spec, or carries another one, reaches only the fallback")
    func mismatched() async throws {
        let router = try router()
        await router.route(press("resolve", userInfo: ["aps": ["alert": "Hi"]]))
        await router.route(press("resolve", category: "na.dyn.0000000000000000"))
        #expect(calls.names == ["fallback", "fallback"])
        #expect(recorder.codes == [.actionNotInCategory, .actionNotInCategory])
        #expect(recorder.diagnostics[0].message.contains("has no \"notification-actions\" spec"))
        #expect(recorder.diagnostics[1].message.contains("other buttons"))
    }

    @Test(
        "a press reads its spec without re-running the rules (the category's digest proves the extension ran them), and still refuses what does not decode or opens a refused scheme"
    )
    func pressReadsWithoutRules() async throws {
        // Two buttons with one identifier: an error of the rules, so the extension never registers it...
        let twice = dynamicPush(
            #"{"identifier": "resolve", "title": "Resolve"}, {"identifier": "resolve", "title": "Again"}"#)
        let checked = ServerChosenButtons.read(from: twice, registry: routingRegistry)
        #expect(checked.buttons == nil)
        #expect(checked.issues.contains { $0.code == .duplicateAction })
        // ...and the router's reading, which skips the rules, still knows the buttons and their digest.
        let pressed = ServerChosenButtons.read(from: twice, registry: routingRegistry, rules: false)
        let buttons = try #require(pressed.buttons)
        let router = try router()
        await router.route(press("resolve", userInfo: twice, category: buttons.categoryIdentifier))
        #expect(calls.names == ["resolve"])

        // What a press still refuses: a spec that does not decode, a URL no button may open.
        let undecodable = dynamicPush(#"{"identifier": 7, "title": "Seven"}"#)
        #expect(
            ServerChosenButtons.read(from: undecodable, registry: routingRegistry, rules: false).buttons
                == nil)
        let script = dynamicPush(#"{"identifier": "run", "title": "Run", "url": "javascript:alert(1)"}"#)
        #expect(
            ServerChosenButtons.read(from: script, registry: routingRegistry, rules: false).buttons == nil)
        await router.route(press("run", userInfo: script, category: "na.dyn.0000000000000000"))
        #expect(calls.names == ["resolve", "fallback"])
        #expect(opened.withLock { $0 }.isEmpty)
        #expect(recorder.codes == [.actionNotInCategory])
    }

    @Test("the completion guarantee holds: one system completion per response, whatever happened")
    func exactlyOnce() async throws {
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handleServerChosen("resolve") { _ in }
        routes.handleServerChosenURLs { _ in }
        let harness = try RouterHarness(routes, options: RouterOptions())
        let outcomes = await harness.routeAll(
            ["resolve", "track", "mail", "nope", ActionIdentifier.defaultAction.rawValue].map {
                press(ActionIdentifier($0))
            })
        #expect(outcomes.map(\.systemCompletions) == [1, 1, 1, 1, 1])
        #expect(
            outcomes.map(\.cause) == [.handlerReturned, .handlerReturned, .unhandled, .unhandled, .unhandled])
    }
}

@Suite("Server-chosen buttons: the extension's registration, against a fake center")
struct DynamicRegistrationTests {
    let statics = [NotificationCategory("invite"), NotificationCategory("other-sdk.promo")]

    func push(_ titles: String...) -> [String: JSONValue] {
        dynamicPush(
            titles.enumerated().map { #"{"identifier": "b\#($0.offset)", "title": "\#($0.element)"}"# }
                .joined(separator: ", "))
    }

    @Test("a push's buttons are registered once, merged with the static and other SDKs' categories")
    func registers() async throws {
        let folder = try TemporaryFolder()
        let store = ServerChosenCategoryStore(inContainer: folder.url)
        let center = InMemoryCategoryCenter(statics)
        let first = await ServerChosenButtons.prepare(
            userInfo: push("Like", "Reply"), registry: routingRegistry, store: store, center: center, now: 1,
            diagnostics: .silent)
        let second = await ServerChosenButtons.prepare(
            userInfo: push("Like", "Reply"), registry: routingRegistry, store: store, center: center, now: 2,
            diagnostics: .silent)
        #expect(first != nil && first == second, "ten pushes with Like / Reply share one category")
        #expect(center.categories.map(\.identifier) == ["invite", "other-sdk.promo", first!])
        #expect(center.replacements == 1, "already registered: not set again")
        #expect(store.ledger.entries.first?.uses == 2)
    }

    @Test("beyond the cap the least recently used dynamic category is unregistered; static ones never are")
    func bounded() async throws {
        let folder = try TemporaryFolder()
        let store = ServerChosenCategoryStore(inContainer: folder.url)
        let center = InMemoryCategoryCenter(statics)
        var identifiers: [CategoryIdentifier] = []
        for index in 0..<5 {
            identifiers.append(
                await ServerChosenButtons.prepare(
                    userInfo: push("Button \(index)"), registry: routingRegistry, store: store,
                    center: center,
                    capacity: 3, now: Double(index), diagnostics: .silent)!)
        }
        #expect(
            center.categories.map(\.identifier) == ["invite", "other-sdk.promo"] + identifiers.suffix(3)
        )
    }

    @Test("an invalid spec registers nothing, leaves the push its own category, and is reported")
    func invalid() async throws {
        let folder = try TemporaryFolder()
        let recorder = DiagnosticRecorder()
        let center = InMemoryCategoryCenter(statics)
        let result = await ServerChosenButtons.prepare(
            userInfo: dynamicPush(#"{"identifier": "chat.like", "title": "Like"}"#),
            registry: routingRegistry,
            store: ServerChosenCategoryStore(inContainer: folder.url), center: center,
            diagnostics: recorder.handler)
        #expect(result == nil)
        #expect(center.replacements == 0)
        #expect(recorder.codes == [.serverChosenButtonsInvalid])
        #expect(
            recorder.diagnostics[0].severity == .error
                && recorder.diagnostics[0].message.contains("chat.like"))
    }

    @Test(
        "pruning at launch unregisters dynamic categories nothing delivered uses, and orphans of a reset ledger after the same grace"
    )
    func prunes() async throws {
        let folder = try TemporaryFolder()
        let store = ServerChosenCategoryStore(inContainer: folder.url)
        let center = InMemoryCategoryCenter(statics + [NotificationCategory("na.dyn.orphan")])
        let kept = await ServerChosenButtons.prepare(
            userInfo: push("Kept"), registry: routingRegistry, store: store, center: center, now: 0,
            diagnostics: .silent)!
        let gone = await ServerChosenButtons.prepare(
            userInfo: push("Gone"), registry: routingRegistry, store: store, center: center, now: 0,
            diagnostics: .silent)!
        center.deliver([kept])
        let removed = await ServerChosenButtons.prune(
            store: store, center: center, now: 1000, diagnostics: .silent)
        #expect(removed == [gone], "the orphan is entered in the ledger, with the same grace as the others")
        #expect(center.categories.map(\.identifier) == ["invite", "other-sdk.promo", "na.dyn.orphan", kept])
        let later = await ServerChosenButtons.prune(
            store: store, center: center, now: 1061, diagnostics: .silent)
        #expect(later == ["na.dyn.orphan"], "unused past its grace, it goes")
        #expect(center.categories.map(\.identifier) == ["invite", "other-sdk.promo", kept])
        #expect(store.ledger.identifiers == [kept])
    }
}

@Suite("Server-chosen buttons: check-payload")
struct ServerChosenPayloadCheckTests {
    let check = PayloadCheck(registry: routingRegistry)

    func issues(_ aps: String, _ actions: String) -> [ValidationIssue] {
        check.check(Array(#"{"aps": \#(aps), "notification-actions": {"actions": [\#(actions)]}}"#.utf8))
    }

    @Test("a good spec passes, and the push needs no aps.category: the extension sets one")
    func valid() {
        #expect(
            issues(#"{"alert": "Hi", "mutable-content": 1}"#, #"{"identifier": "x", "title": "X"}"#) == [])
    }

    @Test("the spec's problems are located in the push, at the value")
    func located() throws {
        let found = issues(
            #"{"alert": "Hi", "mutable-content": 1}"#, #"{"identifier": "chat.like", "title": "Like"}"#)
        let issue = try #require(found.first)
        #expect(issue.code == .shadowsStaticAction)
        #expect(issue.location.line == 1 && issue.location.column == 100, "at the identifier")
    }

    @Test("without an alert or mutable-content the extension never runs: an error saying so")
    func needsExtension() {
        #expect(
            issues(#"{"alert": "Hi"}"#, #"{"identifier": "x", "title": "X"}"#).map(\.code)
                == [.serverChosenButtonsNotShown])
        #expect(
            issues(#"{"badge": 1, "mutable-content": 1}"#, #"{"identifier": "x", "title": "X"}"#).map(\.code)
                .contains(.serverChosenButtonsNotShown))
    }

    @Test("the spec key is not an undeclared custom key of a category that declares its keys")
    func notCustomKey() throws {
        let registry = try CategoryRegistry(jsonData: Array(config(contractCategory).utf8))
        let push = #"""
            {"aps": {"alert": "Hi", "category": "invite", "mutable-content": 1}, "invitationID": "i",
             "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "S"},
             "notification-actions": {"actions": [{"identifier": "x", "title": "X"}]}}
            """#
        #expect(PayloadCheck(registry: registry).check(Array(push.utf8)) == [])
    }
}

@Suite("Server-chosen buttons: the test kit")
struct ServerChosenSimulationTests {
    let buttons = ServerChosenButtons(buttons: [
        .init(NotificationAction("resolve", title: "Resolve", options: .destructive)),
        .init(NotificationAction("reply", title: "Reply", textInput: .init(buttonTitle: "Send"))),
        .init(
            NotificationAction("track", title: "Track", options: .foreground), url: "https://shop.example/o/1"
        ),
    ])

    @Test("the spec written into the push reads back as the same buttons")
    func payloadRoundTrips() {
        let reading = ServerChosenButtons.read(
            from: [ServerChosenButtons.payloadKey: buttons.payloadValue], registry: routingRegistry)
        #expect(reading.buttons == buttons)
    }

    @Test("a simulated press routes to the server-chosen handler, with the category the extension derives")
    func routes() async throws {
        let simulate = ResponseSimulator(registry: routingRegistry)
        var routes = RouterBuilder(registry: routingRegistry)
        let calls = Calls()
        routes.handleServerChosen("reply") { calls.record("reply \($0.userText ?? "")", $0) }
        let harness = try RouterHarness(routes)
        let outcome = await harness.route(try simulate.press("reply", amongServerChosen: buttons, text: "ok"))
        #expect(outcome.route?.kind == .serverChosen("reply"))
        #expect(outcome.response.categoryIdentifier == buttons.categoryIdentifier)
        #expect(calls.names == ["reply ok"])
        #expect(throws: SimulationError.self) { try simulate.press("delete", amongServerChosen: buttons) }
        #expect(throws: SimulationError.self) { try simulate.press("reply", amongServerChosen: buttons) }
        #expect(throws: SimulationError.self) {
            try simulate.press("resolve", amongServerChosen: buttons, text: "x")
        }
    }

    @Test("a forged press of a server-chosen push is one call, refused by the router, never the handler's")
    func forgedPress() async throws {
        let simulate = ResponseSimulator(registry: routingRegistry)
        var routes = RouterBuilder(registry: routingRegistry)
        let calls = Calls()
        routes.handleServerChosen("delete") { calls.record("delete", $0) }
        let harness = try RouterHarness(routes)
        let forged = try simulate.forgedPress("delete", amongServerChosen: buttons)
        #expect(forged.categoryIdentifier == buttons.categoryIdentifier)
        let outcome = await harness.route(forged)
        // Refused, then (no fallback) completed unhandled.
        #expect(outcome.diagnosticCodes.first == .actionNotInCategory)
        #expect(outcome.systemCompletions == 1)
        #expect(calls.names.isEmpty)
        // A button of the spec is no forgery.
        #expect(throws: SimulationError.self) {
            try simulate.forgedPress("reply", amongServerChosen: buttons)
        }
    }
}

@Suite("Server-chosen buttons: preview --payload and sample-pushes --server-chosen")
struct ServerChosenCommandTests {
    let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path
    let example = packageRoot.appendingPathComponent("Examples/Payloads/alert/server-chosen-buttons.json")
        .path

    @Test("preview --payload shows a push's buttons, the category they get, and what each does")
    func preview() async {
        let result = await CommandLineTool.run(["preview", "--payload", example, config])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("server-chosen buttons, registered as category na.dyn."))
        #expect(
            result.standardOutput.contains(
                "expanded  Track order (opens app) · Ask a question (type: \"Your question\" → Send, background) · Mark received (background)"
            ))
        #expect(result.standardOutput.contains("Track order: opens https://shop.example/orders/42"))
        #expect(
            result.standardOutput.contains("Mark received: routed to handleServerChosen(\"order.received\")"))
    }

    @Test("preview --payload: an invalid spec exits 1 naming its errors; a plain push shows its category")
    func previewOthers() async {
        let mistakes = packageRoot.appendingPathComponent(
            "Examples/Payloads/alert/invalid/server-chosen-mistakes.json"
        ).path
        let invalid = await CommandLineTool.run(["preview", "--payload", mistakes, config])
        #expect(invalid.exitCode == 1)
        #expect(invalid.standardError.contains("[shadows-static-action]"))
        let invite = packageRoot.appendingPathComponent("Examples/Payloads/alert/invite.json").path
        let plain = await CommandLineTool.run(["preview", "--payload", invite, config])
        #expect(plain.exitCode == 0)
        #expect(plain.standardOutput.hasPrefix("  invite  [customDismissAction]"))
        #expect(!plain.standardOutput.contains("message"))
        let missing = await CommandLineTool.run(["preview", "--payload", "/nonexistent/push.json", config])
        #expect(missing.exitCode == 2)
    }

    @Test("sample-pushes --server-chosen writes a push whose buttons pass the check and route")
    func sample() async throws {
        let folder = try TemporaryFolder()
        let result = await CommandLineTool.run(
            ["sample-pushes", "--server-chosen", "--output", folder.url.path, config])
        #expect(result.exitCode == 0)
        let text = try String(
            contentsOf: folder.url.appendingPathComponent("server-chosen.apns"), encoding: .utf8)
        let registry = try CategoryRegistry(contentsOf: URL(fileURLWithPath: config))
        #expect(PayloadCheck(registry: registry).check(Array(text.utf8)) == [])
        let push = try #require(try JSONValue(parsing: text.utf8).objectValue)
        let buttons = try #require(ServerChosenButtons.read(from: push, registry: registry).buttons)
        #expect(buttons.buttons.map(\.action.identifier) == ["sample.open", "sample.reply", "sample.done"])
    }
}

import Foundation
import NotificationActionsTesting
import Testing

@_spi(Generated) @testable import NotificationActions
@testable import NotificationActionsTooling

@Suite("NotificationActionsTesting")
struct TestingKitTests {
    let simulate = ResponseSimulator(registry: routingRegistry)

    @Test("simulated responses carry the category, action, text, user info and origin asked for")
    func simulatedResponses() throws {
        let reply = try simulate.reply(
            "Yes", to: "chat.reply", in: "chat", requestIdentifier: "n1", userInfo: ["id": 7], origin: .push)
        #expect(reply.categoryIdentifier == "chat")
        #expect(reply.actionIdentifier == "chat.reply")
        #expect(reply.userText == "Yes")
        #expect(reply.notification.requestIdentifier == "n1")
        #expect(reply.notification.json == ["id": 7])
        #expect(reply.notification.origin == .push)
        #expect(try simulate.tap("chat").isDefaultAction)
        #expect(try simulate.dismiss("invite").isDismissAction)
        #expect(try simulate.press(InviteChoice.accept, in: "invite").actionIdentifier == "invite.accept")
    }

    /// The message of the error a simulation throws, or `nil`.
    func failure(_ make: () throws(SimulationError) -> NotificationResponse) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            #expect(error.description == "NotificationActionsTesting: \(error.message)")
            return error.message
        }
    }

    @Test("asking for a response the registry cannot produce throws an error that says why")
    func simulationErrors() {
        #expect(
            failure { () throws(SimulationError) in try simulate.press("chat.delete", in: "chat") }
                == "category 'chat' has no action 'chat.delete'; its actions are 'chat.reply', 'chat.like', 'chat.mute'"
        )
        #expect(
            failure { () throws(SimulationError) in try simulate.tap("chats") }
                == "the registry has no category 'chats'; its categories are 'chat', 'invite', 'account'")
        #expect(
            failure { () throws(SimulationError) in try simulate.reply("x", to: "chat.like", in: "chat") }?
                .contains("has no text input") == true)
        #expect(
            failure { () throws(SimulationError) in try simulate.press("chat.reply", in: "chat") }?.contains(
                "asks for text; use reply(_:to:in:)") == true)
        #expect(
            failure { () throws(SimulationError) in try simulate.dismiss("chat") }?.contains(
                "never delivers its dismissals") == true)
    }

    @Test(
        "the harness reports the route, its site, one system completion and the diagnostics of each response")
    func harnessOutcome() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        let line = #line + 1
        builder.handle(
            "chat.like", in: "chat",
            .completion { _, completion in
                completion()
                completion()
            })
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let twice = await harness.route(try simulate.press("chat.like", in: "chat"))
        #expect(twice.route?.registeredAt.line == line)
        #expect(twice.systemCompletions == 1)
        #expect(twice.cause == .handlerCompleted)
        #expect(twice.diagnosticCodes == [.completionCalledTwice])
        let clean = await harness.route(try simulate.press("chat.mute", in: "chat"))
        #expect(clean.route?.kind == .globalFallback)
        #expect(clean.diagnostics.isEmpty)
    }

    @Test("the harness passes deadlines on demand")
    func harnessDeadlines() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        let kept = Locked<CompletionHandler?>(nil)
        builder.handle(
            "chat.like", in: "chat", .completion { _, completion in kept.withLock { $0 = completion } })
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder, deadline: 2)
        let response = try simulate.press("chat.like", in: "chat")
        let result = await routePastDeadline(harness, response)
        #expect(result.cause == .deadlineExceeded)
        #expect(result.systemCompletions == 1)
        #expect(result.diagnosticCodes == [.deadlineExceeded])
        _ = kept.exchange(with: nil)
    }

    @Test("the harness routes many responses concurrently with the caller's options, forwarding reports")
    func harnessConcurrent() async throws {
        let forwarded = DiagnosticRecorder()
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in }
        builder.handle(
            "chat.mute", in: "chat",
            .completion { _, completion in
                completion()
                completion()
            })
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(
            builder, options: RouterOptions(deadline: 7, diagnostics: forwarded.handler))
        let responses = try (0..<50).map { index in
            try simulate.press(
                index % 5 == 0 ? "chat.mute" : "chat.like", in: "chat", requestIdentifier: "n\(index)")
        }
        let outcomes = await harness.routeAll(responses)
        #expect(outcomes.map(\.response.notification.requestIdentifier) == (0..<50).map { "n\($0)" })
        #expect(outcomes.allSatisfy { $0.systemCompletions == 1 })
        for (index, outcome) in outcomes.enumerated() {
            #expect(
                harness.diagnostics(of: outcome).map(\.code)
                    == (index % 5 == 0 ? [.completionCalledTwice] : []))
        }
        #expect(harness.recorder.codes.count == 10)
        #expect(forwarded.codes == harness.recorder.codes)
        #expect(Set(harness.clock.scheduledDurations) == [7])
    }

    @Test("the harness keeps build warnings apart from routing reports")
    func harnessBuildWarnings() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in }
        let harness = try RouterHarness(builder)
        #expect(harness.buildWarnings.map(\.code).contains(.unroutedAction))
        #expect(harness.recorder.codes == [])
        let outcome = await harness.route(try simulate.press("chat.like", in: "chat"))
        #expect(outcome.diagnostics.isEmpty)
        #expect(harness.recorder.codes == [])
    }

    @Test(
        "each simulated response gets a new request identifier, so routeAll attributes each report to its own response"
    )
    func simulatedIdentifiers() async throws {
        let simulate = ResponseSimulator(registry: routingRegistry)
        let copy = simulate
        let identifiers = try [
            simulate.press("chat.like", in: "chat"), copy.tap("chat"), simulate.dismiss("invite"),
        ].map(\.notification.requestIdentifier)
        #expect(identifiers == ["simulated-1", "simulated-2", "simulated-3"])
        // The payload forms and the server-chosen ones too (the newcomer's F2: they all said "request").
        let ping = PingPayload(conversation: "c1")
        let more = try [
            simulate.press("chat.like", payload: ping), simulate.tap(payload: ping),
            simulate.tap(payload: ping),
            simulate.press("x.ok", amongServerChosen: [NotificationAction("x.ok", title: "OK")]),
        ].map(\.notification.requestIdentifier)
        #expect(more == ["simulated-4", "simulated-5", "simulated-6", "simulated-7"])

        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in throw Boom() }
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let outcomes = await harness.routeAll([
            try simulate.press("chat.mute", in: "chat"), try simulate.press("chat.like", in: "chat"),
            try simulate.press("chat.mute", in: "chat"), try simulate.press("chat.mute", in: "chat"),
        ])
        #expect(
            outcomes.map(\.cause) == [.handlerReturned, .handlerThrew, .handlerReturned, .handlerReturned])
        #expect(outcomes.map(\.diagnosticCodes) == [[], [.handlerThrew], [], []])
    }

    @Test("a handler that never finishes: the test passes its deadline and reads the outcome")
    func handlerThatNeverFinishes() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        // Waits, ignoring cancellation, for what comes only once the test has read the outcome (so the
        // handler's task ends with the test rather than leaking).
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        defer { open.finish() }
        builder.handle("chat.like", in: "chat") { _ in
            await Task { for await _ in gate { break } }.value
        }
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let response = try simulate.press("chat.like", in: "chat")
        let result = await routePastDeadline(harness, response)
        #expect(result.cause == .deadlineExceeded)
        #expect(result.cancelledHandlerTask)
        #expect(result.systemCompletions == 1)
        #expect(result.diagnosticCodes == [.deadlineExceeded])
    }

    @Test(
        "the deadline cancels an async handler's task: one awaiting a cancellable call stops, and says so after deadline-exceeded"
    )
    func deadlineCancelsTask() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in try await Task.sleep(for: .seconds(3600)) }
        builder.handle("chat.mute", in: "chat") { _ in
            while true {
                try Task.checkCancellation()
                await Task.yield()
            }
        }
        builder.handleUnmatched(in: "chat", .completion { _, completion in _ = completion })
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        for action: ActionIdentifier in ["chat.like", "chat.mute"] {
            let response = try simulate.press(action, in: "chat")
            let result = await routePastDeadline(harness, response)
            #expect(result.cause == .deadlineExceeded)
            #expect(result.cancelledHandlerTask)
            let stopped = await harness.recorder.first {
                $0.code == .handlerCancelled
                    && $0.requestIdentifier == response.notification.requestIdentifier
            }
            #expect(
                stopped?.message.contains("stopped with CancellationError() after its 25-second deadline")
                    == true)
            #expect(harness.diagnostics(of: result).map(\.code) == [.deadlineExceeded, .handlerCancelled])
            #expect(harness.diagnostics(of: result).first?.message.contains("Its task was cancelled") == true)
        }
    }

    @Test("a completion-style handler has no task: the deadline completes for it and cancels nothing")
    func completionStyleNotCancelled() async throws {
        let kept = Locked<CompletionHandler?>(nil)
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle(
            "chat.like", in: "chat", .completion { _, completion in _ = kept.exchange(with: completion) })
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let response = try simulate.press("chat.like", in: "chat")
        let result = await routePastDeadline(harness, response)
        #expect(result.cause == .deadlineExceeded)
        #expect(!result.cancelledHandlerTask)
        #expect(
            harness.diagnostics(of: result).first?.message.contains("A later completion will be ignored")
                == true)
        _ = kept.exchange(with: nil)
    }

    @Test("one response's deadline passes while the others stay in flight, after its handler started")
    func harnessOneDeadline() async throws {
        let slowGate = AsyncStream.makeStream(of: Void.self)
        let otherGate = AsyncStream.makeStream(of: Void.self)
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { response in
            let gate = response.notification.requestIdentifier == "slow" ? slowGate.stream : otherGate.stream
            // Waits in a task of its own, which the deadline's cancellation does not reach: the handler
            // ignores cancellation, so it returns only when the test opens its gate.
            await Task { for await _ in gate { break } }.value
        }
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let slowResponse = try simulate.press("chat.like", in: "chat", requestIdentifier: "slow")
        let otherResponse = try simulate.press("chat.like", in: "chat", requestIdentifier: "other")
        async let slow = harness.route(slowResponse)
        async let other = harness.route(otherResponse)
        #expect(await harness.waitUntilStarted("slow"))
        #expect(await harness.waitUntilStarted("other"))
        #expect(harness.startedResponses.count == 2)
        #expect(Set(harness.pendingDeadlines) == ["slow", "other"])
        #expect(harness.passDeadline(of: "slow") == 1)
        let slowOutcome = await slow
        #expect(slowOutcome.cause == .deadlineExceeded)
        #expect(harness.pendingDeadlines == ["other"])
        otherGate.continuation.yield()
        slowGate.continuation.yield()
        let otherOutcome = await other
        #expect(otherOutcome.cause == .handlerReturned)
        #expect(harness.pendingDeadlines.isEmpty)  // a returned handler's deadline is cancelled
        #expect(otherOutcome.diagnostics.isEmpty)
        _ = await harness.recorder.first(.completionAfterDeadline)
        #expect(
            harness.diagnostics(of: slowOutcome).map(\.code) == [.deadlineExceeded, .completionAfterDeadline])
        #expect(slowOutcome.diagnosticCodes == [.deadlineExceeded])
    }

    @Test("waiting for a report or a start that never comes returns after the timeout instead of hanging")
    func waitsTimeOut() async throws {
        let recorder = DiagnosticRecorder()
        #expect(await recorder.first(.completionDropped, timeout: .milliseconds(10)) == nil)
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        #expect(await harness.waitUntilStarted("never", timeout: .milliseconds(10)) == false)
        recorder.handler(Diagnostic(.completionDropped, .warning, "x"))
        #expect(await recorder.first(.completionDropped, timeout: .milliseconds(10))?.message == "x")
    }

    @Test(
        "the open-settings request runs its route with the notification it came from, or nil from Settings; false without a route"
    )
    func openSettingsRequest() async throws {
        let seen = Locked<[String?]>([])
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleOpenSettings { notification in
            seen.withLock { $0.append(notification?.requestIdentifier) }
        }
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let notification = try simulate.tap("chat", requestIdentifier: "n1").notification
        #expect(await harness.openSettings(from: notification))
        #expect(await harness.openSettings())
        #expect(seen.withLock { $0 } == ["n1", nil])
        var without = RouterBuilder(registry: routingRegistry)
        without.handleUnmatched { _ in }
        #expect(await (try RouterHarness(without)).openSettings() == false)
    }

    @Test("a cold-start test waits until its tap is held, then resumes; a background button is never held")
    func waitsUntilHeld() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder, options: RouterOptions(startsHeld: true))
        let simulate = ResponseSimulator(registry: routingRegistry)
        // A background button is delivered at once by a held router: it is never held.
        let like = await harness.route(try simulate.press("chat.like", in: "chat", requestIdentifier: "like"))
        #expect(!like.wasQueued)
        #expect(await harness.waitUntilHeld("like", timeout: .zero) == false)
        // A tap needs the interface: held until resume().
        let tap = try simulate.tap("chat", requestIdentifier: "launch")
        async let launched = harness.route(tap)
        #expect(await harness.waitUntilHeld("launch"))
        #expect(harness.startedResponses.map(\.notification.requestIdentifier) == ["like"])
        harness.router.resume()
        let outcome = await launched
        #expect(outcome.wasQueued)
        #expect(outcome.route?.kind == .globalFallback)
    }

    @Test(
        "an outcome names the route that took it and where it was registered; none for an unhandled response")
    func outcomeRoute() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in }
        let line = #line - 1
        builder.handleUnmatched(in: "invite") { _ in }
        let harness = try RouterHarness(builder)
        let simulate = ResponseSimulator(registry: routingRegistry)
        let liked = await harness.route(try simulate.press("chat.like", in: "chat"))
        #expect(liked.route?.kind == .action("chat.like", in: "chat"))
        #expect(liked.route?.fileID == #fileID)
        #expect(liked.route?.line == line)
        #expect(liked.route?.description.hasSuffix("(registered at \(#fileID):\(line))") == true)
        let declined = await harness.route(try simulate.press("invite.decline", in: "invite"))
        #expect(declined.route?.kind == .categoryFallback("invite"))
        let muted = await harness.route(try simulate.press("chat.mute", in: "chat"))
        #expect(muted.cause == .unhandled)
        #expect(muted.route == nil)
        #expect(harness.diagnostics(of: muted).map(\.code) == [.unhandledResponse])
    }

    /// Apple's game invitation (Tests/Fixtures/Payloads/apple-game-invitation.json, from "Generating a remote
    /// notification"), with buttons as Apple's "Declaring your actionable notification types" names them.
    static let gameRegistry = try! CategoryRegistry {
        NotificationCategory("GAME_INVITATION", payload: [PayloadField("gameID", .string)]) {
            NotificationAction("ACCEPT_ACTION", title: "Accept")
            NotificationAction("DECLINE_ACTION", title: "Decline")
        }
    }

    static func fixture(_ name: String) throws -> String {
        try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/Payloads/\(name)"), encoding: .utf8
        )
    }

    @Test(
        "a push written as JSON (Apple's game invitation, a .apns file) becomes the response a device delivers"
    )
    func pushFromJSON() async throws {
        let simulate = ResponseSimulator(registry: Self.gameRegistry)
        let tap = try simulate.push(try Self.fixture("apple-game-invitation.json"))
        #expect(tap.categoryIdentifier == "GAME_INVITATION")
        #expect(tap.actionIdentifier == .defaultAction)
        #expect(tap.notification.title == "Game Request")
        #expect(tap.notification.subtitle == "Five Card Draw")
        #expect(tap.notification.body == "Bob wants to play poker")
        #expect(tap.notification.origin == .push)
        #expect(tap.notification.userInfo["gameID"] as? String == "12345678")
        #expect(tap.notification.userInfo["aps"] != nil)
        let accept = try simulate.push(
            try Self.fixture("apple-game-invitation.json"), action: "ACCEPT_ACTION")
        #expect(accept.notification.requestIdentifier != tap.notification.requestIdentifier)
        var builder = RouterBuilder(registry: Self.gameRegistry)
        let games = Locked<[String]>([])
        builder.handle("ACCEPT_ACTION", in: "GAME_INVITATION") { response in
            games.withLock { $0.append(response.notification.userInfo["gameID"] as? String ?? "?") }
        }
        builder.handleUnmatched { _ in }
        let outcome = await (try RouterHarness(builder)).route(accept)
        #expect(outcome.route?.kind == .action("ACCEPT_ACTION", in: "GAME_INVITATION"))
        #expect(games.withLock { $0 } == ["12345678"])

        // The package's own .apns sample: the Simulator's key is not part of what the app sees.
        let reminders = try CategoryRegistry(
            contentsOf: packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json"))
        let apns = try String(
            contentsOf: packageRoot.appendingPathComponent("Examples/Payloads/alert/reminder.apns"),
            encoding: .utf8)
        let reminder = try ResponseSimulator(registry: reminders).push(apns, action: "reminder.complete")
        #expect(reminder.notification.userInfo["reminder"] as? String == "rem-204")
        #expect(reminder.notification.userInfo["Simulator Target Bundle"] == nil)
    }

    @Test(
        "a push carrying server-chosen buttons is delivered in the category the extension derives: a tap, or one of its buttons"
    )
    func serverChosenPush() throws {
        let json = """
            {"aps": {"alert": "Your order shipped", "mutable-content": 1, "category": "invite"},
             "orderID": "o-1",
             "notification-actions": {"actions": [
               {"identifier": "order.track", "title": "Track", "options": ["foreground"]},
               {"identifier": "order.ask", "title": "Ask", "textInput": {"buttonTitle": "Send"}}]}}
            """
        let tap = try simulate.push(json)
        #expect(tap.categoryIdentifier.rawValue.hasPrefix("na.dyn."))
        #expect(tap.notification.userInfo["orderID"] as? String == "o-1")
        #expect(try simulate.push(json, action: "order.track").categoryIdentifier == tap.categoryIdentifier)
        #expect(try simulate.push(json, action: "order.ask", userText: "When?").userText == "When?")
        func refusal(_ action: ActionIdentifier, _ text: String? = nil) -> String {
            do {
                _ = try simulate.push(json, action: action, userText: text)
                return "not refused"
            } catch {
                return error.message
            }
        }
        #expect(refusal("invite.accept").contains("have no invite.accept"))
        #expect(refusal(.dismissAction).contains("customDismissAction"))
        #expect(refusal("order.ask").contains("asks for text"))
        #expect(refusal("order.track", "x").contains("takes no text"))
        // Without mutable-content the extension never runs: the push keeps its own category.
        let plain = try simulate.push(json.replacingOccurrences(of: #""mutable-content": 1, "#, with: ""))
        #expect(plain.categoryIdentifier == "invite")
    }

    @Test("a push the configuration cannot produce is refused with what to do, each mistake named")
    func pushRefused() throws {
        let simulate = ResponseSimulator(registry: Self.gameRegistry)
        let game = try Self.fixture("apple-game-invitation.json")
        func refusal(_ build: () throws(SimulationError) -> NotificationResponse) -> String {
            do {
                _ = try build()
                return "not refused"
            } catch {
                return error.description
            }
        }
        #expect(
            refusal { () throws(SimulationError) in try simulate.push("{\"aps\": ") }.contains("not JSON"))
        #expect(
            refusal { () throws(SimulationError) in try simulate.push("[1]") }.contains("not a JSON object"))
        // A .apns file from an outside project, without a category.
        #expect(
            refusal { () throws(SimulationError) in
                try simulate.push(try! Self.fixture("raywenderlich-payload.apns"))
            }
            .contains("no aps.category"))
        #expect(
            refusal { () throws(SimulationError) in
                try simulate.push(game.replacingOccurrences(of: "GAME_INVITATION", with: "GAME_INVITE"))
            }.contains("'GAME_INVITE' is not a registered category"))
        #expect(
            refusal { () throws(SimulationError) in try simulate.push(game, action: "PLAY_ACTION") }
                .contains("no action 'PLAY_ACTION'"))
        #expect(
            refusal { () throws(SimulationError) in try simulate.push(game, action: .dismissAction) }
                .contains("customDismissAction"))
        #expect(
            refusal { () throws(SimulationError) in
                try simulate.push(game, action: "ACCEPT_ACTION", userText: "hi")
            }
            .contains("takes no text"))
        #expect(
            refusal { () throws(SimulationError) in
                try simulate.push(game.replacingOccurrences(of: "\"gameID\"", with: "\"gameId\""))
            }.contains("gameID"))
    }

    @Test(
        "responses the simulator's checked forms refuse — a forged action, an unknown or empty category, a tap on a server-chosen push — are routed as a device's"
    )
    func uncheckedResponses() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in }
        builder.handleUnmatched { _ in }
        let harness = try RouterHarness(builder)
        let simulate = ResponseSimulator(registry: routingRegistry)
        #expect(throws: SimulationError.self) { try simulate.press("chat.delete", in: "chat") }

        let forged = await harness.route(simulate.unchecked("chat.delete", in: "chat"))
        #expect(harness.diagnostics(of: forged).map(\.code) == [.actionNotInCategory])
        #expect(forged.route?.kind != .action("chat.like", in: "chat"))
        let unknown = await harness.route(simulate.unchecked(.defaultAction, in: "chatt"))
        #expect(harness.diagnostics(of: unknown).map(\.code) == [.unknownCategory])
        #expect(unknown.route?.kind == .globalFallback)
        // A notification with no category: a tap and a dismissal go to the catch-all, quietly.
        for action in [ActionIdentifier.defaultAction, .dismissAction] {
            let plain = await harness.route(simulate.unchecked(action, in: ""))
            #expect(plain.route?.kind == .globalFallback)
            #expect(harness.diagnostics(of: plain).isEmpty)
        }
        // A tap on the body of a notification whose buttons the server chose, carrying its payload.
        let buttons = [NotificationAction("order.track", title: "Track", options: .foreground)]
        let tap = try simulate.press(.defaultAction, amongServerChosen: buttons, userInfo: ["orderID": "o-1"])
        #expect(tap.categoryIdentifier.rawValue.hasPrefix("na.dyn."))
        #expect(tap.notification.userInfo["orderID"] as? String == "o-1")
        let tapped = await harness.route(tap)
        #expect(tapped.cause == .handlerReturned)
        #expect(throws: SimulationError.self) {
            try simulate.press("order.cancel", amongServerChosen: buttons)
        }
    }

    @Test("uncovered actions are listed, counting fallbacks or not")
    func uncovered() {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle("chat.like", in: "chat") { _ in }
        builder.handle("chat.reply") { _ in }
        builder.handleUnmatched(in: "invite") { _ in }
        #expect(
            builder.uncoveredActionReferences() == [
                ActionReference(category: "chat", action: "chat.mute"),
                ActionReference(category: "account", action: "account.delete"),
            ])
        #expect(
            builder.uncoveredActions(countingFallbacks: false).map(\.action) == [
                "chat.mute", "invite.accept", "invite.decline", "account.delete",
            ])
    }
}

/// A payload type as generate-swift writes them, by hand.
struct PingPayload: NotificationPayload, Equatable {
    static let category: CategoryIdentifier = "chat"
    var conversation: String
    var sentAt: Date?

    enum CodingKeys: String, CodingKey { case conversation, sentAt }
    init(conversation: String, sentAt: Date? = nil) {
        self.conversation = conversation
        self.sentAt = sentAt
    }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        conversation = try container.decode(String.self, forKey: .conversation)
        sentAt = try container.decodePayloadDateIfPresent(forKey: .sentAt, format: .unixSeconds)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(conversation, forKey: .conversation)
        try container.encodePayloadDateIfPresent(sentAt, forKey: .sentAt, format: .unixSeconds)
    }
}

/// A payload type that encodes as a single value, which no push can carry.
struct NotAnObject: NotificationPayload {
    static let category: CategoryIdentifier = "chat"
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("text")
    }
    init() {}
    init(from decoder: any Decoder) throws {}
}

@Suite("Test kit: responses carrying a typed payload")
struct SimulatedPayloadTests {
    let simulate = ResponseSimulator(registry: routingRegistry, origin: .push)

    @Test("the payload is encoded into userInfo as the push writes it, beside aps naming its category")
    func encodes() throws {
        let payload = PingPayload(conversation: "c1", sentAt: Date(timeIntervalSince1970: 1_795_545_000))
        let response = try simulate.press("chat.like", payload: payload)
        #expect(response.categoryIdentifier == "chat")
        #expect(
            response.notification.json
                == ["conversation": "c1", "sentAt": 1_795_545_000, "aps": ["category": "chat"]])
        #expect(try PayloadDecoding.decode(PingPayload.self, from: response.notification.json) == payload)
        let reply = try simulate.reply("hi", to: "chat.reply", payload: payload)
        #expect(reply.userText == "hi" && reply.notification.json["conversation"] == "c1")
        #expect(try simulate.tap(payload: payload).isDefaultAction)
    }

    @Test("what a push cannot carry, or the registry cannot produce, is a SimulationError saying why")
    func refuses() throws {
        #expect(throws: SimulationError.self) { try simulate.userInfo(for: NotAnObject()) }
        do {
            _ = try simulate.press("chat.like", payload: NotAnObject())
        } catch {
            #expect(error.message.contains("not as a JSON object"))
        }
        // chat has no customDismissAction: the system never delivers its dismissals.
        #expect(throws: SimulationError.self) {
            try simulate.dismiss(payload: PingPayload(conversation: "c"))
        }
        #expect(throws: SimulationError.self) {
            try simulate.press("invite.accept", payload: PingPayload(conversation: "c"))
        }
    }
}

@Suite("Test kit: simulated pushes keep the payload contract")
struct SimulatedContractTests {
    let registry = try! CategoryRegistry(
        contentsOf: packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json"))

    enum MessageButton: String, ActionIdentifierConvertible {
        static let category: CategoryIdentifier = "message"
        case reply = "message.reply"
    }

    @Test("a push missing a required key, or holding one of the wrong type, is refused naming the key")
    func refusesBrokenPushes() throws {
        let simulate = ResponseSimulator(registry: registry, origin: .push)
        let missing = #expect(throws: SimulationError.self) {
            try simulate.press("invite.accept", in: "invite")
        }
        #expect(missing?.message.contains("invitation") == true)
        #expect(missing?.message.contains("payload-undecodable") == true)
        let mistyped = #expect(throws: SimulationError.self) {
            try simulate.press("invite.accept", in: "invite", userInfo: ["invitation": 5])
        }
        #expect(mistyped?.message.contains("invitation") == true)
        // A local notification the app scheduled may carry no keys; any keys given are held to the contract.
        #expect(throws: Never.self) { try simulate.tap("invite", origin: .local) }
        #expect(throws: SimulationError.self) {
            try simulate.tap("invite", userInfo: ["kind": "brunch"], origin: .local)
        }
    }

    @Test("checksPayload = false builds a broken push on purpose, which the router completes undecodable")
    func brokenOnPurpose() async throws {
        var simulate = ResponseSimulator(registry: registry, origin: .push)
        simulate.checksPayload = false
        var routes = RouterBuilder(registry: registry)
        routes.handle("invite.accept", in: "invite", payload: InvitePayloadStub.self) { _, _ in }
        let harness = try RouterHarness(routes)
        let outcome = await harness.route(try simulate.press("invite.accept", in: "invite"))
        #expect(outcome.cause == .payloadUndecodable)
    }

    @Test("a typed text-input action replies directly, with or without a payload")
    func typedReply() throws {
        let simulate = ResponseSimulator(registry: registry)
        let keys: [String: JSONValue] = ["conversation": "c1", "message": "m1"]
        let reply = try simulate.reply("hi", to: MessageButton.reply, in: "message", userInfo: keys)
        #expect(reply.actionIdentifier == "message.reply" && reply.userText == "hi")
        let typed = try simulate.reply(
            "hi", to: MessageButton.reply, payload: MessageKeysStub(conversation: "c1", message: "m"))
        #expect(typed.notification.json["conversation"] == "c1")
    }

    @Test("a harness forwards diagnostics only to a handler the test set, never to the default one")
    func forwardsOnlyWhatTheTestSet() throws {
        var routes = RouterBuilder(registry: registry)
        routes.handleUnmatched { _ in }
        routes.handleServerChosenURLs { _ in }
        var options = RouterOptions()
        #expect(options.diagnostics.isPlatformDefault)
        #expect(try !RouterHarness(routes, options: options).recorder.isForwarding)
        options.diagnostics = DiagnosticRecorder().handler
        #expect(try RouterHarness(routes, options: options).recorder.isForwarding)
        #expect(try !RouterHarness(routes).recorder.isForwarding)
    }
}

/// The invite keys the router decodes in these tests (what generate-swift writes, by hand).
private struct InvitePayloadStub: NotificationPayload {
    static let category: CategoryIdentifier = "invite"
    var invitation: String
}

private struct MessageKeysStub: NotificationPayload {
    static let category: CategoryIdentifier = "message"
    var conversation: String
    var message: String
}

/// Routes `response`, passes its deadline once its handler has started, and returns the outcome.
func routePastDeadline(
    _ harness: RouterHarness, _ response: NotificationResponse,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> RoutingOutcome {
    let request = response.notification.requestIdentifier
    async let outcome = harness.route(response)
    #expect(await harness.waitUntilStarted(request), sourceLocation: sourceLocation)
    #expect(harness.passDeadline(of: request) == 1, sourceLocation: sourceLocation)
    return await outcome
}

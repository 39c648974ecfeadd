import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("Response router: resolution and membership")
struct RouterResolutionTests {
    func router(_ configure: (inout RouterBuilder) -> Void) throws -> (ResponseRouter, DiagnosticRecorder) {
        var builder = RouterBuilder(registry: routingRegistry)
        configure(&builder)
        let recorder = DiagnosticRecorder()
        return (
            try builder.build(options: RouterOptions(diagnostics: recorder.handler, timer: .never)), recorder
        )
    }

    @Test("resolution order: category action, any-category action, category fallback, global fallback")
    func resolutionOrder() throws {
        let (full, _) = try router { routes in
            routes.handle("chat.like", in: "chat") { _ in }
            routes.handle("chat.like") { _ in }
            routes.handle("chat.mute") { _ in }
            routes.handleUnmatched(in: "chat") { _ in }
            routes.handleUnmatched { _ in }
        }
        #expect(full.resolve(response("chat", "chat.like"))?.kind == .action("chat.like", in: "chat"))
        #expect(full.resolve(response("chat", "chat.mute"))?.kind == .anyCategory("chat.mute"))
        #expect(full.resolve(response("chat", "chat.reply"))?.kind == .categoryFallback("chat"))
        #expect(full.resolve(response("invite", "invite.accept"))?.kind == .globalFallback)
        #expect(full.resolve(response("chat", .defaultAction))?.kind == .categoryFallback("chat"))
    }

    @Test("body taps and dismissals route per category, then everywhere")
    func defaultAndDismiss() throws {
        let (router, _) = try router { routes in
            routes.handle(.defaultAction, in: "chat") { _ in }
            routes.handle(.defaultAction) { _ in }
            routes.handle(.dismissAction, in: "invite") { _ in }
            routes.handleUnmatched { _ in }
        }
        #expect(router.resolve(response("chat", .defaultAction))?.kind == .action(.defaultAction, in: "chat"))
        #expect(router.resolve(response("invite", .defaultAction))?.kind == .anyCategory(.defaultAction))
        #expect(
            router.resolve(response("invite", .dismissAction))?.kind == .action(.dismissAction, in: "invite"))
    }

    @Test("an action from another category never reaches that action's handler")
    func membershipEnforced() async throws {
        let calls = Calls()
        let (router, recorder) = try router { routes in
            routes.handle("account.delete", in: "account") { calls.record("delete", $0) }
            routes.handle("account.delete") { calls.record("delete-anywhere", $0) }
            routes.handleUnmatched(in: "chat") { calls.record("chat-fallback", $0) }
            routes.handleUnmatched { calls.record("global", $0) }
        }
        let result = await router.route(response("chat", "account.delete", request: "forged"))
        #expect(calls.names == ["chat-fallback"])
        #expect(result.route?.kind == .categoryFallback("chat"))
        #expect(result.cause == .handlerReturned)
        let note = try #require(recorder.diagnostics(.actionNotInCategory).first)
        #expect(note.category == "chat")
        #expect(note.action == "account.delete")
        #expect(note.message.contains("'account.delete'"))
        #expect(note.message.contains("'chat.reply', 'chat.like', 'chat.mute'"))
        #expect(note.description.hasPrefix("NotificationActions: routing: "))
    }

    @Test("a response of an unregistered category reaches only the global fallback")
    func unknownCategory() async throws {
        let calls = Calls()
        let (router, recorder) = try router { routes in
            routes.handle("chat.like") { calls.record("like-anywhere", $0) }
            routes.handleUnmatched { calls.record("global", $0) }
        }
        let result = await router.route(response("chats", "chat.like"))
        #expect(calls.names == ["global"])
        #expect(result.route?.kind == .globalFallback)
        let note = try #require(recorder.diagnostics(.unknownCategory).first)
        #expect(note.message.contains("'chats'"))
        #expect(note.message.contains("Did you mean 'chat'?"))
    }

    @Test("a response that matches nothing is completed once and reported, never lost")
    func unhandled() async throws {
        let (router, recorder) = try router { routes in routes.handle("chat.like", in: "chat") { _ in } }
        try await confirmation(expectedCount: 1) { completed in
            router.route(response("invite", "invite.accept", request: "lost?")) { completed() }
            let note = try #require(recorder.diagnostics(.unhandledResponse).first)
            #expect(note.message.contains("'invite.accept'"))
            #expect(note.message.contains("'invite'"))
            #expect(note.message.contains("'lost?'"))
        }
        let result = await router.route(response("nowhere", "x"))
        #expect(result.cause == .unhandled)
        #expect(result.route == nil)
        #expect(recorder.codes.suffix(2) == [.unknownCategory, .unhandledResponse])
    }

    @Test("a text-input handler gets the typed text, and an empty string when nothing was typed")
    func replyText() async throws {
        let texts = Locked<[String]>([])
        let (router, _) = try router { routes in
            routes.handleReply("chat.reply", in: "chat") { text, _ in texts.withLock { $0.append(text) } }
            routes.handleUnmatched { _ in }
        }
        await router.route(response("chat", "chat.reply", text: "On my way"))
        let empty = await router.route(response("chat", "chat.reply", text: nil))
        #expect(texts.withLock { $0 } == ["On my way", ""])
        #expect(empty.response.userText == "")
    }

    @Test("a typed table routes every case of the enum to one switch")
    func typedTable() async throws {
        let chosen = Locked<[InviteChoice]>([])
        let (router, recorder) = try router { routes in
            routes.handle(all: InviteChoice.self, in: "invite") { action, _ in
                switch action {
                case .accept: chosen.withLock { $0.append(.accept) }
                case .decline: chosen.withLock { $0.append(.decline) }
                }
            }
            routes.handleUnmatched { _ in }
        }
        await router.route(response("invite", "invite.decline"))
        await router.route(response("invite", "invite.accept"))
        #expect(chosen.withLock { $0 } == [.decline, .accept])
        #expect(recorder.diagnostics.filter { $0.code != .dismissUnrouted }.isEmpty)
    }
}

@Suite("Response router: building and coverage")
struct RouterCoverageTests {
    enum StaleInviteAction: String, ActionIdentifierConvertible, CaseIterable {
        static let category: CategoryIdentifier = "invite"
        case accept = "invite.accept"
        case maybe = "invite.maybe"
    }

    @Test("routes naming unknown categories or actions and duplicates are errors, all listed at once")
    func buildErrors() throws {
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handle("chat.like", in: "chats") { _ in }
        routes.handle("chat.lik", in: "chat") { _ in }
        routes.handle("account.delete", in: "chat") { _ in }
        routes.handle(all: StaleInviteAction.self, in: "invite") { _, _ in }
        let firstLine = #line + 1
        routes.handleUnmatched(in: "chat") { _ in }
        let secondLine = #line + 1
        routes.handleUnmatched(in: "chat") { _ in }
        routes.handle("nothing.anywhere") { _ in }
        let error = try #require(throws: RouterBuildError.self) {
            try routes.build(options: RouterOptions(diagnostics: .silent))
        }
        let messages = error.errors.map(\.message)
        #expect(
            error.errors.map(\.code) == [
                .routeUnknownCategory, .routeUnknownAction, .routeUnknownAction, .routeUnknownAction,
                .routeUnknownAction, .duplicateRoute,
            ])
        #expect(messages[0].contains("'chats'") && messages[0].contains("Did you mean 'chat'?"))
        #expect(messages[1].contains("'chat.lik'") && messages[1].contains("Did you mean 'chat.like'?"))
        #expect(messages[2].contains("It is an action of 'account'"))
        #expect(messages[3].contains("'invite.maybe'"))
        #expect(messages[4].contains("'nothing.anywhere'") && messages[4].contains("no category"))
        #expect(
            messages[5].contains("RouterTests.swift:\(firstLine)")
                && messages[5].contains("RouterTests.swift:\(secondLine)"))
        #expect(
            error.description.hasPrefix(
                "NotificationActions: the routes have 6 errors and 3 warnings:\n- NotificationActionsTests/RouterTests.swift:"
            ))
        let bullets = error.description.split(separator: "\n").dropFirst()
        #expect(bullets.prefix(6).allSatisfy { $0.contains(": error: ") })
        #expect(bullets.suffix(3).allSatisfy { $0.contains("warning: ") })
        #expect(
            error.errors.allSatisfy {
                $0.registeredAt?.fileID == "NotificationActionsTests/RouterTests.swift"
            })
    }

    @Test("unrouted actions and dismiss routes that cannot fire are warnings sent at build")
    func coverageWarnings() throws {
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handle("chat.reply", in: "chat") { _ in }
        routes.handle(.dismissAction, in: "chat") { _ in }
        routes.handleUnmatched(in: "account") { _ in }
        let report = routes.coverage()
        #expect(report.errors.isEmpty)
        #expect(
            report.unroutedActions == [
                ActionReference(category: "chat", action: "chat.like"),
                ActionReference(category: "chat", action: "chat.mute"),
                ActionReference(category: "invite", action: "invite.accept"),
                ActionReference(category: "invite", action: "invite.decline"),
            ])
        #expect(
            report.warnings.map(\.code) == [
                .dismissRouteNeverDelivered, .unroutedAction, .unroutedAction, .unroutedAction,
                .unroutedAction, .dismissUnrouted,
            ])
        #expect(report.warnings[0].message.contains("'customDismissAction'"))
        let recorder = DiagnosticRecorder()
        _ = try routes.build(options: RouterOptions(diagnostics: recorder.handler))
        #expect(recorder.codes == report.warnings.map(\.code))
    }

    @Test("a global fallback covers every action")
    func fallbackCovers() {
        var routes = RouterBuilder(registry: routingRegistry)
        routes.handleUnmatched { _ in }
        routes.handle(.dismissAction) { _ in }
        #expect(routes.coverage().diagnostics.isEmpty)
    }
}

@Suite("Response router: the completion guarantee")
struct CompletionGuaranteeTests {
    let recorder = DiagnosticRecorder()
    let clock = ManualDeadlineTimer()

    func router(
        deadline: Double = 25, policy: CompletionMisusePolicy = .report,
        _ configure: (inout RouterBuilder) -> Void
    ) throws -> ResponseRouter {
        var builder = RouterBuilder(registry: routingRegistry)
        configure(&builder)
        builder.handleUnmatched { _ in }
        return try builder.build(
            options: RouterOptions(
                deadline: deadline, misusePolicy: policy, diagnostics: recorder.handler, timer: clock.timer))
    }

    @Test("an async handler completes the system once when it returns")
    func asyncReturns() async throws {
        let router = try router { $0.handle("chat.like", in: "chat") { _ in } }
        let result = await router.route(response("chat", "chat.like"))
        #expect(result.cause == .handlerReturned)
        #expect(recorder.diagnostics.isEmpty)
        #expect(clock.pendingCount == 0)
        #expect(clock.scheduledDurations == [25])
    }

    @Test("a completion-style handler that calls once completes the system once, silently")
    func calledOnce() async throws {
        let router = try router {
            $0.handle("chat.like", in: "chat", .completion { _, completion in completion() })
        }
        await confirmation(expectedCount: 1) { systemCompleted in
            router.route(response("chat", "chat.like")) { systemCompleted() }
        }
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test("a second call is ignored and reported with the category, action and registration site")
    func calledTwice() async throws {
        let line = #line + 2
        let router = try router {
            $0.handle(
                "chat.like", in: "chat",
                .completion { _, completion in
                    completion()
                    completion()
                })
        }
        await confirmation(expectedCount: 1) { systemCompleted in
            router.route(response("chat", "chat.like", request: "twice")) { systemCompleted() }
        }
        let report = try #require(recorder.diagnostics.first)
        #expect(recorder.codes == [.completionCalledTwice])
        #expect(report.category == "chat")
        #expect(report.action == "chat.like")
        #expect(report.requestIdentifier == "twice")
        #expect(
            report.registeredAt
                == SourceSite(fileID: "NotificationActionsTests/RouterTests.swift", line: line))
        #expect(
            report.description
                == "NotificationActions: completion misuse: the handler for action 'chat.like' in category 'chat' (registered at NotificationActionsTests/RouterTests.swift:\(line)) called its completion handler more than once; the extra call was ignored. Call it exactly once, on every path. [completion-called-twice]"
        )
    }

    @Test("a completion handler released uncalled is reported and the router completes at once")
    func dropped() async throws {
        let router = try router { $0.handle("chat.like", in: "chat", .completion { _, _ in }) }
        await confirmation(expectedCount: 1) { systemCompleted in
            router.route(response("chat", "chat.like")) { systemCompleted() }
        }
        #expect(recorder.codes == [.completionDropped])
        #expect(
            recorder.diagnostics[0].message.contains("released its completion handler without calling it"))
        #expect(clock.pendingCount == 0)
    }

    @Test("a handler past the deadline is completed for, and its late call is ignored and reported")
    func deadlineThenLateCall() async throws {
        let held = Locked<CompletionHandler?>(nil)
        let router = try router(deadline: 0.5) {
            $0.handle(
                "chat.like", in: "chat", .completion { _, completion in held.withLock { $0 = completion } })
        }
        let counts = CompletionCounts()
        router.route(
            response("chat", "chat.like", request: "slow"), completion: counts.completion(for: "slow"))
        #expect(counts["slow"] == 0)
        #expect(clock.fireAll() == 1)
        #expect(counts["slow"] == 1)
        #expect(recorder.codes == [.deadlineExceeded])
        #expect(recorder.diagnostics[0].message.contains("had not completed after 0.5 seconds"))
        held.exchange(with: nil)?()
        #expect(counts["slow"] == 1)
        #expect(recorder.codes == [.deadlineExceeded, .completionAfterDeadline])
    }

    @Test(
        "an async handler past the deadline: the system completes at the deadline, the late return is reported"
    )
    func asyncDeadline() async throws {
        let (gate, release) = AsyncStream.makeStream(of: Void.self)
        let started = AsyncStream.makeStream(of: Void.self)
        let router = try router {
            $0.handle("chat.like", in: "chat") { _ in
                started.continuation.yield()
                for await _ in gate { break }
            }
        }
        async let routed = router.route(response("chat", "chat.like"))
        for await _ in started.stream { break }
        clock.fireAll()
        let result = await routed
        #expect(result.cause == .deadlineExceeded)
        release.yield()
        let late = await recorder.first(.completionAfterDeadline)
        #expect(late?.action == "chat.like")
        #expect(recorder.codes == [.deadlineExceeded, .completionAfterDeadline])
    }

    @Test("a throwing handler is reported with its error, then completed")
    func throwing() async throws {
        let router = try router { $0.handle("invite.accept", in: "invite") { _ in throw Boom() } }
        let result = await router.route(response("invite", "invite.accept"))
        #expect(result.cause == .handlerThrew)
        #expect(recorder.codes == [.handlerThrew])
        #expect(recorder.diagnostics[0].message.contains("threw Boom(server unavailable)"))
        #expect(recorder.diagnostics[0].description.hasPrefix("NotificationActions: handler error: "))
        // What the handler threw is the app's text: unified logging redacts it, the rest stays public.
        #expect(recorder.diagnostics[0].privateDetail == "Boom(server unavailable)")
        #expect(!recorder.diagnostics[0].publicMessage.contains("server unavailable"))
        #expect(recorder.diagnostics[0].publicMessage.contains("threw <private>; the system completion"))
        #expect(recorder.diagnostics[0].publicMessage.contains("'invite.accept'"))
        #expect(recorder.diagnostics[0].logLevel == .error)
    }

    @Test("a fallback's report names the action and category it was handling")
    func fallbackReport() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched(
            .completion { _, completion in
                completion()
                completion()
            })
        let router = try builder.build(
            options: RouterOptions(diagnostics: recorder.handler, timer: clock.timer))
        await router.route(response("chat", "chat.mute"))
        #expect(
            recorder.diagnostics(.completionCalledTwice).first?.message.contains(
                "the global fallback (registered at NotificationActionsTests/RouterTests.swift:") == true)
        #expect(
            recorder.diagnostics(.completionCalledTwice).first?.message.contains(
                "handling action 'chat.mute' of category 'chat'") == true)
    }

    @Test("policy .trap stops the program on a second call")
    func trapPolicy() async {
        await #expect(processExitsWith: .failure) {
            var builder = RouterBuilder(registry: routingRegistry)
            builder.handle(
                "chat.like", in: "chat",
                .completion { _, completion in
                    completion()
                    completion()
                })
            builder.handleUnmatched { _ in }
            let router = try builder.build(
                options: RouterOptions(misusePolicy: .trap, diagnostics: .silent, timer: .never))
            router.route(response("chat", "chat.like")) {}
        }
    }
}

@Suite("Response router: cold start and foreground presentation")
struct ColdStartTests {
    @Test("a held router queues responses and delivers them in order on resume")
    func heldThenResumed() async throws {
        let calls = Calls()
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle(
            .defaultAction, in: "chat",
            .completion { response, completion in
                calls.record("tap", response)
                completion()
            })
        builder.handleUnmatched(
            .completion { response, completion in
                calls.record("fallback", response)
                completion()
            })
        let router = try builder.build(
            options: RouterOptions(diagnostics: .silent, startsHeld: true, timer: .never))
        let counts = CompletionCounts()
        #expect(router.isHeld)
        // Responses that need the interface: taps, and a foreground action.
        for index in 0..<5 {
            router.route(
                index == 2
                    ? response("account", "account.delete", request: "launch-\(index)")
                    : response("chat", .defaultAction, request: "launch-\(index)"),
                completion: counts.completion(for: "launch-\(index)"))
        }
        #expect(counts.total == 0)
        #expect(calls.names.isEmpty)
        #expect(router.queuedCount == 5)
        #expect(router.launchResponse?.notification.requestIdentifier == "launch-0")
        router.resume()
        #expect(!router.isHeld)
        #expect(calls.responses.map(\.notification.requestIdentifier) == (0..<5).map { "launch-\($0)" })
        #expect(calls.names == ["tap", "tap", "fallback", "tap", "tap"])
        #expect(counts.all == Dictionary(uniqueKeysWithValues: (0..<5).map { ("launch-\($0)", 1) }))
        router.route(
            response("chat", "chat.like", request: "after"), completion: counts.completion(for: "after"))
        #expect(counts["after"] == 1)
        router.resume()
        #expect(router.launchResponse?.notification.requestIdentifier == "launch-0")
    }

    @Test("a full queue reports the overflow and still completes the overflowing response")
    func overflow() async throws {
        let recorder = DiagnosticRecorder()
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched(.completion { _, completion in completion() })
        let router = try builder.build(
            options: RouterOptions(
                diagnostics: recorder.handler, startsHeld: true, coldStartCapacity: 2, timer: .never))
        let counts = CompletionCounts()
        for index in 0..<3 {
            router.route(
                response("chat", .defaultAction, request: "r\(index)"),
                completion: counts.completion(for: "r\(index)"))
        }
        #expect(counts.all == ["r2": 1])
        #expect(recorder.codes == [.coldStartOverflow])
        #expect(recorder.diagnostics[0].message.contains("queue of 2 responses is full"))
        #expect(recorder.diagnostics[0].requestIdentifier == "r2")
        router.resume()
        #expect(counts.all == ["r0": 1, "r1": 1, "r2": 1])
    }

    @Test("route(_:) async on a held router returns once resumed, marked as queued")
    func asyncWhileHeld() async throws {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(diagnostics: .silent, startsHeld: true, timer: .never))
        async let result = router.route(response("chat", .defaultAction))
        while router.queuedCount == 0 { await Task.yield() }
        router.resume()
        let delivered = await result
        #expect(delivered.wasQueued)
        #expect(delivered.cause == .handlerReturned)
    }

    @Test(
        "foreground presentation comes from the category, an override, or the router-wide default for notifications it does not own"
    )
    func presentation() async throws {
        let recorder = DiagnosticRecorder()
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        builder.handlePresentation(for: "chat") { notification in
            notification.threadIdentifier == "open" ? [] : [.banner, .list]
        }
        let router = try builder.build(options: RouterOptions(diagnostics: recorder.handler, timer: .never))
        #expect(
            await router.presentation(for: DeliveredNotification(category: "invite")) == [
                .banner, .sound,
            ])
        #expect(await router.presentation(for: DeliveredNotification(category: "account")) == [])
        #expect(
            await router.presentation(
                for: DeliveredNotification(category: "chat", threadIdentifier: "open")) == [])
        #expect(
            await router.presentation(
                for: DeliveredNotification(category: "chat", threadIdentifier: "other")) == [
                    .banner, .list,
                ])
        #expect(recorder.diagnostics.isEmpty)
        // Not the router's: shown as RouterOptions.defaultPresentation says, without a report.
        #expect(
            await router.presentation(for: DeliveredNotification(category: "nope")) == [
                .banner, .list, .sound,
            ])
        #expect(
            await router.presentation(for: DeliveredNotification(category: "")) == [.banner, .list, .sound])
        #expect(recorder.diagnostics.isEmpty)
        var hidden = RouterOptions(diagnostics: recorder.handler, timer: .never)
        hidden.defaultPresentation = []
        let hiding = try builder.build(options: hidden)
        #expect(await hiding.presentation(for: DeliveredNotification(category: "nope")) == [])
        #expect(
            await hiding.presentation(for: DeliveredNotification(category: "invite")) == [.banner, .sound])
    }

    @Test("a presentation override past the deadline is answered once, with the category's presentation")
    func presentationDeadline() async throws {
        let recorder = DiagnosticRecorder()
        let clock = ManualDeadlineTimer()
        let (gate, release) = AsyncStream.makeStream(of: Void.self)
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        builder.handlePresentation(for: "invite") { _ in
            for await _ in gate { break }
            return [.badge]
        }
        let router = try builder.build(
            options: RouterOptions(diagnostics: recorder.handler, timer: clock.timer))
        let answers = Locked<[NotificationCategory.ForegroundPresentation]>([])
        router.presentation(for: DeliveredNotification(category: "invite")) { answer in
            answers.withLock { $0.append(answer) }
        }
        clock.fireAll()
        #expect(answers.withLock { $0 } == [[.banner, .sound]])
        release.yield()
        _ = await recorder.first(.completionAfterDeadline)
        #expect(answers.withLock { $0 } == [[.banner, .sound]])
        #expect(recorder.codes == [.deadlineExceeded, .completionAfterDeadline])
        #expect(
            recorder.diagnostics[0].message.contains("foreground-presentation handler of category 'invite'"))
    }
}

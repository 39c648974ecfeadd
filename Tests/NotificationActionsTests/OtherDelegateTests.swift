import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// The platform-neutral parts of living beside other notification delegates: a guarded completion for
/// what is forwarded, the open-settings route, and noticing a replaced delegate.
@Suite("Other libraries' delegates")
struct OtherDelegateTests {
    func router(
        _ recorder: DiagnosticRecorder, clock: ManualDeadlineTimer = ManualDeadlineTimer(),
        policy: CompletionMisusePolicy = .report,
        defaultPresentation: NotificationCategory.ForegroundPresentation = [.banner, .list, .sound]
    )
        throws -> ResponseRouter
    {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        var options = RouterOptions(misusePolicy: policy, diagnostics: recorder.handler, timer: clock.timer)
        options.defaultPresentation = defaultPresentation
        return try builder.build(options: options, coverageWarnings: .silent)
    }

    @Test("a forwarded completion called twice completes once and names the other delegate, even under .trap")
    func forwardedTwice() throws {
        let recorder = DiagnosticRecorder()
        let counts = CompletionCounts()
        let guarded = try router(recorder, policy: .trap).guardForwarded(
            NotificationResponse(category: "promo", action: "promo.open", requestIdentifier: "p1"),
            to: "OtherSDK.PushDelegate", completion: counts.completion(for: "p1"))
        guarded()
        guarded()
        #expect(counts["p1"] == 1)
        #expect(recorder.codes == [.completionCalledTwice])
        #expect(
            recorder.diagnostics[0].message.contains(
                "the previous notification delegate (OtherSDK.PushDelegate)"))
        #expect(recorder.diagnostics[0].registeredAt == nil)
    }

    @Test("a forwarded completion the other delegate drops, or keeps past the deadline, is completed for it")
    func forwardedDroppedOrLate() throws {
        let recorder = DiagnosticRecorder()
        let clock = ManualDeadlineTimer()
        let router = try router(recorder, clock: clock)
        let counts = CompletionCounts()
        do {
            _ = router.guardForwarded(
                NotificationResponse(category: "promo", action: "a", requestIdentifier: "dropped"),
                to: "OtherSDK.PushDelegate", completion: counts.completion(for: "dropped"))
        }
        #expect(counts["dropped"] == 1)
        let kept = router.guardForwarded(
            NotificationResponse(category: "promo", action: "a", requestIdentifier: "kept"),
            to: "OtherSDK.PushDelegate", completion: counts.completion(for: "kept"))
        #expect(clock.fire(requestIdentifier: "kept") == 1)
        #expect(counts["kept"] == 1)
        kept()
        #expect(counts["kept"] == 1)
        #expect(recorder.codes == [.completionDropped, .deadlineExceeded, .completionAfterDeadline])
    }

    @Test(
        "a forwarded presentation: the first answer goes through, a second is reported; none gets the fallback"
    )
    func forwardedPresentation() throws {
        let recorder = DiagnosticRecorder()
        let clock = ManualDeadlineTimer()
        let router = try router(recorder, clock: clock)
        let answers = Locked<[String: [NotificationCategory.ForegroundPresentation]]>([:])
        func record(_ id: String) -> @Sendable (NotificationCategory.ForegroundPresentation) -> Void {
            { presentation in answers.withLock { $0[id, default: []].append(presentation) } }
        }
        let twice = router.guardForwardedPresentation(
            for: DeliveredNotification(requestIdentifier: "twice", category: "promo"),
            to: "OtherSDK.PushDelegate",
            completion: record("twice"))
        twice([.banner])
        twice([.list])
        #expect(answers.withLock { $0["twice"] } == [[.banner]])
        #expect(recorder.codes == [.completionCalledTwice])
        #expect(recorder.diagnostics[0].message.contains("OtherSDK.PushDelegate"))
        let late = router.guardForwardedPresentation(
            for: DeliveredNotification(requestIdentifier: "late", category: "promo"),
            to: "OtherSDK.PushDelegate",
            completion: record("late"))
        #expect(clock.fire(requestIdentifier: "late") == 1)
        late([.badge])
        #expect(answers.withLock { $0["late"] } == [[.banner, .list, .sound]])
        do {
            _ = router.guardForwardedPresentation(
                for: DeliveredNotification(requestIdentifier: "dropped", category: "promo"),
                to: "OtherSDK.PushDelegate", completion: record("dropped"))
        }
        #expect(answers.withLock { $0["dropped"] } == [[.banner, .list, .sound]])
        #expect(
            recorder.codes == [
                .completionCalledTwice, .deadlineExceeded, .completionAfterDeadline, .completionDropped,
            ])
    }

    @Test(
        "a forwarded presentation nobody answers is shown as the app's defaultPresentation says (hidden: [])")
    func forwardedPresentationFallbackIsTheAppsDefault() throws {
        let clock = ManualDeadlineTimer()
        let router = try router(DiagnosticRecorder(), clock: clock, defaultPresentation: [])
        let answers = Locked<[NotificationCategory.ForegroundPresentation]>([])
        _ = router.guardForwardedPresentation(
            for: DeliveredNotification(requestIdentifier: "sdk-push", category: "promo"),
            to: "OtherSDK.PushDelegate",
            completion: { presentation in answers.withLock { $0.append(presentation) } })
        #expect(answers.withLock { $0 } == [[]])
        let held = router.guardForwardedPresentation(
            for: DeliveredNotification(requestIdentifier: "sdk-late", category: "promo"),
            to: "OtherSDK.PushDelegate",
            completion: { presentation in answers.withLock { $0.append(presentation) } })
        #expect(clock.fire(requestIdentifier: "sdk-late") == 1)
        held([.banner])
        #expect(answers.withLock { $0 } == [[], []])
    }

    @Test("the open-settings route runs with its notification; without one the router says it did nothing")
    func openSettings() throws {
        let opened = Locked<[String?]>([])
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        builder.handleOpenSettings { notification in
            opened.withLock { $0.append(notification?.requestIdentifier) }
        }
        let router = try builder.build(options: RouterOptions(diagnostics: .silent, timer: .never))
        #expect(router.handlesOpenSettings)
        #expect(router.openSettings(for: DeliveredNotification(requestIdentifier: "n1", category: "chat")))
        #expect(router.openSettings(for: nil))
        #expect(opened.withLock { $0 } == ["n1", nil])
        let none = try self.router(DiagnosticRecorder())
        #expect(!none.handlesOpenSettings)
        #expect(!none.openSettings(for: nil))
    }

    @Test(
        "B11: launched from Settings' notification-settings button, a held router runs the route at resume, after the queued taps"
    )
    func openSettingsWaitsForResume() throws {
        let events = Locked<[String]>([])
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { response in
            events.withLock { $0.append("tap \(response.notification.requestIdentifier)") }
        }
        builder.handleOpenSettings { notification in
            events.withLock { $0.append("settings \(notification?.requestIdentifier ?? "from Settings")") }
        }
        let router = try builder.build(
            options: RouterOptions(diagnostics: .silent, startsHeld: true, timer: .never),
            coverageWarnings: .silent)
        router.route(NotificationResponse(category: "chat", action: .defaultAction, requestIdentifier: "t1"))
        {}
        #expect(router.openSettings(for: nil))
        #expect(events.withLock { $0 }.isEmpty)
        router.resume()
        #expect(events.withLock { $0 } == ["tap t1", "settings from Settings"])
        // Once resumed, it runs at once; a second resume runs nothing again.
        #expect(router.openSettings(for: DeliveredNotification(requestIdentifier: "n2", category: "chat")))
        router.resume()
        #expect(events.withLock { $0 } == ["tap t1", "settings from Settings", "settings n2"])
    }

    @Test("registering two open-settings handlers is a build error naming both sites")
    func twoOpenSettings() {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        builder.handleOpenSettings { _ in }
        builder.handleOpenSettings { _ in }
        #expect(builder.coverage().errors.map(\.code) == [.duplicateRoute])
        #expect(
            builder.coverage().errors.first?.message.contains("open-settings handler is registered twice")
                == true)
    }

    @Test("resume runs the bridge's check, which reports a replaced delegate by its type")
    func replacedDelegate() throws {
        let recorder = DiagnosticRecorder()
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(diagnostics: recorder.handler, startsHeld: true, timer: .never),
            coverageWarnings: .silent)
        // The bridge's observer holds its delegate weakly; capturing `router` itself here would be a
        // cycle (router → gate → observer → router), so another router reports.
        let reporter = try self.router(recorder)
        router.onResume { reporter.reportDelegateReplaced(by: "OtherSDK.PushDelegate") }
        #expect(recorder.codes == [])
        router.resume()
        #expect(recorder.codes == [.delegateReplaced])
        #expect(
            recorder.diagnostics[0].description.hasPrefix(
                "NotificationActions: registration: the notification center's delegate is now OtherSDK.PushDelegate"
            ))
    }
}

import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTesting
import PlatformModel
import Testing

/// The audit of 2026-11-28 (shared/audits/apple-2026-11-28.md): each device bug it found, and each
/// behaviour the model lacked, as what a person does on a device. Each scenario names the bug (B…) or the
/// model rule it stands on.
@Suite("Device scenarios: the Apple side, against iOS rather than our code")
struct AppleSideScenarioTests {
    // MARK: A process that is resumed, not relaunched (rule 9; B8)

    @Test(
        "B8: a Like from the lock screen, then a tap on another notification the next morning opens the tapped conversation"
    )
    func likeThenTapNextMorning() async throws {
        let (model, app) = device()
        model.personResponds(press("message.like", on: push("message", "like-m", ["conversationID": "c1"])))
        #expect(await model.settle(until: "like-m"))
        model.advance(60 * 60 * 8)
        #expect(model.process == .suspended)
        let tap = press(.defaultAction, on: push("message", "tap-m", ["conversationID": "c9"]))
        model.personResponds(tap)
        // Resumed: the same process, the same router, no second launch.
        #expect(model.launches == 1)
        #expect(model.process == .foreground)
        #expect(app.launchResponse?.notification.requestIdentifier == "tap-m")
        #expect(app.router?.launchResponse?.notification.requestIdentifier == "tap-m")
        #expect(await model.settle(until: "tap-m"))
        #expect(app.navigation.parked.take() == .conversation("c9"))
        #expect(await app.chat.liked == ["c1"])
    }

    @Test(
        "rule 5: an app launched in the background for a Like is suspended soon after it completes, not 30 s later"
    )
    func suspendedSoonAfterCompletion() async throws {
        let (model, _) = device()
        model.personResponds(press("message.like", on: push("message", "like-s", ["conversationID": "c1"])))
        #expect(await model.settle(until: "like-s"))
        model.advance(model.suspensionAfterLastCompletion)
        #expect(model.process == .suspended)
        #expect(model.completions(of: "like-s").map(\.afterSuspension) == [false])
    }

    @Test(
        "rule 10: a Like launches the app in the background, then a tap on another notification brings it forward and opens the conversation"
    )
    func backgroundThenTap() async throws {
        let (model, app) = device()
        model.personResponds(press("message.like", on: push("message", "like-b", ["conversationID": "c1"])))
        let tap = press(.defaultAction, on: push("message", "tap-b", ["conversationID": "c2"]))
        model.personResponds(tap)
        #expect(model.process == .foreground)
        #expect(await model.settle(until: "tap-b"))
        // The scene became active, so the held router was resumed and the tap's handler ran at once.
        #expect(app.router?.isHeld == false)
        #expect(app.navigation.parked.take() == .conversation("c2"))
        #expect(app.launchResponse?.notification.requestIdentifier == "tap-b")
    }

    // MARK: Wrapping SDKs, a second install (B6, B7)

    @Test(
        "B6: with an SDK that wraps the router's delegate and forwards, a cold tap, foreground pushes and every return to the app report nothing"
    )
    func wrappingSDKIsNotAReplacement() async throws {
        let (model, app) = device { app in
            app.sdkAfterUs = { center in
                let wrapper = WrappingSDKDelegate(wrapping: center.delegate!)
                center.setDelegate(wrapper)
                return wrapper
            }
        }
        model.personResponds(press(.defaultAction, on: push("message", "tap-w", ["conversationID": "c3"])))
        #expect(await model.settle(until: "tap-w"))
        model.notificationArrives(push("message", "fg-w", ["conversationID": "c3"]))
        #expect(await model.settle(presentationOf: "fg-w"))
        for _ in 0..<3 { app.router!.resume() }
        #expect(!app.recorder.codes.contains(.delegateReplaced))
        #expect(app.navigation.parked.take() == .conversation("c3"))
    }

    @Test(
        "B6: an SDK that replaces the router's delegate is reported once, however often the person returns to the app"
    )
    func replacementReportedOnce() async throws {
        let (model, app) = device { app in
            app.sdkAfterUs = { center in
                let sdk = OtherSDKDelegate(typeName: "GreedySDKDelegate")
                center.setDelegate(sdk)
                return sdk
            }
        }
        model.personOpensApp()
        for _ in 0..<3 { app.router!.resume() }
        #expect(app.recorder.codes.filter { $0 == .delegateReplaced }.count == 1)
        #expect(app.recorder.diagnostics.first?.message.contains("GreedySDKDelegate") == true)
    }

    @Test("B7: install called twice, then the person returns to the app: no delegate-replaced")
    func installTwiceThenResume() async throws {
        let (model, app) = device()
        model.personOpensApp()
        _ = ModelRouterDelegate.install(router: app.router!, on: model.center, main: model.main)
        app.router!.resume()
        model.personResponds(press(.defaultAction, on: push("message", "tap-2i", ["conversationID": "c4"])))
        #expect(await model.settle(until: "tap-2i"))
        app.router!.resume()
        #expect(!app.recorder.codes.contains(.delegateReplaced))
        #expect(model.completions(of: "tap-2i").count == 1)
    }

    // MARK: What is forwarded, and how an unanswered presentation shows (B16, B17)

    @Test(
        "B16: with another SDK's delegate installed first, a tap on the app's own reminder (no category) reaches the router"
    )
    func ownReminderWithSDK() async throws {
        let sdk = OtherSDKDelegate()
        let (model, app) = device { $0.sdkBeforeUs = sdk }
        model.personOpensApp()
        let reminder = DeliveredNotification(
            requestIdentifier: "reminder-1", category: "", userInfo: [:], origin: .local)
        model.personResponds(press(.defaultAction, on: reminder))
        #expect(await model.settle(until: "reminder-1"))
        #expect(sdk.received.isEmpty)
        // The sample has no handler for it: the router reports it, where the app can add one.
        #expect(app.recorder.codes.contains(.unhandledResponse))
        // A category-less push may be the SDK's own, and still goes to it.
        model.personResponds(press(.defaultAction, on: push("", "sdk-push-1")))
        #expect(await model.settle(until: "sdk-push-1"))
        #expect(sdk.received.map(\.notification.requestIdentifier) == ["sdk-push-1"])
    }

    @Test(
        "B17: an app that hides pushes it does not own in the foreground does not see an SDK's push whose delegate never answers"
    )
    func unansweredSDKPresentationHidden() async throws {
        let sdk = OtherSDKDelegate()
        sdk.completes = .never
        let (model, _) = device { app in
            app.sdkBeforeUs = sdk
            app.adjustOptions = { $0.defaultPresentation = [] }
        }
        model.personOpensApp()
        model.notificationArrives(push("sdk.promo", "promo-1"))
        model.advance(3)
        #expect(await model.settle(presentationOf: "promo-1") || model.presentations["promo-1"] == .some(nil))
        #expect(model.presentations["promo-1"] == .some([]))
    }

    // MARK: Threads and other SDKs' swizzling (rule 1, rule 13, B15)

    @Test(
        "rule 1: a Like whose delegate call comes off the main thread still completes on the main thread, once"
    )
    func delegateCalledOffMain() async throws {
        let (model, app) = device()
        model.callsDelegateOffMain = true
        model.personResponds(press("message.like", on: push("message", "like-o", ["conversationID": "c5"])))
        #expect(await model.settle(until: "like-o"))
        #expect(model.completions(of: "like-o").map(\.onMain) == [true])
        #expect(await app.chat.liked == ["c5"])
    }

    @Test(
        "rule 13: with an SDK that swizzles the delegate's class and calls through (Firebase), a tap completes once"
    )
    func firebaseSwizzleCompletesOnce() async throws {
        let (model, app) = device()
        model.swizzlingSDK = .callsThrough
        model.personResponds(press(.defaultAction, on: push("message", "tap-f", ["conversationID": "c6"])))
        #expect(await model.settle(until: "tap-f"))
        #expect(model.completions(of: "tap-f").count == 1)
        #expect(app.navigation.parked.take() == .conversation("c6"))
    }

    /// B15 is outside the package's reach: the SDK calls the system's handler before ours runs, with the
    /// same handler, so no guard of ours can see the first call. The scenario keeps the limit visible; the
    /// docs (UsingWithUserNotifications, "Other SDKs") tell the app to turn such swizzling off.
    @Test(
        "B15: with an SDK that swizzles and completes the response itself (early OneSignal), the system is completed twice — the documented limit"
    )
    func selfCompletingSwizzleIsVisible() async throws {
        let (model, app) = device()
        model.swizzlingSDK = .completesThenCallsThrough
        model.personResponds(press(.defaultAction, on: push("message", "tap-os", ["conversationID": "c7"])))
        #expect(await model.settle(until: "tap-os"))
        #expect(model.completions(of: "tap-os").count == 2)
        #expect(app.recorder.codes.isEmpty)  // the router saw one completion: its own
    }

    // MARK: What the system does not deliver (rules 4, 7)

    @Test("rule 4: dismissing a message (no customDismissAction) launches nothing and reaches no handler")
    func dismissalWithoutCustomDismiss() async throws {
        let (model, _) = device()
        model.personResponds(
            press(.dismissAction, on: push("message", "dismiss-m", ["conversationID": "c1"])))
        #expect(model.launches == 0)
        #expect(model.process == .notRunning)
        #expect(model.completions(of: "dismiss-m").isEmpty)
    }

    @Test("rule 7: a push arriving while the app runs in the background is not offered to the delegate")
    func presentationOnlyInForeground() async throws {
        let sdk = OtherSDKDelegate()
        let (model, _) = device { $0.sdkBeforeUs = sdk }
        model.personResponds(press("message.like", on: push("message", "like-p", ["conversationID": "c1"])))
        model.notificationArrives(push("sdk.promo", "promo-bg"))
        #expect(sdk.presented.isEmpty)
        #expect(model.presentations["promo-bg"] == .some(nil))
    }
}

/// An app whose router the scenario writes, installed where the scenario says.
final class RouterApp: ModelApp {
    let recorder = DiagnosticRecorder()
    let build: (RouterOptions) throws -> ResponseRouter
    /// Installs the router's delegate in `sceneWillConnect` instead of `willFinishLaunching` (too late).
    var installsInScene = false
    /// Resumes the router when the scene becomes active.
    var resumesWhenActive = true
    private(set) var router: ResponseRouter?
    weak var model: DeviceModel?

    init(_ build: @escaping (RouterOptions) throws -> ResponseRouter) { self.build = build }

    func willFinishLaunching(center: ModelCenter, main: ModelMainThread) {
        var options = RouterOptions(
            diagnostics: recorder.handler, startsHeld: true, timer: model!.clock.timer)
        router = try! build(options)
        if !installsInScene { _ = ModelRouterDelegate.install(router: router!, on: center, main: main) }
    }

    func sceneWillConnect(launchResponse: NotificationResponse?) {
        if installsInScene, let model {
            _ = ModelRouterDelegate.install(router: router!, on: model.center, main: model.main)
        }
    }

    func sceneDidBecomeActive() { if resumesWhenActive { router?.resume() } }
}

func device(
    categories: CategoryRegistry, _ build: @escaping (RouterOptions) throws -> ResponseRouter,
    _ configure: (RouterApp) -> Void = { _ in }
) -> (DeviceModel, RouterApp) {
    let app = RouterApp(build)
    configure(app)
    let model = DeviceModel(app: app)
    app.model = model
    model.center.categories = categories.categories
    return (model, app)
}

let chatCategories = try! CategoryRegistry {
    NotificationCategory("chat") { NotificationAction("chat.like", title: "Like") }
    NotificationCategory("invite") { NotificationAction("invite.accept", title: "Accept") }
}

@Suite("Device scenarios: the audit's eight questions (e), (g), (h)")
struct AuditQuestionScenarioTests {
    @Test(
        "(e) two taps wait for the interface; at resume a main-actor handler and then a nonisolated one start in arrival order, on the main thread"
    )
    @MainActor
    func mainActorAndNonisolatedInOrder() async throws {
        let order = Locked<[String]>([])
        let (model, app) = device(categories: chatCategories) { options in
            var routes = RouterBuilder(registry: chatCategories)
            routes.handle(.defaultAction, in: "chat") { @MainActor response in
                MainActor.preconditionIsolated()
                order.withLock { $0.append("main-actor \(response.notification.requestIdentifier)") }
            }
            routes.handle(
                .defaultAction, in: "invite",
                .completion { response, done in
                    order.withLock { $0.append("nonisolated \(response.notification.requestIdentifier)") }
                    done()
                })
            routes.handleUnmatched { _ in }
            return try routes.build(options: options, coverageWarnings: .silent)
        } _: {
            $0.resumesWhenActive = false
        }
        model.personOpensApp()
        model.personResponds(press(.defaultAction, on: push("chat", "r1")))
        model.personResponds(press(.defaultAction, on: push("invite", "r2")))
        #expect(order.withLock { $0 }.isEmpty)
        model.main.run { app.router!.resume() }
        #expect(order.withLock { $0 } == ["main-actor r1", "nonisolated r2"])
        // Both returned at once: their completions are on the model's main thread already.
        model.main.drain()
        #expect(model.completions(of: "r1").map(\.onMain) == [true])
        #expect(model.completions(of: "r2").map(\.onMain) == [true])
    }

    @Test(
        "(g) a Like arrives while a reply's handler is still sending: each completes once, when its own work ends"
    )
    func responseWhileAnotherRuns() async throws {
        let sending = AsyncStream<Void>.makeStream()
        let (model, app) = device(categories: chatCategories) { options in
            var routes = RouterBuilder(registry: chatCategories)
            routes.handle("chat.like", in: "chat") { _ in }
            routes.handle("invite.accept", in: "invite") { _ in
                for await _ in sending.stream { break }  // the network call, finished by the scenario
            }
            routes.handleUnmatched { _ in }
            return try routes.build(options: options, coverageWarnings: .silent)
        }
        model.personOpensApp()
        model.personResponds(press("invite.accept", on: push("invite", "slow")))
        model.personResponds(press("chat.like", on: push("chat", "fast")))
        #expect(await model.settle(until: "fast"))
        #expect(model.completions(of: "slow").isEmpty)
        sending.continuation.yield()
        #expect(await model.settle(until: "slow"))
        #expect(model.completions(of: "slow").count == 1 && model.completions(of: "fast").count == 1)
        #expect(app.recorder.codes.isEmpty)
    }

    @Test(
        "(h) an app that installs the router's delegate in its scene delegate loses the tap that launched it (the documented limit)"
    )
    func lateInstallLosesTheLaunchingTap() async throws {
        let opened = Locked<[String]>([])
        let build: (RouterOptions) throws -> ResponseRouter = { options in
            var routes = RouterBuilder(registry: chatCategories)
            routes.handle(.defaultAction, in: "chat") { response in
                opened.withLock { $0.append(response.notification.requestIdentifier) }
            }
            routes.handleUnmatched { _ in }
            return try routes.build(options: options, coverageWarnings: .silent)
        }
        let (late, _) = device(categories: chatCategories, build) { $0.installsInScene = true }
        late.personResponds(press(.defaultAction, on: push("chat", "launch-tap")))
        late.advance(30)
        #expect(late.completions(of: "launch-tap").isEmpty)
        #expect(opened.withLock { $0 }.isEmpty)
        // Installed in willFinishLaunching, as the recipes do: the same tap is handled.
        let (onTime, _) = device(categories: chatCategories, build)
        onTime.personResponds(press(.defaultAction, on: push("chat", "launch-tap-2")))
        #expect(await onTime.settle(until: "launch-tap-2"))
        #expect(opened.withLock { $0 } == ["launch-tap-2"])
    }
}

@Suite("Device scenarios: scenes, settings and the content extension")
struct SceneAndExtensionScenarioTests {
    @Test(
        "the person leaves the app and taps a notification: the existing scene comes back, none is created, the conversation opens"
    )
    func existingSceneReturns() async throws {
        let (model, app) = device()
        model.personOpensApp()
        model.personLeavesApp()
        #expect(model.process == .background(since: 0))
        model.personResponds(press(.defaultAction, on: push("message", "tap-back", ["conversationID": "c8"])))
        #expect(model.process == .foreground)
        #expect(model.launches == 1)
        #expect(app.launchResponse == nil)  // the scene was not connected again: no launching response
        #expect(await model.settle(until: "tap-back"))
        #expect(app.navigation.parked.take() == .conversation("c8"))
    }

    @Test(
        "B11: the person taps the app's notification settings in Settings: the app launches and the settings route runs once the interface is up"
    )
    func openSettingsFromSettings() async throws {
        let events = Locked<[String]>([])
        let (model, app) = device(categories: chatCategories) { options in
            var routes = RouterBuilder(registry: chatCategories)
            routes.handleUnmatched { _ in }
            routes.handleOpenSettings { notification in
                events.withLock {
                    $0.append("settings \(notification?.requestIdentifier ?? "from Settings")")
                }
            }
            return try routes.build(options: options, coverageWarnings: .silent)
        } _: {
            $0.resumesWhenActive = false
        }
        model.personOpensNotificationSettings()
        #expect(model.process == .foreground)
        #expect(events.withLock { $0 }.isEmpty)  // no interface yet
        model.main.run { app.router!.resume() }
        #expect(events.withLock { $0 } == ["settings from Settings"])
    }

    @Test(
        "a press in the expanded notification: the content extension keeps a Like; Reply, forwarded, reaches the app once"
    )
    func contentExtensionForwards() async throws {
        let (model, app) = device()
        var routes = ContentExtensionRouter(registry: SampleCategories.registry, diagnostics: .silent)
        routes.handle("message.like", in: "message") { _ in .doNotDismiss }
        routes.handle("message.reply", in: "message") { _ in .dismissAndForwardAction }
        model.contentExtension = routes
        let like = press("message.like", on: push("message", "x-like", ["conversationID": "c1"]))
        #expect(await model.personPressesInExpandedNotification(like) == .doNotDismiss)
        #expect(model.launches == 0)
        let reply = press(
            "message.reply", on: push("message", "x-reply", ["conversationID": "c2"]), text: "Hi")
        #expect(await model.personPressesInExpandedNotification(reply) == .dismissAndForwardAction)
        #expect(model.launches == 1)
        #expect(await model.settle(until: "x-reply"))
        #expect(model.completions(of: "x-reply").count == 1)
        #expect(await app.chat.sent.map(\.text) == ["Hi"])
        #expect(await app.chat.liked.isEmpty)  // the Like stayed in the extension
    }
}

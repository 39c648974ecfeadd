import Foundation
@_spi(Generated) import NotificationActions
import PlatformModel
import Testing

/// An app that only records what the system does to it.
final class RecordingApp: ModelApp {
    var steps: [String] = []
    var delegate: (any ModelCenterDelegate)?
    var delegateCalledOnMain: [Bool] = []
    weak var main: ModelMainThread?

    func willFinishLaunching(center: ModelCenter, main: ModelMainThread) {
        steps.append("willFinishLaunching")
        self.main = main
        if let delegate { center.setDelegate(delegate) }
    }
    func sceneWillConnect(launchResponse: NotificationResponse?) {
        steps.append("sceneWillConnect(\(launchResponse?.notification.requestIdentifier ?? "-"))")
    }
    func sceneDidBecomeActive() { steps.append("sceneDidBecomeActive") }
}

/// Each rule of the model, tested so that taking it out of `PlatformModel` fails here.
@Suite("The platform model's rules")
struct PlatformModelRuleTests {
    func model(_ configure: (RecordingApp) -> Void = { _ in }) -> (DeviceModel, RecordingApp) {
        let app = RecordingApp()
        configure(app)
        return (DeviceModel(app: app), app)
    }

    @Test("the center holds its delegate weakly (UNUserNotificationCenter.h: weak delegate)")
    func weakDelegate() {
        let (model, _) = model()
        do {
            let transient = OtherSDKDelegate()
            model.center.setDelegate(transient)
            #expect(model.center.delegate != nil)
        }
        #expect(model.center.delegate == nil)
    }

    @Test(
        "a tap or a .foreground action launches in the foreground with a scene; others launch in the background without one"
    )
    func launches() {
        let categories = [
            NotificationCategory("c", options: .customDismissAction) {
                NotificationAction("c.open", title: "Open", options: .foreground)
                NotificationAction("c.like", title: "Like")
            }
        ]
        let cases: [(ActionIdentifier, DeviceModel.Process, [String])] = [
            (
                .defaultAction, .foreground,
                ["willFinishLaunching", "sceneWillConnect(r)", "sceneDidBecomeActive"]
            ),
            ("c.open", .foreground, ["willFinishLaunching", "sceneWillConnect(r)", "sceneDidBecomeActive"]),
            ("c.like", .background(since: 0), ["willFinishLaunching"]),
            (.dismissAction, .background(since: 0), ["willFinishLaunching"]),
        ]
        for (action, process, steps) in cases {
            let (model, app) = model()
            model.center.categories = categories
            model.personResponds(
                NotificationResponse(category: "c", action: action, requestIdentifier: "r"))
            #expect(model.process == process, "\(action)")
            #expect(app.steps == steps, "\(action)")
            #expect(model.hasScene == (process == .foreground), "\(action)")
        }
    }

    @Test("a background launch is suspended after its budget: a later completion reaches nobody")
    func backgroundBudget() async {
        let late = LateDelegate()
        let (model, _) = model { $0.delegate = late }
        model.personResponds(NotificationResponse(category: "c", action: "c.like", requestIdentifier: "r"))
        model.advance(29)
        #expect(model.process == .background(since: 0))
        model.advance(1)
        #expect(model.process == .suspended)
        late.completion?()
        #expect(await model.settle(until: "r"))
        #expect(model.completions(of: "r").map(\.afterSuspension) == [true])
    }

    @Test("the center calls its delegate on the main thread, and records where completions come from")
    func mainThread() async {
        let late = LateDelegate()
        let (model, _) = model { $0.delegate = late }
        model.personOpensApp()
        model.personResponds(
            NotificationResponse(category: "c", action: .defaultAction, requestIdentifier: "r"))
        #expect(late.calledOnMain == [true])
        let completion = late.completion!
        await Task.detached { completion() }.value
        #expect(await model.settle(until: "r"))
        #expect(model.completions(of: "r").map(\.onMain) == [false])
    }

    @Test("a presentation answered after the bound is not presented")
    func latePresentation() async {
        let late = LateDelegate()
        let (model, _) = model { $0.delegate = late }
        model.personOpensApp()
        model.notificationArrives(DeliveredNotification(requestIdentifier: "p", category: "c"))
        model.advance(model.presentationBound)
        late.presentation?([.banner])
        model.main.drain()
        _ = model.completions(of: "p")  // collects what was recorded
        #expect(model.presentations["p"] == .some(nil))
    }
}

/// A delegate that keeps the system's completions, to call them when a test says.
final class LateDelegate: ModelCenterDelegate, @unchecked Sendable {
    // Touched on the model's main thread, and by the test between its steps.
    let typeName = "LateDelegate"
    let implementsDidReceive = true
    let implementsWillPresent = true
    var completion: (@Sendable () -> Void)?
    var presentation: (@Sendable (NotificationCategory.ForegroundPresentation) -> Void)?
    var calledOnMain: [Bool] = []
    weak var main: ModelMainThread?

    func didReceive(
        _ response: NotificationResponse, center: ModelCenter, completion: @escaping @Sendable () -> Void
    ) {
        calledOnMain.append(center.isOnMainThread)
        self.completion = completion
    }

    func willPresent(
        _ notification: DeliveredNotification, center: ModelCenter,
        completion: @escaping @Sendable (NotificationCategory.ForegroundPresentation) -> Void
    ) {
        presentation = completion
    }
}

/// The category model's rules (ModelCategories.swift), each tested so that taking it out fails here.
@Suite("The platform model's rules: categories and the service extension")
struct PlatformModelCategoryRuleTests {
    @Test(
        "a set replaces the whole set (setNotificationCategories(_:): 'replacing any previously registered categories')"
    )
    func setReplaces() async {
        let center = ModelCategoryCenter([sdkCategory])
        await center.setRegisteredCategories([ModelSystemCategory("mine")])
        #expect(await center.registeredCategories().map(\.identifier) == ["mine"])
    }

    @Test(
        "an icon is kept by the system and not readable (UNNotificationAction.h:40-41, UNNotificationActionIcon.h)"
    )
    func iconsKeptNotReadable() {
        let center = ModelCategoryCenter([sdkCategory])
        #expect(center.shownIcons(of: "other-sdk.promo") == ["arrow.up.forward.app", "bookmark"])
        #expect(center.definition(of: sdkCategory).actions.allSatisfy { $0.icon == nil })
    }

    @Test("a read after a set may answer the set before it, for readLag reads")
    func readBackLags() async {
        let center = ModelCategoryCenter([sdkCategory])
        center.readLag = 2
        await center.setRegisteredCategories([ModelSystemCategory("mine")])
        #expect(await center.registeredCategories().map(\.identifier) == ["other-sdk.promo"])
        #expect(await center.registeredCategories().map(\.identifier) == ["other-sdk.promo"])
        #expect(await center.registeredCategories().map(\.identifier) == ["mine"])
    }

    @Test(
        "a text localized when shown follows the device's language, and shows its key when the strings lack it"
    )
    func localizedWhenShown() {
        var action = ModelSystemAction("a", title: "")
        action.title = .localizedWhenShown(key: "k")
        var missing = ModelSystemAction("b", title: "")
        missing.title = .localizedWhenShown(key: "absent")
        let center = ModelCategoryCenter(
            [ModelSystemCategory("c", actions: [action, missing])],
            strings: ["en": ["k": "Yes"], "fr": ["k": "Oui"]])
        #expect(center.shownTitles(of: "c") == ["Yes", "absent"])
        center.language = "fr"
        #expect(center.shownTitles(of: "c") == ["Oui", "absent"])
    }

    @Test("the time running out calls serviceExtensionTimeWillExpire on another thread, and waits for it")
    func timeRunsOutOnAnotherThread() {
        let launch = ModelServiceExtensionLaunch()
        let caller = pthread_self()
        let onAnother = Locked(false)
        launch.timeRunsOut { onAnother.withLock { $0 = pthread_equal(pthread_self(), caller) == 0 } }
        #expect(onAnother.withLock { $0 })
    }

    @Test("the system records every content handler call, and shows what it was handed at that moment")
    func handedCopies() {
        let launch = ModelServiceExtensionLaunch()
        let content = ModelContent(categoryIdentifier: "a", userInfo: [:])
        launch.contentHandler(content)
        content.categoryIdentifier = "changed later"
        launch.contentHandler(content)
        #expect(launch.handed.map(\.categoryIdentifier) == ["a", "changed later"])
    }
}

extension PlatformModelRuleTests {
    @Test(
        "a dismissal is delivered only for a category with customDismissAction (UNNotificationCategory.h:16)")
    func dismissalNeedsCustomDismiss() {
        for (options, delivered) in [(NotificationCategory.Options(), false), (.customDismissAction, true)] {
            let (device, app) = model()
            device.center.categories = [NotificationCategory("c", options: options) {}]
            device.personResponds(
                NotificationResponse(category: "c", action: .dismissAction, requestIdentifier: "r"))
            #expect(app.steps == (delivered ? ["willFinishLaunching"] : []))
        }
        // Taken out, every dismissal launches the app.
        let (device, app) = model()
        device.center.deliversEveryDismissal = true
        device.center.categories = [NotificationCategory("c") {}]
        device.personResponds(
            NotificationResponse(category: "c", action: .dismissAction, requestIdentifier: "r"))
        #expect(app.steps == ["willFinishLaunching"])
    }

    @Test("a suspended process is resumed, not launched again: willFinishLaunching runs once")
    func suspendedIsResumed() async {
        for relaunches in [false, true] {
            let (device, app) = model()
            device.relaunchesSuspendedApps = relaunches
            device.center.categories = [
                NotificationCategory("c") { NotificationAction("c.like", title: "Like") }
            ]
            device.personResponds(
                NotificationResponse(category: "c", action: "c.like", requestIdentifier: "r1"))
            device.advance(device.backgroundBudget)
            #expect(device.process == .suspended)
            device.personResponds(
                NotificationResponse(category: "c", action: .defaultAction, requestIdentifier: "r2"))
            #expect(device.launches == (relaunches ? 2 : 1))
            #expect(
                app.steps
                    == (relaunches
                        ? [
                            "willFinishLaunching", "willFinishLaunching", "sceneWillConnect(r2)",
                            "sceneDidBecomeActive",
                        ]
                        : ["willFinishLaunching", "sceneWillConnect(r2)", "sceneDidBecomeActive"]))
        }
    }

    @Test("the delegate is asked how to present only in the foreground (UNUserNotificationCenter.h:96)")
    func presentationOnlyInForeground() {
        for asks in [false, true] {
            let sdk = OtherSDKDelegate()
            let (device, _) = model { $0.delegate = sdk }
            device.asksInBackground = asks
            device.center.categories = [
                NotificationCategory("c") { NotificationAction("c.like", title: "Like") }
            ]
            device.personResponds(
                NotificationResponse(category: "c", action: "c.like", requestIdentifier: "r1"))
            device.notificationArrives(DeliveredNotification(requestIdentifier: "p", category: "c"))
            #expect(sdk.presented.count == (asks ? 1 : 0))
        }
    }

    @Test(
        "the launching response goes only to a delegate set by the time launch finished (UNUserNotificationCenter.h:99)"
    )
    func launchResponseNeedsEarlyDelegate() {
        for late in [false, true] {
            let sdk = OtherSDKDelegate()
            // Nothing is set in willFinishLaunching; the delegate comes afterwards, as from a scene delegate.
            final class LateSetter: ModelApp {
                let sdk: OtherSDKDelegate
                weak var center: ModelCenter?
                init(_ sdk: OtherSDKDelegate) { self.sdk = sdk }
                func willFinishLaunching(center: ModelCenter, main: ModelMainThread) { self.center = center }
                func sceneWillConnect(launchResponse: NotificationResponse?) { center?.setDelegate(sdk) }
                func sceneDidBecomeActive() {}
            }
            let app = LateSetter(sdk)
            let lateDevice = DeviceModel(app: app)
            lateDevice.deliversToLateDelegates = late
            lateDevice.center.categories = [NotificationCategory("c") {}]
            lateDevice.personResponds(
                NotificationResponse(category: "c", action: .defaultAction, requestIdentifier: "r"))
            #expect(sdk.received.count == (late ? 1 : 0))
        }
    }
}

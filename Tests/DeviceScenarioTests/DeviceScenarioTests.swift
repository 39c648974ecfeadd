import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTesting
import PlatformModel
import Testing

/// The sample app as it runs on a device: its own handler table (`NotificationRoutes`), launch steps
/// (`AppLaunch`) and navigation (`Navigation`), compiled from `Examples/SampleApp/Shared`, installed the way
/// its app delegates install the router's delegate.
final class SampleOnDevice: ModelApp {
    let recorder = DiagnosticRecorder()
    let navigation = Navigation()
    let chat = ChatService()
    let invitations = InvitationService()
    /// Whether the app delegate keeps the delegate `install` returns (the samples do).
    var keepsDelegate = true
    /// Another SDK's delegate, installed at load, before the app's code runs (OneSignal does this).
    var sdkBeforeUs: OtherSDKDelegate?
    /// Another SDK set up after the router's delegate (in `didFinishLaunching`): given the center, it may
    /// make itself the delegate; what it returns is kept alive, as the SDK keeps itself.
    var sdkAfterUs: ((ModelCenter) -> AnyObject?)?
    private(set) var sdkObjects: [AnyObject] = []
    /// Changes to the sample's router options (the app's own settings).
    var adjustOptions: (inout RouterOptions) -> Void = { _ in }
    private(set) var router: ResponseRouter?
    private(set) var delegate: ModelRouterDelegate?
    private(set) var launchResponse: NotificationResponse?
    weak var model: DeviceModel?

    func willFinishLaunching(center: ModelCenter, main: ModelMainThread) {
        if let sdkBeforeUs { center.setDelegate(sdkBeforeUs) }
        var base = RouterOptions(diagnostics: recorder.handler, timer: model!.clock.timer)
        adjustOptions(&base)
        let router = try! NotificationRoutes.makeRouter(
            navigation: navigation, chat: chat, invitations: invitations, options: AppLaunch.options(base),
            openURL: { _ in })
        self.router = router
        let installed = ModelRouterDelegate.install(router: router, on: center, main: main)
        if keepsDelegate { delegate = installed }
        center.categories = SampleCategories.registry.categories
        if let sdk = sdkAfterUs?(center) { sdkObjects.append(sdk) }
    }

    func sceneWillConnect(launchResponse: NotificationResponse?) { self.launchResponse = launchResponse }

    func sceneDidBecomeActive() { AppLaunch.interfaceReady(router!) }
}

/// A device with the sample app, not running.
func device(_ configure: (SampleOnDevice) -> Void = { _ in }) -> (DeviceModel, SampleOnDevice) {
    let app = SampleOnDevice()
    configure(app)
    let model = DeviceModel(app: app)
    app.model = model
    // Installed and opened before: the categories the last launch registered are the system's.
    model.center.categories = SampleCategories.registry.categories
    return (model, app)
}

func push(
    _ category: CategoryIdentifier, _ request: String, _ userInfo: [String: JSONValue] = [:]
) -> DeliveredNotification {
    DeliveredNotification(requestIdentifier: request, category: category, userInfo: userInfo, origin: .push)
}

func press(
    _ action: ActionIdentifier, on notification: DeliveredNotification, text: String? = nil
) -> NotificationResponse {
    NotificationResponse(notification: notification, actionIdentifier: action, userText: text)
}

@Suite("Device scenarios: what a person does, run on the platform model")
struct DeviceScenarioTests {
    @Test("a cold Like from the lock screen is handled during the background launch")
    func coldLike() async throws {
        let (model, app) = device()
        let like = press("message.like", on: push("message", "like-1", ["conversationID": "c1"]))
        model.personResponds(like)
        #expect(model.process == .background(since: 0))
        #expect(await model.settle(until: "like-1"))
        model.advance(model.backgroundBudget)
        let completion = try #require(model.completions(of: "like-1").first)
        #expect(model.completions(of: "like-1").count == 1)
        #expect(!completion.afterSuspension)
        #expect(completion.onMain)
        #expect(await app.chat.liked == ["c1"])
    }

    @Test("a reply typed while the app is not running is sent during the background launch")
    func coldReply() async throws {
        let (model, app) = device()
        let reply = press(
            "message.reply", on: push("message", "reply-1", ["conversationID": "c2"]), text: "On my way")
        model.personResponds(reply)
        #expect(await model.settle(until: "reply-1"))
        model.advance(model.backgroundBudget)
        #expect(model.completions(of: "reply-1").map(\.afterSuspension) == [false])
        #expect(await app.chat.sent.map(\.text) == ["On my way"])
    }

    @Test("a cold dismissal of an invitation (customDismissAction) is handled in the background")
    func coldDismissal() async throws {
        let (model, _) = device()
        model.personResponds(press(.dismissAction, on: push("invite", "dismiss-1", ["invitationID": "i1"])))
        #expect(await model.settle(until: "dismiss-1"))
        model.advance(model.backgroundBudget)
        #expect(model.completions(of: "dismiss-1").map(\.afterSuspension) == [false])
    }

    @Test("a tap while the app runs opens the conversation in either sample's interface")
    func tapWhileRunning() async throws {
        let (model, app) = device()
        model.personOpensApp()
        #expect(model.process == .foreground)
        model.personResponds(press(.defaultAction, on: push("message", "tap-1", ["conversationID": "c3"])))
        #expect(await model.settle(until: "tap-1"))
        // Both the SwiftUI and the UIKit root take what the handler parked; nothing else reaches UIKit's.
        #expect(app.navigation.parked.take() == .conversation("c3"))
    }

    @Test("a cold tap opens the conversation once the interface is up, within the deadline")
    func coldTap() async throws {
        let (model, app) = device()
        model.personResponds(press(.defaultAction, on: push("message", "tap-2", ["conversationID": "c4"])))
        #expect(model.process == .foreground)
        #expect(app.launchResponse?.notification.requestIdentifier == "tap-2")
        #expect(await model.settle(until: "tap-2"))
        #expect(app.navigation.parked.take() == .conversation("c4"))
        #expect(model.completions(of: "tap-2").map(\.onMain) == [true])
    }

    @Test("a push with server-chosen buttons arriving while the app is in the foreground is shown")
    func serverChosenInForeground() async throws {
        let (model, _) = device()
        model.personOpensApp()
        let buttons = ServerChosenButtons(buttons: [
            .init(NotificationAction("order.received", title: "Received"))
        ]
        )
        let notification = push(
            buttons.categoryIdentifier, "dyn-1", [ServerChosenButtons.payloadKey: buttons.payloadValue])
        model.notificationArrives(notification)
        #expect(await model.settle(presentationOf: "dyn-1"))
        #expect(model.presentations["dyn-1"] == .some([.banner, .list, .sound]))
    }

    @Test(
        "a press on a server-chosen button goes to the app's handler, with another SDK's delegate installed first"
    )
    func serverChosenPressWithSDK() async throws {
        let sdk = OtherSDKDelegate()
        let (model, app) = device { $0.sdkBeforeUs = sdk }
        model.personOpensApp()
        let buttons = ServerChosenButtons(buttons: [
            .init(NotificationAction("order.received", title: "Received"))
        ]
        )
        let notification = push(
            buttons.categoryIdentifier, "dyn-2",
            [ServerChosenButtons.payloadKey: buttons.payloadValue, "conversationID": "c5"])
        model.personResponds(press("order.received", on: notification))
        #expect(await model.settle(until: "dyn-2"))
        #expect(sdk.received.isEmpty)
        #expect(await app.chat.liked == ["c5"])
        #expect(app.recorder.codes.isEmpty)
    }

    @Test("a plain push with no category arriving in the foreground is shown, without a report")
    func plainPushInForeground() async throws {
        let (model, app) = device()
        model.personOpensApp()
        model.notificationArrives(push("", "plain-1"))
        #expect(await model.settle(presentationOf: "plain-1"))
        #expect(model.presentations["plain-1"] == .some([.banner, .list, .sound]))
        #expect(app.recorder.codes.isEmpty)
    }

    @Test("an app that does not keep the delegate install returns still gets its responses")
    func delegateReleased() async throws {
        let (model, app) = device { $0.keepsDelegate = false }
        model.personOpensApp()
        model.personResponds(press("message.like", on: push("message", "like-2", ["conversationID": "c6"])))
        #expect(await model.settle(until: "like-2"))
        #expect(await app.chat.liked == ["c6"])
    }

    @Test("a delegate set to nil by someone else is reported, not taken for installed")
    func delegateNilReported() async throws {
        let (model, app) = device()
        model.personOpensApp()
        model.center.setDelegate(nil)
        app.router!.resume()  // any later check: the router's delegate is gone
        #expect(app.recorder.codes.contains(.delegateReplaced))
    }

    @Test("install called twice does not make the delegate forward to itself")
    func installTwice() async throws {
        let sdk = OtherSDKDelegate(typeName: "BrazeDelegate", didReceive: true, willPresent: true)
        let (model, app) = device { $0.sdkBeforeUs = sdk }
        model.personOpensApp()
        let second = ModelRouterDelegate.install(router: app.router!, on: model.center, main: model.main)
        #expect(second.previousDelegate === sdk)
        model.personResponds(press(.defaultAction, on: push("unknown.category", "other-1")))
        #expect(await model.settle(until: "other-1"))
        #expect(model.completions(of: "other-1").count == 1)
        #expect(sdk.received.map(\.notification.requestIdentifier) == ["other-1"])
    }

    @Test("a server-chosen URL button opens the app in the foreground, where the URL can be opened")
    func urlButtonOpensApp() async throws {
        let (model, _) = device()
        let buttons = ServerChosenButtons(buttons: [
            .init(NotificationAction("order.track", title: "Track"), url: "https://shop.example/o/42")
        ])
        model.center.categories.append(buttons.category)
        let notification = push(
            buttons.categoryIdentifier, "url-1", [ServerChosenButtons.payloadKey: buttons.payloadValue])
        model.personResponds(press("order.track", on: notification))
        #expect(model.process == .foreground)
        #expect(await model.settle(until: "url-1"))
        #expect(model.completions(of: "url-1").map(\.afterSuspension) == [false])
    }
}

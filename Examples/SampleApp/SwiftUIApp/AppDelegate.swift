import NotificationActions
import UIKit
import UserNotifications

/// Owns what lives as long as the app: the model, the services and the router built from them.
final class AppDelegate: NSObject, UIApplicationDelegate {
    let model: AppModel
    let router: ResponseRouter
    private var notificationDelegate: NotificationRouterDelegate?  // the center holds its delegate weakly

    // The router is built in init, not in a property initializer: it needs the model and the services,
    // which a stored property's initializer cannot see.
    override init() {
        let model = AppModel()
        let chat = ChatService()
        let invitations = InvitationService()
        do {
            // Server-chosen buttons with a URL open it (https and the app's own schemes only), on the main
            // actor, where UIApplication lives.
            router = try NotificationRoutes.makeRouter(
                navigation: model.navigation, chat: chat, invitations: invitations,
                options: NotificationRoutes.options,
                openURL: { @MainActor url in _ = await UIApplication.shared.open(url) })
        } catch {
            fatalError("\(error)")  // a route the categories lack; the app's tests build the router too
        }
        self.model = model
        super.init()
    }

    // Registration runs inside background time: the step holds a file lock in the App Group container, and
    // an app launched in the background (a Like) is suspended soon after its handler completes; suspended
    // holding the lock, it is ended (0xdead10cc).
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        notificationDelegate = NotificationRouterDelegate.install(router: router)
        // Registers and prunes in one step, inside background time (it holds a lock in the App Group).
        let registry = router.registry
        let time = application.beginBackgroundTask(withName: "Register categories")
        Task {
            await UNUserNotificationCenter.current().register(registry, serverChosen: Self.serverChosen)
            application.endBackgroundTask(time)
        }
        return true
    }

    /// The ledger of server-chosen buttons, in the App Group container the app and its extension share.
    nonisolated static var serverChosen: ServerChosenCategoryStore? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.chat")
            .map { ServerChosenCategoryStore(inContainer: $0) }
    }
}

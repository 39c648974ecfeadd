import NotificationActions
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let model: AppModel
    let router: ResponseRouter
    private var notificationDelegate: NotificationRouterDelegate?

    override init() {
        let model = AppModel()
        do {
            router = try NotificationRoutes.makeRouter(
                navigation: model.navigation, chat: ChatService(), invitations: InvitationService(),
                options: NotificationRoutes.options,
                openURL: { @MainActor url in _ = await UIApplication.shared.open(url) })
        } catch {
            fatalError("\(error)")
        }
        self.model = model
        super.init()
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        // The delegate, before launch finishes (Apple's requirement); it forwards notifications of
        // categories it doesn't own to the delegate installed before it (another SDK's).
        notificationDelegate = NotificationRouterDelegate.install(router: router)
        // The categories, merged with whatever is registered already, and the server-chosen ones no
        // notification shows pruned, in one step coordinated with the service extension (the ledger in the
        // App Group): this app routes server-chosen buttons. Inside background time: the step holds a file
        // lock in the shared container, and a background launch is suspended soon after (0xdead10cc).
        let registry = router.registry
        let backgroundTime = application.beginBackgroundTask(withName: "Register notification categories")
        Task {
            await UNUserNotificationCenter.current().register(registry, serverChosen: Self.serverChosen)
            application.endBackgroundTask(backgroundTime)
        }
        return true
    }

    /// The ledger of server-chosen buttons, in the App Group container the app and its extension share.
    nonisolated static var serverChosen: ServerChosenCategoryStore? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.chat")
            .map { ServerChosenCategoryStore(inContainer: $0) }
    }

    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: session.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

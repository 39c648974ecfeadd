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
                options: NotificationRoutes.options)
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
        // The categories, merged with whatever is registered already instead of replacing it.
        Task { await UNUserNotificationCenter.current().register(router.registry) }
        return true
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

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
            router = try NotificationRoutes.makeRouter(
                model: model, chat: chat, invitations: invitations, options: NotificationRoutes.options)
        } catch {
            fatalError("\(error)")  // a route the categories lack; the app's tests build the router too
        }
        self.model = model
        super.init()
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        notificationDelegate = NotificationRouterDelegate.install(router: router)
        Task { await UNUserNotificationCenter.current().register(router.registry) }
        return true
    }
}

import NotificationActions
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // The launching response is here too: use it to pick the first screen, not to handle it —
        // the notification delegate delivers it to the router.
        let launch = connectionOptions.notificationResponse.map(NotificationResponse.init)
        window.rootViewController = RootViewController(openingFrom: launch)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let router = (UIApplication.shared.delegate as? AppDelegate)?.router {
            AppLaunch.interfaceReady(router)
        }
    }
}

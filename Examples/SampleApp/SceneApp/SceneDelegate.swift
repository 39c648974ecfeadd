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
        // `connectionOptions.notificationResponse` is not used to navigate: the system delivers the same
        // response to the notification delegate, whose handler parks the destination, and the root shows
        // it once it is up. Navigating from both opened the conversation twice on a cold tap.
        window.rootViewController = RootViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let router = (UIApplication.shared.delegate as? AppDelegate)?.router {
            AppLaunch.interfaceReady(router)
        }
    }
}

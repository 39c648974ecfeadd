import NotificationActions
import UIKit

/// The first screen; a launch from a notification opens on the screen it is about.
final class RootViewController: UINavigationController {
    init(openingFrom launch: NotificationResponse?) {
        super.init(rootViewController: UIViewController())
        if let conversation = launch?.conversationID {
            let screen = UIViewController()
            screen.title = "Conversation \(conversation)"
            pushViewController(screen, animated: false)
        }
    }

    required init?(coder: NSCoder) { nil }
}

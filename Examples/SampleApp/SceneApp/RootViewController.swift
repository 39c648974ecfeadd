import NotificationActions
import UIKit

/// The first screen. A launch from a notification opens the screen it is about through the destination
/// the tap's handler parked — the one navigation per tap, cold or warm.
final class RootViewController: UINavigationController {
    init() {
        super.init(rootViewController: UIViewController())
    }

    required init?(coder: NSCoder) { nil }

    private var destinations: Task<Void, Never>?

    // Once this screen is up: each destination a handler parked, shown once (an expired one never arrives).
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard destinations == nil, let model = (UIApplication.shared.delegate as? AppDelegate)?.model else {
            return
        }
        destinations = Task { [weak self] in
            for await screen in model.navigation.parked.destinations() { self?.show(screen) }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        destinations?.cancel()
        destinations = nil
    }

    private func show(_ screen: AppModel.Screen) {
        let controller = UIViewController()
        switch screen {
        case .conversation(let id): controller.title = "Conversation \(id)"
        case .invitation(let id): controller.title = "Invitation \(id)"
        }
        pushViewController(controller, animated: true)
    }
}

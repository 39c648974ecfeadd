import Combine
import NotificationActions

/// The app's navigation state, owned by the app delegate and handed to the view tree. `@MainActor`: views
/// read it there, and notification handlers that change it hop there (`{ @MainActor response in … }`).
/// (An `ObservableObject`, not `@Observable`: see Examples/SampleApp/README.md.)
@MainActor
final class AppModel: ObservableObject {
    nonisolated enum Screen: Hashable, Sendable {
        case conversation(String)
        case invitation(String)
    }

    /// The `NavigationStack`'s path: a tap on a notification pushes its screen.
    @Published var path: [Screen] = []

    /// Where a tap leads when the UI may not be ready for it (a login first, say): parked by the handler on
    /// the router's thread, taken once by the UI when it shows, dropped after two minutes.
    nonisolated let parked = ParkedDestination<Screen>(expiresAfter: 120)

    /// Shows `screen` on top of the root, as a tap on a notification should.
    func open(_ screen: Screen) { path = [screen] }
}

import Combine

/// The app's navigation state, owned by the app delegate and handed to the view tree. `@MainActor`: views
/// read it there, and notification handlers that change it hop there (`{ @MainActor response in … }`).
/// (An `ObservableObject`, not `@Observable`: see Examples/SampleApp/README.md.)
@MainActor
final class AppModel: ObservableObject {
    enum Screen: Hashable {
        case conversation(String)
        case invitation(String)
    }

    /// The `NavigationStack`'s path: a tap on a notification pushes its screen.
    @Published var path: [Screen] = []

    /// Shows `screen` on top of the root, as a tap on a notification should.
    func open(_ screen: Screen) { path = [screen] }
}

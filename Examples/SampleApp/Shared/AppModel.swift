import Combine
import NotificationActions

/// The app's navigation state, owned by the app delegate and handed to the view tree. `@MainActor`: views
/// read it there. Notification handlers never touch it: they park destinations in `navigation`, which the
/// view tree takes when it shows.
/// (An `ObservableObject`, not `@Observable`: see Examples/SampleApp/README.md.)
@MainActor
final class AppModel: ObservableObject {
    typealias Screen = Navigation.Screen

    /// The `NavigationStack`'s path: a tap on a notification pushes its screen.
    @Published var path: [Screen] = []

    /// Where notification handlers send the app (UIKit-free: the device scenarios run it).
    nonisolated let navigation = Navigation()

    /// Shows `screen` on top of the root, as a tap on a notification should.
    func open(_ screen: Screen) { path = [screen] }
}

import NotificationActions

/// Where the app goes for a notification, free of UIKit, SwiftUI and Combine, so that the device scenarios
/// (`Tests/DeviceScenarioTests`) compile this file and run the sample's handlers on the platform model.
nonisolated final class Navigation: Sendable {
    enum Screen: Hashable, Sendable {
        case conversation(String)
        case invitation(String)
    }

    /// Where a tap leads: parked by the handler on the router's thread, taken once by whichever interface
    /// is up — the SwiftUI app's `NavigationStack`, the UIKit app's navigation controller — or, if none is
    /// yet, when the first one shows; dropped after two minutes.
    let parked = ParkedDestination<Screen>(expiresAfter: .seconds(120))
}

import NotificationActions

/// What the sample apps do with the router at each step of a launch, free of UIKit, so that the device
/// scenarios compile this file and run the same steps on the platform model. The app delegates and the
/// SwiftUI `App` call these.
nonisolated enum AppLaunch {
    /// The router's options: held until the first scene is active, so that handlers that need the
    /// interface find it.
    static func options(_ base: RouterOptions = RouterOptions()) -> RouterOptions {
        var options = base
        options.startsHeld = true
        return options
    }

    /// The first scene became active (`sceneDidBecomeActive`, or `scenePhase` turning `.active`): deliver
    /// what waited for the interface.
    static func interfaceReady(_ router: ResponseRouter) {
        router.resume()
    }
}

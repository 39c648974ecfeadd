import NotificationActions
import os

/// The app's analytics: here a log line per response, under its own category.
enum Analytics {
    static let observer = ResponseObserver { outcome in
        let log = Logger(subsystem: "com.example.chat", category: "analytics")
        log.info(
            "notification \(outcome.response.categoryIdentifier.rawValue, privacy: .public)/\(outcome.response.actionIdentifier.rawValue, privacy: .public) finished by \(outcome.cause.rawValue, privacy: .public) in \(outcome.elapsed.description, privacy: .public)"
        )
    }
}

extension NotificationRoutes {
    /// The options the sample's router is built with: held until the first scene is active (`AppLaunch`),
    /// diagnostics in unified logging (the default on Apple platforms), and analytics.
    static var options: RouterOptions {
        var options = AppLaunch.options()
        options.observer = Analytics.observer
        return options
    }
}

import Logging
@_spi(Generated) import NotificationActions

/// The README's "In production" recipe: a router's diagnostics sent to swift-log.
func swiftLogOptions() -> RouterOptions {
    let logger = Logger(label: "com.example.app.notifications")
    let options = RouterOptions(
        diagnostics: DiagnosticHandler { diagnostic in
            let level: Logger.Level =
                switch diagnostic.logLevel {
                case .error: .error
                case .notice: .notice
                case .info: .info
                }
            logger.log(level: level, "\(diagnostic.publicMessage)", metadata: ["code": "\(diagnostic.code)"])
        })
    return options
}

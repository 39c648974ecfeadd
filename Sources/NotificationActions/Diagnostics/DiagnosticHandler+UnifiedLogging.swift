import Foundation

#if canImport(os)
    import os
#endif

extension DiagnosticHandler {
    /// Where a router, a content-extension router and registration send diagnostics unless told otherwise:
    /// unified logging (`unifiedLogging(subsystem:category:)`, seen in Console and `log stream`) on Apple
    /// platforms, where nobody reads a device's standard error; ``standardError`` elsewhere.
    public static var platformDefault: DiagnosticHandler {
        #if canImport(os)
            return DiagnosticHandler(platformDefault: unifiedLogging())
        #else
            return DiagnosticHandler(platformDefault: standardError)
        #endif
    }

    #if canImport(os)
        /// Writes each diagnostic to unified logging through `os.Logger`, at a level that follows the
        /// diagnostic: `.error` for completion misuse
        /// and handlers' errors, `.default` (notice) for what was refused or lost, `.info` for what worked
        /// as designed. The package's words and the identifiers are logged `privacy: .public`, so they are
        /// readable in a sysdiagnose; what a handler threw (``Diagnostic/privateDetail``) `privacy: .private`.
        ///
        /// Read them with `log stream --predicate 'subsystem == "com.example.app"'` or in Console, filtered by
        /// the category.
        ///
        /// - Parameters:
        ///   - subsystem: The logging subsystem; by default the main bundle's identifier (an app's or an
        ///     extension's), else `NotificationActions`.
        ///   - category: The logging category. Default `NotificationActions`.
        public static func unifiedLogging(
            subsystem: String? = nil, category: String = "NotificationActions"
        ) -> DiagnosticHandler {
            let subsystem = subsystem ?? Bundle.main.bundleIdentifier ?? "NotificationActions"
            let logger = UncheckedSendable(Logger(subsystem: subsystem, category: category))
            return DiagnosticHandler.immediate { diagnostic in logger.value.write(diagnostic) }
        }
    #endif
}

#if canImport(os)
    /// A logging handle sent across threads. The Xcode 16 SDK declares both `Logger` and `OSLog`
    /// `@unchecked Sendable` (iPhoneOS 18.6 SDK, `os.swiftmodule/arm64-apple-ios.swiftinterface`:
    /// `public struct Logger : @unchecked Swift.Sendable`, `extension os.OSLog : @unchecked Swift.Sendable`);
    /// the Xcode 15 and 14 SDKs (iPhoneOS 17.4, MacOSX 13.3) declare neither, and the package builds with
    /// all three, so the box says what the newer SDK says for them. Nothing else goes in it.
    struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    extension Diagnostic.LogLevel {
        /// The unified-logging type of the level.
        var osLogType: OSLogType {
            switch self {
            case .error: .error
            case .notice: .default
            case .info: .info
            }
        }
    }

    extension Logger {
        /// Logs a diagnostic: its topic, code and message (with identifiers) public, the app's detail private.
        fileprivate func write(_ diagnostic: Diagnostic) {
            let level = diagnostic.logLevel.osLogType
            let topic = diagnostic.code.topic.rawValue
            let code = diagnostic.code.rawValue
            let text = diagnostic.publicMessage
            if let detail = diagnostic.privateDetail {
                log(
                    level: level,
                    "\(topic, privacy: .public): \(text, privacy: .public) [\(code, privacy: .public)] (\(detail, privacy: .private))"
                )
            } else {
                log(
                    level: level,
                    "\(topic, privacy: .public): \(text, privacy: .public) [\(code, privacy: .public)]")
            }
        }
    }
#endif

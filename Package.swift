// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-notification-actions",
    // Swift concurrency's minimums; the Apple bridge marks newer APIs with @available.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "NotificationActions", targets: ["NotificationActions"]),
        .library(name: "NotificationActionsTesting", targets: ["NotificationActionsTesting"]),
        .executable(name: "notification-actions", targets: ["notification-actions"]),
    ],
    targets: [
        .target(name: "NotificationActions"),
        // Test support for apps' own tests; imports neither XCTest nor Testing, so it works under both.
        .target(name: "NotificationActionsTesting", dependencies: ["NotificationActions"]),
        // The command-line tool's logic lives in a library so tests can run it in-process.
        .target(
            name: "NotificationActionsCommandLine",
            dependencies: ["NotificationActions", "NotificationActionsTesting"]
        ),
        .executableTarget(
            name: "notification-actions",
            dependencies: ["NotificationActionsCommandLine"]
        ),
        .testTarget(
            name: "NotificationActionsTests",
            dependencies: [
                "NotificationActions", "NotificationActionsTesting", "NotificationActionsCommandLine",
                // Built with the tests, so CommandLineProcessTests run the executable as a user does.
                "notification-actions",
            ]
        ),
        // The Apple bridge compiled and tested on Linux against a stub of the Apple declarations it uses.
        .target(name: "UserNotificationsStub", path: "Tests/UserNotificationsStub"),
        .target(
            name: "BridgeCompileCheck",
            dependencies: ["NotificationActions", "UserNotificationsStub"],
            path: "Tests/BridgeCompileCheck",
            swiftSettings: [.define("BRIDGE_COMPILE_CHECK")]
        ),
        .testTarget(
            name: "BridgeTests",
            dependencies: ["BridgeCompileCheck", "UserNotificationsStub", "NotificationActions"],
            path: "Tests/BridgeTests"
        ),
        // generate-swift's output for the example configurations, compiled.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["NotificationActions", "NotificationActionsCommandLine"]
        ),

        // The worked example: an app's notification layer and its tests, as a user would write them.
        .target(
            name: "ChatAndReminders",
            dependencies: ["NotificationActions"],
            path: "Examples/ChatAndReminders/Sources/ChatAndReminders"
        ),
        .testTarget(
            name: "ChatAndRemindersTests",
            dependencies: ["ChatAndReminders", "NotificationActionsTesting"],
            path: "Examples/ChatAndReminders/Tests/ChatAndRemindersTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

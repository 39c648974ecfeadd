// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-notification-actions",
    products: [
        .library(name: "NotificationActions", targets: ["NotificationActions"]),
        .executable(name: "notification-actions", targets: ["notification-actions"]),
    ],
    targets: [
        .target(name: "NotificationActions"),
        // The command-line tool's logic lives in a library so tests can run it in-process.
        .target(
            name: "NotificationActionsCommandLine",
            dependencies: ["NotificationActions"]
        ),
        .executableTarget(
            name: "notification-actions",
            dependencies: ["NotificationActionsCommandLine"]
        ),
        .testTarget(
            name: "NotificationActionsTests",
            dependencies: ["NotificationActions", "NotificationActionsCommandLine"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

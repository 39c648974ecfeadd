// swift-tools-version: 6.2
// An app's notification layer as a new adopter writes it in an app made with Xcode 26: categories in JSON,
// the build plugin generating typed identifiers, payload structs and the embedded registry, a handler table
// that reaches the app's main-actor state, and tests with the test kit. Built with Xcode 26's settings for
// new targets (default main-actor isolation, approachable concurrency); `ADOPTER_SETTINGS=plain` builds it
// with the compiler's defaults instead. Scripts/check-adopter.sh builds and tests it both ways, in CI.
import PackageDescription

let xcode26: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]
let settings = Context.environment["ADOPTER_SETTINGS"] == "plain" ? [] : xcode26

let package = Package(
    name: "DeliveryNotifications",
    platforms: [.macOS(.v13), .iOS(.v17)],
    dependencies: [.package(name: "swift-notification-actions", path: "../..")],
    targets: [
        .target(
            name: "DeliveryNotifications",
            dependencies: [.product(name: "NotificationActions", package: "swift-notification-actions")],
            swiftSettings: settings,
            plugins: [.plugin(name: "NotificationActionsPlugin", package: "swift-notification-actions")]
        ),
        .testTarget(
            name: "DeliveryNotificationsTests",
            dependencies: [
                "DeliveryNotifications",
                .product(name: "NotificationActionsTesting", package: "swift-notification-actions"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

/// What Xcode 26 turns on for every new app target: Default Actor Isolation = MainActor and Approachable
/// Concurrency.
let xcode26AppSettings: [SwiftSetting] = [
    .unsafeFlags(["-default-isolation", "MainActor"]),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "swift-notification-actions",
    // The last few releases an app supports in 2026, where `Duration` is; no tvOS: its SDK has no
    // notification actions (UNNotificationAction is API_UNAVAILABLE(tvos)).
    platforms: [.macOS(.v13), .iOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "NotificationActions", targets: ["NotificationActions"]),
        // What tools, push servers and CI call: full validation reports, payload checks, schemas, the
        // Swift generator. Apps and their extensions link the runtime alone.
        // Opt-in: posting the app's own notifications within the system's budget of pending requests. An app
        // that only routes responses to pushes leaves it out (`import NotificationActionsPosting` to use it).
        .library(name: "NotificationActionsPosting", targets: ["NotificationActionsPosting"]),
        .library(name: "NotificationActionsTooling", targets: ["NotificationActionsTooling"]),
        .library(name: "NotificationActionsTesting", targets: ["NotificationActionsTesting"]),
        .executable(name: "notification-actions", targets: ["notification-actions"]),
        // Validates configurations and generates their typed identifiers on every build.
        .plugin(name: "NotificationActionsPlugin", targets: ["NotificationActionsPlugin"]),
        // `swift package notification-actions [COMMAND]` over the package's configurations, for CI.
        .plugin(name: "NotificationActionsCommand", targets: ["NotificationActionsCommand"]),
    ],
    targets: [
        // The runtime: what an app and its extensions link.
        .target(name: "NotificationActions"),
        // Posting local notifications of the declared categories, within the budget of 64 pending.
        .target(name: "NotificationActionsPosting", dependencies: ["NotificationActions"]),
        // The tools' library: what the command-line tool, the plugins, push servers and CI call.
        .target(name: "NotificationActionsTooling", dependencies: ["NotificationActions"]),
        // Test support for apps' own tests; imports neither XCTest nor Testing, so it works under both.
        // Linked into test bundles only: it checks a simulated push's custom keys with check-payload's own
        // rules, which live in the tooling.
        .target(
            name: "NotificationActionsTesting",
            dependencies: ["NotificationActions", "NotificationActionsPosting", "NotificationActionsTooling"]),
        // The command-line tool's logic lives in a library so tests can run it in-process.
        .target(
            name: "NotificationActionsCommandLine",
            dependencies: ["NotificationActionsTooling", "NotificationActionsPosting"]
        ),
        .executableTarget(
            name: "notification-actions",
            dependencies: ["NotificationActionsCommandLine"]
        ),
        .testTarget(
            name: "NotificationActionsTests",
            dependencies: [
                "NotificationActions", "NotificationActionsPosting", "NotificationActionsTooling",
                "NotificationActionsTesting", "NotificationActionsCommandLine",
                // Built with the tests, so CommandLineProcessTests run the executable as a user does.
                "notification-actions",
            ]
        ),
        // The build plugin's tool: only validation and generation — the command-line tool's core and its
        // validate and generate-swift commands, compiled from the same files (symlinks) without the other
        // commands, so an adopting package's first build compiles less.
        .executableTarget(
            name: "notification-actions-build",
            dependencies: ["NotificationActionsTooling"],
            swiftSettings: [.define("NOTIFICATION_ACTIONS_BUILD_TOOL")]
        ),
        .plugin(
            name: "NotificationActionsPlugin",
            capability: .buildTool(),
            dependencies: ["notification-actions-build"]
        ),
        .plugin(
            name: "NotificationActionsCommand",
            capability: .command(
                intent: .custom(
                    verb: "notification-actions",
                    description:
                        "Validate (or preview, generate-swift, sample-pushes) every category configuration the package's targets use"
                )
            ),
            dependencies: ["notification-actions"]
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
        // A behavioural model of the platform (the center, launches, the main thread, other SDKs' delegates),
        // and device scenarios that run the bridge's decisions and the sample app's own code on it.
        .target(
            name: "PlatformModel", dependencies: ["NotificationActions", "NotificationActionsPosting"],
            path: "Tests/PlatformModel"),
        .testTarget(
            name: "DeviceScenarioTests",
            dependencies: [
                "PlatformModel", "NotificationActions", "NotificationActionsPosting",
                "NotificationActionsTesting",
            ],
            path: "Tests/DeviceScenarioTests"
        ),
        // generate-swift's output for the example configurations, compiled.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "NotificationActions", "NotificationActionsTooling", "NotificationActionsCommandLine",
            ]
        ),

        // An app target as Xcode 26 makes it (default main-actor isolation, approachable concurrency): the
        // build plugin's output for two configurations, and handlers of every shape written in main-actor
        // code, and the Swift examples generate-swift writes into its comments; no `package` access, as an
        // app has none. Its tests, in the same settings, route from the router's threads. `.defaultIsolation` needs
        // tools 6.2; the flag says the same to this 6.1 manifest (test-only targets: no adopter builds them).
        .target(
            name: "DefaultIsolationApp",
            dependencies: ["NotificationActions"],
            path: "Tests/DefaultIsolationApp",
            exclude: ["notification-actions-plugin.json"],
            packageAccess: false,
            swiftSettings: xcode26AppSettings,
            plugins: ["NotificationActionsPlugin"]
        ),
        .testTarget(
            name: "DefaultIsolationTests",
            dependencies: ["DefaultIsolationApp", "NotificationActionsTesting"],
            swiftSettings: xcode26AppSettings
        ),
        // The documentation's code — every Swift block of the articles and the README, and the examples of
        // the doc comments — compiled as an app compiles it: plain imports and no `package` access. Here in
        // a plain Swift 6 target, and in SnippetTestsXcode26 (a link to the same file) in Xcode 26's settings.
        .testTarget(
            name: "SnippetTests",
            dependencies: [
                "NotificationActions", "NotificationActionsPosting", "NotificationActionsTesting",
                "NotificationActionsTooling",
            ],
            packageAccess: false
        ),
        .testTarget(
            name: "SnippetTestsXcode26",
            dependencies: [
                "NotificationActions", "NotificationActionsPosting", "NotificationActionsTesting",
                "NotificationActionsTooling",
            ],
            packageAccess: false,
            swiftSettings: xcode26AppSettings
        ),

        // The worked example: an app's notification layer and its tests, as a user would write them.
        // Its identifiers are generated by the build plugin from Examples/Configs/chat-and-reminders.json,
        // which its notification-actions-plugin.json names.
        .target(
            name: "ChatAndReminders",
            dependencies: ["NotificationActions", "NotificationActionsPosting"],
            path: "Examples/ChatAndReminders/Sources/ChatAndReminders",
            exclude: ["notification-actions-plugin.json"],
            plugins: ["NotificationActionsPlugin"]
        ),
        .testTarget(
            name: "ChatAndRemindersTests",
            dependencies: ["ChatAndReminders", "NotificationActionsTesting"],
            path: "Examples/ChatAndReminders/Tests/ChatAndRemindersTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// The benchmarks live in their own package so that their dependencies never reach the library's users.
import PackageDescription

let recipeDependencies: [Target.Dependency] = [
    .product(name: "NotificationActions", package: "swift-notification-actions"),
    .product(name: "Logging", package: "swift-log"),
]

let package = Package(
    name: "NotificationActionsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-notification-actions", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // Only for DocumentationRecipes: the README's swift-log recipe, compiled.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .executableTarget(
            name: "NotificationActionsBenchmarks",
            dependencies: [
                .product(name: "NotificationActionsTooling", package: "swift-notification-actions"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/NotificationActionsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One scenario run N times, for callgrind instruction counts (instructions.sh); its categories are
        // compiled in by the package's own build plugin, as an app's would be.
        .executableTarget(
            name: "instruction-counts",
            dependencies: [
                .product(name: "NotificationActionsTooling", package: "swift-notification-actions"),
                .product(name: "NotificationActionsTesting", package: "swift-notification-actions"),
            ],
            path: "InstructionCounts",
            exclude: ["notification-actions-plugin.json"],
            plugins: [.plugin(name: "NotificationActionsPlugin", package: "swift-notification-actions")]
        ),
        // Recipes the README shows with packages the library does not depend on (swift-log), compiled
        // here, where dependencies are allowed; DocumentationTests checks the README still shows them.
        .target(name: "DocumentationRecipes", dependencies: recipeDependencies, path: "DocumentationRecipes"),
        // The same recipes (a link to the file) compiled as an app target made with Xcode 26 compiles them:
        // default main-actor isolation and approachable concurrency.
        .target(
            name: "DocumentationRecipesXcode26",
            dependencies: recipeDependencies,
            path: "DocumentationRecipesXcode26",
            swiftSettings: [
                .unsafeFlags(["-default-isolation", "MainActor"]),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// The benchmarks live in their own package so that their dependencies never reach the library's users.
import PackageDescription

let package = Package(
    name: "NotificationActionsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-notification-actions", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "NotificationActionsBenchmarks",
            dependencies: [
                .product(name: "NotificationActions", package: "swift-notification-actions"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/NotificationActionsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)

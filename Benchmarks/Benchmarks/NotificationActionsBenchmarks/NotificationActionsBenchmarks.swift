// Each cost of the package measured next to the simplest thing it could be compared to, in the same run,
// so the ratio holds on a noisy machine. `Benchmarks/run.sh` prints the ratios.
import Benchmark
import Foundation
import NotificationActionsTooling

@testable @_spi(Generated) import NotificationActions

// MARK: Fixtures

/// A registry of `count` categories with three actions each (one a text reply).
func registry(categories count: Int) -> CategoryRegistry {
    try! CategoryRegistry(
        categories: (0..<count).map { index in
            NotificationCategory(
                CategoryIdentifier("category\(index)"),
                minimalActions: [ActionIdentifier("c\(index).accept"), ActionIdentifier("c\(index).reply")]
            ) {
                NotificationAction(ActionIdentifier("c\(index).accept"), title: "Accept")
                NotificationAction(
                    ActionIdentifier("c\(index).reply"), title: "Reply", textInput: .init(buttonTitle: "Send")
                )
                NotificationAction(
                    ActionIdentifier("c\(index).decline"), title: "Decline", options: .destructive)
            }
        })
}

/// A router whose handlers complete at once, with no deadline timer and no diagnostics output: what is
/// left is the router's own work (membership, resolution, the completion guard).
func router(for registry: CategoryRegistry) -> ResponseRouter {
    var routes = RouterBuilder(registry: registry)
    for category in registry.categories {
        for action in category.actions {
            routes.handle(
                action.identifier, in: category.identifier, .completion { _, completion in completion() })
        }
    }
    return try! routes.build(options: RouterOptions(diagnostics: .silent, timer: .never))
}

/// JSON configuration text of `count` categories.
func configuration(categories count: Int) -> Data {
    registry(categories: count).jsonData()
}

/// The configuration format as plain Codable structs: the floor of decoding, with no validation.
struct PlainConfiguration: Codable {
    struct Category: Codable {
        var identifier: String
        var actions: [Action]?
        var minimalActions: [String]?
        var options: [String]?
        var intentIdentifiers: [String]?
        var hiddenPreviewsBodyPlaceholder: String?
        var categorySummaryFormat: String?
        var foregroundPresentation: [String]?
    }
    struct Action: Codable {
        struct TextInput: Codable {
            var buttonTitle: String
            var placeholder: String?
        }
        struct Icon: Codable {
            var systemImageName: String?
            var templateImageName: String?
        }
        var identifier: String
        var title: String
        var options: [String]?
        var textInput: TextInput?
        var icon: Icon?
    }
    var version: Int
    var categories: [Category]
}

/// The same categories as plain structs built in code: the floor of the result builder.
struct PlainCategory {
    var identifier: String
    var actions: [(String, String)]
}

let examplePayload = Data(
    #"{"aps":{"alert":{"title":"Sam","body":"Running 10 minutes late, sorry!"},"category":"message","thread-id":"conversation-12","mutable-content":1,"sound":"default","badge":3},"conversation":"conversation-12","message":"msg-99","sender":{"id":"u-17","name":"Sam"}}"#
        .utf8)

let largePayload: Data = {
    let filler = (0..<40).map {
        #"{"id":"item-\#($0)","title":"Item number \#($0) in the list","seen":false}"#
    }.joined(separator: ",")
    return Data(
        #"{"aps":{"alert":{"title":"Digest","body":"40 new items"},"category":"message"},"items":[\#(filler)]}"#
            .utf8)
}()

let exampleConfiguration: Data = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Examples/Configs/chat-and-reminders.json")
    return try! Data(contentsOf: url)
}()

/// Hides a value from the optimiser, so a comparison is not folded away.
@inline(never) func opaque<Value>(_ value: Value) -> Value { value }

// MARK: Benchmarks

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 3,
        scalingFactor: .kilo, maxDuration: .seconds(1), maxIterations: 10_000)

    // 1. Dispatch: one response routed, per 1,000.
    for count in [10, 100, 1000] {
        let registry = registry(categories: count)
        let router = router(for: registry)
        let response = NotificationResponse(
            category: CategoryIdentifier("category\(count / 2)"),
            action: ActionIdentifier("c\(count / 2).accept"))
        Benchmark("Dispatch: ResponseRouter, \(count) categories") { benchmark in
            for _ in benchmark.scaledIterations {
                router.route(response) { blackHole(0) }
            }
        }
    }
    // With the options every app gets (the real deadline clock), and with an async handler awaited.
    do {
        let registry = registry(categories: 100)
        let response = NotificationResponse(category: "category50", action: "c50.accept")
        var completion = RouterBuilder(registry: registry)
        var async = RouterBuilder(registry: registry)
        for category in registry.categories {
            for action in category.actions {
                completion.handle(
                    action.identifier, in: category.identifier, .completion { _, done in done() })
                async.handle(action.identifier, in: category.identifier) { _ in }
            }
        }
        let defaults = try! completion.build(options: RouterOptions(diagnostics: .silent))
        Benchmark("Dispatch: ResponseRouter, default options") { benchmark in
            for _ in benchmark.scaledIterations {
                defaults.route(response) { blackHole(0) }
            }
        }
        let asyncRouter = try! async.build(options: RouterOptions(diagnostics: .silent))
        Benchmark("Dispatch: ResponseRouter, async handler, default options") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(await asyncRouter.route(response))
            }
        }
    }
    // The floor of an async handler: a task started and awaited through a continuation.
    Benchmark("Dispatch: baseline task started and awaited") { benchmark in
        for _ in benchmark.scaledIterations {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                Task { continuation.resume() }
            }
        }
    }
    let table: [String: () -> Void] = Dictionary(
        uniqueKeysWithValues: (0..<10).map { index in ("action\(index)", { blackHole(index) }) })
    let key = "action5"
    Benchmark("Dispatch: baseline [String: () -> Void] look-up and call") { benchmark in
        for _ in benchmark.scaledIterations {
            table[key]?()
            blackHole(0)
        }
    }
    let identifier = "com.example.action9"
    Benchmark("Dispatch: baseline chain of 10 string comparisons") { benchmark in
        for _ in benchmark.scaledIterations {
            let action = opaque(identifier)
            if action == "com.example.action0" {
                blackHole(0)
            } else if action == "com.example.action1" {
                blackHole(1)
            } else if action == "com.example.action2" {
                blackHole(2)
            } else if action == "com.example.action3" {
                blackHole(3)
            } else if action == "com.example.action4" {
                blackHole(4)
            } else if action == "com.example.action5" {
                blackHole(5)
            } else if action == "com.example.action6" {
                blackHole(6)
            } else if action == "com.example.action7" {
                blackHole(7)
            } else if action == "com.example.action8" {
                blackHole(8)
            } else if action == "com.example.action9" {
                blackHole(9)
            }
            blackHole(0)  // the completion handler
        }
    }

    // 2. Registry load: decode and validate, against bare decoding of the same bytes.
    for count in [30, 300, 3000, 30000] {
        let data = configuration(categories: count)
        let load = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
            maxDuration: .seconds(2), maxIterations: count >= 30000 ? 8 : 200)
        Benchmark("Load: CategoryRegistry(jsonData:), \(count) categories", configuration: load) {
            benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! CategoryRegistry(jsonData: data)) }
        }
        Benchmark("Load: baseline JSONDecoder, \(count) categories", configuration: load) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! JSONDecoder().decode(PlainConfiguration.self, from: data))
            }
        }
        Benchmark("Load: result builder, \(count) categories", configuration: load) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(
                    try! CategoryRegistry {
                        for index in 0..<count {
                            NotificationCategory(CategoryIdentifier("category\(index)")) {
                                NotificationAction(ActionIdentifier("c\(index).accept"), title: "Accept")
                                NotificationAction(
                                    ActionIdentifier("c\(index).reply"), title: "Reply",
                                    textInput: .init(buttonTitle: "Send"))
                                NotificationAction(
                                    ActionIdentifier("c\(index).decline"), title: "Decline",
                                    options: .destructive)
                            }
                        }
                    })
            }
        }
        Benchmark("Load: baseline plain structs, \(count) categories", configuration: load) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(
                    (0..<count).map { index in
                        PlainCategory(
                            identifier: "category\(index)",
                            actions: [
                                ("c\(index).accept", "Accept"), ("c\(index).reply", "Reply"),
                                ("c\(index).decline", "Decline"),
                            ])
                    })
            }
        }
    }

    // 3. Payload check against bare parsing.
    let check = PayloadCheck(registry: try! CategoryRegistry(jsonData: exampleConfiguration))
    for (name, payload) in [("300-byte", examplePayload), ("4 KB", largePayload)] {
        let bytes = [UInt8](payload)
        Benchmark("Payload: PayloadCheck.check, \(name) payload") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(check.check(bytes)) }
        }
        Benchmark("Payload: baseline JSONSerialization.jsonObject, \(name) payload") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! JSONSerialization.jsonObject(with: payload))
            }
        }
    }

    // 4. Cold start: the example's registry and router, as an app builds them at launch.
    Benchmark(
        "Cold start: registry and router for the example",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
            maxDuration: .seconds(1), maxIterations: 2000)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let registry = try! CategoryRegistry(jsonData: exampleConfiguration)
            var routes = RouterBuilder(registry: registry)
            for category in registry.categories {
                for action in category.actions {
                    routes.handle(action.identifier, in: category.identifier) { _ in }
                }
            }
            routes.handle(.defaultAction) { _ in }
            routes.handle(.dismissAction) { _ in }
            routes.handleUnmatched { _ in }
            blackHole(try! routes.build(options: RouterOptions(diagnostics: .silent, startsHeld: true)))
        }
    }
}

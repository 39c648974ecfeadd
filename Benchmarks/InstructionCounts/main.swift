// Runs one scenario N times, for instruction counts under callgrind: `Benchmarks/instructions.sh` runs each
// scenario at two sizes and reports (Ir(N2) - Ir(N1)) / (N2 - N1), the cost of one operation with start-up
// and set-up cancelled out. Instruction counts hold on a busy machine where wall-clock time does not.
//
//   instruction-counts SCENARIO N
import Foundation
import NotificationActionsTesting
import NotificationActionsTooling

@testable @_spi(Generated) import NotificationActions

/// Hides a value from the optimiser, so work is not folded away.
@inline(never) func opaque<Value>(_ value: Value) -> Value { value }

let configurationURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Configs/chat-and-reminders.json")
let configuration = try! Data(contentsOf: configurationURL)
let payload = Data(
    #"{"aps":{"alert":{"title":"Sam","body":"Running 10 minutes late, sorry!"},"category":"message","thread-id":"conversation-12","mutable-content":1,"sound":"default","badge":3},"conversation":"conversation-12","message":"msg-99","sender":{"id":"u-17","name":"Sam"}}"#
        .utf8)

/// The configuration format as plain Codable structs: the floor of decoding, with no validation.
struct PlainConfiguration: Decodable {
    /// Text, or a localized string `{"key", "default", "table", "comment"}`.
    enum Text: Decodable {
        struct Localized: Decodable {
            var key: String
            var `default`: String
            var table: String?
            var comment: String?
        }
        case plain(String)
        case localized(Localized)
        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .plain(text)
            } else {
                self = .localized(try Localized(from: decoder))
            }
        }
    }
    struct Category: Decodable {
        var identifier: String
        var actions: [Action]?
        var minimalActions: [String]?
        var options: [String]?
        var hiddenPreviewsBodyPlaceholder: Text?
        var categorySummaryFormat: Text?
        var foregroundPresentation: [String]?
    }
    struct Action: Decodable {
        struct TextInput: Decodable {
            var buttonTitle: Text?
            var placeholder: Text?
        }
        struct Icon: Decodable { var systemImageName: String? }
        var identifier: String
        var title: Text
        var options: [String]?
        var textInput: TextInput?
        var icon: Icon?
    }
    var version: Int
    var categories: [Category]
}

/// A router whose every action completes at once, with the options given.
func router(_ options: RouterOptions, async: Bool = false) -> ResponseRouter {
    let registry = CategoryRegistry.chatAndReminders
    var routes = RouterBuilder(registry: registry)
    for category in registry.categories {
        for action in category.actions {
            if async {
                routes.handle(action.identifier, in: category.identifier, ResponseHandler { _ in })
            } else {
                routes.handle(action.identifier, in: category.identifier, .completion { _, done in done() })
            }
        }
    }
    return try! routes.build(options: options)
}

/// 100 categories of 3 actions each (`c0` … `c99`, actions `c0.a0` …), the size of a large app's.
func appRegistry() -> CategoryRegistry {
    try! CategoryRegistry {
        (0..<100).map { index in
            NotificationCategory(CategoryIdentifier("c\(index)")) {
                (0..<3).map {
                    NotificationAction(ActionIdentifier("c\(index).a\($0)"), title: "Action \($0)")
                }
            }
        }
    }
}

/// A main-actor model that registers its handlers, as an app's view model or app delegate does.
@MainActor final class AppModel {
    var handled = 0
    func install(into routes: inout RouterBuilder, for registry: CategoryRegistry) {
        for category in registry.categories {
            for action in category.actions {
                routes.handle(
                    action.identifier, in: category.identifier,
                    .completion { _, done in
                        self.handled += 1
                        done()
                    })
            }
        }
    }
}

/// A push with three server-chosen buttons, as the service extension receives it.
func serverChosenPush() -> [String: JSONValue] {
    try! JSONValue(
        parsing: #"""
            {"aps": {"alert": {"title": "Your order shipped"}, "mutable-content": 1},
             "notification-actions": {"actions": [
               {"identifier": "order.track", "title": "Track order", "options": ["foreground"], "url": "https://shop.example/orders/42"},
               {"identifier": "order.question", "title": "Ask a question", "textInput": {"buttonTitle": "Send"}},
               {"identifier": "order.received", "title": "Mark received"}]}}
            """#.utf8
    ).objectValue!
}

/// This process's peak resident set in kilobytes (Linux's VmHWM), or "unknown".
func peakResidentKilobytes() -> String {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return peak.map { String($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? "unknown"
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: instruction-counts SCENARIO N\n".utf8))
    exit(2)
}
let response = NotificationResponse(category: "invite", action: "invite.accept")
let silent = RouterOptions(diagnostics: .silent)
// Written only from this thread: the completions run synchronously inside route(_:completion:).
nonisolated(unsafe) var sink = 0

switch arguments[1] {
case "bare":
    // The floor of dispatch: a dictionary look-up, a call, and the completion.
    let table: [String: @Sendable (() -> Void) -> Void] = ["invite.accept": { done in done() }]
    for _ in 0..<count { table[opaque("invite.accept")]! { sink &+= 1 } }
case "route-default":
    // The response is passed as the delegate has it (borrowed), not through `opaque`, whose copy of the
    // 190-byte response would be charged to the router; the call into the library is not inlined.
    let router = router(silent)
    for _ in 0..<count { router.route(response) { sink &+= 1 } }
case "route-app", "route-app-model":
    // What an app runs (issue #50), through the public API only: 100 categories of 3 actions, a router from
    // `RouterOptions()`, the response from the test kit's simulator, and a completion-style handler written
    // as an app writes one — here, at the top level of main.swift (so the main actor's), or in a main-actor
    // model's method. Routed from the main thread, as the delegate does.
    let registry = appRegistry()
    var routes = RouterBuilder(registry: registry)
    if arguments[1] == "route-app" {
        for category in registry.categories {
            for action in category.actions {
                routes.handle(action.identifier, in: category.identifier, .completion { _, done in done() })
            }
        }
    } else {
        AppModel().install(into: &routes, for: registry)
    }
    let router = try! routes.build(options: RouterOptions())
    let pressed = try! ResponseSimulator(registry: registry).press("c42.a1", in: "c42")
    for _ in 0..<count { router.route(pressed) { sink &+= 1 } }
    // Each response completed within the loop (the handlers ran, not queued for later): the count measured
    // what it claims.
    guard sink == count else {
        FileHandle.standardError.write(
            Data("only \(sink) of \(count) responses completed in the loop\n".utf8))
        exit(1)
    }
case "route-no-deadline":
    let router = router(RouterOptions(diagnostics: .silent, timer: .never))
    for _ in 0..<count { router.route(response) { sink &+= 1 } }
case "route-observed":
    // route-default with an analytics observer: the outcome built and passed after each completion.
    var options = silent
    options.observer = ResponseObserver { outcome in if outcome.cause == .unhandled { sink &+= 1 } }
    let router = router(options)
    for _ in 0..<count { router.route(response) { sink &+= 1 } }
case "payload-decode":
    // What a typed handler adds before it runs: the invite push's custom keys decoded into the
    // generated InvitePayload (a required string, an enum, a nested object with a URL, an ISO 8601 date).
    let userInfo: [String: JSONValue] = [
        "aps": ["alert": "Dinner?", "category": "invite"], "invitation": "inv-2817", "kind": "dinner",
        "host": ["name": "Sam", "avatar": "https://example.com/sam.png"], "startsAt": "2026-11-27T19:00:00Z",
    ]
    for _ in 0..<count {
        let payload = try! PayloadDecoding.decode(InvitePayload.self, from: opaque(userInfo))
        sink &+= payload.invitation.utf8.count
    }
case "payload-decode-minimal":
    // The same with only the required key: the decoder's own cost, without dates and URLs.
    let userInfo: [String: JSONValue] = ["aps": ["category": "invite"], "invitation": "inv-2817"]
    for _ in 0..<count {
        let payload = try! PayloadDecoding.decode(InvitePayload.self, from: opaque(userInfo))
        sink &+= payload.invitation.utf8.count
    }
case "dynamic-read":
    // The service extension's CPU work for a push with three server-chosen buttons: reading and checking
    // the spec by the configuration's rules, and deriving its category identifier.
    let push = serverChosenPush()
    let registry = CategoryRegistry.chatAndReminders
    for _ in 0..<count {
        let reading = ServerChosenButtons.read(from: opaque(push), registry: registry)
        sink &+= reading.buttons!.categoryIdentifier.rawValue.utf8.count
    }
case "service-extension", "service-extension-memory":
    // A Notification Service Extension's whole work for a push with server-chosen buttons: read and check the
    // spec, record its category in the ledger (31 others there already, so one is evicted at the cap of
    // 32), and plan the registration merged with the static categories. `-memory` runs it N times in one
    // process and prints the peak resident set in kilobytes (the system allows the extension about 24 MB).
    let push = serverChosenPush()
    let registry = CategoryRegistry.chatAndReminders
    var seeded = ServerChosenCategoryLedger()
    for index in 0..<31 { seeded.use(CategoryIdentifier("na.dyn.seed\(index)"), at: Double(index)) }
    let registered = registry.categories
    for index in 0..<count {
        var ledger = opaque(seeded)
        let reading = ServerChosenButtons.read(from: opaque(push), registry: registry)
        guard let buttons = reading.buttons else { exit(1) }
        let evicted = ledger.use(buttons.categoryIdentifier, at: 100 + Double(index))
        let plan = DynamicRegistration.plan(
            existing: registered, adding: buttons.category, removing: evicted)
        sink &+= plan.count
    }
    if arguments[1] == "service-extension-memory" {
        print(peakResidentKilobytes())
    }
case "process-memory":
    // The floor the extension's figure stands beside: this process's peak resident set, having done nothing.
    print(peakResidentKilobytes())
case "route-async":
    let router = router(silent, async: true)
    for _ in 0..<count { _ = await router.route(response) }
case "memory-async":
    // Not for valgrind: routes N responses to async handlers with default options (each schedules its
    // deadline on the real clock, then cancels it) and prints the peak resident set in kilobytes.
    let router = router(silent, async: true)
    for _ in 0..<count { sink &+= await router.route(response).cause == .handlerReturned ? 1 : 0 }
    guard sink == count else {
        FileHandle.standardError.write(Data("only \(sink) of \(count) responses returned\n".utf8))
        exit(1)
    }
    print(peakResidentKilobytes())
case "load-json":
    for _ in 0..<count { sink &+= try! CategoryRegistry(jsonData: opaque(configuration)).categories.count }
case "load-file":
    // Loads the configuration at $NOTIFICATION_ACTIONS_LOAD_FILE N times (linearity: run it with files of
    // 30 to 30,000 categories and compare the instructions of one load per category).
    let path = ProcessInfo.processInfo.environment["NOTIFICATION_ACTIONS_LOAD_FILE"] ?? ""
    let data = try! Data(contentsOf: URL(fileURLWithPath: path))
    for _ in 0..<count { sink &+= try! CategoryRegistry(jsonData: opaque(data)).categories.count }
case "load-jsondecoder":
    for _ in 0..<count {
        sink &+= try! JSONDecoder().decode(PlainConfiguration.self, from: opaque(configuration)).categories
            .count
    }
case "load-embedded":
    for _ in 0..<count { sink &+= opaque(CategoryRegistry.makeChatAndReminders()).categories.count }
case "payload-check":
    let check = PayloadCheck(registry: .chatAndReminders)
    for _ in 0..<count { sink &+= check.check(opaque(payload)).count }
case "payload-jsonserialization":
    for _ in 0..<count {
        sink &+= (try! JSONSerialization.jsonObject(with: opaque(payload)) as! NSDictionary).count
    }
default:
    FileHandle.standardError.write(Data("unknown scenario \(arguments[1])\n".utf8))
    exit(2)
}
if opaque(sink) == -1 { print(sink) }

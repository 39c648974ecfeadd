// libFuzzer target: the router's exactly-once guarantee. Built by Scripts/fuzz.sh together with the
// library's sources. Each input is a program: a sequence of operations — route a response (to a handler
// that completes, completes twice, keeps its completion, throws, or to a forged or unknown action),
// resume, pass every deadline, complete or drop the kept completion handlers. After the program the
// router is resumed, deadlines passed and kept handlers released; then every routed response must have
// had its system completion run exactly once, and the router must have reported nothing unlocated.
import Dispatch
import Foundation

let routerFuzzRegistry = try! CategoryRegistry {
    NotificationCategory("chat", options: .customDismissAction) {
        NotificationAction("chat.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
        NotificationAction("chat.done", title: "Done")
        NotificationAction("chat.twice", title: "Twice")
        NotificationAction("chat.keep", title: "Keep")
        NotificationAction("chat.throw", title: "Throw")
        NotificationAction("chat.wait", title: "Wait")
    }
    NotificationCategory("account") { NotificationAction("account.delete", title: "Delete") }
}

/// What the program's handlers keep between operations.
final class FuzzState: Sendable {
    let kept = Locked<[CompletionHandler]>([])
    let deadlines = Locked<[@Sendable () -> Void]>([])
    let completions = Locked<[String: Int]>([:])
    let finished = DispatchSemaphore(value: 0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let program = Array(UnsafeBufferPointer(start: data, count: size))
    guard !program.isEmpty else { return 0 }
    var state = FuzzState()
    run(program, state)
    // Async handlers' tasks end just after their completion: wait (bounded) until nothing holds the state,
    // so that LeakSanitizer's per-input check sees only real leaks.
    var waited = 0
    while !isKnownUniquelyReferenced(&state), waited < 10_000 {
        usleep(100)
        waited += 1
    }
    return 0
}

func run(_ program: [UInt8], _ state: FuzzState) {
    let first = program[0]
    let timer = DeadlineTimer { _, fire in
        state.deadlines.withLock { $0.append(fire) }
        return {}
    }
    var routes = RouterBuilder(registry: routerFuzzRegistry)
    routes.handle("chat.done", in: "chat", .completion { _, completion in completion() })
    routes.handle(
        "chat.twice", in: "chat",
        .completion { _, completion in
            completion()
            completion()
        })
    routes.handle(
        "chat.keep", in: "chat",
        .completion { _, completion in state.kept.withLock { $0.append(completion) } })
    routes.handle("chat.throw", in: "chat") { _ in throw CancellationError() }
    routes.handle("chat.wait", in: "chat") { _ in await Task.yield() }
    routes.handleReply("chat.reply", in: "chat") { text, _ in precondition(text.utf8.count < 100) }
    routes.handle(.dismissAction, in: "chat") { _ in }
    routes.handleUnmatched(in: "chat", .completion { _, completion in completion() })
    routes.handleUnmatched { _ in }
    let options = RouterOptions(
        deadline: 1, misusePolicy: .report,
        diagnostics: DiagnosticHandler.immediate { diagnostic in
            precondition(diagnostic.description.hasPrefix("NotificationActions: "))
        }, startsHeld: first & 1 == 1, coldStartCapacity: Int(first >> 5), timer: timer)
    var routed = 0
    do {
        let router = try! routes.build(options: options, coverageWarnings: .silent)
        let actions: [(CategoryIdentifier, ActionIdentifier)] = [
            ("chat", "chat.done"), ("chat", "chat.twice"), ("chat", "chat.keep"), ("chat", "chat.throw"),
            ("chat", "chat.wait"), ("chat", "chat.reply"), ("chat", .defaultAction), ("chat", .dismissAction),
            ("chat", "account.delete"), ("promo", "promo.open"), ("account", "account.delete"),
        ]
        for byte in program.dropFirst() {
            switch byte % 8 {
            case 0, 1, 2:
                let (category, action) = actions[Int(byte >> 3) % actions.count]
                let request = "r\(routed)"
                routed += 1
                router.route(
                    NotificationResponse(
                        category: category, action: action, userText: byte & 0x80 == 0 ? nil : "hi",
                        requestIdentifier: request)
                ) { state.completions.withLock { $0[request, default: 0] += 1 } }
            case 3: router.resume()
            case 4:
                for fire in state.deadlines.withLock({ list in
                    defer { list = [] }
                    return list
                }) { fire() }
            case 5:
                for handler in state.kept.withLock({ $0 }) { handler() }
            case 6: _ = state.kept.exchange(with: [])
            default:
                for handler in state.kept.withLock({ $0 }) {
                    handler()
                    handler()
                }
            }
        }
        router.resume()
    }
    // The router is gone; pass every deadline and release every kept handler, then wait (bounded) for the
    // async handlers' tasks.
    for fire in state.deadlines.withLock({ list in
        defer { list = [] }
        return list
    }) { fire() }
    _ = state.kept.exchange(with: [])
    let giveUp = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
    while state.completions.withLock({ $0.values.reduce(0, +) }) < routed,
        DispatchTime.now().uptimeNanoseconds < giveUp
    {
        usleep(50)
    }
    let counts = state.completions.withLock { $0 }
    for index in 0..<routed where counts["r\(index)"] != 1 {
        fatalError("response r\(index) had \(counts["r\(index)"] ?? 0) system completions, not 1")
    }
    precondition(counts.count == routed, "completions of responses never routed: \(counts)")
}

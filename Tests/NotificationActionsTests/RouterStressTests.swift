import Foundation
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// What a stress handler does with its response, chosen from the request number.
enum Behaviour: Int, CaseIterable {
    case once, twice, never, late, returns, throwsError
}

@Suite("Response router: concurrency stress")
struct RouterStressTests {
    /// Responses per run; `NOTIFICATION_ACTIONS_STRESS_RESPONSES` raises it (the reliability runs use 800,000).
    static let responses =
        ProcessInfo.processInfo.environment["NOTIFICATION_ACTIONS_STRESS_RESPONSES"].flatMap(Int.init)
        ?? 40_000
    static let tasks = 8

    @Test(
        "concurrent tasks route responses whose handlers misbehave at random: every response completes exactly once",
        .timeLimit(.minutes(5)))
    func stress() async throws {
        let recorder = Counter()
        let clock = ManualDeadlineTimer()
        let late = Locked<[CompletionHandler]>([])
        var builder = RouterBuilder(registry: routingRegistry)
        // Completion-style handlers: once, twice, never, late.
        builder.handleUnmatched(
            in: "chat",
            .completion { response, completion in
                switch Behaviour(
                    rawValue: Int(response.notification.requestIdentifier)! % Behaviour.allCases.count)!
                {
                case .once: completion()
                case .twice:
                    completion()
                    completion()
                case .never: break
                case .late: late.withLock { $0.append(completion) }
                case .returns, .throwsError: completion()
                }
            })
        // Async handlers: return or throw.
        builder.handleUnmatched(in: "invite") { response in
            if Behaviour(rawValue: Int(response.notification.requestIdentifier)! % Behaviour.allCases.count)
                == .throwsError
            {
                throw Boom()
            }
        }
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(
                deadline: 1, diagnostics: recorder.handler, startsHeld: true,
                coldStartCapacity: Self.responses, timer: clock.timer))

        let completions = Completions(count: Self.responses)
        let total = Self.responses
        let perTask = total / Self.tasks
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for index in (task * perTask)..<((task + 1) * perTask) {
                        let behaviour = Behaviour(rawValue: index % Behaviour.allCases.count)!
                        let category: CategoryIdentifier =
                            behaviour == .returns || behaviour == .throwsError ? "invite" : "chat"
                        router.route(
                            response(
                                category, category == "chat" ? "chat.like" : "invite.accept",
                                request: String(index))
                        ) {
                            completions.complete(index)
                        }
                        // Halfway through the first task's share, the app becomes ready.
                        if task == 0, index == perTask / 2 { router.resume() }
                    }
                }
            }
        }
        router.resume()
        // Every late handler is still holding its completion: the deadline passes for them, then they call.
        await completions.waitUntil(total - late.withLock { $0.count })
        clock.fireAll()
        for completion in late.exchange(with: []) { completion() }
        await completions.waitUntil(total)

        #expect(completions.doubleCompletions == 0)
        #expect(completions.completedCount == total)
        let counts = recorder.counts
        func expected(_ behaviour: Behaviour) -> Int {
            (0..<total).count { $0 % Behaviour.allCases.count == behaviour.rawValue }
        }
        #expect(counts[.completionCalledTwice] == expected(.twice))
        #expect(counts[.completionDropped] == expected(.never))
        #expect(counts[.deadlineExceeded] == expected(.late))
        #expect(counts[.completionAfterDeadline] == expected(.late))
        #expect(counts[.handlerThrew] == expected(.throwsError))
        #expect(
            counts.keys.allSatisfy {
                [
                    .completionCalledTwice, .completionDropped, .deadlineExceeded, .completionAfterDeadline,
                    .handlerThrew,
                ].contains($0)
            })
    }
}

/// Counts diagnostics by code without keeping them (the stress run makes hundreds of thousands).
final class Counter: Sendable {
    private let byCode = Locked<[Diagnostic.Code: Int]>([:])
    var handler: DiagnosticHandler {
        DiagnosticHandler.immediate { [self] diagnostic in
            byCode.withLock { $0[diagnostic.code, default: 0] += 1 }
        }
    }
    var counts: [Diagnostic.Code: Int] { byCode.withLock { $0 } }
}

/// Records each response's system completions and lets a test wait, without sleeping, for a number of them.
final class Completions: Sendable {
    private struct State {
        var seen: [Bool]
        var completed = 0
        var doubles = 0
        var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state: Locked<State>

    init(count: Int) { state = Locked(State(seen: Array(repeating: false, count: count))) }

    func complete(_ index: Int) {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            if state.seen[index] {
                state.doubles += 1
            } else {
                state.seen[index] = true
                state.completed += 1
            }
            let completed = state.completed
            let ready = state.waiters.filter { $0.target <= completed }.map(\.continuation)
            state.waiters.removeAll { $0.target <= completed }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }

    func waitUntil(_ target: Int) async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Bool in
                if state.completed >= target { return true }
                state.waiters.append((target, continuation))
                return false
            }
            if now { continuation.resume() }
        }
    }

    var completedCount: Int { state.withLock { $0.completed } }
    var doubleCompletions: Int { state.withLock { $0.doubles } }
}

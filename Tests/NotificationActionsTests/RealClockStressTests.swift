import Foundation
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// What a handler does with its response on the real clock, chosen from the request number.
enum RealClockBehaviour: Int, CaseIterable {
    /// Completes before returning.
    case once
    /// Completes from another task: before or after the deadline, whichever wins.
    case elsewhere
    /// Drops its completion handler on another task: the release races the deadline.
    case dropElsewhere
    /// Drops it on returning.
    case never
    /// Holds it until every response has completed (so past its deadline), then calls it.
    case late
    /// An async handler that returns after yielding.
    case returns
    /// An async handler that throws after yielding.
    case throwsError

    /// The behaviour of the response with request number `index`: the cases in turn.
    init(index: Int) { self = Self.allCases[index % Self.allCases.count] }

    /// Whether the response goes to the async handler (category "invite").
    var isAsync: Bool { self == .returns || self == .throwsError }

    /// The report sequences this behaviour may produce for its response, in order.
    var allowed: [[Diagnostic.Code]] {
        switch self {
        case .once: [[]]
        case .elsewhere: [[], [.deadlineExceeded, .completionAfterDeadline]]
        case .dropElsewhere, .never: [[.completionDropped], [.deadlineExceeded]]
        case .late: [[.deadlineExceeded, .completionAfterDeadline]]
        case .returns: [[], [.deadlineExceeded, .completionAfterDeadline]]
        case .throwsError: [[.handlerThrew], [.deadlineExceeded, .handlerThrew]]
        }
    }
}

/// Records each request's reports in the order they were made, and lets a test wait, without sleeping,
/// for reports still owed.
final class ReportsByRequest: Sendable {
    private struct State {
        var reports: [String: [Diagnostic.Code]] = [:]
        var total = 0
        var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }
    private let state = Locked(State())

    var handler: DiagnosticHandler {
        DiagnosticHandler.immediate { [self] diagnostic in
            let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.reports[diagnostic.requestIdentifier ?? "", default: []].append(diagnostic.code)
                state.total += 1
                let total = state.total
                let ready = state.waiters.filter { $0.target <= total }.map(\.continuation)
                state.waiters.removeAll { $0.target <= total }
                return ready
            }
            for continuation in ready { continuation.resume() }
        }
    }

    subscript(request: String) -> [Diagnostic.Code] { state.withLock { $0.reports[request] ?? [] } }

    /// Waits for as many more reports as `owed` counts in the reports so far.
    func waitForOwed(_ owed: @escaping @Sendable ([String: [Diagnostic.Code]]) -> Int) async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Bool in
                let target = state.total + owed(state.reports)
                if state.total >= target { return true }
                state.waiters.append((target, continuation))
                return false
            }
            if now { continuation.resume() }
        }
    }
}

@Suite("Response router: stress on the real deadline clock")
struct RealClockStressTests {
    /// Responses per run; `NOTIFICATION_ACTIONS_REAL_CLOCK_RESPONSES` raises it.
    static let responses =
        ProcessInfo.processInfo.environment["NOTIFICATION_ACTIONS_REAL_CLOCK_RESPONSES"].flatMap(Int.init)
        ?? 7_000
    static let tasks = 4

    @Test(
        "with a 2 ms deadline on the real clock, completions, releases and deadlines race: every response completes exactly once, reports come in causal order, and the clock is left empty",
        .timeLimit(.minutes(2)))
    func realClock() async throws {
        let clock = DeadlineClock()
        defer { clock.close() }
        let reports = ReportsByRequest()
        let late = Locked<[CompletionHandler]>([])
        let elsewhere = Locked<[Task<Void, Never>]>([])
        @Sendable func behaviour(_ response: NotificationResponse) -> RealClockBehaviour {
            RealClockBehaviour(index: Int(response.notification.requestIdentifier)!)
        }
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handleUnmatched(
            in: "chat",
            .completion { response, completion in
                switch behaviour(response) {
                case .once: completion()
                case .elsewhere:
                    let task = Task.detached { completion() }
                    elsewhere.withLock { $0.append(task) }
                case .dropElsewhere:
                    let task = Task.detached { _ = completion }
                    elsewhere.withLock { $0.append(task) }
                case .never: break
                case .late: late.withLock { $0.append(completion) }
                case .returns, .throwsError: completion()
                }
            })
        builder.handleUnmatched(in: "invite") { response in
            await Task.yield()
            if behaviour(response) == .throwsError { throw Boom() }
        }
        builder.handleUnmatched { _ in }
        let router = try builder.build(
            options: RouterOptions(deadline: 0.002, diagnostics: reports.handler, timer: clock.timer),
            coverageWarnings: .silent)

        let total = Self.responses
        let completions = Completions(count: total)
        let perTask = total / Self.tasks
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for index in (task * perTask)..<((task + 1) * perTask) {
                        let kind = RealClockBehaviour(index: index)
                        let category: CategoryIdentifier = kind.isAsync ? "invite" : "chat"
                        router.route(
                            response(
                                category, category == "chat" ? "chat.like" : "invite.accept",
                                request: String(index))
                        ) { completions.complete(index) }
                    }
                }
            }
        }
        // The late handlers' responses complete only when the real clock passes their deadlines.
        await completions.waitUntil(total)
        for task in elsewhere.withLock({ $0 }) { await task.value }
        // Taken out of the lock before they are called and released: a completion handler's last release
        // must not happen under a lock (debug builds trap there).
        for completion in late.exchange(with: []) { completion() }
        clock.drain()
        // An async handler whose deadline passed reports once more when it finally returns or throws.
        await reports.waitForOwed { reports in
            (0..<total).count { index in
                let kind = RealClockBehaviour(index: index)
                return kind.isAsync && reports[String(index)] == [.deadlineExceeded]
            }
        }

        #expect(completions.doubleCompletions == 0)
        #expect(completions.completedCount == total)
        var unexpected: [String] = []
        for index in 0..<total {
            let kind = RealClockBehaviour(index: index)
            let seen = reports[String(index)]
            if !kind.allowed.contains(seen) {
                unexpected.append("\(index) (\(kind)): \(seen.map(\.rawValue))")
            }
        }
        let wrong = unexpected.count
        #expect(wrong == 0, "reported out of order or wrongly, for example: \(unexpected.prefix(5))")
        #expect(clock.pendingCount == 0)
    }
}

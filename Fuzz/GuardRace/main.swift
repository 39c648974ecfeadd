// The completion guard's races, compiled optimised (-O -wmo) with the runtime as one module and run under
// AddressSanitizer or ThreadSanitizer by Scripts/guard-race.sh: the harness of issue #41, whose
// use-after-free opened only in an optimised build, grown to every pair of events that may meet.
// Exits 1 naming the race when a response's system completion ran other than exactly once, a handler's body
// did not run, or a deadline fired late; a sanitizer's report exits non-zero by itself.
//
// The races run on a thread of their own while the main thread runs the main queue (`dispatchMain()`), as an
// app's does, so a main-actor handler can run during them. Every handler in Races.swift is written in a
// nonisolated function: top-level code here is the main actor's, and a closure written in it would be too
// (issue #50, F3: the async race written here never ran a handler body).
import Dispatch
import Foundation

/// Counts each response's system completions.
final class Tally: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var counts: [Int]
    init(_ count: Int) { counts = Array(repeating: 0, count: count) }
    func completed(_ index: Int) {
        lock.wait()
        counts[index] += 1
        lock.signal()
    }
    /// The responses whose completion did not run exactly once.
    var wrong: [(index: Int, count: Int)] {
        lock.wait()
        defer { lock.signal() }
        return counts.enumerated().filter { $0.element != 1 }.map { ($0.offset, $0.element) }
    }
}

/// Runs `first` and `second` on two threads released together, and waits for both.
func race(_ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void) {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        start.wait()
        first()
        done.signal()
    }
    DispatchQueue.global().async {
        start.wait()
        second()
        done.signal()
    }
    start.signal()
    start.signal()
    done.wait()
    done.wait()
}

/// The events that may meet the deadline's expiry.
enum Event: String, CaseIterable {
    /// The handler's last reference is dropped (issue #41's use-after-free).
    case release
    /// The handler calls its completion.
    case complete
    /// The handler calls its completion twice, from two threads, while the deadline passes.
    case completeTwice
}

let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 20_000
/// The races after the iteration count, by name (`clock`, `async`, …); none: every race.
let only = Set(CommandLine.arguments.dropFirst(2))
let failures = Failures()

func eventRaces() throws {
    for event in Event.allCases {
        let clock = DeadlineClock()
        let box = Handoff<CompletionHandler>()
        let tally = Tally(iterations)
        var routes = RouterBuilder(
            registry: try CategoryRegistry {
                NotificationCategory("c") { NotificationAction("c.a", title: "A") }
            })
        routes.handle("c.a", in: "c", .completion { _, completion in box.put(completion) })
        var options = RouterOptions(deadline: 1000, diagnostics: .silent)
        options.timer = DeadlineTimer(clock: clock)
        let router = try routes.build(options: options, coverageWarnings: .silent)
        for index in 0..<iterations {
            router.route(NotificationResponse(category: "c", action: "c.a", requestIdentifier: "r\(index)")) {
                tally.completed(index)
            }
            switch event {
            case .release:
                // The box holds the only reference: the second thread's take drops it.
                race({ clock.expire(now: .max) }, { _ = box.take() })
            case .complete:
                race({ clock.expire(now: .max) }, { box.take()?() })
            case .completeTwice:
                let handler = box.take()
                race({ handler?() }, { handler?() })
                clock.expire(now: .max)
            }
        }
        clock.expire(now: .max)
        let wrong = tally.wrong
        if !wrong.isEmpty {
            failures.add(
                "\(event.rawValue) against the deadline: \(wrong.count) of \(iterations) responses completed other than once, for example \(wrong.prefix(3).map { "r\($0.index): \($0.count) times" })"
            )
        }
        if clock.pendingCount != 0 {
            failures.add(
                "\(event.rawValue): \(clock.pendingCount) deadlines left pending after every response completed"
            )
        }
        clock.close()
        print("\(event.rawValue) against the deadline: \(iterations) responses raced")
    }
}

Thread.detachNewThread {
    let races: [(name: String, run: () throws -> Void)] = [
        ("events", eventRaces),
        (
            "route",
            { routeAgainstCompletionAndExpiry(iterations: min(iterations, 5_000), failures: failures) }
        ),
        ("async", { nonisolatedAsyncAgainstExpiry(iterations: min(iterations, 5_000), failures: failures) }),
        (
            "main-actor",
            { mainActorAsyncAgainstExpiry(iterations: min(iterations, 2_000), failures: failures) }
        ),
        ("resume", { resumeAgainstHoldDeadlines(iterations: min(iterations, 3_000), failures: failures) }),
        ("clock", { mixedDeadlinesOnTheRealClock(iterations: min(iterations, 2_000), failures: failures) }),
    ]
    let unknown = only.subtracting(races.map(\.name))
    guard unknown.isEmpty else {
        print("unknown race \(unknown.sorted()); the races: \(races.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    for race in races where only.isEmpty || only.contains(race.name) {
        do { try race.run() } catch { failures.add("\(race.name): \(error)") }
    }
    let all = failures.all
    if all.isEmpty {
        print("every response completed exactly once, every handler body ran, every deadline fired on time")
        exit(0)
    }
    for failure in all { print("FAILED: \(failure)") }
    exit(1)
}
dispatchMain()

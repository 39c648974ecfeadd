import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// The exactly-once promise as a pure value, tested without threads: every state the machine can be in,
/// every event, what it asks its owner to do and where it ends — and the transitions that must trap.
@Suite("The completion state machine")
struct CompletionStateMachineTests {
    /// A state reached by events from a new machine, as a guard reaches it.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case running, runningWithDeadline, observed, announcing, finished, finishedByDeadline
        var testDescription: String { rawValue }

        func machine() -> CompletionStateMachine {
            var machine = CompletionStateMachine(observed: self == .observed)
            switch self {
            case .running, .observed: break
            case .runningWithDeadline: _ = machine.deadlineScheduled()
            case .announcing: _ = machine.handlerThrew("E")
            case .finished: _ = machine.handlerCompleted()
            case .finishedByDeadline:
                _ = machine.deadlineScheduled()
                _ = machine.deadlinePassed()
                _ = machine.announcementFinished()
            }
            return machine
        }
    }

    enum Event: String, CaseIterable, CustomTestStringConvertible {
        case schedule, completed, returned, threw, threwCancellation, deadlinePassed, released, announced
        var testDescription: String { rawValue }

        /// Sends the event; describes the action the owner must perform.
        func send(to machine: inout CompletionStateMachine) -> String {
            switch self {
            case .schedule: describe(machine.deadlineScheduled())
            case .completed: describe(machine.handlerCompleted())
            case .returned: describe(machine.handlerReturned())
            case .threw: describe(machine.handlerThrew("F"))
            case .threwCancellation: describe(machine.handlerThrew("C", isCancellation: true))
            case .deadlinePassed: describe(machine.deadlinePassed())
            case .released: describe(machine.released())
            case .announced: "report \(machine.announcementFinished().map(\.event))"
            }
        }
    }

    static func describe(_ action: CompletionStateMachine.Action) -> String {
        switch action {
        case .none: "none"
        case .finish(let deadline, let announces):
            "finish, cancel \(deadline.name)" + (announces ? ", announce" : "")
        case .cancel(let deadline): "cancel \(deadline.name)"
        case .reportLate(let late): "report \(late)"
        case .deferred: "deferred"
        }
    }

    static let again = "report completedAgain(previous: "

    /// Every (state, event) pair that does not trap: the action and the state after it.
    static let transitions: [(Start, Event, action: String, next: String)] = [
        (.running, .schedule, "none", "running (deadline scheduled)"),
        (.running, .completed, "finish, cancel none", "finished by handlerCompleted"),
        (.running, .returned, "finish, cancel none", "finished by handlerReturned"),
        (.running, .threw, "finish, cancel none, announce", "announcing handlerThrew (0 deferred)"),
        (
            .running, .threwCancellation, "finish, cancel none, announce",
            "announcing handlerThrew (0 deferred)"
        ),
        (
            .running, .deadlinePassed, "finish, cancel none, announce",
            "announcing deadlineExceeded (0 deferred)"
        ),
        (.running, .released, "finish, cancel none, announce", "announcing completionDropped (0 deferred)"),

        (.runningWithDeadline, .completed, "finish, cancel scheduled", "finished by handlerCompleted"),
        (.runningWithDeadline, .returned, "finish, cancel scheduled", "finished by handlerReturned"),
        (
            .runningWithDeadline, .threw, "finish, cancel scheduled, announce",
            "announcing handlerThrew (0 deferred)"
        ),
        (
            .runningWithDeadline, .threwCancellation, "finish, cancel scheduled, announce",
            "announcing handlerThrew (0 deferred)"
        ),
        (
            .runningWithDeadline, .deadlinePassed, "finish, cancel scheduled, announce",
            "announcing deadlineExceeded (0 deferred)"
        ),
        (
            .runningWithDeadline, .released, "finish, cancel scheduled, announce",
            "announcing completionDropped (0 deferred)"
        ),

        // Observed: even a quiet finish announces, so the observer is told before later reports.
        (.observed, .schedule, "none", "running (deadline scheduled)"),
        (.observed, .completed, "finish, cancel none, announce", "announcing handlerCompleted (0 deferred)"),
        (.observed, .returned, "finish, cancel none, announce", "announcing handlerReturned (0 deferred)"),
        (.observed, .released, "finish, cancel none, announce", "announcing completionDropped (0 deferred)"),
        (.observed, .threw, "finish, cancel none, announce", "announcing handlerThrew (0 deferred)"),
        (
            .observed, .threwCancellation, "finish, cancel none, announce",
            "announcing handlerThrew (0 deferred)"
        ),
        (
            .observed, .deadlinePassed, "finish, cancel none, announce",
            "announcing deadlineExceeded (0 deferred)"
        ),

        (.announcing, .schedule, "cancel scheduled", "announcing handlerThrew (0 deferred)"),
        (.announcing, .completed, "deferred", "announcing handlerThrew (1 deferred)"),
        (.announcing, .returned, "deferred", "announcing handlerThrew (1 deferred)"),
        (.announcing, .threw, "deferred", "announcing handlerThrew (1 deferred)"),
        (.announcing, .threwCancellation, "deferred", "announcing handlerThrew (1 deferred)"),
        (.announcing, .deadlinePassed, "none", "announcing handlerThrew (0 deferred)"),
        // The deadline may be announcing on another thread when the handler's last reference goes.
        (.announcing, .released, "none", "announcing handlerThrew (0 deferred)"),
        (.announcing, .announced, "report []", "finished by handlerThrew"),

        (.finished, .schedule, "cancel scheduled", "finished by handlerCompleted"),
        (.finished, .completed, "\(again)handlerCompleted)", "finished by handlerCompleted"),
        (.finished, .returned, "\(again)handlerCompleted)", "finished by handlerCompleted"),
        (.finished, .threw, "report threwLate", "finished by handlerCompleted"),
        // A CancellationError the router did not cause is an ordinary late throw.
        (.finished, .threwCancellation, "report threwLate", "finished by handlerCompleted"),
        (.finished, .deadlinePassed, "none", "finished by handlerCompleted"),
        (.finished, .released, "none", "finished by handlerCompleted"),

        (.finishedByDeadline, .schedule, "cancel scheduled", "finished by deadlineExceeded"),
        (.finishedByDeadline, .completed, "\(again)deadlineExceeded)", "finished by deadlineExceeded"),
        (.finishedByDeadline, .returned, "\(again)deadlineExceeded)", "finished by deadlineExceeded"),
        (.finishedByDeadline, .threw, "report threwLate", "finished by deadlineExceeded"),
        // The deadline cancelled the task and the handler stopped: what cancellation asks.
        (
            .finishedByDeadline, .threwCancellation, "report stoppedOnCancellation",
            "finished by deadlineExceeded"
        ),
        (.finishedByDeadline, .deadlinePassed, "none", "finished by deadlineExceeded"),
        (.finishedByDeadline, .released, "none", "finished by deadlineExceeded"),
    ]

    /// The pairs that must trap: an owner broke its side of the contract.
    static let traps: Set<String> = [
        "running announced", "runningWithDeadline schedule", "runningWithDeadline announced",
        "observed announced", "finished announced", "finishedByDeadline announced",
    ]

    @Test("every state takes every event as the table says", arguments: transitions)
    func transition(_ start: Start, _ event: Event, action: String, next: String) {
        var machine = start.machine()
        #expect(event.send(to: &machine) == action)
        #expect(machine.state.name == next)
    }

    @Test("the table and the traps cover every state × event pair, once")
    func coverage() {
        let covered = Self.transitions.map { "\($0.0.rawValue) \($0.1.rawValue)" }
        #expect(Set(covered).count == covered.count, "a pair is in the table twice")
        #expect(Set(covered).isDisjoint(with: Self.traps))
        let all = Start.allCases.flatMap { start in Event.allCases.map { "\(start.rawValue) \($0.rawValue)" }
        }
        let listed = Set(covered).union(Self.traps)
        #expect(Set(all).subtracting(listed).sorted() == [], "pairs neither in the table nor trapping")
        #expect(listed.subtracting(all).sorted() == [], "pairs of no state or event")
    }

    @Test("late events wait while the first is announced, then come out in the order they happened")
    func deferredInOrder() {
        var machine = CompletionStateMachine(observed: true)
        _ = machine.deadlineScheduled()
        _ = machine.handlerCompleted()
        _ = machine.handlerThrew("late")
        _ = machine.handlerCompleted()
        #expect(
            machine.announcementFinished() == [
                .init(event: .threwLate, thrown: "late"),
                .init(event: .completedAgain(previous: .handlerCompleted)),
            ])
        #expect(machine.state.name == "finished by handlerCompleted")
    }

    @Test(
        "a cancellation while the deadline is still being announced waits for it, as a stop on cancellation")
    func cancellationDeferred() {
        var machine = CompletionStateMachine(observed: false)
        _ = machine.deadlinePassed()
        #expect(machine.finishedBy == .deadlineExceeded)
        #expect(machine.handlerThrew("CancellationError()", isCancellation: true) == .deferred)
        #expect(
            machine.announcementFinished() == [
                .init(event: .stoppedOnCancellation, thrown: "CancellationError()")
            ])
    }

    @Test("isFinished and finishedBy follow the state")
    func finishedState() {
        for start in Start.allCases {
            let running = [.running, .runningWithDeadline, .observed].contains(start)
            #expect(start.machine().isFinished == !running, "\(start)")
            #expect((start.machine().finishedBy == nil) == running, "\(start)")
        }
    }

    // Exit tests: each impossible transition traps, naming the state and the event. (An exit test's body
    // captures nothing, so each pair is spelled out.)

    @Test("announcementFinished while running traps")
    func trapsAnnouncedWhileRunning() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = CompletionStateMachine(observed: false)
            _ = machine.announcementFinished()
        }
        Self.expectMessage(
            "Invalid state: running (deadline none) cannot take the event announcementFinished", in: result)
    }

    @Test("a second deadline traps")
    func trapsSecondDeadline() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = CompletionStateMachine(observed: false)
            _ = machine.deadlineScheduled()
            _ = machine.deadlineScheduled()
        }
        Self.expectMessage(
            "Invalid state: running (deadline scheduled) cannot take the event deadlineScheduled", in: result)
    }

    @Test("a second announcementFinished traps")
    func trapsSecondAnnouncement() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = CompletionStateMachine(observed: false)
            _ = machine.released()
            _ = machine.announcementFinished()
            _ = machine.announcementFinished()
        }
        Self.expectMessage(
            "Invalid state: finished by completionDropped cannot take the event announcementFinished",
            in: result)
    }

    static func expectMessage(
        _ message: String, in result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // Optimised builds trap without printing a precondition's message: there only the exit is checked.
        #if DEBUG
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains(message), "\(standardError)", sourceLocation: sourceLocation)
        #endif
    }
}

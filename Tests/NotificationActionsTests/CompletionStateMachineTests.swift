import Testing

@testable import NotificationActions
@testable import NotificationActionsTooling

/// The exactly-once promise as a pure value, tested without threads: every state the machine can be in,
/// every event, what it asks its owner to do and where it ends — and the transitions that must trap.
@Suite("The completion state machine")
struct CompletionStateMachineTests {
    /// A state reached by events from a new machine, as a guard reaches it.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case running, runningOnClock, runningOnTimer, observed, announcing, finished, finishedByClock
        var testDescription: String { rawValue }

        func machine() -> CompletionStateMachine {
            var machine = CompletionStateMachine(observed: self == .observed)
            switch self {
            case .running, .observed: break
            case .runningOnClock: _ = machine.deadlineScheduled(.clock(7))
            case .runningOnTimer: _ = machine.deadlineScheduled(.timer)
            case .announcing: _ = machine.handlerThrew("E")
            case .finished: _ = machine.handlerCompleted()
            case .finishedByClock:
                _ = machine.deadlineScheduled(.clock(7))
                _ = machine.clockDeadlinePassed(ticket: 7)
            }
            return machine
        }
    }

    enum Event: String, CaseIterable, CustomTestStringConvertible {
        case scheduleClock9, completed, returned, threw, timerPassed, released, clockPassed7, clockPassed8
        case announced
        var testDescription: String { rawValue }

        /// Sends the event; describes the action the owner must perform.
        func send(to machine: inout CompletionStateMachine) -> String {
            switch self {
            case .scheduleClock9: describe(machine.deadlineScheduled(.clock(9)))
            case .completed: describe(machine.handlerCompleted())
            case .returned: describe(machine.handlerReturned())
            case .threw: describe(machine.handlerThrew("F"))
            case .timerPassed: describe(machine.timerDeadlinePassed())
            case .released: describe(machine.released())
            case .clockPassed7: describe(machine.clockDeadlinePassed(ticket: 7))
            case .clockPassed8: describe(machine.clockDeadlinePassed(ticket: 8))
            case .announced: "report \(machine.announcementFinished().map(\.event))"
            }
        }
    }

    static func describe(_ action: CompletionStateMachine.Action) -> String {
        switch action {
        case .none: "none"
        case .finish(let deadline, let announces):
            "finish, cancel \(deadline.name)" + (announces ? ", announce" : "")
        case .clockFinishes: "clock finishes"
        case .cancel(let deadline): "cancel \(deadline.name)"
        case .reportLate(let late, let ticket): "report \(late)" + (ticket.map { " after clock \($0)" } ?? "")
        case .deferred: "deferred"
        }
    }

    /// Every (state, event) pair that does not trap: the action and the state after it.
    static let transitions: [(Start, Event, action: String, next: String)] = [
        (.running, .scheduleClock9, "none", "running (deadline clock 9)"),
        (.running, .completed, "finish, cancel none", "finished by handlerCompleted"),
        (.running, .returned, "finish, cancel none", "finished by handlerReturned"),
        (.running, .threw, "finish, cancel none, announce", "announcing handlerThrew (0 deferred)"),
        (.running, .timerPassed, "finish, cancel none, announce", "announcing deadlineExceeded (0 deferred)"),
        (.running, .released, "finish, cancel none, announce", "announcing completionDropped (0 deferred)"),
        // Registered but the ticket not yet recorded: the deadline was due when it was registered.
        (.running, .clockPassed7, "clock finishes", "finished by deadlineExceeded (clock 7)"),
        (.running, .clockPassed8, "clock finishes", "finished by deadlineExceeded (clock 8)"),

        (.runningOnClock, .completed, "finish, cancel clock 7", "finished by handlerCompleted"),
        (.runningOnClock, .returned, "finish, cancel clock 7", "finished by handlerReturned"),
        (.runningOnClock, .threw, "finish, cancel clock 7, announce", "announcing handlerThrew (0 deferred)"),
        (
            .runningOnClock, .timerPassed, "finish, cancel clock 7, announce",
            "announcing deadlineExceeded (0 deferred)"
        ),
        (
            .runningOnClock, .released, "finish, cancel clock 7, announce",
            "announcing completionDropped (0 deferred)"
        ),
        (.runningOnClock, .clockPassed7, "clock finishes", "finished by deadlineExceeded (clock 7)"),

        (.runningOnTimer, .completed, "finish, cancel timer", "finished by handlerCompleted"),
        (.runningOnTimer, .returned, "finish, cancel timer", "finished by handlerReturned"),
        (.runningOnTimer, .threw, "finish, cancel timer, announce", "announcing handlerThrew (0 deferred)"),
        (
            .runningOnTimer, .timerPassed, "finish, cancel timer, announce",
            "announcing deadlineExceeded (0 deferred)"
        ),
        (
            .runningOnTimer, .released, "finish, cancel timer, announce",
            "announcing completionDropped (0 deferred)"
        ),

        // Observed: even a quiet finish announces, so the observer is told before later reports.
        (.observed, .completed, "finish, cancel none, announce", "announcing handlerCompleted (0 deferred)"),
        (.observed, .returned, "finish, cancel none, announce", "announcing handlerReturned (0 deferred)"),
        (.observed, .released, "finish, cancel none, announce", "announcing completionDropped (0 deferred)"),
        (.observed, .threw, "finish, cancel none, announce", "announcing handlerThrew (0 deferred)"),
        (
            .observed, .timerPassed, "finish, cancel none, announce",
            "announcing deadlineExceeded (0 deferred)"
        ),
        (.observed, .scheduleClock9, "none", "running (deadline clock 9)"),
        (.observed, .clockPassed7, "clock finishes", "finished by deadlineExceeded (clock 7)"),
        (.observed, .clockPassed8, "clock finishes", "finished by deadlineExceeded (clock 8)"),

        (.announcing, .scheduleClock9, "cancel clock 9", "announcing handlerThrew (0 deferred)"),
        (.announcing, .completed, "deferred", "announcing handlerThrew (1 deferred)"),
        (.announcing, .returned, "deferred", "announcing handlerThrew (1 deferred)"),
        (.announcing, .threw, "deferred", "announcing handlerThrew (1 deferred)"),
        (.announcing, .timerPassed, "none", "announcing handlerThrew (0 deferred)"),
        (.announcing, .clockPassed7, "none", "announcing handlerThrew (0 deferred)"),
        (.announcing, .clockPassed8, "none", "announcing handlerThrew (0 deferred)"),
        (.announcing, .announced, "report []", "finished by handlerThrew"),

        (.finished, .scheduleClock9, "cancel clock 9", "finished by handlerCompleted"),
        (
            .finished, .completed,
            "report completedAgain(previous: NotificationActions.CompletionCause.handlerCompleted)",
            "finished by handlerCompleted"
        ),
        (
            .finished, .returned,
            "report completedAgain(previous: NotificationActions.CompletionCause.handlerCompleted)",
            "finished by handlerCompleted"
        ),
        (.finished, .threw, "report threwLate", "finished by handlerCompleted"),
        (.finished, .timerPassed, "none", "finished by handlerCompleted"),
        (.finished, .released, "none", "finished by handlerCompleted"),
        (.finished, .clockPassed7, "none", "finished by handlerCompleted"),
        (.finished, .clockPassed8, "none", "finished by handlerCompleted"),

        // Finished by the clock: late reports wait for the clock's announcement.
        (
            .finishedByClock, .completed,
            "report completedAgain(previous: NotificationActions.CompletionCause.deadlineExceeded) after clock 7",
            "finished by deadlineExceeded (clock 7)"
        ),
        (
            .finishedByClock, .returned,
            "report completedAgain(previous: NotificationActions.CompletionCause.deadlineExceeded) after clock 7",
            "finished by deadlineExceeded (clock 7)"
        ),
        (.finishedByClock, .clockPassed8, "none", "finished by deadlineExceeded (clock 7)"),
        (
            .finishedByClock, .threw, "report threwLate after clock 7",
            "finished by deadlineExceeded (clock 7)"
        ),
        (.finishedByClock, .released, "none", "finished by deadlineExceeded (clock 7)"),
        (.finishedByClock, .timerPassed, "none", "finished by deadlineExceeded (clock 7)"),
        (.finishedByClock, .clockPassed7, "none", "finished by deadlineExceeded (clock 7)"),
        (.finishedByClock, .scheduleClock9, "cancel clock 9", "finished by deadlineExceeded (clock 7)"),
    ]

    /// The pairs that must trap: an owner broke its side of the contract.
    static let traps: Set<String> = [
        "running announced", "runningOnClock scheduleClock9", "runningOnClock clockPassed8",
        "runningOnClock announced", "runningOnTimer scheduleClock9", "runningOnTimer clockPassed7",
        "runningOnTimer clockPassed8", "runningOnTimer announced", "observed announced",
        "announcing released",
        "finished announced", "finishedByClock announced",
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
        _ = machine.deadlineScheduled(.clock(3))
        #expect(machine.hasClockRegistration)
        _ = machine.handlerCompleted()
        #expect(!machine.hasClockRegistration)
        _ = machine.handlerThrew("late")
        _ = machine.handlerCompleted()
        #expect(
            machine.announcementFinished() == [
                .init(event: .threwLate, thrown: "late"),
                .init(event: .completedAgain(previous: .handlerCompleted)),
            ])
        #expect(machine.state.name == "finished by handlerCompleted")
    }

    @Test("only a running machine whose deadline is on the clock holds a clock registration")
    func clockRegistration() {
        for start in Start.allCases {
            #expect(start.machine().hasClockRegistration == (start == .runningOnClock), "\(start)")
            #expect(
                start.machine().isFinished == ![.running, .runningOnClock, .runningOnTimer, .observed]
                    .contains(start))
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
            _ = machine.deadlineScheduled(.clock(7))
            _ = machine.deadlineScheduled(.clock(9))
        }
        Self.expectMessage(
            "Invalid state: running (deadline clock 7) cannot take the event deadlineScheduled", in: result)
    }

    @Test("the clock passing a ticket it was not given traps")
    func trapsForeignTicket() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = CompletionStateMachine(observed: false)
            _ = machine.deadlineScheduled(.clock(7))
            _ = machine.clockDeadlinePassed(ticket: 8)
        }
        Self.expectMessage(
            "Invalid state: running (deadline clock 7) cannot take the event clockDeadlinePassed(ticket: 8)",
            in: result)
    }

    @Test("the clock passing a deadline another timer holds traps")
    func trapsClockOnTimer() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = CompletionStateMachine(observed: false)
            _ = machine.deadlineScheduled(.timer)
            _ = machine.clockDeadlinePassed(ticket: 7)
        }
        Self.expectMessage(
            "Invalid state: running (deadline timer) cannot take the event clockDeadlinePassed(ticket: 7)",
            in: result)
    }

    @Test("a release while announcing traps: the announcer holds a reference")
    func trapsReleaseWhileAnnouncing() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = CompletionStateMachine(observed: false)
            _ = machine.handlerThrew("E")
            _ = machine.released()
        }
        Self.expectMessage(
            "Invalid state: announcing handlerThrew (0 deferred) cannot take the event released", in: result)
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
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains(message), "\(standardError)", sourceLocation: sourceLocation)
    }
}

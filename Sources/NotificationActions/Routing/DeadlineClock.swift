import Dispatch

/// One real-time clock for many deadlines: a queue of pending deadlines in the order they expire and one
/// dispatch timer set for the earliest. Cancelling a deadline drops its entry at once, so nothing a
/// completed response captured outlives it (one `asyncAfter` per response kept every response's closures,
/// lock and weak-reference side table alive for the full 25 s: about 610 bytes each, a gigabyte over
/// 1.6 million responses).
///
/// A router's deadlines all have the same length, so they expire in the order they are scheduled and a
/// new one joins the end of the queue in O(1); one of another length is placed by binary search.
///
/// A response's guard registers itself, unretained, as a ``Registrant`` — an object and the function to
/// call when its deadline passes — rather than a closure, so a deadline costs no allocation, and the clock
/// knows nothing of guards. That is safe because a registrant cancels its entry under this clock's lock
/// before its memory goes, and ``expire(now:)`` calls it only under that lock; what it returns, the
/// deadline's work, runs outside the lock. A late event of that registrant (a completion called after the
/// deadline) is reported after that work, through ``afterAnnouncement(_:_:)``.
final class DeadlineClock: @unchecked Sendable {
    // Safe: `state` is only touched under its lock; `source` is a dispatch source, which Dispatch documents
    // as safe to schedule from any thread, and `queue` is immutable.
    /// What the clock holds of a deadline's owner: the owner, unretained, and the function called under
    /// the clock's lock when the deadline passes, with the owner and the ticket. The function returns the
    /// deadline's work, run outside the lock, or `nil` when there is none (the owner finished meanwhile).
    /// The owner must cancel its ticket (or see it fire) before it is deallocated.
    struct Registrant {
        let owner: Unmanaged<AnyObject>
        let expire: (_ owner: Unmanaged<AnyObject>, _ ticket: UInt64) -> (@Sendable () -> Void)?
    }

    enum Target {
        case closure(@Sendable () -> Void)
        case registrant(Registrant)
    }

    private struct Entry {
        var id: UInt64
        var due: UInt64
        /// `nil` once cancelled or fired.
        var target: Target?
    }

    private struct State {
        /// Pending entries by due time; entries before `head` are gone.
        var entries: [Entry] = []
        var head = 0
        var nextID: UInt64 = 0
        var live = 0
        /// Whether entries are in id order too (every deadline so far had the same length), so a cancel
        /// finds its entry by binary search.
        var idSorted = true
        /// When the dispatch timer is set to wake, if it is.
        var armedFor: UInt64?
        /// Guards' deadlines being announced (by entry id), with the reports of late events that wait
        /// for them.
        var announcing = [UInt64: [@Sendable () -> Void]]()
    }

    private let state = Locked(State())
    private let queue = DispatchQueue(label: "NotificationActions.DeadlineClock")
    private let source: DispatchSourceTimer

    /// The clock every router with the default ``DeadlineTimer/dispatch`` shares.
    static let shared = DeadlineClock()

    /// A clock lives until ``close()``: its dispatch source's handler holds it strongly. A weak reference
    /// would give the clock a side table, and every retain and release of it would then take the runtime's
    /// slow path (about 150 instructions a response, measured). The library makes one clock, ``shared``,
    /// which is never closed; tests make a few and close them.
    init() {
        source = DispatchSource.makeTimerSource(queue: queue)
        source.setEventHandler { [self] in expire() }
        source.activate()
    }

    /// Stops the clock for good: its dispatch source is cancelled, which releases the handler holding the
    /// clock, so the clock goes once nothing else holds it. Deadlines pending on a closed clock never fire.
    func close() { source.cancel() }

    /// A timer on this clock.
    var timer: DeadlineTimer { DeadlineTimer(clock: self) }

    /// How many deadlines are pending (neither cancelled nor fired).
    var pendingCount: Int { state.withLock { $0.live } }
    /// How many entries the queue holds, cancelled ones not yet dropped included (bounded by the pending
    /// ones and those due within one deadline).
    var storedCount: Int { state.withLock { $0.entries.count - $0.head } }

    /// Waits until the deadlines being fired on the clock's queue, and the reports waiting for them, are done
    /// (tests call it before counting reports).
    func drain() { queue.sync {} }

    /// Schedules `fire` after `seconds`; the returned closure cancels it.
    func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> DeadlineTimer.Cancel {
        let id = add(
            .closure(fire), due: DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, seconds) * 1e9))
        return { [self] in cancel(id) }
    }

    /// Registers `registrant`'s deadline, due at `due` (`DispatchTime`'s uptime nanoseconds), without
    /// retaining its owner; returns the ticket that cancels it.
    func register(_ registrant: Registrant, due: UInt64) -> UInt64 {
        add(.registrant(registrant), due: due)
    }

    private func add(_ target: Target, due: UInt64) -> UInt64 {
        let (id, rearm) = state.withLock { state -> (UInt64, UInt64?) in
            state.nextID += 1
            let entry = Entry(id: state.nextID, due: due, target: target)
            if let last = state.entries.last, state.entries.count > state.head, last.due > due {
                var low = state.head
                var high = state.entries.count
                while low < high {
                    let middle = (low + high) / 2
                    if state.entries[middle].due <= due { low = middle + 1 } else { high = middle }
                }
                state.entries.insert(entry, at: low)
                state.idSorted = false
            } else {
                state.entries.append(entry)
            }
            state.live += 1
            return (state.nextID, Self.rearm(&state))
        }
        if let rearm { arm(for: rearm) }
        return id
    }

    /// Cancels the deadline with ticket `id`; nothing happens when it already fired or was cancelled.
    func cancel(_ id: UInt64) {
        state.withLock { state in
            guard let index = Self.index(of: id, in: state), state.entries[index].target != nil else {
                return
            }
            state.live -= 1
            if index == state.entries.count - 1 {
                // The usual case, a handler completing before the next response arrives: pop it.
                state.entries.removeLast()
                while state.entries.count > state.head, state.entries[state.entries.count - 1].target == nil {
                    state.entries.removeLast()
                }
                if state.entries.count == state.head, state.head > 0 {
                    state.entries.removeAll(keepingCapacity: state.entries.count < 1024)
                    state.head = 0
                    state.idSorted = true
                }
                if state.entries.isEmpty { state.idSorted = true }
                return
            }
            state.entries[index].target = nil
            Self.dropSpent(&state)
        }
    }

    private static func index(of id: UInt64, in state: State) -> Int? {
        guard state.idSorted else { return state.entries[state.head...].firstIndex { $0.id == id } }
        // The newest entry is the usual one: a handler completes before the next response arrives.
        if let last = state.entries.last, last.id == id, state.entries.count > state.head {
            return state.entries.count - 1
        }
        var low = state.head
        var high = state.entries.count
        while low < high {
            let middle = (low + high) / 2
            if state.entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < state.entries.count && state.entries[low].id == id ? low : nil
    }

    private enum Due {
        case closure(@Sendable () -> Void)
        case deadline(@Sendable () -> Void, ticket: UInt64)
    }

    /// Fires what is due at `now` (the dispatch timer passes the current time; tests pass a later one),
    /// then sets the timer for what is next. Decides under the lock, fires outside it.
    func expire(now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        let (due, rearm) = state.withLock { state -> ([Due], UInt64?) in
            state.armedFor = nil
            var due: [Due] = []
            while state.head < state.entries.count, state.entries[state.head].due <= now {
                let entry = state.entries[state.head]
                switch entry.target {
                case .closure(let fire):
                    due.append(.closure(fire))
                    state.live -= 1
                case .registrant(let registrant):
                    // The owner cannot be deallocated meanwhile: it cancels this entry, under this lock,
                    // before its memory goes.
                    if let deadline = registrant.expire(registrant.owner, entry.id) {
                        state.announcing[entry.id] = []
                        due.append(.deadline(deadline, ticket: entry.id))
                    }
                    state.live -= 1
                case nil:
                    break
                }
                state.entries[state.head].target = nil
                state.head += 1
            }
            Self.dropSpent(&state)
            return (due, Self.rearm(&state))
        }
        if let rearm { arm(for: rearm) }
        for item in due {
            switch item {
            case .closure(let fire): fire()
            case .deadline(let deadline, let ticket):
                deadline()
                let late = state.withLock { $0.announcing.removeValue(forKey: ticket) ?? [] }
                for report in late { report() }
            }
        }
    }

    /// Runs `report` once the deadline with ticket `id` has been announced: at once if it has been,
    /// otherwise right after (so `deadline-exceeded` comes before `completion-after-deadline`).
    func afterAnnouncement(_ id: UInt64, _ report: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            guard state.announcing[id] != nil else { return true }
            state.announcing[id]!.append(report)
            return false
        }
        if now { report() }
    }

    /// Drops spent entries from the front, and compacts the array once most of it is spent.
    private static func dropSpent(_ state: inout State) {
        while state.head < state.entries.count, state.entries[state.head].target == nil { state.head += 1 }
        if state.head == state.entries.count {
            state.entries.removeAll(keepingCapacity: state.entries.count < 1024)
            state.head = 0
            state.idSorted = true
        } else if state.head > 1024, state.head * 2 > state.entries.count {
            state.entries.removeFirst(state.head)
            state.head = 0
        }
    }

    /// The time to set the timer for, when it must move: the front entry is due earlier than it is set.
    private static func rearm(_ state: inout State) -> UInt64? {
        guard state.head < state.entries.count else { return nil }
        let next = state.entries[state.head].due
        if let armed = state.armedFor, armed <= next { return nil }
        state.armedFor = next
        return next
    }

    private func arm(for due: UInt64) {
        source.schedule(deadline: DispatchTime(uptimeNanoseconds: due), leeway: .milliseconds(10))
    }
}

import Dispatch

/// One real-time clock for many deadlines: a queue of pending deadlines in the order they expire and one
/// dispatch timer set for the earliest. Cancelling a deadline drops its closure at once, so nothing a
/// completed response captured outlives it (one `asyncAfter` per response kept every response's closures,
/// lock and weak-reference side table alive for the full 25 s: about 610 bytes each, a gigabyte over
/// 1.6 million responses).
///
/// A router's deadlines all have the same length, so they expire in the order they are scheduled and a
/// new one joins the end of the queue in O(1); one of another length is placed by binary search.
final class DeadlineClock: @unchecked Sendable {
    // Safe: `state` is only touched under its lock; `timer` is a dispatch source, which Dispatch documents
    // as safe to schedule from any thread, and `queue` is immutable.
    private struct Entry {
        var id: UInt64
        var due: UInt64
        /// `nil` once cancelled or fired.
        var fire: (@Sendable () -> Void)?
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
    }

    private let state = Locked(State())
    private let queue = DispatchQueue(label: "NotificationActions.DeadlineClock")
    private let timer: DispatchSourceTimer

    /// The clock every router with the default ``DeadlineTimer/dispatch`` shares.
    static let shared = DeadlineClock()

    init() {
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in self?.expire() }
        timer.activate()
    }

    deinit { timer.cancel() }

    /// How many deadlines are pending (neither cancelled nor fired).
    var pendingCount: Int { state.withLock { $0.live } }
    /// How many entries the queue holds, cancelled ones not yet dropped included (bounded by the pending
    /// ones and those due within one deadline).
    var storedCount: Int { state.withLock { $0.entries.count - $0.head } }

    /// Schedules `fire` after `seconds`; the returned closure cancels it.
    func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> DeadlineTimer.Cancel {
        let due = DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, seconds) * 1e9)
        let (id, rearm) = state.withLock { state -> (UInt64, UInt64?) in
            state.nextID += 1
            let entry = Entry(id: state.nextID, due: due, fire: fire)
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
        return { [weak self] in self?.cancel(id) }
    }

    private func cancel(_ id: UInt64) {
        state.withLock { state in
            guard let index = Self.index(of: id, in: state), state.entries[index].fire != nil else { return }
            state.entries[index].fire = nil
            state.live -= 1
            Self.dropSpent(&state)
        }
    }

    private static func index(of id: UInt64, in state: State) -> Int? {
        guard state.idSorted else { return state.entries[state.head...].firstIndex { $0.id == id } }
        var low = state.head
        var high = state.entries.count
        while low < high {
            let middle = (low + high) / 2
            if state.entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < state.entries.count && state.entries[low].id == id ? low : nil
    }

    /// Fires what is due at `now` (the dispatch timer passes the current time; tests pass a later one),
    /// then sets the timer for what is next. Fires outside the lock.
    func expire(now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        let (due, rearm) = state.withLock { state -> ([@Sendable () -> Void], UInt64?) in
            state.armedFor = nil
            var due: [@Sendable () -> Void] = []
            while state.head < state.entries.count, state.entries[state.head].due <= now {
                if let fire = state.entries[state.head].fire {
                    due.append(fire)
                    state.live -= 1
                }
                state.entries[state.head].fire = nil
                state.head += 1
            }
            Self.dropSpent(&state)
            return (due, Self.rearm(&state))
        }
        if let rearm { arm(for: rearm) }
        for fire in due { fire() }
    }

    /// Drops spent entries from the front, and compacts the array once most of it is spent.
    private static func dropSpent(_ state: inout State) {
        while state.head < state.entries.count, state.entries[state.head].fire == nil { state.head += 1 }
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
        timer.schedule(deadline: DispatchTime(uptimeNanoseconds: due), leeway: .milliseconds(10))
    }
}

import Dispatch

/// One real-time clock for many deadlines: the pending deadlines, sorted by when they are due, and one
/// dispatch timer set for the earliest.
///
/// Each entry owns what its deadline needs — a closure holding the response's guard strongly — until the
/// entry is removed: by ``cancel(_:)`` when the response finishes first, or by ``expire(now:)`` when it is
/// due. So nothing the clock can reach is ever freed under it, and the memory it holds is bounded by the
/// responses in flight. Both remove under the clock's lock and release or run what they removed after
/// unlocking: no guard's code, and no `deinit`, runs inside the clock's lock.
///
/// A router's deadlines all have the same length, so a new one usually joins the end of the array, and a
/// response that finishes before the next arrives cancels the last entry; either is O(1). Other positions
/// are found by binary search.
final class DeadlineClock: Sendable {
    /// What cancels one deadline: its ticket and due time, which together find its entry.
    struct Ticket: Hashable, Sendable {
        let id: UInt64
        let due: UInt64
    }

    fileprivate struct Entry: Sendable {
        let ticket: Ticket
        let fire: @Sendable () -> Void

        /// Entries sort by due time, then by ticket (the order they were scheduled).
        func precedes(_ other: Ticket) -> Bool {
            (ticket.due, ticket.id) < (other.due, other.id)
        }
    }

    private struct State: Sendable {
        /// Pending entries, sorted by (due, id).
        var entries: [Entry] = []
        var nextID: UInt64 = 0
        /// When the dispatch timer was last set to wake, since it last woke. Written only under the lock
        /// and in the same step as the `schedule(deadline:)` call that sets the timer, so it is always the
        /// timer's own setting: it cannot say 2 ms while the timer waits for 400 (issue #50, F1).
        var armedFor: UInt64?
    }

    private let state = Locked(State())
    private let source: Source

    /// The dispatch timer and its queue. Dispatch documents both as safe to use from any thread; its Swift
    /// overlay on Linux does not mark the timer's protocol `Sendable`, nor do SDKs before Xcode 15.3 the
    /// queue, so this wrapper says so, and holds both immutably.
    private struct Source: @unchecked Sendable {
        let queue: DispatchQueue
        let timer: DispatchSourceTimer
    }

    /// The clock every router with the default ``DeadlineTimer/dispatch`` shares.
    static let shared = DeadlineClock()

    /// A clock lives until ``close()``: its dispatch source's handler holds it. The library makes one clock,
    /// ``shared``, which is never closed; tests make a few and close them.
    init() {
        let queue = DispatchQueue(label: "NotificationActions.DeadlineClock")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        source = Source(queue: queue, timer: timer)
        timer.setEventHandler { [self] in expire() }
        timer.activate()
    }

    /// Stops the clock for good: its dispatch source is cancelled, which releases the handler holding the
    /// clock. Deadlines pending on a closed clock never fire.
    func close() { source.timer.cancel() }

    /// A timer on this clock.
    var timer: DeadlineTimer { DeadlineTimer(clock: self) }

    /// How many deadlines are pending (neither cancelled nor fired): exactly the entries the clock holds.
    var pendingCount: Int { state.withLock { $0.entries.count } }

    /// Waits until the deadlines being fired on the clock's queue are done (tests call it before counting
    /// reports).
    func drain() { source.queue.sync {} }

    /// Schedules `fire` after `seconds`; the returned closure cancels it.
    func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> DeadlineTimer.Cancel {
        let ticket = add(
            fire, due: DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, min(seconds, 1e9)) * 1e9))
        return { [self] in cancel(ticket) }
    }

    /// Schedules `fire` at `due` (`DispatchTime`'s uptime nanoseconds); the ticket cancels it.
    func add(_ fire: @escaping @Sendable () -> Void, due: UInt64) -> Ticket {
        state.withLock { state in
            state.nextID += 1
            let entry = Entry(ticket: Ticket(id: state.nextID, due: due), fire: fire)
            if let last = state.entries.last, !last.precedes(entry.ticket) {
                state.entries.insert(entry, at: Self.insertionIndex(of: entry.ticket, in: state.entries))
            } else {
                state.entries.append(entry)
            }
            armForFront(&state)
            return entry.ticket
        }
    }

    /// Cancels the deadline of `ticket`; nothing happens when it already fired or was cancelled. The entry
    /// (and the guard its closure holds) is released after the lock is let go.
    func cancel(_ ticket: Ticket) {
        let removed = state.withLock { state -> Entry? in
            let index = Self.insertionIndex(of: ticket, in: state.entries)
            guard index < state.entries.count, state.entries[index].ticket == ticket else { return nil }
            return state.entries.remove(at: index)
        }
        _ = removed
    }

    /// The index of the first entry not before `ticket`.
    private static func insertionIndex(of ticket: Ticket, in entries: [Entry]) -> Int {
        // The newest entry is the usual one: a handler completes before the next response arrives.
        if let last = entries.last, last.ticket == ticket { return entries.count - 1 }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].precedes(ticket) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Fires what is due at `now` (the dispatch timer passes the current time; tests pass a later one),
    /// after setting the timer for what is next.
    func expire(now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        takeDue(now: now).fire()
    }

    /// Deadlines taken off the clock, not yet fired. Holding them keeps what their closures hold alive;
    /// ``fire()`` runs them in the order they were due.
    struct Due: Sendable {
        fileprivate let entries: [Entry]

        /// Whether nothing was due.
        var isEmpty: Bool { entries.isEmpty }

        /// Runs each deadline's closure, outside the clock's lock.
        func fire() {
            for entry in entries { entry.fire() }
        }
    }

    /// The first half of ``expire(now:)``: removes what is due at `now` and sets the timer for what is
    /// next, in one step under the lock; running what was removed is the caller's (outside the lock).
    /// Tests call it directly to act in the window between the two halves — where a handler may release
    /// its last reference to the response (issue #41).
    func takeDue(now: UInt64) -> Due {
        state.withLock { state in
            // The timer has woken (or is about to: this runs on its queue, or in a test): it is set for
            // nothing until it is set again below.
            state.armedFor = nil
            let count = state.entries.prefix { $0.ticket.due <= now }.count
            // A new array, never a view of `entries`' storage, which `add` goes on appending to.
            var due: [Entry] = []
            due.reserveCapacity(count)
            due.append(contentsOf: state.entries[..<count])
            state.entries.removeFirst(count)
            armForFront(&state)
            return Due(entries: due)
        }
    }

    /// Sets the dispatch timer for the front entry when it is due earlier than the timer is set (or the
    /// timer is set for nothing). Called under the clock's lock, so the timer's setting and `armedFor`
    /// change in one step: two threads can never set them in different orders. Setting a dispatch timer
    /// neither blocks nor runs its handler (dispatch applies the new time on the source's own queue), so
    /// it is safe under the lock and runs no user code.
    private func armForFront(_ state: inout State) {
        guard let next = state.entries.first?.ticket.due else { return }
        if let armed = state.armedFor, armed <= next { return }
        state.armedFor = next
        source.timer.schedule(deadline: DispatchTime(uptimeNanoseconds: next), leeway: .milliseconds(10))
    }
}

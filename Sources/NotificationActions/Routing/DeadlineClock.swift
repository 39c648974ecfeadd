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

    private struct Entry: Sendable {
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
        /// When the dispatch timer is set to wake, if it is.
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
        let rearm = state.withLock { state -> (Ticket, UInt64?) in
            state.nextID += 1
            let entry = Entry(ticket: Ticket(id: state.nextID, due: due), fire: fire)
            if let last = state.entries.last, !last.precedes(entry.ticket) {
                state.entries.insert(entry, at: Self.insertionIndex(of: entry.ticket, in: state.entries))
            } else {
                state.entries.append(entry)
            }
            return (entry.ticket, Self.rearm(&state))
        }
        if let due = rearm.1 { arm(for: due) }
        return rearm.0
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
    /// then sets the timer for what is next. Removes the due entries under the lock, runs them outside it.
    ///
    /// - Parameters:
    ///   - now: The time to fire what is due by.
    ///   - beforeFiring: A test's seam: runs after the due entries left the queue and before the first of
    ///     them fires — the window in which a handler may release its last reference to the response.
    func expire(now: UInt64 = DispatchTime.now().uptimeNanoseconds, beforeFiring: (() -> Void)? = nil) {
        let (due, rearm) = state.withLock { state -> ([Entry], UInt64?) in
            state.armedFor = nil
            let count = state.entries.prefix { $0.ticket.due <= now }.count
            let due = Array(state.entries.prefix(count))
            state.entries.removeFirst(count)
            return (due, Self.rearm(&state))
        }
        if let rearm { arm(for: rearm) }
        if !due.isEmpty { beforeFiring?() }
        for entry in due { entry.fire() }
    }

    /// The time to set the timer for, when it must move: the front entry is due earlier than it is set.
    private static func rearm(_ state: inout State) -> UInt64? {
        guard let next = state.entries.first?.ticket.due else { return nil }
        if let armed = state.armedFor, armed <= next { return nil }
        state.armedFor = next
        return next
    }

    private func arm(for due: UInt64) {
        source.timer.schedule(deadline: DispatchTime(uptimeNanoseconds: due), leeway: .milliseconds(10))
    }
}

/// The one piece of a router's mutable state besides in-flight completions: whether responses are held
/// until the app is ready, the queue of those held, and the launch's first response.
final class ColdStartGate: Sendable {
    struct Pending: Sendable {
        var response: NotificationResponse
        var complete: @Sendable () -> Void
        var report: (@Sendable (RoutingResult) -> Void)?
    }

    private enum Mode {
        case open
        case held
        /// Resumed, delivering the queue; arrivals join the queue so order is kept.
        case draining
    }

    private struct State {
        var mode: Mode
        /// Held responses; those before `head` were already delivered (dequeueing is O(1)).
        var queue: [Pending] = []
        var head = 0
        var launchResponse: NotificationResponse?
    }

    enum Admission {
        case deliverNow
        case queued
        case overflow
    }

    let capacity: Int
    private let state: Locked<State>

    init(held: Bool, capacity: Int) {
        self.capacity = max(0, capacity)
        self.state = Locked(State(mode: held ? .held : .open))
    }

    /// Records the launch response and queues `pending` if the gate is not open.
    func admit(_ pending: Pending) -> Admission {
        state.withLock { state in
            if state.launchResponse == nil { state.launchResponse = pending.response }
            guard state.mode != .open else { return .deliverNow }
            guard state.queue.count - state.head < capacity else { return .overflow }
            state.queue.append(pending)
            return .queued
        }
    }

    /// Opens a held gate; returns false when it was not held (already resumed or draining).
    func beginDraining() -> Bool {
        state.withLock { state in
            guard state.mode == .held else { return false }
            state.mode = .draining
            return true
        }
    }

    /// The next queued response, or `nil` once the queue is empty, at which point the gate is open.
    func next() -> Pending? {
        state.withLock { state in
            guard state.head < state.queue.count else {
                state.mode = .open
                state.queue.removeAll()
                state.head = 0
                return nil
            }
            defer { state.head += 1 }
            return state.queue[state.head]
        }
    }

    var isHeld: Bool { state.withLock { $0.mode == .held } }
    var queuedCount: Int { state.withLock { $0.queue.count - $0.head } }
    var launchResponse: NotificationResponse? { state.withLock { $0.launchResponse } }
}

import Dispatch

/// The one piece of a router's mutable state besides in-flight completions: whether responses are held
/// until the app is ready, the queue of those held, and the launch's first response.
///
/// Owned by the router (and its copies) alone: when the last copy goes while responses still wait, the
/// gate completes and reports them, so a router released without ``ResponseRouter/resume()`` loses nothing
/// silently.
final class ColdStartGate: Sendable {
    struct Pending: Sendable {
        var response: NotificationResponse
        var complete: @Sendable () -> Void
        var report: ResultReceiver?
        /// When it arrived (`DispatchTime`'s uptime nanoseconds): its system completion's deadline counts
        /// from here.
        var arrived: UInt64 = 0
        /// Its number in the queue, by which its hold's deadline finds it.
        var id: UInt64 = 0
        /// Cancels the hold's deadline.
        var expiry: DeadlineCancel?
        /// Whether the hold outlasted the router's deadline: the system completion has been called, and
        /// the response waits only to be delivered to its handler.
        var completedWhileHeld = false

        /// Completes a response no handler will run for — a duplicate, an overflow of the held queue, one
        /// abandoned with its router, one that matched no route — reporting why, and tells the observer.
        func completeWithoutHandler(
            _ code: Diagnostic.Code, _ cause: CompletionCause, queued: Bool, diagnostics: DiagnosticHandler,
            _ message: String
        ) {
            diagnostics(
                Diagnostic(
                    code, .warning, message, category: response.categoryIdentifier,
                    action: response.actionIdentifier,
                    requestIdentifier: response.notification.requestIdentifier))
            complete()
            report?(RoutingResult(response: response, route: nil, cause: cause, wasQueued: queued))
        }
    }

    private enum Mode {
        case open
        case held
        /// Resumed, delivering the queue; arrivals join the queue, past the capacity, so order is kept.
        case draining
    }

    private struct State {
        var mode: Mode
        /// Held responses, in arrival order (at most a held router's capacity, 64 by default), from `head`
        /// on; the slots before `head` were delivered (emptied at once, dropped now and then), so taking
        /// the next one is O(1), not an array shift — a router held with 800,000 responses drained in
        /// quadratic time before.
        var queue: [Pending?] = []
        var head = 0
        var nextID: UInt64 = 0
        var launchResponse: NotificationResponse?
        /// Whether ``ResponseRouter/resume()`` was called once: the interface is up, no launch response after.
        var resumed = false
        /// Work that waits for the interface (the open-settings route), run after the queue at resume.
        var deferred: [@Sendable () -> Void] = []
        /// Run when the router is resumed (the bridge checks it is still the center's delegate).
        var resumeObservers: [@Sendable () -> Void] = []

        /// How many responses wait.
        var count: Int { queue.count - head }

        /// The slot of response `id`, if it still waits: ids grow in arrival order, so a binary search.
        func index(of id: UInt64) -> Int? {
            var low = head
            var high = queue.count
            while low < high {
                let middle = (low + high) / 2
                guard let pending = queue[middle] else { return nil }  // never: slots from head on are full
                if pending.id == id { return middle }
                if pending.id < id { low = middle + 1 } else { high = middle }
            }
            return nil
        }

        /// Takes the first waiting response.
        mutating func popFirst() -> Pending? {
            guard head < queue.count else { return nil }
            let first = queue[head]
            queue[head] = nil
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024, head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            return first
        }
    }

    enum Admission {
        case deliverNow
        /// Queued under this number, having arrived at this time (`DispatchTime`'s uptime nanoseconds).
        case queued(UInt64, arrived: UInt64)
        case overflow
    }

    let capacity: Int
    private let diagnostics: DiagnosticHandler
    private let state: Locked<State>
    init(held: Bool, capacity: Int, diagnostics: DiagnosticHandler) {
        self.capacity = max(0, capacity)
        self.diagnostics = diagnostics
        self.state = Locked(State(mode: held ? .held : .open))
    }

    deinit { abandonQueue() }

    /// Records the launch response and queues the response if the gate is not open. The capacity bounds
    /// only a held queue: once ``beginDraining()`` has run the app is ready, and a response arriving while
    /// the queue drains (routed by a handler of a queued one, or by another thread) waits its turn. A held
    /// router delivers at once a response that does not need the app's interface (`needsInterface` false):
    /// the system launches the app in the background for it, where no interface will come.
    func admit(
        _ response: NotificationResponse, _ complete: @escaping @Sendable () -> Void,
        _ report: ResultReceiver?, needsInterface: () -> Bool
    ) -> Admission {
        state.withLock { state in
            // `if case .none`, not `== nil`: Optional's `==` copies the stored response on every call
            // (measured: about 200 instructions of a response's dispatch).
            // The launch response: the first that opens the interface, before the first resume. Not a
            // background action's (the app launched in the background for it shows no screen, and a later
            // tap resumes the same process: the first screen is the tap's — audit B8), and never one that
            // comes after the interface was ready (it would be stale ever after).
            if case .none = state.launchResponse, !state.resumed, needsInterface() {
                state.launchResponse = response
            }
            switch state.mode {
            case .open:
                return .deliverNow
            case .held:
                guard needsInterface() else { return .deliverNow }
                guard state.count < capacity else { return .overflow }
            case .draining:
                break
            }
            state.nextID += 1
            let arrived = DispatchTime.now().uptimeNanoseconds
            state.queue.append(
                Pending(
                    response: response, complete: complete, report: report, arrived: arrived, id: state.nextID
                ))
            return .queued(state.nextID, arrived: arrived)
        }
    }

    /// Keeps the cancellation of the hold's deadline of response `id`; returns it when the response has
    /// already left the queue, for the caller to cancel.
    func holdDeadlineScheduled(_ id: UInt64, _ cancel: DeadlineCancel) -> DeadlineCancel? {
        state.withLock { state in
            guard let index = state.index(of: id) else { return cancel }
            state.queue[index]?.expiry = cancel
            return nil
        }
    }

    /// The hold of response `id` reached the router's deadline: returns the response with its system
    /// completion and receiver, which the caller calls and reports, once; the response stays queued, to be
    /// delivered to its handler when the interface is ready.
    func holdPassedDeadline(_ id: UInt64) -> Pending? {
        state.withLock { state in
            guard let index = state.index(of: id), let expired = state.queue[index],
                !expired.completedWhileHeld
            else { return nil }
            state.queue[index]?.completedWhileHeld = true
            state.queue[index]?.complete = {}
            state.queue[index]?.report = nil
            state.queue[index]?.expiry = nil
            return expired
        }
    }

    /// Adds a closure run each time ``ResponseRouter/resume()`` is called.
    func onResume(_ observer: @escaping @Sendable () -> Void) {
        state.withLock { $0.resumeObservers.append(observer) }
    }

    var resumeObservers: [@Sendable () -> Void] { state.withLock { $0.resumeObservers } }

    /// Opens a held gate; returns the work deferred while it was held (run once the queue is delivered), or
    /// `nil` when it was not held (already resumed or draining).
    func beginDraining() -> [@Sendable () -> Void]? {
        state.withLock { state in
            state.resumed = true
            guard state.mode == .held else { return nil }
            state.mode = .draining
            defer { state.deferred = [] }
            return state.deferred
        }
    }

    /// Keeps `work` for ``beginDraining()`` while the gate is held and returns false; returns true (run it
    /// now) otherwise.
    func deferWhileHeld(_ work: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            guard state.mode == .held else { return true }
            state.deferred.append(work)
            return false
        }
    }

    /// The next queued response, or `nil` once the queue is empty, at which point the gate is open.
    func next() -> Pending? {
        state.withLock { state in
            guard let first = state.popFirst() else {
                state.mode = .open
                return nil
            }
            return first
        }
    }

    var isHeld: Bool { state.withLock { $0.mode == .held } }
    var queuedCount: Int { state.withLock { $0.count } }
    var launchResponse: NotificationResponse? { state.withLock { $0.launchResponse } }

    /// Completes and reports every response still queued: the router was released before it was resumed.
    private func abandonQueue() {
        let abandoned = state.withLock { state -> [Pending] in
            defer {
                state.queue = []
                state.head = 0
            }
            return state.queue[state.head...].compactMap { $0 }
        }
        for pending in abandoned {
            pending.completeWithoutHandler(
                .coldStartAbandoned, .coldStartAbandoned, queued: true, diagnostics: diagnostics,
                RoutingMessages.coldStartAbandoned(pending.response)
            )
        }
    }
}

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
        /// Held responses, in arrival order (at most a held router's capacity, 64 by default).
        var queue: [Pending] = []
        var launchResponse: NotificationResponse?
        /// Run when the router is resumed (the bridge checks it is still the center's delegate).
        var resumeObservers: [@Sendable () -> Void] = []
    }

    enum Admission {
        case deliverNow
        case queued
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

    /// Records the launch response and queues the response if the gate is not open (its `Pending` is
    /// made only then). The capacity bounds only a held queue: once ``beginDraining()`` has run the app is
    /// ready, and a response arriving while the queue drains (routed by a handler of a queued one, or by
    /// another thread) waits its turn.
    func admit(
        _ response: NotificationResponse, _ complete: @escaping @Sendable () -> Void,
        _ report: ResultReceiver?
    ) -> Admission {
        state.withLock { state in
            if state.launchResponse == nil { state.launchResponse = response }
            switch state.mode {
            case .open:
                return .deliverNow
            case .held:
                guard state.queue.count < capacity else { return .overflow }
            case .draining:
                break
            }
            state.queue.append(Pending(response: response, complete: complete, report: report))
            return .queued
        }
    }

    /// Adds a closure run each time ``ResponseRouter/resume()`` is called.
    func onResume(_ observer: @escaping @Sendable () -> Void) {
        state.withLock { $0.resumeObservers.append(observer) }
    }

    var resumeObservers: [@Sendable () -> Void] { state.withLock { $0.resumeObservers } }

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
            guard !state.queue.isEmpty else {
                state.mode = .open
                return nil
            }
            return state.queue.removeFirst()
        }
    }

    var isHeld: Bool { state.withLock { $0.mode == .held } }
    var queuedCount: Int { state.withLock { $0.queue.count } }
    var launchResponse: NotificationResponse? { state.withLock { $0.launchResponse } }

    /// Completes and reports every response still queued: the router was released before it was resumed.
    private func abandonQueue() {
        let abandoned = state.withLock { state -> [Pending] in
            defer { state.queue = [] }
            return state.queue
        }
        for pending in abandoned {
            pending.completeWithoutHandler(
                .coldStartAbandoned, .coldStartAbandoned, queued: true, diagnostics: diagnostics,
                RoutingMessages.coldStartAbandoned(pending.response)
            )
        }
    }
}

import Dispatch

/// Where a notification leads, parked until the app can show it: the step after routing.
///
/// A response often arrives before the app can show what it is about — at a cold start, behind a login or
/// an onboarding screen, while the data loads. The handler must finish (and the system completion run)
/// within seconds; the navigation must wait, happen once, and not fire an hour later. The handler parks
/// the destination; the UI takes it when it is ready:
///
/// ```swift
/// let parked = ParkedDestination<Screen>(expiresAfter: .seconds(120))
/// routes.handle(.defaultAction, in: "invite") { response in
///     if let id = response.notification.userInfo["invitation"] as? String { parked.park(.invitation(id)) }
/// }
/// // In the view that can navigate, once it shows (after login) — SwiftUI: in its `.task { … }`:
/// for await screen in parked.destinations() { path.append(screen) }
/// // Or once, where the root is ready (UIKit):
/// if let screen = parked.take() { show(screen) }
/// ```
///
/// - One destination at a time: parking another replaces it (the user's latest tap wins).
/// - Taken once: by ``take()`` or by one iteration of ``destinations()``; never delivered twice.
/// - Expires: a destination older than the expiry when the UI asks is dropped, never shown late.
/// - ``drop()`` forgets it when the app decides so (sign-out, an onboarding that starts over).
///
/// Every method may be called from any thread or actor; the class is `Sendable` and `nonisolated`, so a
/// handler on the router's thread parks and main-actor UI takes, in apps with default main-actor
/// isolation too.
public final class ParkedDestination<Destination: Sendable>: Sendable {
    private typealias Entry = (destination: Destination, at: Double)

    private struct State {
        var parked: Entry?
        /// Iterations of ``destinations()`` waiting for one, by key, oldest first.
        var waiting = [Int: CheckedContinuation<Entry?, Never>]()
        /// Keys whose iteration was cancelled before it could wait.
        var cancelled: Set<Int> = []
        var nextKey = 0
    }

    private let state = Locked(State())
    private let now: @Sendable () -> Double
    /// Seconds a parked destination stays valid.
    package let expiry: Double

    /// A parking for one destination at a time.
    ///
    /// - Parameter expiry: How long a parked destination stays valid (default 2 minutes, what apps
    ///   hand-roll); one older than this when the UI asks is dropped.
    public convenience init(expiresAfter expiry: Duration = .seconds(120)) {
        self.init(expiresAfter: expiry.seconds)
    }

    /// A parking whose clock a test moves by hand (`now`: seconds on a monotonic clock).
    package init(
        expiresAfter seconds: Double,
        now: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) {
        expiry = seconds
        self.now = now
    }

    /// Parks `destination`, replacing any parked one; a UI waiting in ``destinations()`` receives it at
    /// once. Call it from a handler, which can then return.
    ///
    /// - Parameter destination: Where the notification leads.
    public func park(_ destination: Destination) {
        park((destination, now()))
    }

    private func park(_ entry: Entry) {
        let waiter = state.withLock { state -> CheckedContinuation<Entry?, Never>? in
            // The oldest waiting iteration takes it; with none, it waits here.
            if let key = state.waiting.keys.min() { return state.waiting.removeValue(forKey: key) }
            state.parked = entry
            return nil
        }
        // Outside the lock: resuming runs the consumer's code.
        waiter?.resume(returning: entry)
    }

    /// Takes the parked destination, if one is parked and has not expired; it is gone afterwards.
    ///
    /// - Returns: The destination to show, or `nil`.
    public func take() -> Destination? {
        let time = now()
        return state.withLock { takeValid(&$0, at: time) }?.destination
    }

    /// The parked entry if it is valid at `time`; the parking is empty afterwards either way.
    private func takeValid(_ state: inout State, at time: Double) -> Entry? {
        defer { state.parked = nil }
        guard let parked = state.parked, time - parked.at <= expiry else { return nil }
        return parked
    }

    /// Forgets the parked destination (sign-out, an onboarding that starts over).
    public func drop() {
        state.withLock { $0.parked = nil }
    }

    /// Whether a destination is parked and valid now, without taking it (for a badge or a log).
    package var isParked: Bool {
        let time = now()
        return state.withLock { state in state.parked.map { time - $0.at <= expiry } ?? false }
    }

    /// The destinations parked from now on, each delivered once, to this iteration or another: start it
    /// when the UI can navigate (a SwiftUI `.task`), stop it by leaving (cancelling) the task. A destination
    /// parked before, and not expired, comes first. One handed over as the iteration ends is parked again,
    /// not lost.
    ///
    /// - Returns: A stream of destinations; it ends when its task is cancelled.
    public func destinations() -> AsyncStream<Destination> {
        AsyncStream { continuation in
            let loop = Task {
                while let entry = await self.next() {
                    if case .terminated = continuation.yield(entry.destination) {
                        self.park(entry)  // the UI left as it arrived: keep it for the next one
                        break
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in loop.cancel() }
        }
    }

    /// The next valid entry: the parked one, or the next parked; `nil` once the task is cancelled.
    private func next() async -> Entry? {
        let key = state.withLock { state in
            defer { state.nextKey += 1 }
            return state.nextKey
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Entry?, Never>) in
                let time = now()
                let ready = state.withLock { state -> Entry?? in
                    if state.cancelled.remove(key) != nil { return .some(nil) }
                    if let entry = takeValid(&state, at: time) { return .some(entry) }
                    state.waiting[key] = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                let waiter = state.waiting.removeValue(forKey: key)
                if waiter == nil { state.cancelled.insert(key) }
                return waiter
            }
            waiter?.resume(returning: nil)
        }
    }
}

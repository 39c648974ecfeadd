import Dispatch
import NotificationActions

/// An app's model, as a target with default main-actor isolation writes it: no annotation, so it is
/// main-actor isolated. Every change checks, at run time, that it happens on the main queue.
final class AppModel {
    private(set) var events: [String] = []
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Where a tap leads, parked by a handler on the router's thread until the UI takes it; `nonisolated`,
    /// so handlers on no actor reach it without `await`.
    nonisolated let parked = ParkedDestination<String>()
    /// Completion handlers a handler kept, to call later (or never: the deadline then finishes the response).
    var keptCompletions: [ResponseHandler.Completion] = []

    func record(_ event: String) {
        dispatchPrecondition(condition: .onQueue(.main))
        events.append(event)
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Returns once an event satisfying `condition` has been recorded (no clock: each record wakes it).
    func wait(for condition: (String) -> Bool) async {
        while !events.contains(where: condition) {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    func wait(for event: String) async { await wait { $0 == event } }
}

/// A helper on the package's type, as the sample app writes them: `nonisolated`, so handlers on no actor
/// can read it (without the keyword it would be main-actor isolated in this target).
extension NotificationResponse {
    nonisolated var conversation: String? { notification.userInfo["conversation"] as? String }
}

@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// Records what a router's `RouterOptions/observer` is told — one `ResponseOutcome` per response —
/// so a test can assert on the analytics an app sends, in any test framework.
///
/// ```swift
/// let outcomes = OutcomeRecorder()
/// var options = RouterOptions()
/// options.observer = outcomes.observer(forwardingTo: AppAnalytics.observer)
/// let harness = try RouterHarness(NotificationLayer.routes(registry: registry, services: fakes), options: options)
/// await harness.route(try simulate.press(InviteAction.accept, in: "invite"))
/// #expect(outcomes.outcomes.map(\.response.actionIdentifier) == ["invite.accept"])
/// ```
public final class OutcomeRecorder: Sendable {
    private let log = EventLog<ResponseOutcome>()

    /// Creates an empty recorder.
    public init() {}

    /// The observer to set in `RouterOptions/observer`; with `forward`, every outcome is also sent
    /// there (your app's own observer, so the test checks what it does).
    ///
    /// - Parameter forward: Also told every outcome, if set.
    public func observer(forwardingTo forward: ResponseObserver? = nil) -> ResponseObserver {
        ResponseObserver.immediate { [log] outcome in
            log.append(outcome)
            forward?(outcome)
        }
    }

    /// Every outcome recorded so far, in the order the responses finished.
    public var outcomes: [ResponseOutcome] { log.elements }

    /// How many outcomes have been recorded.
    package var count: Int { log.count }

    /// Forgets what was recorded.
    package func removeAll() { log.removeAll() }

    /// Waits until the outcome of a response matching `predicate` has been recorded (including before the
    /// call), and returns it; `nil` when none came within `timeout`.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before giving up (a safety net so a test fails rather than hangs).
    ///   - predicate: Which outcome to wait for.
    public func first(
        timeout: Duration = .seconds(60), where predicate: @escaping @Sendable (ResponseOutcome) -> Bool
    ) async -> ResponseOutcome? {
        await log.first(timeout: timeout.seconds, where: predicate)
    }
}

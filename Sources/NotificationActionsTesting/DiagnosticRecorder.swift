@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// Records the diagnostics a router sends, as values a test can assert on, in any test framework.
///
/// ```swift
/// let recorder = DiagnosticRecorder()
/// let router = try builder.build(options: RouterOptions(diagnostics: recorder.handler))
/// // ...
/// #expect(recorder.codes == [.completionCalledTwice])
/// ```
public final class DiagnosticRecorder: Sendable {
    private let log = EventLog<Diagnostic>()
    private let forward: DiagnosticHandler?
    private let continuation: AsyncStream<Diagnostic>.Continuation
    /// Every diagnostic as it is recorded, for tests that wait for one without sleeping. One consumer at a
    /// time; ``first(_:timeout:)`` may be called by many.
    public let stream: AsyncStream<Diagnostic>

    /// Creates an empty recorder; with `forwardingTo`, every diagnostic recorded is also sent there.
    ///
    /// - Parameter forward: Also given every diagnostic, if set.
    public init(forwardingTo forward: DiagnosticHandler? = nil) {
        self.forward = forward
        (stream, continuation) = AsyncStream.makeStream(of: Diagnostic.self)
    }

    deinit { continuation.finish() }

    /// The handler to give a router.
    public var handler: DiagnosticHandler {
        DiagnosticHandler.immediate { [self] diagnostic in
            log.append(diagnostic)
            continuation.yield(diagnostic)
            forward?(diagnostic)
        }
    }

    /// Whether diagnostics are also sent on (a harness forwards only to a handler the test set).
    package var isForwarding: Bool { forward != nil }

    /// Every diagnostic recorded so far, in order.
    public var diagnostics: [Diagnostic] { log.elements }

    /// How many diagnostics have been recorded.
    package var count: Int { log.count }

    /// The codes of the diagnostics recorded so far, in order.
    public var codes: [Diagnostic.Code] { diagnostics.map(\.code) }

    /// The diagnostics recorded so far with a code.
    ///
    /// - Parameter code: The code to match.
    public func diagnostics(_ code: Diagnostic.Code) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }

    /// Forgets what was recorded.
    public func removeAll() { log.removeAll() }

    /// Waits until a diagnostic with `code` has been recorded (including before the call), and returns it;
    /// `nil` when none came within `timeout` (default 60 seconds, generous because sanitizers and parallel
    /// suites are slow), so a test fails instead of hanging.
    ///
    /// - Parameters:
    ///   - code: The code to wait for.
    ///   - timeout: How long to wait before giving up (a safety net so a test fails rather than hangs).
    public func first(_ code: Diagnostic.Code, timeout: Duration = .seconds(60)) async -> Diagnostic? {
        await log.first(timeout: timeout.seconds) { $0.code == code }
    }

    /// Waits until a diagnostic matching `predicate` has been recorded, or `timeout` passes.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before giving up (a safety net so a test fails rather than hangs).
    ///   - predicate: Which diagnostic to wait for.
    public func first(
        timeout: Duration = .seconds(60), where predicate: @escaping @Sendable (Diagnostic) -> Bool
    ) async -> Diagnostic? {
        await log.first(timeout: timeout.seconds, where: predicate)
    }
}

import NotificationActions

/// Records the diagnostics a router sends, as values a test can assert on, in any test framework.
///
/// ```swift
/// let recorder = DiagnosticRecorder()
/// let router = try builder.build(options: RouterOptions(diagnostics: recorder.handler))
/// // ...
/// #expect(recorder.codes == [.completionCalledTwice])
/// ```
public final class DiagnosticRecorder: Sendable {
    private let recorded = Locked<[Diagnostic]>([])
    private let continuation: AsyncStream<Diagnostic>.Continuation
    /// Every diagnostic as it is recorded, for tests that wait for one without sleeping.
    public let stream: AsyncStream<Diagnostic>

    /// Creates an empty recorder.
    public init() {
        (stream, continuation) = AsyncStream.makeStream(of: Diagnostic.self)
    }

    deinit { continuation.finish() }

    /// The handler to give a router.
    public var handler: DiagnosticHandler {
        DiagnosticHandler { [self] diagnostic in
            recorded.withLock { $0.append(diagnostic) }
            continuation.yield(diagnostic)
        }
    }

    /// Every diagnostic recorded so far, in order.
    public var diagnostics: [Diagnostic] { recorded.withLock { $0 } }

    /// The codes of the diagnostics recorded so far, in order.
    public var codes: [Diagnostic.Code] { diagnostics.map(\.code) }

    /// The diagnostics recorded so far with a code.
    public func diagnostics(_ code: Diagnostic.Code) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }

    /// Forgets what was recorded.
    public func removeAll() { recorded.withLock { $0.removeAll() } }

    /// Waits until a diagnostic with `code` has been recorded (including before the call), and returns it.
    public func first(_ code: Diagnostic.Code) async -> Diagnostic? {
        if let found = diagnostics(code).first { return found }
        for await diagnostic in stream where diagnostic.code == code { return diagnostic }
        return diagnostics(code).first
    }
}

/// The completion handler a completion-style handler receives: call it exactly once when the work is
/// done. A second call is ignored and reported; releasing it (every copy) uncalled completes on your
/// behalf and is reported; a call after the router's deadline is ignored and reported.
///
/// Copies share one guard: calling any of them is calling it.
public struct CompletionHandler: Sendable {
    let guarded: CompletionGuard

    init(_ guarded: CompletionGuard) { self.guarded = guarded }

    /// Tells the system the work for this response is done.
    public func callAsFunction() { complete() }

    /// Tells the system the work for this response is done.
    package func complete() { guarded.core.handlerFinished(cause: .handlerCompleted) }
}

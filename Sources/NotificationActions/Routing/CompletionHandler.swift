/// The completion handler a completion-style handler receives: call it exactly once when the work is
/// done. A second call is ignored and reported; releasing it (every copy) uncalled completes on your
/// behalf and is reported; a call after the router's deadline is ignored and reported.
///
/// Copies share one guard: calling any of them is calling it. Guarding a response costs one allocation,
/// the guard, whose state, lock and reporting data live together.
public struct CompletionHandler: @unchecked Sendable {
    // Safe: the guard's state is only touched under its lock (see CompletionGuard).
    let guarded: CompletionGuard

    init(_ guarded: CompletionGuard) { self.guarded = guarded }

    /// Tells the system the work for this response is done.
    public func callAsFunction() { complete() }

    /// Tells the system the work for this response is done.
    public func complete() { guarded.handlerFinished(cause: .handlerCompleted) }
}

/// A Notification Service Extension's content handler, called exactly once: with the prepared content
/// when preparing finishes first, or with the fallback — a copy of the content as it arrived — when the
/// system's time runs out first (`serviceExtensionTimeWillExpire()`, which the system calls on a thread
/// of its own while the extension's task may still be working). Whichever comes second does nothing.
///
/// The two callers never share a content object: the task hands over a copy of the content it prepared,
/// made once it has finished changing it, and the fallback is a copy nobody changes.
package final class ContentHandoff<Content>: Sendable {
    /// The handler and the fallback, taken out under the lock by the one caller that delivers.
    private struct Pending: @unchecked Sendable {
        // The SDK declares neither the content nor the handler `Sendable`. The handler is called once, by
        // whichever caller takes `Pending` out of the lock; the fallback is never changed.
        let handler: (Content) -> Void
        let fallback: Content
    }

    private let pending: Locked<Pending?>

    /// A handoff to `handler`, with `fallback` for when the time runs out.
    ///
    /// - Parameters:
    ///   - fallback: A copy of the content as it arrived, which nobody changes.
    ///   - handler: The system's content handler.
    package init(fallback: Content, handler: @escaping (Content) -> Void) {
        pending = Locked(Pending(handler: handler, fallback: fallback))
    }

    /// Hands `content` to the handler, unless it was handed something already.
    ///
    /// - Parameter content: A copy of the prepared content, which its preparer no longer changes.
    /// - Returns: Whether this call delivered.
    @discardableResult
    package func deliver(_ content: Content) -> Bool {
        guard let taken = pending.exchange(with: nil) else { return false }
        taken.handler(content)
        return true
    }

    /// Hands the fallback to the handler, unless it was handed something already.
    ///
    /// - Returns: Whether this call delivered.
    @discardableResult
    package func expire() -> Bool {
        guard let taken = pending.exchange(with: nil) else { return false }
        taken.handler(taken.fallback)
        return true
    }

    /// Whether the handler has been called.
    package var delivered: Bool { pending.withLock { $0 == nil } }
}

import Dispatch
@_spi(Generated) import NotificationActions

/// A thread-safe, append-only list one can wait on (the test kit's recorders and the `demo` walk-through):
/// every waiter is resumed by the first
/// matching element, or with `nil` when its timeout passes, so a test that expects a report that never
/// comes fails instead of hanging.
package final class EventLog<Element: Sendable>: Sendable {
    private struct Waiter {
        var id: Int
        var matches: @Sendable (Element) -> Bool
        var continuation: CheckedContinuation<Element?, Never>
    }

    private struct State {
        var elements: [Element] = []
        var waiters: [Waiter] = []
        var nextWaiter = 0
    }

    private let state = Locked(State())

    package init() {}

    package var elements: [Element] { state.withLock { $0.elements } }

    package var count: Int { state.withLock { $0.elements.count } }

    package func removeAll() { state.withLock { $0.elements.removeAll() } }

    package func append(_ element: Element) {
        let woken = state.withLock { state -> [CheckedContinuation<Element?, Never>] in
            state.elements.append(element)
            var woken: [CheckedContinuation<Element?, Never>] = []
            state.waiters.removeAll { waiter in
                guard waiter.matches(element) else { return false }
                woken.append(waiter.continuation)
                return true
            }
            return woken
        }
        for continuation in woken { continuation.resume(returning: element) }
    }

    /// The first element (recorded before the call or after) that matches, or `nil` after `timeout`
    /// seconds.
    package func first(timeout: Double, where matches: @escaping @Sendable (Element) -> Bool) async
        -> Element?
    {
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        return await withCheckedContinuation { continuation in
            let found = state.withLock { state -> Element?? in
                if let found = state.elements.first(where: matches) { return .some(found) }
                state.waiters.append(Waiter(id: id, matches: matches, continuation: continuation))
                return .none
            }
            if case .some(let found) = found { return continuation.resume(returning: found) }
            // The timeout is a safety net against a test hanging, never what a test waits for.
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                let expired = state.withLock { state -> CheckedContinuation<Element?, Never>? in
                    guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                    return state.waiters.remove(at: index).continuation
                }
                expired?.resume(returning: nil)
            }
        }
    }
}

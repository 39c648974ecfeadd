import Foundation

/// Remembers the last responses a router admitted — by request identifier, action and delivery date — so
/// that one delivered twice is recognised. Bounded: a ring of the most recent `capacity` keys.
final class DuplicateFilter: Sendable {
    private struct Key: Hashable {
        var request: String
        var action: ActionIdentifier
        var date: Date
    }

    private struct State {
        var ring: [Key] = []
        var next = 0
        var counts = [Key: Int]()
    }

    let capacity: Int
    private let state = Locked(State())

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// Records `response`; true when it was seen among the last `capacity` responses.
    func isDuplicate(_ response: NotificationResponse) -> Bool {
        guard capacity > 0 else { return false }
        let key = Key(
            request: response.notification.requestIdentifier, action: response.actionIdentifier,
            date: response.notification.date)
        return state.withLock { state in
            if state.counts[key] != nil { return true }
            if state.ring.count < capacity {
                state.ring.append(key)
            } else {
                let old = state.ring[state.next]
                state.counts[old] = nil
                state.ring[state.next] = key
                state.next = (state.next + 1) % capacity
            }
            state.counts[key] = 1
            return false
        }
    }
}

import Foundation

/// The server-chosen categories registered on a device, with when each was last used: what keeps them
/// bounded. Without it they accumulate with every new button set, as Klaviyo's did until it added pruning
/// and a cap of 128 in 2026. Kept in a file both the app and its Notification Service Extension can read
/// (an App Group container): see ``ServerChosenCategoryStore``.
package struct ServerChosenCategoryLedger: Codable, Hashable, Sendable {
    /// One registered dynamic category.
    package struct Entry: Codable, Hashable, Sendable {
        /// The category's identifier (`na.dyn.…`).
        package var identifier: String
        /// When it was last used, in seconds since 1970.
        package var lastUsed: Double
        /// How many pushes used it.
        package var uses: Int
    }

    /// The format's version: 1.
    package var version = 1
    /// The categories, least recently used first.
    package private(set) var entries: [Entry] = []

    /// How many dynamic categories are kept by default. Each is a `UNNotificationCategory` the system
    /// holds for the app; 32 covers the button sets of the notifications a user keeps around.
    package static let defaultCapacity = 32

    /// Creates an empty ledger.
    package init() {}

    /// The identifiers, least recently used first.
    package var identifiers: [CategoryIdentifier] { entries.map { CategoryIdentifier($0.identifier) } }

    /// Records a use of `identifier` at `time`, and evicts the least recently used beyond `capacity`.
    ///
    /// - Parameters:
    ///   - identifier: The dynamic category used by a push.
    ///   - time: Now, in seconds since 1970.
    ///   - capacity: The most categories to keep (at least 1).
    /// - Returns: The identifiers evicted, least recently used first: unregister them.
    @discardableResult
    package mutating func use(
        _ identifier: CategoryIdentifier, at time: Double, capacity: Int = defaultCapacity
    )
        -> [CategoryIdentifier]
    {
        var entry = Entry(identifier: identifier.rawValue, lastUsed: time, uses: 1)
        if let index = entries.firstIndex(where: { $0.identifier == identifier.rawValue }) {
            entry.uses = entries[index].uses + 1
            entries.remove(at: index)
        }
        entries.append(entry)
        let excess = entries.count - max(1, capacity)
        guard excess > 0 else { return [] }
        let evicted = entries.prefix(excess).map { CategoryIdentifier($0.identifier) }
        entries.removeFirst(excess)
        return evicted
    }

    /// Forgets the categories no delivered notification uses any more, except those used within the last
    /// `grace` seconds (a push being shown right now may not be in Notification Center yet).
    ///
    /// - Parameters:
    ///   - delivered: The category identifiers of the notifications still in Notification Center.
    ///   - now: Now, in seconds since 1970.
    ///   - grace: Seconds a new category is kept even when no delivered notification uses it. Default 60.
    /// - Returns: The identifiers removed: unregister them.
    package mutating func prune(keeping delivered: Set<CategoryIdentifier>, now: Double, grace: Double = 60)
        -> [CategoryIdentifier]
    {
        var removed: [CategoryIdentifier] = []
        entries.removeAll { entry in
            let gone =
                !delivered.contains(CategoryIdentifier(entry.identifier)) && now - entry.lastUsed > grace
            if gone { removed.append(CategoryIdentifier(entry.identifier)) }
            return gone
        }
        return removed
    }
}

extension CategoryRegistry {
    /// Combines this registry with another (an app's with a third-party SDK's) without replacing anything.
    ///
    /// A category that both define identically is kept once; one they define differently is an error,
    /// as is anything the platform rules reject in the union. The result keeps this registry's profile.
    ///
    /// - Parameter other: The categories to add; one with an identifier already present replaces it.
    ///
    /// - Throws: ``RegistryError`` with a `conflicting-category` issue per conflict.
    public func merging(_ other: CategoryRegistry) throws(RegistryError) -> CategoryRegistry {
        let merge = Self.merge(categories, other.categories)
        let conflicts = merge.conflicts.map { conflict in
            ValidationIssue(
                .error, .conflictingCategory, at: IssueLocation(path: "categories[\(conflict.index)]"),
                conflict.message)
        }
        guard conflicts.isEmpty else { throw RegistryError(issues: conflicts) }
        return try CategoryRegistry(categories: merge.categories, profile: profile)
    }

    /// A category that two sets define differently.
    struct MergeConflict: Sendable {
        /// The category's index in the second set.
        var index: Int
        var identifier: CategoryIdentifier
        var message: String
    }

    /// The union of two sets of categories, keeping the first set's definition on a conflict, and the
    /// conflicts found. Platform-neutral so the Apple bridge's merging registration is tested on Linux.
    static func merge(_ base: [NotificationCategory], _ other: [NotificationCategory])
        -> (categories: [NotificationCategory], conflicts: [MergeConflict])
    {
        var result = base
        var index = [CategoryIdentifier: Int]()
        for (position, category) in base.enumerated() where index[category.identifier] == nil {
            index[category.identifier] = position
        }
        var conflicts: [MergeConflict] = []
        for (position, category) in other.enumerated() {
            guard let existing = index[category.identifier].map({ result[$0] }) else {
                index[category.identifier] = result.count
                result.append(category)
                continue
            }
            if existing != category {
                conflicts.append(
                    MergeConflict(
                        index: position, identifier: category.identifier,
                        message:
                            "category \(quoted(category.identifier)) is defined differently by both registries "
                            + "(\(difference(existing, category))); registering one would silently replace the other's "
                            + "buttons, so rename one category or make the definitions identical"
                    ))
            }
        }
        return (result, conflicts)
    }

    /// What differs between two definitions of a category, briefly.
    static func difference(_ lhs: NotificationCategory, _ rhs: NotificationCategory) -> String {
        let left = lhs.actions.map(\.identifier.rawValue)
        let right = rhs.actions.map(\.identifier.rawValue)
        if left != right { return "actions \(quotedList(left)) versus \(quotedList(right))" }
        if let index = Array(zip(lhs.actions, rhs.actions)).firstIndex(where: { $0 != $1 }) {
            return "action \(quoted(lhs.actions[index].identifier)) differs"
        }
        if lhs.options != rhs.options { return "options differ" }
        if lhs.minimalActions != rhs.minimalActions { return "minimalActions differ" }
        return "presentation settings differ"
    }
}

@_spi(Generated) import NotificationActions

extension RouterBuilder {
    /// The registry's actions that no route takes: with `countingFallbacks` (the default), an action a
    /// fallback takes is covered; without, only an action route (in its category or any category)
    /// covers it. An empty result means every button the user can press has a handler.
    public func uncoveredActions(countingFallbacks: Bool = true) -> [(
        category: CategoryIdentifier, action: ActionIdentifier
    )] {
        uncoveredActionReferences(countingFallbacks: countingFallbacks).map { ($0.category, $0.action) }
    }

    /// ``uncoveredActions(countingFallbacks:)`` as the package's own references.
    package func uncoveredActionReferences(countingFallbacks: Bool = true) -> [ActionReference] {
        if countingFallbacks { return coverage().unroutedActions }
        return registry.categories.flatMap { category in
            category.actions.compactMap { action in
                let covered =
                    routeKinds.contains(.action(action.identifier, in: category.identifier))
                    || routeKinds.contains(.anyCategory(action.identifier))
                return covered
                    ? nil : ActionReference(category: category.identifier, action: action.identifier)
            }
        }
    }
}

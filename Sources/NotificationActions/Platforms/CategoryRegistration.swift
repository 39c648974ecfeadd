/// How to register an app's categories without wiping anyone else's: `setNotificationCategories`
/// replaces the whole set, so the registration reads what is registered, keeps every category it does
/// not own, and reports the ones it redefines.
package enum CategoryRegistration {
    /// The categories to set: the registry's (in its registered action order), then every existing
    /// category the registry does not define. An existing category the registry defines differently (an
    /// earlier launch's, or another library's of the same name) is replaced and reported.
    package static func plan(registering registry: CategoryRegistry, existing: [NotificationCategory])
        -> (categories: [NotificationCategory], diagnostics: [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        let ours = registry.categories.map { category in
            var registered = category
            registered.actions = category.registeredActions(for: registry.profile)
            return registered
        }
        var result = ours
        for category in existing {
            guard let mine = registry.category(category.identifier) else {
                result.append(category)
                continue
            }
            if mine.systemDefinition != category.systemDefinition {
                diagnostics.append(
                    Diagnostic(
                        .categoryRedefined, .warning,
                        PlatformMessages.categoryRedefined(
                            category.identifier,
                            difference: CategoryRegistry.difference(
                                category.systemDefinition, mine.systemDefinition)),
                        category: category.identifier))
            }
        }
        return (result, diagnostics)
    }
}

extension Diagnostic.Code {
    /// Registration replaced a category registered earlier with a different definition.
    public static let categoryRedefined = Self("category-redefined", topic: .registration)
}

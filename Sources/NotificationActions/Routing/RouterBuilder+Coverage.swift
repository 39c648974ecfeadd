extension RouterBuilder {
    /// Checks the routes against the registry without building: routes for unknown categories or actions
    /// and duplicate registrations (errors), unrouted actions, dismiss routes and server-chosen routes that
    /// cannot fire (warnings).
    package func coverage() -> CoverageReport {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        let categoryNames = registry.categoryIdentifiers.map(\.rawValue)

        func unknownCategory(_ category: CategoryIdentifier, _ route: RouteDescription) {
            errors.append(
                Diagnostic(
                    .routeUnknownCategory, .error,
                    CoverageMessages.unknownCategory(route, category, categories: categoryNames),
                    category: category, registeredAt: route.registeredAt))
        }

        for kind in order {
            let route = routes[kind]!.description
            switch kind {
            case .action(let action, let category):
                guard let definition = registry.category(category) else {
                    unknownCategory(category, route)
                    continue
                }
                if action == .dismissAction, !definition.options.contains(.customDismissAction) {
                    warnings.append(
                        Diagnostic(
                            .dismissRouteNeverDelivered, .warning,
                            CoverageMessages.dismissNeverDelivered(route, in: category),
                            category: category, action: action, registeredAt: route.registeredAt))
                }
                guard !action.isReserved, !registry.contains(action, in: category) else { continue }
                let names = definition.actions.map(\.identifier.rawValue)
                let owners = registry.categories(containing: action).map(\.rawValue)
                errors.append(
                    Diagnostic(
                        .routeUnknownAction, .error,
                        CoverageMessages.unknownAction(
                            route, action, in: category, actions: names, owners: owners),
                        category: category, action: action, registeredAt: route.registeredAt))
            case .anyCategory(let action):
                if action == .dismissAction,
                    !registry.categories.contains(where: { $0.options.contains(.customDismissAction) })
                {
                    warnings.append(
                        Diagnostic(
                            .dismissRouteNeverDelivered, .warning,
                            CoverageMessages.dismissNeverDelivered(route),
                            action: action, registeredAt: route.registeredAt))
                }
                guard !action.isReserved, registry.categories(containing: action).isEmpty else { continue }
                let all = registry.categories.flatMap { $0.actions.map(\.identifier.rawValue) }
                errors.append(
                    Diagnostic(
                        .routeUnknownAction, .error,
                        CoverageMessages.unknownAction(route, action, actions: all),
                        action: action, registeredAt: route.registeredAt))
            case .categoryFallback(let category):
                if !registry.contains(category) { unknownCategory(category, route) }
            case .serverChosen(let action):
                // A server-chosen button is in no registered category: its push names its buttons, which may
                // not reuse a registered action's identifier.
                let owners = registry.categories(containing: action).map(\.rawValue)
                if !owners.isEmpty {
                    warnings.append(
                        Diagnostic(
                            .serverChosenRouteNeverDelivered, .warning,
                            CoverageMessages.serverChosenNeverDelivered(route, action, owners: owners),
                            action: action, registeredAt: route.registeredAt))
                }
            case .globalFallback:
                break
            }
        }
        for (category, override) in presentations where !registry.contains(category) {
            unknownCategory(
                category, RouteDescription(kind: .categoryFallback(category), registeredAt: override.site))
        }
        for (first, second) in duplicates {
            errors.append(
                Diagnostic(
                    .duplicateRoute, .error,
                    CoverageMessages.duplicateRoute(first: first, second: second),
                    registeredAt: second.registeredAt))
        }

        // The routes registered once per router: every registration after the first is an error.
        let single: [([SourceSite], (SourceSite, SourceSite) -> String)] = [
            (openSettings.map(\.site), CoverageMessages.duplicateOpenSettings),
            (urlOpeners.map(\.site), CoverageMessages.duplicateURLOpener),
        ]
        for (sites, message) in single {
            for extra in sites.dropFirst() {
                errors.append(
                    Diagnostic(.duplicateRoute, .error, message(sites[0], extra), registeredAt: extra))
            }
        }

        var unrouted: [ActionReference] = []
        let hasGlobalFallback = routes[.globalFallback] != nil
        for category in registry.categories {
            let hasFallback = hasGlobalFallback || routes[.categoryFallback(category.identifier)] != nil
            for action in category.actions {
                let routed =
                    hasFallback || routes[.action(action.identifier, in: category.identifier)] != nil
                    || routes[.anyCategory(action.identifier)] != nil
                guard !routed else { continue }
                unrouted.append(ActionReference(category: category.identifier, action: action.identifier))
                warnings.append(
                    Diagnostic(
                        .unroutedAction, .warning,
                        CoverageMessages.unroutedAction(action.identifier, in: category.identifier),
                        category: category.identifier, action: action.identifier))
            }
            if category.options.contains(.customDismissAction), !hasFallback,
                routes[.action(.dismissAction, in: category.identifier)] == nil,
                routes[.anyCategory(.dismissAction)] == nil
            {
                warnings.append(
                    Diagnostic(
                        .dismissUnrouted, .warning,
                        CoverageMessages.dismissUnrouted(category.identifier),
                        category: category.identifier, action: .dismissAction))
            }
        }
        return CoverageReport(diagnostics: errors + warnings, unroutedActions: unrouted)
    }
}

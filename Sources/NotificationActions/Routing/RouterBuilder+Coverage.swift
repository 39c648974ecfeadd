extension RouterBuilder {
    /// Checks the routes against the registry without building: routes for unknown categories or actions
    /// and duplicate registrations (errors), unrouted actions and dismiss routes that cannot fire (warnings).
    public func coverage() -> CoverageReport {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        let categoryNames = registry.categoryIdentifiers.map(\.rawValue)

        func unknownCategory(_ category: CategoryIdentifier, _ route: RouteDescription) {
            errors.append(
                Diagnostic(
                    .routeUnknownCategory, .error,
                    "\(route) names category \(quoted(category)), which the registry does not have.\(Suggestion.didYouMean(category.rawValue, in: categoryNames)) The categories are \(quotedList(categoryNames)).",
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
                            "\(route) never runs: category \(quoted(category)) does not have the 'customDismissAction' option, so the system delivers no dismissals for it. Add the option or remove the route.",
                            category: category, action: action, registeredAt: route.registeredAt))
                }
                guard !action.isReserved, !registry.contains(action, in: category) else { continue }
                let names = definition.actions.map(\.identifier.rawValue)
                let owners = registry.categories(containing: action).map(\.rawValue)
                let elsewhere =
                    owners.isEmpty ? "" : " It is an action of \(quotedList(owners)); route it there."
                errors.append(
                    Diagnostic(
                        .routeUnknownAction, .error,
                        "\(route) names action \(quoted(action)), which category \(quoted(category)) does not have.\(Suggestion.didYouMean(action.rawValue, in: names))\(elsewhere) Its actions are \(quotedList(names)).",
                        category: category, action: action, registeredAt: route.registeredAt))
            case .anyCategory(let action):
                if action == .dismissAction,
                    !registry.categories.contains(where: { $0.options.contains(.customDismissAction) })
                {
                    warnings.append(
                        Diagnostic(
                            .dismissRouteNeverDelivered, .warning,
                            "\(route) never runs: no category has the 'customDismissAction' option, so the system delivers no dismissals.",
                            action: action, registeredAt: route.registeredAt))
                }
                guard !action.isReserved, registry.categories(containing: action).isEmpty else { continue }
                let all = registry.categories.flatMap { $0.actions.map(\.identifier.rawValue) }
                errors.append(
                    Diagnostic(
                        .routeUnknownAction, .error,
                        "\(route) names action \(quoted(action)), which no category has.\(Suggestion.didYouMean(action.rawValue, in: all))",
                        action: action, registeredAt: route.registeredAt))
            case .categoryFallback(let category):
                if !registry.contains(category) { unknownCategory(category, route) }
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
                    "\(second.kind) is registered twice, at \(first.registeredAt) and at \(second.registeredAt); a response can run only one. Remove one registration.",
                    registeredAt: second.registeredAt))
        }

        for extra in openSettings.dropFirst() {
            errors.append(
                Diagnostic(
                    .duplicateRoute, .error,
                    "the open-settings handler is registered twice, at \(openSettings[0].site) and at \(extra.site); the system asks once. Remove one registration.",
                    registeredAt: extra.site))
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
                        "action \(quoted(action.identifier)) of category \(quoted(category.identifier)) has no route and no fallback; a press would only be reported. Register a handler for it, or a fallback.",
                        category: category.identifier, action: action.identifier))
            }
            if category.options.contains(.customDismissAction), !hasFallback,
                routes[.action(.dismissAction, in: category.identifier)] == nil,
                routes[.anyCategory(.dismissAction)] == nil
            {
                warnings.append(
                    Diagnostic(
                        .dismissUnrouted, .warning,
                        "category \(quoted(category.identifier)) has the 'customDismissAction' option but no dismiss route and no fallback; register one with handleDismiss(in: \"\(category.identifier)\"), or remove the option.",
                        category: category.identifier, action: .dismissAction))
            }
        }
        return CoverageReport(diagnostics: errors + warnings, unroutedActions: unrouted)
    }
}

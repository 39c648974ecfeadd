/// The messages of ``RouterBuilder/coverage()``'s diagnostics, one function per code.
enum CoverageMessages {
    /// `route-unknown-category`; `categories` are the registry's.
    @inline(never) static func unknownCategory(
        _ route: RouteDescription, _ category: CategoryIdentifier, categories: [String]
    )
        -> String
    {
        "\(route) names category \(quoted(category)), which the registry does not have."
            + "\(Suggestion.didYouMean(category.rawValue, in: categories)) The categories are "
            + "\(quotedList(categories))."
    }

    /// `dismiss-route-never-delivered`, for a route of one category.
    @inline(never) static func dismissNeverDelivered(
        _ route: RouteDescription, in category: CategoryIdentifier
    ) -> String {
        "\(route) never runs: category \(quoted(category)) does not have the 'customDismissAction' option, so "
            + "the system delivers no dismissals for it. Add the option or remove the route."
    }

    /// `server-chosen-route-never-delivered`: `owners` are the categories that have the action.
    @inline(never) static func serverChosenNeverDelivered(
        _ route: RouteDescription, _ action: ActionIdentifier, owners: [String]
    ) -> String {
        "\(route) never runs: \(quoted(action)) is an action of \(quotedList(owners)), and a push's "
            + "server-chosen buttons may not reuse a registered identifier (the service extension refuses "
            + "such a spec: shadows-static-action). Give the server's button another identifier, or route the "
            + "registered action with handle(_:in:)."
    }

    /// `dismiss-route-never-delivered`, for a route of any category.
    @inline(never) static func dismissNeverDelivered(_ route: RouteDescription) -> String {
        "\(route) never runs: no category has the 'customDismissAction' option, so the system delivers no "
            + "dismissals."
    }

    /// `route-unknown-action`, in one category; `actions` are its, `owners` the categories that have it.
    @inline(never) static func unknownAction(
        _ route: RouteDescription, _ action: ActionIdentifier, in category: CategoryIdentifier,
        actions: [String],
        owners: [String]
    ) -> String {
        let elsewhere = owners.isEmpty ? "" : " It is an action of \(quotedList(owners)); route it there."
        return "\(route) names action \(quoted(action)), which category \(quoted(category)) does not have."
            + "\(Suggestion.didYouMean(action.rawValue, in: actions))\(elsewhere) Its actions are "
            + "\(quotedList(actions))."
    }

    /// `route-unknown-action`, in any category; `actions` are every category's.
    @inline(never) static func unknownAction(
        _ route: RouteDescription, _ action: ActionIdentifier, actions: [String]
    )
        -> String
    {
        "\(route) names action \(quoted(action)), which no category has."
            + Suggestion.didYouMean(action.rawValue, in: actions)
    }

    /// `duplicate-route`.
    @inline(never) static func duplicateRoute(first: RouteDescription, second: RouteDescription) -> String {
        "\(second.kind) is registered twice, at \(first.registeredAt) and at \(second.registeredAt); a response "
            + "can run only one. Remove one registration."
    }

    /// `duplicate-route`, for the open-settings handler.
    @inline(never) static func duplicateOpenSettings(first: SourceSite, second: SourceSite) -> String {
        "the open-settings handler is registered twice, at \(first) and at \(second); the system asks once. "
            + "Remove one registration."
    }

    /// `duplicate-route`, for the route that opens server-chosen buttons' URLs.
    @inline(never) static func duplicateURLOpener(first: SourceSite, second: SourceSite) -> String {
        "handleServerChosenURLs is registered twice, at \(first) and at \(second); a URL is opened once. "
            + "Remove one registration."
    }

    /// `unrouted-action`.
    @inline(never) static func unroutedAction(_ action: ActionIdentifier, in category: CategoryIdentifier)
        -> String
    {
        "action \(quoted(action)) of category \(quoted(category)) has no route and no fallback; a press would "
            + "only be reported. Register a handler for it, or a fallback."
    }

    /// `dismiss-unrouted`.
    @inline(never) static func dismissUnrouted(_ category: CategoryIdentifier) -> String {
        "category \(quoted(category)) has the 'customDismissAction' option but no dismiss route and no "
            + "unmatched route; register one with handle(.dismissAction, in: \"\(category)\"), or remove the option."
    }
}

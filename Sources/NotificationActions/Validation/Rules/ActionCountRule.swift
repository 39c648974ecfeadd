/// No more actions than the profile's default context shows; more than a banner shows only with
/// `minimalActions` naming the ones that matter.
enum ActionCountRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let category = context.category
        let profile = context.profile
        let count = category.actions.count
        if count > profile.defaultActionLimit {
            let dropped = category.actions.dropFirst(profile.defaultActionLimit).map(\.identifier.rawValue)
            context.report(
                .error, .tooManyActions, at: ".actions",
                RuleMessages.tooManyActions(
                    context.categoryName, count: count, profile: profile, dropped: dropped)
            )
        }
        if category.minimalActions == nil, count > profile.minimalActionLimit {
            let shown = category.actions.prefix(profile.minimalActionLimit).map(\.identifier.rawValue)
            context.report(
                .warning, .implicitMinimalActions,
                RuleMessages.implicitMinimalActions(
                    context.categoryName, count: count, limit: profile.minimalActionLimit, shown: shown)
            )
        }
    }
}

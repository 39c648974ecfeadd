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
                "category \(context.categoryName) has \(count) actions, but the \(profile) profile shows at most \(profile.defaultActionLimit) and the system silently drops \(quotedList(dropped)); move them to another category or remove them"
            )
        }
        if category.minimalActions == nil, count > profile.minimalActionLimit {
            let shown = category.actions.prefix(profile.minimalActionLimit).map(\.identifier.rawValue)
            context.report(
                .warning, .implicitMinimalActions,
                "category \(context.categoryName) has \(count) actions but no 'minimalActions': banners and the lock screen show only the first \(profile.minimalActionLimit) (\(quotedList(shown))); name the ones that matter in 'minimalActions'"
            )
        }
    }
}

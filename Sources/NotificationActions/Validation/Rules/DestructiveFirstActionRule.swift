/// The most prominent button should not be the destructive one — when there is another to put first (an
/// "Unfollow" or "Opt out" category whose only actions are destructive has none).
enum DestructiveFirstActionRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let actions = context.category.actions
        guard let first = actions.first, first.options.contains(.destructive),
            actions.contains(where: { !$0.options.contains(.destructive) })
        else { return }
        context.report(
            .warning, .destructiveFirstAction, atAction: 0,
            "the first action \(quoted(first.identifier)) of category \(context.categoryName) is destructive: it is the most prominent button in banners and the easiest to press by mistake; put a non-destructive action first"
        )
    }
}

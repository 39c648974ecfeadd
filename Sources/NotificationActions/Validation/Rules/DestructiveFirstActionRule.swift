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
            RuleMessages.destructiveFirst(first.identifier, category: context.categoryName)
        )
    }
}

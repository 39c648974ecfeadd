/// The most prominent button should not be the destructive one.
enum DestructiveFirstActionRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        guard let first = context.category.actions.first, first.options.contains(.destructive) else { return }
        context.report(
            .warning, .destructiveFirstAction, atAction: 0,
            "the first action \(quoted(first.identifier)) of category \(context.categoryName) is destructive: it is the most prominent button in banners and the easiest to press by mistake; put a non-destructive action first"
        )
    }
}

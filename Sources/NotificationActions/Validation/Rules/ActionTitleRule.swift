/// Every button has a label, within the limit, with nothing that shows as garbage.
enum ActionTitleRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let title = context.action.title
        if title.allSatisfy(\.isWhitespace) {
            context.report(
                .error, .emptyTitle, at: ".title",
                RuleMessages.emptyTitle(context.actionName, category: context.categoryName)
            )
        }
        TextRules.checkLength(title, "title", at: ".title", &context)
        TextRules.checkVisible(title, "the title of action \(context.actionName)", at: ".title", &context)
    }
}

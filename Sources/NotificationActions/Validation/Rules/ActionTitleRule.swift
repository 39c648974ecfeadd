/// Every button has a label, within the limit, with nothing that shows as garbage.
enum ActionTitleRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let title = context.action.title
        if title.allSatisfy(\.isWhitespace) {
            context.report(
                .error, .emptyTitle, at: ".title",
                "action \(context.actionName) of category \(context.categoryName) has an empty title; give the button a label"
            )
        }
        TextRules.checkLength(title, "title", at: ".title", &context)
        TextRules.checkVisible(title, "the title of action \(context.actionName)", at: ".title", &context)
    }
}

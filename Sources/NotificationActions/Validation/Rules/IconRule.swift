/// An icon names an image.
enum IconRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        guard let icon = context.action.icon else { return }
        if icon.name.isEmpty {
            context.report(
                .error, .invalidIcon, at: ".icon",
                RuleMessages.emptyIconName(context.actionName, category: context.categoryName)
            )
        }
        TextRules.checkLength(icon.name, "icon name", at: ".icon", &context)
    }
}

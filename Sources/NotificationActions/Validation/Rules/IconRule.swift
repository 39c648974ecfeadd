/// An icon names an image.
enum IconRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        guard let icon = context.action.icon else { return }
        if icon.name.isEmpty {
            context.report(
                .error, .invalidIcon, at: ".icon",
                "the icon of action \(context.actionName) in category \(context.categoryName) has an empty image name; name an SF Symbol ('systemImageName') or a template image ('templateImageName')"
            )
        }
        TextRules.checkLength(icon.name, "icon name", at: ".icon", &context)
    }
}

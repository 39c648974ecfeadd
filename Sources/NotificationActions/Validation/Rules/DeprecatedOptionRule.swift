/// `allowAnnouncement` is ignored since iOS 15.
enum DeprecatedOptionRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        guard context.category.options.contains(.allowAnnouncement) else { return }
        context.report(
            .warning, .deprecatedOption, at: ".options",
            RuleMessages.allowAnnouncement(context.categoryName)
        )
    }
}

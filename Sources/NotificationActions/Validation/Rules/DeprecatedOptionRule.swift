/// `allowAnnouncement` is ignored since iOS 15.
enum DeprecatedOptionRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        guard context.category.options.contains(.allowAnnouncement) else { return }
        context.report(
            .warning, .deprecatedOption, at: ".options",
            "'allowAnnouncement' in category \(context.categoryName) is ignored since iOS 15 (announcement is the user's choice in Settings); remove it"
        )
    }
}

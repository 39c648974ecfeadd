/// A category's identifier is non-empty, unique in the app, within the length limit and spelled so that
/// payloads can match it; its intent identifiers are within the limit too.
enum CategoryIdentifierRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let category = context.category
        if category.identifier.rawValue.isEmpty {
            context.report(
                .error, .emptyIdentifier, at: ".identifier",
                RuleMessages.emptyCategoryIdentifier
            )
        } else if let first = context.firstCategory[category.identifier], first != context.categoryIndex {
            context.report(
                .error, .duplicateCategory, at: ".identifier",
                RuleMessages.duplicateCategory(context.categoryName, first: first)
            )
        }
        TextRules.checkLength(
            category.identifier.rawValue, "category identifier", at: ".identifier", &context)
        TextRules.checkIdentifier(
            category.identifier.rawValue, "the category identifier", at: ".identifier", &context)
        for (index, intent) in category.intentIdentifiers.enumerated() {
            TextRules.checkLength(intent, "intent identifier", at: ".intentIdentifiers[\(index)]", &context)
        }
    }
}

/// A category's identifier is non-empty, unique in the app, within the length limit and spelled so that
/// payloads can match it; its intent identifiers are within the limit too.
enum CategoryIdentifierRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let category = context.category
        if category.identifier.rawValue.isEmpty {
            context.report(
                .error, .emptyIdentifier, at: ".identifier",
                "the category identifier is empty; give it the non-empty identifier that notifications and push payloads name in 'aps.category'"
            )
        } else if let first = context.firstCategory[category.identifier], first != context.categoryIndex {
            context.report(
                .error, .duplicateCategory, at: ".identifier",
                "duplicate category identifier \(context.categoryName): categories[\(first)] already declares it, and registering both would drop one; rename or remove one of them"
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

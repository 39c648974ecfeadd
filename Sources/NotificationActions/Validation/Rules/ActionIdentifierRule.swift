/// An action's identifier is non-empty, not one the system reserves, unique in its category, defined the
/// same wherever another category shares it, within the limit and spelled so payloads can match it.
enum ActionIdentifierRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let action = context.action
        guard let index = context.actionIndex else { preconditionFailure("an action rule run on a category") }
        if action.identifier.rawValue.isEmpty {
            context.report(
                .error, .emptyIdentifier, at: ".identifier",
                "action \(index) of category \(context.categoryName) has an empty identifier; give it the identifier your handler routes on"
            )
        } else if action.identifier.isReserved {
            let meaning =
                action.identifier == .defaultAction ? "a tap on the notification body" : "a dismissal"
            context.report(
                .error, .reservedIdentifier, at: ".identifier",
                "action identifier \(context.actionName) in category \(context.categoryName) is reserved by the system for \(meaning); choose another identifier"
            )
        } else if let first = context.actionIndices[action.identifier], first != index {
            context.report(
                .error, .duplicateAction, at: ".identifier",
                "duplicate action identifier \(context.actionName) in category \(context.categoryName): actions[\(first)] already uses it, and a response could not tell them apart; rename one of them"
            )
        } else if let first = context.firstActionDefinition[action.identifier],
            first.category != context.categoryIndex, first.action != action
        {
            let other = quoted(context.categories[first.category].identifier)
            context.report(
                .warning, .sharedActionIdentifier, at: ".identifier",
                "action identifier \(context.actionName) is defined differently in categories \(other) and \(context.categoryName); the app's delegate tells actions apart by identifier alone, so give them distinct identifiers or identical definitions"
            )
        }
        TextRules.checkLength(action.identifier.rawValue, "action identifier", at: ".identifier", &context)
        TextRules.checkIdentifier(
            action.identifier.rawValue,
            "the identifier of action \(index) in category \(context.categoryName)",
            at: ".identifier", &context)
    }
}

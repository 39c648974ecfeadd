/// An action's identifier is non-empty, not one the system reserves, unique in its category, defined the
/// same wherever another category shares it, within the limit and spelled so payloads can match it.
enum ActionIdentifierRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let action = context.action
        guard let index = context.actionIndex else { preconditionFailure("an action rule run on a category") }
        if action.identifier.rawValue.isEmpty {
            context.report(
                .error, .emptyIdentifier, at: ".identifier",
                RuleMessages.emptyActionIdentifier(index: index, category: context.categoryName)
            )
        } else if action.identifier.isReserved {
            let meaning =
                action.identifier == .defaultAction ? "a tap on the notification body" : "a dismissal"
            context.report(
                .error, .reservedIdentifier, at: ".identifier",
                RuleMessages.reservedIdentifier(
                    context.actionName, category: context.categoryName, meaning: meaning)
            )
        } else if let first = context.actionIndices[action.identifier], first != index {
            context.report(
                .error, .duplicateAction, at: ".identifier",
                RuleMessages.duplicateAction(context.actionName, category: context.categoryName, first: first)
            )
        } else if let first = context.firstActionDefinition[action.identifier],
            first.category != context.categoryIndex, first.action != action
        {
            let other = quoted(context.categories[first.category].identifier)
            context.report(
                .warning, .sharedActionIdentifier, at: ".identifier",
                RuleMessages.sharedActionIdentifier(
                    context.actionName, category: context.categoryName, other: other)
            )
        }
        TextRules.checkLength(action.identifier.rawValue, "action identifier", at: ".identifier", &context)
        TextRules.checkIdentifier(
            action.identifier.rawValue,
            "the identifier of action \(index) in category \(context.categoryName)",
            at: ".identifier", &context)
    }
}

/// `minimalActions` names actions of the category, each once, within the minimal context's limit, and —
/// since iOS 10 takes a banner's buttons from the start of the one action list — declared first.
enum MinimalActionsRule: ValidationRule {
    static func check(_ context: inout RuleContext) {
        let category = context.category
        guard let minimal = category.minimalActions else { return }
        let name = context.categoryName
        var seen: Set<ActionIdentifier> = []
        for (index, identifier) in minimal.enumerated() {
            let suffix = ".minimalActions[\(index)]"
            if context.actionIndices[identifier] == nil {
                var names: [String] = []
                for action in category.actions where !names.contains(action.identifier.rawValue) {
                    names.append(action.identifier.rawValue)
                }
                let hint = Suggestion.didYouMean(identifier.rawValue, in: names)
                context.report(
                    .error, .unknownMinimalAction, at: suffix,
                    RuleMessages.unknownMinimalAction(identifier, category: name, actions: names, hint: hint)
                )
            } else if !seen.insert(identifier).inserted {
                context.report(
                    .error, .duplicateMinimalAction, at: suffix,
                    "'minimalActions' of category \(name) names \(quoted(identifier)) twice; list each action once"
                )
            }
        }
        let known = minimal.filter { context.actionIndices[$0] != nil }
        if context.profile != .legacy, known.count == minimal.count, Set(known).count == known.count,
            known != category.actions.prefix(known.count).map(\.identifier)
        {
            let order = category.registeredActions(for: context.profile).map(\.identifier.rawValue)
            context.report(
                .warning, .minimalActionsReordered, at: ".minimalActions",
                RuleMessages.minimalActionsReordered(name, minimal: known.map(\.rawValue), order: order)
            )
        }
        if minimal.count > context.profile.minimalActionLimit {
            let limit = context.profile.minimalActionLimit
            context.report(
                .error, .tooManyMinimalActions, at: ".minimalActions",
                RuleMessages.tooManyMinimalActions(name, count: minimal.count, limit: limit)
            )
        }
    }
}

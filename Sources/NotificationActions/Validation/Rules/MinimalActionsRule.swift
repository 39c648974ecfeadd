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
                    "'minimalActions' of category \(name) names \(quoted(identifier)), which is not one of its actions (\(quotedList(names))).\(hint.isEmpty ? " Name one of them instead." : hint)"
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
                "'minimalActions' of category \(name) (\(quotedList(known.map(\.rawValue)))) are not its first actions; iOS 10 and later take a banner's buttons from the start of the one action list, so they are registered first and the expanded view shows \(quotedList(order)). Declare them first, so the order you write is the order users see"
            )
        }
        if minimal.count > context.profile.minimalActionLimit {
            let limit = context.profile.minimalActionLimit
            context.report(
                .error, .tooManyMinimalActions, at: ".minimalActions",
                "'minimalActions' of category \(name) has \(minimal.count) actions, but the minimal context shows at most \(limit); keep the \(limit) that matter most"
            )
        }
    }
}

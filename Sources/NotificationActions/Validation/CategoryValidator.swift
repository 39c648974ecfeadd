/// The platform's rules for categories and actions, applied alike to categories declared in Swift and
/// decoded from JSON. Each rule is its own type in `Validation/Rules/`; this lists them, in the order
/// their findings are reported.
enum CategoryValidator {
    /// The longest string, in characters, that a configuration may hold.
    static var maxStringLength: Int { TextRules.maxLength }

    /// Rules about a category as a whole, run before its actions are checked.
    static var categoryRules: [any ValidationRule.Type] {
        [
            CategoryIdentifierRule.self, DeprecatedOptionRule.self, FormatStringRule.self,
            ActionCountRule.self,
            DestructiveFirstActionRule.self,
        ]
    }

    /// Rules about one action, run for each action of each category.
    static var actionRules: [any ValidationRule.Type] {
        [
            ActionIdentifierRule.self, ActionTitleRule.self, RedundantAuthenticationRule.self,
            TextInputRule.self,
            IconRule.self,
        ]
    }

    /// Rules about a category that need its actions checked first.
    static var afterActionRules: [any ValidationRule.Type] {
        [MinimalActionsRule.self, AvailabilityRule.self]
    }

    /// Applies every rule. Without a deployment target, the `legacy` profile checks features against
    /// iOS 8, the generation it describes.
    static func validate(
        _ categories: [NotificationCategory], profile: PlatformProfile,
        deploymentTarget: DeploymentTarget? = nil
    ) -> [Finding] {
        let target = deploymentTarget ?? (profile == .legacy ? DeploymentTarget.legacyIOS : nil)
        var context = RuleContext(profile: profile, deploymentTarget: target, categories: categories)
        let (categoryRules, actionRules, afterActionRules) = (categoryRules, actionRules, afterActionRules)
        for index in categories.indices {
            context.categoryIndex = index
            context.actionIndex = nil
            context.actionIndices = [:]
            for rule in categoryRules { rule.check(&context) }
            for action in categories[index].actions.indices {
                context.actionIndex = action
                for rule in actionRules { rule.check(&context) }
            }
            context.actionIndex = nil
            for rule in afterActionRules { rule.check(&context) }
        }
        return context.findings
    }
}

/// The platform's rules for categories and actions, applied alike to categories declared in Swift and
/// decoded from JSON. Each rule is its own type in `Validation/Rules/`; this lists them, in the order
/// their findings are reported (the only thing the order decides: see ``ValidationRule``).
package enum CategoryValidator {
    /// The longest string, in characters, that a configuration may hold.
    package static var maxStringLength: Int { TextRules.maxLength }

    /// Rules about a category as a whole, reported before its actions'.
    static var categoryRules: [any ValidationRule.Type] {
        [
            CategoryIdentifierRule.self, DeprecatedOptionRule.self, FormatStringRule.self,
            ActionCountRule.self,
            DestructiveFirstActionRule.self, PayloadDeclarationRule.self,
        ]
    }

    /// Rules about one action, run on each action of each category.
    static var actionRules: [any ValidationRule.Type] {
        [
            ActionIdentifierRule.self, ActionTitleRule.self, RedundantAuthenticationRule.self,
            TextInputRule.self,
            IconRule.self,
        ]
    }

    /// Rules about a category whose findings are reported after its actions'.
    static var afterActionRules: [any ValidationRule.Type] {
        [MinimalActionsRule.self]
    }

    /// The rules, in the order their findings are reported.
    package struct RuleOrder {
        /// Run on each category, before its actions' rules.
        var category: [any ValidationRule.Type]
        /// Run on each action.
        var action: [any ValidationRule.Type]
        /// Run on each category, after its actions' rules.
        var afterActions: [any ValidationRule.Type]

        /// The runtime's rules unless told otherwise.

        package init(
            category: [any ValidationRule.Type] = CategoryValidator.categoryRules,
            action: [any ValidationRule.Type] = CategoryValidator.actionRules,
            afterActions: [any ValidationRule.Type] = CategoryValidator.afterActionRules
        ) {
            self.category = category
            self.action = action
            self.afterActions = afterActions
        }
    }

    /// Applies every rule of `order` (the runtime's, unless the tooling adds its advisory ones). `order`
    /// only orders the findings: the rules read one index, built first, and cannot see each other's work.
    package static func validate(
        _ categories: [NotificationCategory], profile: PlatformProfile, order: RuleOrder = RuleOrder()
    ) -> [Finding] {
        let index = ValidationIndex(profile: profile, categories: categories)
        var findings: [Finding] = []
        for category in categories.indices {
            let subject = RuleSubject(index: index, categoryIndex: category, actionIndex: nil)
            for rule in order.category { findings += rule.findings(subject) }
            for action in categories[category].actions.indices {
                let subject = RuleSubject(index: index, categoryIndex: category, actionIndex: action)
                for rule in order.action { findings += rule.findings(subject) }
            }
            for rule in order.afterActions { findings += rule.findings(subject) }
        }
        return findings
    }
}

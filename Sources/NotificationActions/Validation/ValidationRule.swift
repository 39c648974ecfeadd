/// One of the platform's rules (or a small family of them): it looks at one category, or one action of
/// it, and returns what it finds. Each rule is a type in `Validation/Rules/`, listed once in
/// ``CategoryValidator`` (the tooling's advisory rules in its own `Validation/`, listed in its
/// `AdvisoryRules`); adding a rule is one new file, one line there and its test row.
///
/// Rules cannot step on each other: what they need to know about other categories and actions (which
/// came first, which identifiers a category holds) is a ``ValidationIndex`` built once before any rule
/// runs and passed read-only, and each rule writes only its own findings. So the order of the rules is
/// only the order their findings are reported in (a test runs them shuffled and gets the same findings).
package protocol ValidationRule {
    /// Checks `context.category` (or `context.action`, for action rules), reporting into the context's
    /// own findings.
    static func check(_ context: inout RuleContext)
}

extension ValidationRule {
    /// This rule's findings about `subject`.
    package static func findings(_ subject: RuleSubject) -> [Finding] {
        var context = RuleContext(subject)
        check(&context)
        return context.findings
    }
}

/// What the rules know of every category, built once before any rule runs and read-only after.
package struct ValidationIndex {
    let profile: PlatformProfile
    let categories: [NotificationCategory]
    /// The first category that declares each (non-empty) identifier.
    let firstCategory: [CategoryIdentifier: Int]
    /// The first definition of each action identifier across categories (of actions whose identifier is
    /// non-empty, not reserved and first in its category).
    let firstActionDefinition: [ActionIdentifier: (category: Int, action: NotificationAction)]
    /// For each category, the first index of each of its action identifiers (non-empty, not reserved).
    let actionIndices: [[ActionIdentifier: Int]]

    package init(profile: PlatformProfile, categories: [NotificationCategory]) {
        self.profile = profile
        self.categories = categories
        var firstCategory = [CategoryIdentifier: Int]()
        var firstActionDefinition = [ActionIdentifier: (category: Int, action: NotificationAction)]()
        var actionIndices: [[ActionIdentifier: Int]] = []
        for (categoryIndex, category) in categories.enumerated() {
            if !category.identifier.rawValue.isEmpty, firstCategory[category.identifier] == nil {
                firstCategory[category.identifier] = categoryIndex
            }
            var indices = [ActionIdentifier: Int]()
            for (index, action) in category.actions.enumerated()
            where !action.identifier.rawValue.isEmpty && !action.identifier.isReserved
                && indices[action.identifier] == nil
            {
                indices[action.identifier] = index
                if firstActionDefinition[action.identifier] == nil {
                    firstActionDefinition[action.identifier] = (categoryIndex, action)
                }
            }
            actionIndices.append(indices)
        }
        self.firstCategory = firstCategory
        self.firstActionDefinition = firstActionDefinition
        self.actionIndices = actionIndices
    }
}

/// What one rule checks: a category of the index, or one of its actions.
package struct RuleSubject {
    let index: ValidationIndex
    let categoryIndex: Int
    let actionIndex: Int?

    package init(index: ValidationIndex, categoryIndex: Int, actionIndex: Int?) {
        self.index = index
        self.categoryIndex = categoryIndex
        self.actionIndex = actionIndex
    }
}

/// What a rule sees — the index and its subject, read-only — and where it reports: its own findings.
package struct RuleContext {
    let subject: RuleSubject
    package private(set) var findings: [Finding] = []

    package init(_ subject: RuleSubject) { self.subject = subject }

    package var profile: PlatformProfile { subject.index.profile }
    var categories: [NotificationCategory] { subject.index.categories }
    var categoryIndex: Int { subject.categoryIndex }
    /// The action being checked, by index, for action rules.
    var actionIndex: Int? { subject.actionIndex }
    var firstCategory: [CategoryIdentifier: Int] { subject.index.firstCategory }
    var firstActionDefinition: [ActionIdentifier: (category: Int, action: NotificationAction)] {
        subject.index.firstActionDefinition
    }
    /// The first index of each action identifier in the category being checked.
    var actionIndices: [ActionIdentifier: Int] { subject.index.actionIndices[categoryIndex] }

    package var category: NotificationCategory { categories[categoryIndex] }
    var action: NotificationAction {
        guard let actionIndex else {
            preconditionFailure("a category rule asked for the action being checked")
        }
        return category.actions[actionIndex]
    }

    /// `categories[1]` or `categories[1].actions[2]`.
    var path: String {
        let base = "categories[\(categoryIndex)]"
        return actionIndex.map { "\(base).actions[\($0)]" } ?? base
    }

    /// The category's identifier, quoted for a message.
    package var categoryName: String { quoted(category.identifier) }
    /// The action's identifier, quoted for a message.
    var actionName: String { quoted(action.identifier) }

    /// Reports a finding at `path` followed by `suffix` (such as `.identifier`).
    package mutating func report(
        _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, at suffix: String = "",
        _ message: String
    ) {
        findings.append(
            Finding(
                severity, code, at: path + suffix, category: categoryIndex, action: actionIndex, message))
    }

    /// Reports a finding at an action of the category being checked (a category rule about an action),
    /// followed by `suffix`.
    package mutating func report(
        _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, atAction index: Int,
        suffix: String = "", _ message: String
    ) {
        findings.append(
            Finding(
                severity, code, at: "categories[\(categoryIndex)].actions[\(index)]" + suffix,
                category: categoryIndex, action: index, message))
    }
}

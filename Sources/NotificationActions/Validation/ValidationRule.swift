/// One of the platform's rules (or a small family of them): it looks at what the context is checking — a
/// category, or one action of it — and reports what it finds. Each rule is a type in `Validation/Rules/`,
/// listed once in ``CategoryValidator``; adding a rule is one new file, one line there and its test row.
protocol ValidationRule {
    /// Checks `context.category` (or `context.action`, for action rules) and reports into the context.
    static func check(_ context: inout RuleContext)
}

/// What a rule sees and where it reports: the profile, every category, the one being checked (and its
/// action, for action rules), what earlier categories and actions declared, and the findings so far.
struct RuleContext {
    let profile: PlatformProfile
    /// The platform and oldest OS version to check features against; `nil` checks none.
    let deploymentTarget: DeploymentTarget?
    let categories: [NotificationCategory]
    private(set) var findings: [Finding] = []

    /// The category being checked, by index.
    var categoryIndex = 0
    /// The action being checked, by index, for action rules.
    var actionIndex: Int?

    /// The first category that declared each identifier.
    var firstCategory: [CategoryIdentifier: Int] = [:]
    /// The first definition of each action identifier, across categories.
    var firstActionDefinition: [ActionIdentifier: (category: Int, action: NotificationAction)] = [:]
    /// The first index of each action identifier in the category being checked.
    var actionIndices: [ActionIdentifier: Int] = [:]

    init(profile: PlatformProfile, deploymentTarget: DeploymentTarget?, categories: [NotificationCategory]) {
        self.profile = profile
        self.deploymentTarget = deploymentTarget
        self.categories = categories
    }

    var category: NotificationCategory { categories[categoryIndex] }
    var action: NotificationAction { category.actions[actionIndex!] }

    /// `categories[1]` or `categories[1].actions[2]`.
    var path: String {
        let base = "categories[\(categoryIndex)]"
        return actionIndex.map { "\(base).actions[\($0)]" } ?? base
    }

    /// The category's identifier, quoted for a message.
    var categoryName: String { quoted(category.identifier) }
    /// The action's identifier, quoted for a message.
    var actionName: String { quoted(action.identifier) }

    /// Reports a finding at `path` followed by `suffix` (such as `.identifier`).
    mutating func report(
        _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, at suffix: String = "",
        _ message: String
    ) {
        findings.append(
            Finding(
                severity, code, at: path + suffix, category: categoryIndex, action: actionIndex, message))
    }

    /// Reports a finding at an action of the category being checked (a category rule about an action).
    mutating func report(
        _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, atAction index: Int,
        _ message: String
    ) {
        findings.append(
            Finding(
                severity, code, at: "categories[\(categoryIndex)].actions[\(index)]", category: categoryIndex,
                action: index, message))
    }
}

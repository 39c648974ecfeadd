@_spi(Generated) import NotificationActions

/// The advisory rules only the tooling runs — `printf` directives, SiriKit intent names, and features the
/// deployment target ignores — on top of the runtime's rules, which an app runs when it loads its
/// categories. Their findings are warnings: none stops a registry, so an app does not link them.
enum AdvisoryRules {
    /// Run on each category, in this order. Their findings join the runtime's after them; the report is in
    /// document order, and where a runtime rule and an advisory rule find something at the same value, the
    /// runtime rule's came first when the runtime ran both too, so the report is as it was.
    static var categoryRules: [any ValidationRule.Type] {
        [FormatDirectiveRule.self, IntentIdentifierRule.self]
    }

    /// The advisory findings about `categories`. Without a deployment target, the `legacy` profile checks
    /// features against iOS 8, the generation it describes.
    static func findings(
        _ categories: [NotificationCategory], profile: PlatformProfile, deploymentTarget: DeploymentTarget?
    ) -> [Finding] {
        let target = deploymentTarget ?? (profile == .legacy ? DeploymentTarget.legacyIOS : nil)
        let index = ValidationIndex(profile: profile, categories: categories)
        var findings: [Finding] = []
        for category in categories.indices {
            let subject = RuleSubject(index: index, categoryIndex: category, actionIndex: nil)
            for rule in categoryRules { findings += rule.findings(subject) }
            guard let target else { continue }
            var context = RuleContext(subject)
            AvailabilityRule.check(&context, against: target)
            findings += context.findings
        }
        return findings
    }
}

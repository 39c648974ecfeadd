@_spi(Generated) import NotificationActions

// The advisory rules' messages (availability, format directives, SiriKit intents): only the tooling runs
// those rules, so only it links them.
extension RuleMessages {
    /// `unavailable-feature`, on a platform that lacks the feature; `owner` names the category or action.
    @inline(never) static func featureMissing(
        _ owner: String, feature: String, platform: DeploymentTarget.Platform
    )
        -> String
    {
        "\(owner) uses \(feature), which \(platform) does not have; it is ignored there. Remove it, or keep it "
            + "for the other platforms the app supports"
    }

    /// `unavailable-feature`, before the version that introduced it.
    @inline(never) static func featureTooNew(
        _ owner: String, feature: AvailabilityRule.Feature, target: DeploymentTarget, version: String
    ) -> String {
        "\(owner) uses \(feature.name), introduced in \(target.platform) \(version); from \(target) up to "
            + "\(version), \(feature.before). Raise the deployment target, or accept that older versions behave "
            + "so"
    }

    /// `invalid-format-directive`; `problem` describes the directive.
    @inline(never) static func invalidFormatDirective(
        _ key: String, format: String, category: String, problem: String
    )
        -> String
    {
        "\(key) \(quoted(format)) of category \(category) has \(problem); write %% for a literal percent sign "
            + "and %u for the count"
    }

    /// `unknown-intent`; `hint` is a "did you mean", the constant's value, or empty.
    @inline(never) static func unknownIntent(_ identifier: String, category: String, hint: String)
        -> String
    {
        "category \(category) names the intent \(quoted(identifier)), which is not a SiriKit intent of the SDK "
            + "(an intent's identifier is its class name, such as 'INSendMessageIntent' or 'INStartCallIntent'); "
            + "the system ignores it.\(hint) If it is one of your app's custom intents, ignore this warning."
    }
}

@_spi(Generated) import NotificationActions

/// Features the deployment target's OS ignores: each warned with the version that introduced it, so that
/// an app supporting iOS 13 learns its icons will not show there. Versions are from the availability
/// annotations in Apple's UserNotifications headers (`UNNotificationCategory.h`, `UNNotificationAction.h`,
/// `UNUserNotificationCenter.h` in the iOS 17.4 SDK), which Apple's documentation pages show as
/// iOS 15.0+, macOS 12.0+ and so on.
enum AvailabilityRule {
    /// When a feature appeared on each platform; a missing platform never has it.
    struct Feature {
        var name: String
        var introduced: [DeploymentTarget.Platform: [Int]]
        /// What happens on a version before it.
        var before = "it is silently not shown"
    }

    /// `UNNotificationActionIcon` and `UNNotificationAction.icon`: macOS 12, iOS 15, watchOS 8.
    static let icon = Feature(
        name: "action icons", introduced: [.ios: [15], .macos: [12], .watchos: [8], .visionos: [1]])
    /// `.hiddenPreviewsShowTitle`/`Subtitle`: macOS 10.14, iOS 11; unavailable on watchOS.
    static let hiddenPreviewsOptions = Feature(
        name: "the hiddenPreviewsShowTitle and hiddenPreviewsShowSubtitle options",
        introduced: [.ios: [11], .macos: [10, 14], .visionos: [1]])
    /// `hiddenPreviewsBodyPlaceholder`: iOS 11 (macOS from the class's 10.14); unavailable on watchOS.
    static let placeholder = Feature(
        name: "hiddenPreviewsBodyPlaceholder", introduced: [.ios: [11], .macos: [10, 14], .visionos: [1]])
    /// `categorySummaryFormat`: iOS 12 (macOS from the class's 10.14); unavailable on watchOS.
    static let summary = Feature(
        name: "categorySummaryFormat", introduced: [.ios: [12], .macos: [10, 14], .visionos: [1]])
    /// `UNNotificationPresentationOptionBanner`/`List`: macOS 11, iOS 14, watchOS 7.
    static let bannerAndList = Feature(
        name: "the banner and list foreground presentations",
        introduced: [.ios: [14], .macos: [11], .watchos: [7], .visionos: [1]],
        before: "the bridge asks for the older 'alert' presentation instead, which shows both or neither")
    /// `UNNotificationCategoryOptionAllowInCarPlay`: unavailable on macOS.
    static let carPlay = Feature(
        name: "the allowInCarPlay option", introduced: [.ios: [10], .watchos: [3], .visionos: [1]])

    static func check(_ context: inout RuleContext, against target: DeploymentTarget) {
        let category = context.category
        if category.options.contains(.hiddenPreviewsShowTitle)
            || category.options.contains(.hiddenPreviewsShowSubtitle)
        {
            report(hiddenPreviewsOptions, at: ".options", target, &context)
        }
        if category.options.contains(.allowInCarPlay) { report(carPlay, at: ".options", target, &context) }
        if category.hiddenPreviewsBodyPlaceholder != nil {
            report(placeholder, at: ".hiddenPreviewsBodyPlaceholder", target, &context)
        }
        if category.categorySummaryFormat != nil {
            report(summary, at: ".categorySummaryFormat", target, &context)
        }
        if !category.foregroundPresentation.isDisjoint(with: [.banner, .list]) {
            report(bannerAndList, at: ".foregroundPresentation", target, &context)
        }
        for (index, action) in category.actions.enumerated() where action.icon != nil {
            report(icon, at: ".icon", ofAction: index, target, &context)
        }
    }

    private static func report(
        _ feature: Feature, at suffix: String, ofAction action: Int? = nil, _ target: DeploymentTarget,
        _ context: inout RuleContext
    ) {
        let owner =
            action.map {
                "action \(quoted(context.category.actions[$0].identifier)) of category \(context.categoryName)"
            } ?? "category \(context.categoryName)"
        func report(_ message: String) {
            if let action {
                context.report(.warning, .unavailableFeature, atAction: action, suffix: suffix, message)
            } else {
                context.report(.warning, .unavailableFeature, at: suffix, message)
            }
        }
        guard let introduced = feature.introduced[target.platform] else {
            report(
                RuleMessages.featureMissing(owner, feature: feature.name, platform: target.platform)
            )
            return
        }
        guard !target.isAtLeast(introduced) else { return }
        let version = DeploymentTarget.spell(introduced)
        report(
            RuleMessages.featureTooNew(owner, feature: feature, target: target, version: version)
        )
    }
}

@_spi(Generated) import NotificationActions

extension CategoryRegistry {
    /// Decodes and validates a JSON configuration without throwing, for tools that report every issue.
    ///
    /// With `deploymentTarget` (for example `DeploymentTarget(.ios, "13.0")`, matching `Package.swift`'s
    /// `platforms` or Xcode's deployment target), every feature that platform or version ignores — icons
    /// before iOS 15, summary formats before iOS 12, hidden-preview options on watchOS… — is a warning
    /// naming the version that introduced it.
    ///
    /// With `strings` (the app's String Catalog or `.lproj` folders), every localization key must be in
    /// it (an error at the string, in the configuration), and a language where a key is untranslated, or
    /// still `new` or `needs_review`, or whose `%` directives differ from the development language's, is a
    /// warning located in the translations file.
    ///
    /// - Parameters:
    ///   - jsonData: The configuration's JSON text.
    ///   - fileName: The name issues are located in (`FILE:LINE:COLUMN`); `nil` leaves it out.
    ///   - deploymentTarget: The oldest OS the app supports; every feature it ignores is a warning. `nil` checks none.
    ///   - strings: The app's translations; every localization key must be in them. `nil` checks none.
    public static func validate(
        jsonData: some Sequence<UInt8>, fileName: String? = nil, deploymentTarget: DeploymentTarget? = nil,
        strings: StringsCatalog? = nil
    ) -> ValidationReport {
        validate(
            jsonData: jsonData, profile: .modern, fileName: fileName, deploymentTarget: deploymentTarget,
            strings: strings)
    }

    /// Validates against `profile`'s limits (`.legacy`: iOS 8 and 9's four buttons).
    package static func validate(
        jsonData: some Sequence<UInt8>, profile: PlatformProfile, fileName: String? = nil,
        deploymentTarget: DeploymentTarget? = nil, strings: StringsCatalog? = nil
    )
        -> ValidationReport
    {
        let (issues, registry) = checked(jsonData: Array(jsonData), profile: profile, fileName: fileName) {
            categories in
            let localization = strings.map { LocalizationKeyRule.check(categories, against: $0) }
            return MoreFindings(
                rules: AdvisoryRules.findings(
                    categories, profile: profile, deploymentTarget: deploymentTarget),
                others: localization?.findings ?? [], located: localization?.located ?? [])
        }
        return ValidationReport(issues: issues, registry: registry)
    }
}

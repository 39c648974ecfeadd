@_spi(Generated) import NotificationActions

/// Every localization key of the configuration is in the app's translations, and each language's
/// translation is finished and keeps the development text's `%` directives.
///
/// A rule of its own shape: it needs the catalog, and it reports in two files — a missing key at the
/// string in the configuration (a ``Finding``), a translation problem at the translation in the
/// catalog's file (a located ``ValidationIssue``) — and a key used twice is checked once, across
/// categories. Like the other rules it reads the categories and returns its findings; it changes
/// nothing another rule reads.
enum LocalizationKeyRule {
    /// The localization keys of `categories` against a catalog: missing keys as findings in the
    /// configuration, translation problems as issues located in the catalog's files.
    static func check(_ categories: [NotificationCategory], against catalog: StringsCatalog) -> (
        findings: [Finding], located: [ValidationIssue]
    ) {
        var findings: [Finding] = []
        var located: [ValidationIssue] = []
        var seen: Set<LocalizationKey> = []
        for (index, category) in categories.enumerated() {
            for (subpath, key, text) in category.localizedStrings {
                let path = "categories[\(index)].\(subpath)"
                guard let entry = catalog.entry(key) else {
                    findings.append(
                        Finding(
                            .error, .missingLocalizationKey, at: path,
                            RuleMessages.missingLocalizationKey(key, text: text)
                        ))
                    continue
                }
                // A key used twice (the same "Reply" on two buttons) is reported once.
                guard seen.insert(LocalizationKey(key.key, table: key.tableName)).inserted else { continue }
                // Xcode's "Don't translate": the development text is meant for every language.
                guard entry.shouldTranslate else { continue }
                let expected = FormatDirective.directives(in: text)
                for language in catalog.languages where language != catalog.developmentLanguage {
                    guard let translation = entry.translations[language] else {
                        located.append(
                            ValidationIssue(
                                .warning, .untranslated, at: entry.location,
                                RuleMessages.noTranslation(key, path: path, language: language, text: text)
                            ))
                        continue
                    }
                    if translation.state != "translated" {
                        located.append(
                            ValidationIssue(
                                .warning, .untranslated, at: translation.location,
                                RuleMessages.unfinishedTranslation(
                                    key, path: path, language: language, state: translation.state)
                            ))
                    }
                    // Every form — each device and plural variant, each substitution's variant — must keep
                    // the development text's directives; the first that does not is reported.
                    let forms =
                        translation.forms.isEmpty
                        ? [.init(variant: "", value: translation.value, state: translation.state)]
                        : translation.forms
                    for form in forms {
                        let found = FormatDirective.directives(in: form.value)
                        guard found != expected else { continue }
                        located.append(
                            ValidationIssue(
                                .warning, .formatMismatch, at: translation.location,
                                RuleMessages.formatMismatch(
                                    key, language: language, variant: form.variant, found: found, text: text,
                                    expected: expected)
                            ))
                        break
                    }
                }
            }
        }
        return (findings, located)
    }
}

extension ValidationIssue.Code {
    /// A localization key the app's translations do not have.
    package static let missingLocalizationKey: Self = "missing-localization-key"
    /// A key without a finished translation in a language the app has.
    package static let untranslated: Self = "untranslated"
    /// A translation whose `%` directives differ from the development language's.
    package static let formatMismatch: Self = "format-mismatch"
}

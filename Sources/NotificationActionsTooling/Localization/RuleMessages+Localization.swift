@_spi(Generated) import NotificationActions

// The localization rule's messages: only the tooling checks translations, so only it links them.
extension RuleMessages {
    /// `missing-localization-key`; `text` is what every language then shows.
    @inline(never) static func missingLocalizationKey(_ key: LocalizationKey, text: String) -> String {
        "the localization key \(quoted(key.key)) is not in the \(quoted(key.tableName)) table of the "
            + "translations, so every language shows \(quoted(text)); add it to \(key.tableName).xcstrings "
            + "(notification-actions localize), or fix the key"
    }

    /// `untranslated`: no translation in a language.
    @inline(never) static func noTranslation(
        _ key: LocalizationKey, path: String, language: String, text: String
    ) -> String {
        "\(quoted(key.key)) (\(path)) has no \(quoted(language)) translation, so people using "
            + "\(quoted(language)) see \(quoted(text))"
    }

    /// `untranslated`: a translation not yet finished.
    @inline(never) static func unfinishedTranslation(
        _ key: LocalizationKey, path: String, language: String, state: String
    )
        -> String
    {
        "the \(quoted(language)) translation of \(quoted(key.key)) (\(path)) is still \(quoted(state)); review "
            + "it and mark it translated"
    }

    /// `format-mismatch`; `variant` names the form (`plural.one`), empty for a plain string.
    @inline(never) static func formatMismatch(
        _ key: LocalizationKey, language: String, variant: String, found: [String], text: String,
        expected: [String]
    ) -> String {
        let foundText = found.isEmpty ? "no directives" : found.joined(separator: " ")
        let expectedText = expected.isEmpty ? "none" : expected.joined(separator: " ")
        let form = variant.isEmpty ? "" : " (its \(variant) form)"
        return "the \(quoted(language)) translation of \(quoted(key.key))\(form) has \(foundText) but the "
            + "development text \(quoted(text)) has \(expectedText); keep the same directives, or the count is "
            + "dropped or misread"
    }
}

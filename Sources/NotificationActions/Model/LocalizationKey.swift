import Foundation

/// The localization of one user-visible string: the key of its translations in a strings table, which
/// table (`Localizable` when `nil`), and a note for translators. The string itself stays the development
/// language's text, used when no translation is found.
///
/// In JSON a string is either text (`"title": "Accept"`) or an object:
///
/// ```json
/// "title": { "key": "INVITE_ACCEPT", "default": "Accept", "table": "Notifications", "comment": "…" }
/// ```
///
/// In Swift, the DSL's `.localized(…)` modifiers set it:
///
/// ```swift
/// NotificationAction("invite.accept", title: "Accept").localized(title: "INVITE_ACCEPT")
/// ```
package struct LocalizationKey: Hashable, Sendable, CustomStringConvertible {
    /// The key of the string's translations.
    package var key: String
    /// The strings table (`Notifications` for `Notifications.xcstrings` or `Notifications.strings`);
    /// `nil` for `Localizable`.
    package var table: String?
    /// What the string is, for translators (written into a String Catalog's comment).
    package var comment: String?

    /// Creates a localization key.
    ///
    /// - Parameters:
    ///   - key: The key in the strings table.
    ///   - table: The strings table the keys are in (`Localizable` when `nil`).
    ///   - comment: A note for translators, written to the String Catalog.
    package init(_ key: String, table: String? = nil, comment: String? = nil) {
        self.key = key
        self.table = table
        self.comment = comment
    }

    /// The table's name: `Localizable` when none is given, as Foundation does.
    package var tableName: String { table ?? "Localizable" }

    /// `KEY` or `Table:KEY`.
    package var description: String { table.map { "\($0):\(key)" } ?? key }
}

extension NotificationAction {
    /// The same action with its strings' localization keys set (any left `nil` keeps the current one).
    ///
    /// - Parameters:
    ///   - title: The key of the button's title.
    ///   - buttonTitle: The key of the text input's send button, if it has one.
    ///   - placeholder: The key of the text input's placeholder, if it has one.
    ///   - table: The strings table the keys are in (`Localizable` when `nil`).
    ///   - comment: A note for translators, written to the String Catalog.
    public func localized(
        title: String? = nil, buttonTitle: String? = nil, placeholder: String? = nil, table: String? = nil,
        comment: String? = nil
    ) -> NotificationAction {
        var copy = self
        if let title { copy.titleLocalization = LocalizationKey(title, table: table, comment: comment) }
        if let buttonTitle {
            copy.textInput?.buttonTitleLocalization = LocalizationKey(
                buttonTitle, table: table, comment: comment)
        }
        if let placeholder {
            copy.textInput?.placeholderLocalization = LocalizationKey(
                placeholder, table: table, comment: comment)
        }
        return copy
    }
}

extension NotificationCategory {
    /// The same category with its strings' localization keys set (any left `nil` keeps the current one).
    ///
    /// - Parameters:
    ///   - hiddenPreviewsBodyPlaceholder: The key of the text shown when previews are hidden.
    ///   - categorySummaryFormat: The key of the summary format of a group of notifications.
    ///   - table: The strings table the keys are in (`Localizable` when `nil`).
    ///   - comment: A note for translators, written to the String Catalog.
    public func localized(
        hiddenPreviewsBodyPlaceholder: String? = nil, categorySummaryFormat: String? = nil,
        table: String? = nil, comment: String? = nil
    ) -> NotificationCategory {
        var copy = self
        if let hiddenPreviewsBodyPlaceholder {
            copy.hiddenPreviewsBodyPlaceholderLocalization = LocalizationKey(
                hiddenPreviewsBodyPlaceholder, table: table, comment: comment)
        }
        if let categorySummaryFormat {
            copy.categorySummaryFormatLocalization = LocalizationKey(
                categorySummaryFormat, table: table, comment: comment)
        }
        return copy
    }
}

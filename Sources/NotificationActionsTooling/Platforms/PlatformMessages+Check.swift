@_spi(Generated) import NotificationActions

// `check-extension`'s messages about a content extension's Info.plist: only the tooling reads property
// lists, so only it links them.
extension PlatformMessages {
    /// `invalid-value`: an extension point that is not a content extension's.
    @inline(never) static func notAContentExtension(_ point: String) -> String {
        "the extension point is \(quoted(point)), not a notification content extension's "
            + "('com.apple.usernotifications.content-extension'); these keys do nothing there"
    }

    /// `unregistered-category` in `UNNotificationExtensionCategory`; `hint` is a "did you mean" or empty.
    @inline(never) static func extensionUnregisteredCategory(
        _ name: String, hint: String, registered: [String]
    ) -> String {
        "\(quoted(name)) is not a category of the configuration, so this extension's interface never shows for "
            + "it.\(hint) The categories are \(quotedList(registered))."
    }

    /// `missing-key`: `UNNotificationExtensionCategory`.
    @inline(never) static func missingExtensionCategory(_ key: String) -> String {
        "\(key) is missing: the extension shows for no category. Name the categories it draws, a string or an "
            + "array of strings"
    }

    /// `missing-key`: `UNNotificationExtensionInitialContentSizeRatio`.
    @inline(never) static func missingSizeRatio(_ key: String) -> String {
        "\(key) is missing; it is required: the initial height of the view as a ratio of its width, such as 0.5"
    }
}

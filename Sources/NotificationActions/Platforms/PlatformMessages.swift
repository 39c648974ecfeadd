/// The messages of the bridge's platform-neutral checks, one function per code.
package enum PlatformMessages {
    /// `category-redefined`; `difference` says what differs.
    @inline(never) package static func categoryRedefined(_ category: CategoryIdentifier, difference: String)
        -> String
    {
        "category \(quoted(category)) was already registered with a different definition (\(difference)), by an "
            + "earlier version of the app or by another library using the same identifier; this registry's "
            + "definition replaces it. If another library owns it, rename yours."
    }

    /// `unknown-category`, in a content extension; `answer` is what it answers instead.
    @inline(never) package static func extensionUnknownCategory(
        _ action: ActionIdentifier, _ category: CategoryIdentifier, answer: String
    )
        -> String
    {
        "the content extension received \(quoted(action)) of category \(quoted(category)), which its registry "
            + "does not have; answering \(answer)"
    }

    /// `action-not-in-category`, in a content extension; `answer` is what it answers instead.
    @inline(never) package static func extensionActionNotInCategory(
        _ action: ActionIdentifier, _ category: CategoryIdentifier, answer: String
    ) -> String {
        "the content extension received \(quoted(action)), which category \(quoted(category)) does not have; "
            + "answering \(answer)"
    }

    /// `invalid-value`: an extension point that is not a content extension's.
    @inline(never) package static func notAContentExtension(_ point: String) -> String {
        "the extension point is \(quoted(point)), not a notification content extension's "
            + "('com.apple.usernotifications.content-extension'); these keys do nothing there"
    }

    /// `unregistered-category` in `UNNotificationExtensionCategory`; `hint` is a "did you mean" or empty.
    @inline(never) package static func extensionUnregisteredCategory(
        _ name: String, hint: String, registered: [String]
    ) -> String {
        "\(quoted(name)) is not a category of the configuration, so this extension's interface never shows for "
            + "it.\(hint) The categories are \(quotedList(registered))."
    }

    /// `missing-key`: `UNNotificationExtensionCategory`.
    @inline(never) package static func missingExtensionCategory(_ key: String) -> String {
        "\(key) is missing: the extension shows for no category. Name the categories it draws, a string or an "
            + "array of strings"
    }

    /// `missing-key`: `UNNotificationExtensionInitialContentSizeRatio`.
    @inline(never) package static func missingSizeRatio(_ key: String) -> String {
        "\(key) is missing; it is required: the initial height of the view as a ratio of its width, such as 0.5"
    }
}

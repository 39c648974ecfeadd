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
}

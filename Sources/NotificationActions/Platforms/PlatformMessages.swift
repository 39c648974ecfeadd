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

    /// `deadline-exceeded`, in a content extension; `answer` is what it answered for the handler.
    @inline(never) package static func extensionDeadline(
        _ response: NotificationResponse, seconds: Double, answer: String
    ) -> String {
        "the content extension's handler for \(quoted(response.actionIdentifier)) of category "
            + "\(quoted(response.categoryIdentifier)) had not returned after \(seconds) s; answered \(answer) "
            + "for it and cancelled it. Return sooner, or pass a longer deadline: "
            + "ContentExtensionRouter(registry:unhandled:deadline:diagnostics:)."
    }

    /// `categories-not-registered`.
    @inline(never) package static func categoriesNotRegistered(_ missing: [String], sets: Int) -> String {
        "the categories \(missing.map { quoted($0) }.joined(separator: ", ")) did not read back after the "
            + "categories were set \(sets) times: another SDK or library probably set the whole category set "
            + "without merging at the same moment; their notifications show no buttons until the next "
            + "registration (the next launch, or the next push with server-chosen buttons)"
    }

    /// `registration-lock-unavailable`: the lock file could not be opened.
    @inline(never) package static func lockUnopened(_ path: String, reason: String) -> String {
        "cannot open the registration lock file \(path) (\(reason)); registering without it, so a registration "
            + "in the app or an extension at the same moment may undo this one (the read-back reports it)"
    }

    /// `registration-lock-unavailable`: another holder kept the lock through every try.
    @inline(never) package static func lockTimedOut(_ path: String, attempts: Int) -> String {
        "another registration held \(path) through \(attempts) tries; registering without the lock, so the two "
            + "may undo each other's change (the read-back reports it). A process suspended while holding it "
            + "is the usual cause"
    }
}

/// The messages of the validation rules, one function per code, so each rule reads as its check.
/// `category` and `action` arguments are already quoted (``RuleContext/categoryName``,
/// ``RuleContext/actionName``).
package enum RuleMessages {
    /// `too-many-actions`; `dropped` are the actions past the limit.
    @inline(never) package static func tooManyActions(
        _ category: String, count: Int, profile: PlatformProfile, dropped: [String]
    )
        -> String
    {
        "category \(category) has \(count) actions, but the \(profile) profile shows at most "
            + "\(profile.defaultActionLimit) and the system silently drops \(quotedList(dropped)); move them to "
            + "another category or remove them"
    }

    /// `implicit-minimal-actions`; `shown` are the actions a banner shows.
    @inline(never) package static func implicitMinimalActions(
        _ category: String, count: Int, limit: Int, shown: [String]
    ) -> String {
        "category \(category) has \(count) actions but no 'minimalActions': banners and the lock screen show "
            + "only the first \(limit) (\(quotedList(shown))); name the ones that matter in 'minimalActions'"
    }

    /// `empty-identifier` of an action.
    @inline(never) package static func emptyActionIdentifier(index: Int, category: String) -> String {
        "action \(index) of category \(category) has an empty identifier; give it the identifier your handler "
            + "routes on"
    }

    /// `reserved-identifier`; `meaning` is what the system uses the identifier for.
    @inline(never) package static func reservedIdentifier(_ action: String, category: String, meaning: String)
        -> String
    {
        "action identifier \(action) in category \(category) is reserved by the system for \(meaning); choose "
            + "another identifier"
    }

    /// `duplicate-action`; `first` is the index that uses it first.
    @inline(never) package static func duplicateAction(_ action: String, category: String, first: Int)
        -> String
    {
        "duplicate action identifier \(action) in category \(category): actions[\(first)] already uses it, and "
            + "a response could not tell them apart; rename one of them"
    }

    /// `shared-action-identifier`; `other` is the category that defines it first.
    @inline(never) package static func sharedActionIdentifier(
        _ action: String, category: String, other: String
    ) -> String {
        "action identifier \(action) is defined differently in categories \(other) and \(category); the app's "
            + "delegate tells actions apart by identifier alone, so give them distinct identifiers or "
            + "identical definitions"
    }

    /// `empty-title`.
    @inline(never) package static func emptyTitle(_ action: String, category: String) -> String {
        "action \(action) of category \(category) has an empty title; give the button a label"
    }

    /// `empty-identifier` of a category.
    package static let emptyCategoryIdentifier =
        "the category identifier is empty; give it the non-empty identifier that notifications and push "
        + "payloads name in 'aps.category'"

    /// `duplicate-category`; `first` is the index that declares it first.
    @inline(never) package static func duplicateCategory(_ category: String, first: Int) -> String {
        "duplicate category identifier \(category): categories[\(first)] already declares it, and registering "
            + "both would drop one; rename or remove one of them"
    }

    /// `deprecated-option`: `allowAnnouncement`.
    @inline(never) package static func allowAnnouncement(_ category: String) -> String {
        "'allowAnnouncement' in category \(category) is ignored since iOS 15 (announcement is the user's choice "
            + "in Settings); remove it"
    }

    /// `destructive-first-action`.
    @inline(never) package static func destructiveFirst(_ action: ActionIdentifier, category: String)
        -> String
    {
        "the first action \(quoted(action)) of category \(category) is destructive: it is the most prominent "
            + "button in banners and the easiest to press by mistake; put a non-destructive action first"
    }

    /// `invalid-icon`: an empty image name.
    @inline(never) package static func emptyIconName(_ action: String, category: String) -> String {
        "the icon of action \(action) in category \(category) has an empty image name; name an SF Symbol "
            + "('systemImageName') or a template image ('templateImageName')"
    }

    /// `redundant-authentication`.
    @inline(never) package static func redundantAuthentication(_ action: String, category: String) -> String {
        "action \(action) of category \(category) opens the app ('foreground'), which always requires an "
            + "unlocked device; remove 'authenticationRequired'"
    }

    /// `missing-button-title`.
    @inline(never) package static func missingButtonTitle(_ action: String, category: String) -> String {
        "text-input action \(action) of category \(category) has no button title, so the system shows its own "
            + "localized \"Send\"; set 'buttonTitle' to choose the word yourself"
    }

    /// `text-input-authentication`.
    @inline(never) package static func textInputAuthentication(_ action: String, category: String) -> String {
        "text-input action \(action) of category \(category) requires authentication, so the user must unlock "
            + "the device before replying from the lock screen; remove 'authenticationRequired' unless the reply "
            + "touches private data"
    }

    /// `string-too-long`.
    @inline(never) package static func stringTooLong(_ what: String, _ text: String, length: Int, limit: Int)
        -> String
    {
        "the \(what) \(quoted(text)) is \(length) characters long; strings are limited to \(limit) characters "
            + "(a whole push payload is 4,096 bytes)"
    }

    /// `unknown-minimal-action`; `actions` are the category's, `hint` a "did you mean" or empty.
    @inline(never) package static func unknownMinimalAction(
        _ identifier: ActionIdentifier, category: String, actions: [String], hint: String
    )
        -> String
    {
        "'minimalActions' of category \(category) names \(quoted(identifier)), which is not one of its actions "
            + "(\(quotedList(actions))).\(hint.isEmpty ? " Name one of them instead." : hint)"
    }

    /// `minimal-actions-reordered`; `order` is what the expanded view then shows.
    @inline(never) package static func minimalActionsReordered(
        _ category: String, minimal: [String], order: [String]
    ) -> String {
        "'minimalActions' of category \(category) (\(quotedList(minimal))) are not its first actions; iOS 10 "
            + "and later take a banner's buttons from the start of the one action list, so they are registered "
            + "first and the expanded view shows \(quotedList(order)). Declare them first, so the order you write "
            + "is the order users see"
    }

    /// `too-many-minimal-actions`.
    @inline(never) package static func tooManyMinimalActions(_ category: String, count: Int, limit: Int)
        -> String
    {
        "'minimalActions' of category \(category) has \(count) actions, but the minimal context shows at most "
            + "\(limit); keep the \(limit) that matter most"
    }

    // MARK: Payload declarations

    /// `invalid-payload-declaration`: a key without a name.
    @inline(never) package static func emptyPayloadKey(category: String) -> String {
        "category \(category) declares a payload key with an empty name; name it as the server writes it"
    }

    /// `reserved-identifier`: a payload key named `aps`.
    @inline(never) package static func payloadKeyIsAps(category: String) -> String {
        "category \(category) declares a payload key 'aps', which is Apple's dictionary, checked by its own "
            + "rules; declare only the custom keys beside it"
    }

    /// `invalid-payload-declaration`: a key declared twice at one level.
    @inline(never) package static func payloadKeyTwice(_ key: String, category: String) -> String {
        "category \(category) declares the payload key \(quoted(key)) twice; a push has one value per key, "
            + "so remove one"
    }

    /// `invalid-payload-declaration`: an enum without values.
    @inline(never) package static func emptyPayloadEnum(_ key: String, category: String) -> String {
        "the enum payload key \(quoted(key)) of category \(category) lists no values, so no push could satisfy "
            + "it; list the strings it may hold"
    }

    /// `invalid-payload-declaration` (warning): an enum value listed twice.
    @inline(never) package static func payloadEnumValueTwice(_ value: String, key: String, category: String)
        -> String
    {
        "the enum payload key \(quoted(key)) of category \(category) lists \(quoted(value)) twice; remove one"
    }

    /// `invalid-payload-declaration`: an object without keys.
    @inline(never) package static func emptyPayloadObject(_ key: String, category: String) -> String {
        "the object payload key \(quoted(key)) of category \(category) declares no keys; declare the keys "
            + "its handlers read"
    }
}

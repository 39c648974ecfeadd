@_spi(Generated) import NotificationActions

/// The messages of the Live Activity, widget and control push checks, each beside its code.
extension PayloadMessages {
    /// `missing-key`: `timestamp`.
    static let missingTimestamp =
        "a Live Activity push needs \"timestamp\" in \"aps\": when the update was made, in whole seconds since "
        + "1970, which ActivityKit uses to keep updates in order"

    /// `wrong-type`: `content-state`.
    static func contentStateWrongType(found: String) -> String {
        "\"content-state\" must be an object (the JSON encoding of the activity's ContentState), found \(found)"
    }

    /// `missing-key`: `attributes-type` or `attributes` of a start.
    static func missingStartAttribute(_ key: String, wantsObject: Bool) -> String {
        let what =
            wantsObject
            ? "the static attribute values, as an object"
            : "the name of the ActivityAttributes type, as a string"
        return "a Live Activity start needs \(quoted(key)) (\(what))"
    }

    /// `invalid-value`: `input-push-token`; `found` names the type and value.
    static func inputPushTokenNotOne(found: String) -> String {
        "\"input-push-token\" must be 1 (ask the started activity for a push token), found \(found)"
    }

    /// `missing-key`: the alert of a start.
    static let startWithoutAlert =
        "a Live Activity start needs an \"alert\" ({\"title\": …, \"body\": …}), so the person is told the "
        + "activity started"

    /// `wrong-type`: a Live Activity alert's `title` or `body`.
    static func alertTextWrongType(_ key: String, found: String) -> String {
        "\(quoted(key)) must be a string or {\"loc-key\": …, \"loc-args\": […]}, found \(found)"
    }

    /// `missing-key`: `loc-key` of a localized `title` or `body`.
    static func missingLocKey(_ key: String) -> String {
        "a localized \(quoted(key)) needs \"loc-key\", the key of its string in the app's Localizable strings"
    }

    /// `unknown-aps-key` inside a localized `title` or `body`.
    static func unknownLocalizedPart(_ part: String, of key: String) -> String {
        "\(quoted(part)) is not read in a localized \(quoted(key)); the keys are 'loc-key' and 'loc-args'"
    }

    /// `wrong-type`: a Live Activity alert's `sound`.
    static func liveActivitySoundWrongType(found: String) -> String {
        "\"sound\" must be a sound file name (\"default\" for the system sound), found \(found)"
    }

    /// `unknown-aps-key` inside a Live Activity alert; `keys` are the ones it reads.
    static func unknownLiveActivityAlertKey(_ key: String, keys: [String]) -> String {
        "\(quoted(key)) is not read in a Live Activity \"alert\"; the keys are \(quotedList(keys))."
            + Suggestion.didYouMean(key, in: keys)
    }

    /// `invalid-value`: `content-changed`; `found` names the type and value.
    static func contentChangedNotTrue(found: String) -> String {
        "\"content-changed\" must be true, found \(found); write \"content-changed\": true"
    }
}

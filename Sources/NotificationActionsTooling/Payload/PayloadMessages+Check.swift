@_spi(Generated) import NotificationActions

/// The messages of the payload check's findings for alert and background pushes, each beside the code it
/// is reported with, so the checks read as checks. (Live Activity messages are in
/// `PayloadMessages+LiveActivity.swift`; a server-chosen spec's, read at run time too, in the runtime's
/// `PayloadMessages.swift`.)
extension PayloadMessages {
    /// `misplaced-key`: an `aps` key written beside `aps`.
    static func misplacedKey(_ key: String) -> String {
        "\(quoted(key)) is beside \"aps\", not inside it, so the system never reads it; move it into \"aps\" "
            + "(or rename it if it is the app's own data)"
    }

    /// `nothing-to-show`; `alertBesideAps` and `contentAvailable` choose the advice.
    static func nothingToShow(alertBesideAps: Bool, contentAvailable: Bool) -> String {
        let advice =
            alertBesideAps
            ? ". Its \"alert\" is beside \"aps\": move it inside"
            : contentAvailable
                ? ". To wake the app without showing anything, send a background push (apns-push-type: background)"
                : ". Add \"alert\": {\"title\": …, \"body\": …}"
        return
            "an alert push needs something to show (\"alert\", \"badge\" or \"sound\" in \"aps\"); this one "
            + "shows nothing" + advice
    }

    /// `ignored-for-push-type`: an alert, badge or sound in a background push.
    static func shownKeyInBackgroundPush(_ key: String) -> String {
        "a background push must not carry \(quoted(key)) (Apple: leave out alert, badge and sound); send it as "
            + "an alert push (apns-push-type: alert) if the person should see it, or remove it"
    }

    /// `mutable-content-without-alert`.
    static let mutableContentWithoutAlert =
        "\"mutable-content\": 1 does nothing without an \"alert\": the notification service extension runs only "
        + "for pushes that show an alert"

    /// `invalid-value` for a notification's `relevance-score`.
    static let relevanceScoreOutOfRange =
        "\"relevance-score\" must be between 0 and 1 for a notification (any number is allowed only in Live "
        + "Activity pushes)"

    /// `missing-category`; `categories` are the app's.
    static func missingCategory(_ categories: [CategoryIdentifier]) -> String {
        "the payload has no \"aps.category\", so the notification shows no buttons; add one of "
            + quotedList(categories.map(\.rawValue))
    }

    /// `unregistered-category`; `categories` are the app's.
    static func unregisteredCategory(_ name: String, _ categories: [String]) -> String {
        "category \(quoted(name)) is not registered by the app, so the notification shows no buttons."
            + "\(Suggestion.didYouMean(name, in: categories)) The categories are \(quotedList(categories)). Its custom "
            + "keys were not checked: they are checked against the category's declaration."
    }

    /// `silent-push-with-category`.
    static func silentPushWithCategory(_ name: String) -> String {
        "a background push (\"content-available\": 1 with no \"alert\") shows nothing, so its category "
            + "\(quoted(name)) has no effect; add an alert and send it as an alert push, or remove the category"
    }

    /// `category-without-alert`.
    static func categoryWithoutAlert(_ name: String) -> String {
        "the push shows no alert (only a badge or a sound), so its category \(quoted(name)) has no buttons to "
            + "show; add an \"alert\" or remove the category"
    }

    /// `invalid-value` for `content-available` or `mutable-content`; `found` describes the value.
    static func flagNotOne(_ key: String, found: String) -> String {
        "\"\(key)\" must be the number 1 when present, found \(found); write \"\(key)\": 1, or remove the key"
    }

    /// `invalid-value` for `interruption-level`; `levels` are the ones the system knows.
    static func unknownInterruptionLevel(_ text: String, _ levels: [String]) -> String {
        "\"interruption-level\" \(quoted(text)) is not one of \(quotedList(levels))."
            + Suggestion.didYouMean(text, in: levels)
    }

    /// `wrong-type` for `alert`; `found` is the type found.
    static func alertWrongType(found: String) -> String {
        "\"alert\" must be a string or an object with \"title\", \"subtitle\" and \"body\", found \(found)"
    }

    /// `unknown-aps-key` inside `alert`; `known` are the keys the system reads there.
    static func unknownAlertKey(_ key: String, known: [String]) -> String {
        "\(quoted(key)) is not a key the system reads in \"alert\"; it is ignored."
            + Suggestion.didYouMean(key, in: known)
    }

    /// `arguments-without-key`: `loc-args` (or a sibling) without its `loc-key`.
    static func argumentsWithoutKey(_ arguments: String, key: String) -> String {
        "\"\(arguments)\" fills the %@ placeholders of the string named by \"\(key)\", but there is no "
            + "\"\(key)\", so the arguments are never shown; add \"\(key)\" or remove \"\(arguments)\""
    }

    /// `wrong-type` for an element of `loc-args` and its siblings; `found` names the element's type and
    /// value.
    static func argumentNotString(_ key: String, index: Int, found: String) -> String {
        "\"\(key)\" must be an array of strings, but element \(index) is \(found); write every argument as a "
            + "string"
    }

    /// `wrong-type` for `sound`; `found` is the type found.
    static func soundWrongType(found: String) -> String {
        "\"sound\" must be a file name (\"default\" for the system sound) or a critical-alert object, found "
            + found
    }

    /// `unknown-aps-key` inside a critical-alert `sound`.
    static func unknownSoundKey(_ key: String) -> String {
        "\(quoted(key)) is not a key the system reads in \"sound\"; the keys are 'critical', 'name', 'volume'"
    }
}

/// The messages of the checks every push type shares.
extension PayloadMessages {
    /// `empty-file` for a payload.
    static let emptyPayload =
        "the payload is empty; a push payload is a JSON object like "
        + "{\"aps\": {\"alert\": \"Hello\", \"category\": \"invite\"}}"

    /// `payload-too-large`; `which` says whose limit (`an alert push payload`, or `a payload` for a
    /// `--max-size`).
    static func payloadTooLarge(_ size: Int, which: String, limit: Int) -> String {
        "the payload is \(size) bytes; APNs rejects \(which) over \(limit) bytes. Move data out of the payload "
            + "(send an identifier and fetch the rest), or shorten the text"
    }

    /// `duplicate-key` at the top level.
    static func duplicateKey(_ key: String) -> String {
        "the key \(quoted(key)) is written twice; APNs and apps disagree on which wins, so remove one"
    }

    /// `wrong-type`: the Simulator's bundle key of an `.apns` file.
    static func simulatorTargetWrongType(_ key: String, found: String) -> String {
        "\"\(key)\" (read by the iOS Simulator in .apns files) must be the app's bundle identifier as a "
            + "string, found \(found)"
    }

    /// `missing-aps`; `hint` is a "did you mean" or empty, `example` the `aps` the type needs.
    static func missingAps(_ type: PushType, hint: String, example: String) -> String {
        let close = hint.isEmpty ? "" : " (A key is close: \(hint.dropFirst()))"
        return
            "the payload has no \"aps\" object, so the system \(type == .alert ? "shows" : "does") nothing."
            + "\(close) Add \(example)"
    }

    /// `unknown-aps-key`; `hint` is a "did you mean" or empty.
    static func unknownApsKey(_ key: String, hint: String) -> String {
        "\(quoted(key)) is not a key the system reads in \"aps\"; it is ignored.\(hint) Put the app's own data "
            + "outside \"aps\"."
    }

    /// The end of `ignored-for-push-type` for a Live Activity key in another push.
    static let belongsToLiveActivity =
        "; it belongs to Live Activity pushes (apns-push-type: liveactivity), which also need \"event\" and "
        + "\"timestamp\""

    /// `missing-key`: `mdm`.
    static let missingPushMagic =
        "an MDM push is {\"mdm\": PUSH_MAGIC}, with the PushMagic string the device sent at enrollment; add "
        + "\"mdm\""

    /// `ignored-for-push-type`: something to show in a push that shows nothing.
    static func shownKeyInOpaquePush(_ key: String, type: PushType) -> String {
        let advice =
            type == .voip
            ? "; report the call to CallKit, which shows the call screen"
            : "; send what the person should see as an alert push (apns-push-type: alert)"
        return "\(type.article) shows no notification, so \(quoted("aps." + key)) is never shown" + advice
    }

    // MARK: Custom payload keys

    /// `missing-payload-key`; `present` when the key is there but null.
    static func missingPayloadKey(
        _ path: String, type: PayloadType, category: CategoryIdentifier, present: Bool
    )
        -> String
    {
        "\(quoted(path)) is \(present ? "null" : "missing"), but category \(quoted(category)) declares it required "
            + "(\(type.description)); its handlers cannot run without it. Add it beside \"aps\", or declare it "
            + "\"optional\": true"
    }

    /// `undeclared-payload-key`.
    static func undeclaredPayloadKey(
        _ path: String, category: CategoryIdentifier, hint: String, declared: [String]
    )
        -> String
    {
        let keys = declared.isEmpty ? "none here" : quotedList(declared)
        return
            "\(quoted(path)) is not declared by category \(quoted(category)), so no handler reads it.\(hint) "
            + "The declared keys are \(keys); declare it in the category's \"payload\" if the app needs it."
    }

    /// `payload-type-mismatch`.
    static func payloadTypeMismatch(_ path: String, expected: PayloadType, found: String) -> String {
        "\(quoted(path)) must be \(expected.description), found \(found)"
    }

    /// `invalid-value`: a `url` key whose text is not an absolute URL.
    static func notAURL(_ path: String, _ text: String) -> String {
        "\(quoted(path)) must be an absolute URL with a scheme (https://…, myapp://…), found \"\(shortened(text))\""
    }

    /// `invalid-value`: an ISO 8601 date key whose text is not one.
    static func notADate(_ path: String, _ text: String) -> String {
        "\(quoted(path)) must be an ISO 8601 date with a time zone, such as \"2026-11-24T18:30:00Z\", found "
            + "\"\(shortened(text))\""
    }

    /// `invalid-value`: an enum key's value outside its values.
    static func notInEnum(_ path: String, _ text: String, values: [String], hint: String) -> String {
        "\(quoted(path)) is \"\(shortened(text))\", which is not one of its values \(quotedList(values)).\(hint)"
    }

    /// `background-with-shown-keys`.
    static func backgroundWithShownKey(_ key: String) -> String {
        "\"content-available\": 1 without an alert looks like a background update, but it also has \"\(key)\", "
            + "so it was checked as an alert push, which is how the system treats it: it \(key == "badge" ? "sets the badge" : "plays the sound") and "
            + "needs apns-push-type alert and priority 10. Apple: for a background update, don't include alert, "
            + "badge or sound. Remove \"\(key)\" for a background update, or pass --push-type alert if both are meant."
    }

    /// `server-chosen-buttons-not-shown`.
    static func serverChosenNeedsExtension(hasAlert: Bool) -> String {
        let missing = hasAlert ? "\"mutable-content\": 1 in \"aps\"" : "an alert (and \"mutable-content\": 1)"
        return "the push carries server-chosen buttons but lacks \(missing), so the Notification Service "
            + "Extension never runs and the buttons never appear; add it"
    }
}

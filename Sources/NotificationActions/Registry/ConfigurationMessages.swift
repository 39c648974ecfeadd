/// The messages of the configuration decoder's findings, one function per code.
enum ConfigurationMessages {
    /// `unsupported-version`; `found` is the version written.
    @inline(never) static func unsupportedVersion(_ found: String) -> String {
        "unsupported configuration version \(found); this package reads version \(ConfigurationFormat.version)"
    }

    /// `wrong-type` for a localizable string; `found` names the type and value.
    @inline(never) static func localizableWrongType(_ key: String, found: String) -> String {
        "'\(key)' must be a string or a localized string {\"key\": \"…\", \"default\": \"…\"}, found \(found)"
    }

    /// `empty-identifier` for a localization key.
    static let emptyLocalizationKey =
        "the localization key is empty; give the key its translations are stored under, such as "
        + "\"INVITE_ACCEPT\""

    /// `invalid-value` for a strings table.
    @inline(never) static func invalidTable(_ table: String) -> String {
        "the strings table \(quoted(table)) is not a table name; write the file's name without extension, such "
            + "as \"Notifications\" for Notifications.xcstrings"
    }

    /// `wrong-type`: options written as an object of flags; `written` is the array to write instead.
    @inline(never) static func optionsAsFlags(_ key: String, written: String, options: [String]) -> String {
        "'\(key)' must be an array of option names, not an object of flags as Expo and Notifee write it; write "
            + "\"\(key)\": \(written). The options are \(quotedList(options))."
    }

    /// `unknown-option`; `hint` is a "did you mean" or empty.
    @inline(never) static func unknownOption(_ name: String, in key: String, hint: String, options: [String])
        -> String
    {
        "unknown option \(quoted(name)) in '\(key)'.\(hint) The options are \(quotedList(options))."
    }

    /// `unknown-key`; `object` names where (a path, or empty for the top level).
    @inline(never) static func unknownKey(_ key: String, in object: String, hint: String, keys: [String])
        -> String
    {
        "unknown key \(quoted(key)) in \(object.isEmpty ? "the configuration" : object).\(hint) The keys are "
            + "\(quotedList(keys))."
    }

    /// `duplicate-key`; `object` names where (a path, or empty for the top level).
    @inline(never) static func duplicateKey(_ key: String, in object: String) -> String {
        "the key \(quoted(key)) is written twice in \(object.isEmpty ? "the configuration" : object); JSON "
            + "readers disagree on which one wins, so remove one"
    }

    // MARK: Payload declarations

    /// `missing-key`: a type written as a name that needs more (`"date"`, `"enum"`, …).
    @inline(never) static func payloadTypeNeedsObject(_ key: String, type: String) -> String {
        let example =
            switch type {
            case "date": "{\"type\": \"date\", \"format\": \"iso8601\"} (or \"unixSeconds\")"
            case "enum": "{\"type\": \"enum\", \"values\": [\"a\", \"b\"]}"
            case "array": "{\"type\": \"array\", \"items\": \"string\"}"
            default: "{\"type\": \"object\", \"properties\": {\"name\": \"string\"}}"
            }
        return
            "the payload key \(quoted(key)) is of type '\(type)', which needs more than its name; write \(example)"
    }

    /// `missing-key`: a type object without `type`.
    @inline(never) static func payloadMissingType(_ key: String) -> String {
        "the payload key \(quoted(key)) has no 'type'; add one of \(quotedList(PayloadType.names))"
    }

    /// `missing-key`: a date without `format`.
    @inline(never) static func payloadDateNeedsFormat(_ key: String) -> String {
        "the date payload key \(quoted(key)) does not say how the date is written; add \"format\": \"iso8601\" "
            + "(text such as \"2026-11-24T18:30:00Z\") or \"format\": \"unixSeconds\" (a number such as 1795545000)"
    }

    /// `unknown-option`: a date format this package does not know.
    @inline(never) static func unknownDateFormat(_ format: String, key: String, hint: String) -> String {
        "unknown date format \(quoted(format)) for the payload key \(quoted(key)).\(hint) The formats are "
            + "\(quotedList(ConfigurationFormat.dateFormats))."
    }

    /// `missing-key`: an enum without `values`.
    @inline(never) static func payloadEnumNeedsValues(_ key: String) -> String {
        "the enum payload key \(quoted(key)) has no 'values'; list the strings it may hold, such as "
            + "\"values\": [\"accepted\", \"declined\"]"
    }

    /// `missing-key`: an array without `items`.
    @inline(never) static func payloadArrayNeedsItems(_ key: String) -> String {
        "the array payload key \(quoted(key)) has no 'items'; give its elements' type, such as \"items\": \"string\""
    }

    /// `missing-key`: an object without `properties`.
    @inline(never) static func payloadObjectNeedsProperties(_ key: String) -> String {
        "the object payload key \(quoted(key)) has no 'properties'; declare its keys as a category's 'payload' "
            + "declares them, such as \"properties\": {\"name\": \"string\"}"
    }

    /// `unknown-key`: `values`, `items`, `properties` or `format` on a type that has none.
    @inline(never) static func payloadKeyForOtherType(
        _ field: String, of key: String, type: String, needs: String
    ) -> String {
        "'\(field)' belongs to '\(needs)' payload keys, but \(quoted(key)) is of type '\(type)'; remove it, or "
            + "make the type '\(needs)'"
    }

    /// `unknown-option`: a payload type this package does not know.
    @inline(never) static func unknownPayloadType(_ type: String, hint: String) -> String {
        "unknown payload type \(quoted(type)).\(hint) The types are \(quotedList(PayloadType.names))."
    }
}

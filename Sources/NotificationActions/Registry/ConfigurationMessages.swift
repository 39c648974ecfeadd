/// The messages of the configuration decoder's findings, one function per code.
enum ConfigurationMessages {
    /// `unsupported-version`; `found` is the version written.
    static func unsupportedVersion(_ found: String) -> String {
        "unsupported configuration version \(found); this package reads version \(ConfigurationFormat.version)"
    }

    /// `wrong-type` for a localizable string; `found` names the type and value.
    static func localizableWrongType(_ key: String, found: String) -> String {
        "'\(key)' must be a string or a localized string {\"key\": \"…\", \"default\": \"…\"}, found \(found)"
    }

    /// `empty-identifier` for a localization key.
    static let emptyLocalizationKey =
        "the localization key is empty; give the key its translations are stored under, such as "
        + "\"INVITE_ACCEPT\""

    /// `invalid-value` for a strings table.
    static func invalidTable(_ table: String) -> String {
        "the strings table \(quoted(table)) is not a table name; write the file's name without extension, such "
            + "as \"Notifications\" for Notifications.xcstrings"
    }

    /// `wrong-type`: options written as an object of flags; `written` is the array to write instead.
    static func optionsAsFlags(_ key: String, written: String, options: [String]) -> String {
        "'\(key)' must be an array of option names, not an object of flags as Expo and Notifee write it; write "
            + "\"\(key)\": \(written). The options are \(quotedList(options))."
    }

    /// `unknown-option`; `hint` is a "did you mean" or empty.
    static func unknownOption(_ name: String, in key: String, hint: String, options: [String]) -> String {
        "unknown option \(quoted(name)) in '\(key)'.\(hint) The options are \(quotedList(options))."
    }

    /// `unknown-key`; `object` names where (a path, or empty for the top level).
    static func unknownKey(_ key: String, in object: String, hint: String, keys: [String]) -> String {
        "unknown key \(quoted(key)) in \(object.isEmpty ? "the configuration" : object).\(hint) The keys are "
            + "\(quotedList(keys))."
    }

    /// `duplicate-key`; `object` names where (a path, or empty for the top level).
    static func duplicateKey(_ key: String, in object: String) -> String {
        "the key \(quoted(key)) is written twice in \(object.isEmpty ? "the configuration" : object); JSON "
            + "readers disagree on which one wins, so remove one"
    }
}

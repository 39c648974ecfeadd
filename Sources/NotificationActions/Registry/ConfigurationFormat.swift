/// The keys and option names of the JSON configuration, version 1: the one list the decoder, the encoder
/// and the tests that hold the JSON Schema to the decoder all read.
package enum ConfigurationFormat {
    /// The only version this package reads and writes.
    package static let version = 1
    /// The keys of the top-level object, in the order they are written.
    package static let documentFields: [ConfigurationKey] = [.schema, .version, .categories]
    /// The keys of a category, in the order they are written.
    package static let categoryFields: [ConfigurationKey] = [
        .identifier, .actions, .minimalActions, .options, .intentIdentifiers, .hiddenPreviewsBodyPlaceholder,
        .categorySummaryFormat, .foregroundPresentation, .priority, .payload,
    ]
    /// The keys of an action, in the order they are written.
    package static let actionFields: [ConfigurationKey] = [.identifier, .title, .options, .textInput, .icon]
    /// The keys of an action's `textInput`.
    package static let textInputFields: [ConfigurationKey] = [.buttonTitle, .placeholder]
    /// The keys of an action's `icon`.
    package static let iconFields: [ConfigurationKey] = [.systemImageName, .templateImageName]
    /// The keys of a localized string: `{"key": …, "default": …, "table": …, "comment": …}`.
    package static let localizedTextFields: [ConfigurationKey] = [
        .localizationKey, .defaultText, .table, .comment,
    ]

    /// The keys of a payload key's type, when written as an object.
    package static let payloadTypeFields: [ConfigurationKey] = [
        .type, .optional, .format, .values, .items, .properties, .summary,
    ]
    /// The names of date formats.
    package static var dateFormats: [String] { PayloadType.DateFormat.allCases.map(\.rawValue) }

    /// Spellings used by other toolkits, and what this format calls them.
    package static let keyAliases: [String: String] = [
        "id": "identifier", "categoryIdentifier": "identifier", "actionIdentifier": "identifier",
        "buttons": "actions", "label": "title",
        "submitButtonTitle": "buttonTitle", "textInputButtonTitle": "buttonTitle",
        "textInputPlaceholder": "placeholder",
        "isDestructive": "options: [\"destructive\"]",
        "destructive": "options: [\"destructive\"]",
        "foreground": "options: [\"foreground\"]",
        "opensAppToForeground": "options: [\"foreground\"]",
        "isForeground": "options: [\"foreground\"]",
        "isAuthenticationRequired": "options: [\"authenticationRequired\"]",
        "authenticationRequired": "options: [\"authenticationRequired\"]",
        "systemImage": "systemImageName", "templateImage": "templateImageName",
        // iOS 8/9's UIMutableUserNotificationAction, Notifee, Flutter.
        "activationMode": "options: [\"foreground\"] (leave it out for a background action)",
        "behavior": "textInput: {\"buttonTitle\": \"Send\"} (iOS 9's behavior: textInput)",
        "input": "textInput: {\"buttonTitle\": \"Send\", \"placeholder\": \"…\"} (Notifee's input: true)",
    ]
    /// Other toolkits' and JSON Schema's spellings of payload types.
    package static let payloadTypeAliases: [String: String] = [
        "str": "string", "text": "string", "int": "integer", "long": "integer", "float": "number",
        "double": "number", "bool": "boolean", "uri": "url", "datetime": "date", "date-time": "date",
        "timestamp": "date", "list": "array", "dictionary": "object", "map": "object",
    ]
    package static let optionAliases: [String: String] = [
        "opensAppToForeground": "foreground", "isForeground": "foreground", "isDestructive": "destructive",
        "isAuthenticationRequired": "authenticationRequired", "authentication": "authenticationRequired",
        "alert": "banner",
        // Flutter's DarwinNotificationActionOption and Apple's own constant names.
        "DarwinNotificationActionOption.foreground": "foreground",
        "DarwinNotificationActionOption.destructive": "destructive",
        "DarwinNotificationActionOption.authenticationRequired": "authenticationRequired",
        "UNNotificationActionOptionForeground": "foreground",
        "UNNotificationActionOptionDestructive": "destructive",
        "UNNotificationActionOptionAuthenticationRequired": "authenticationRequired",
    ]
}

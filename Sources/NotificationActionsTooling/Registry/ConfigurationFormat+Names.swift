@_spi(Generated) import NotificationActions

// The format's keys and option names spelled as text, for the JSON Schema, the generator and the tests that
// hold the schema to the decoder. The decoder reads the typed lists (`ConfigurationKey`) and the apps never
// read these, so they live here.
extension ConfigurationFormat {
    /// The names of payload types.
    package static var payloadTypes: [String] { PayloadType.names }
    /// The keys of the top-level object, spelled.
    package static var documentKeys: [String] { documentFields.map(\.rawValue) }
    /// The keys of a category, spelled.
    package static var categoryKeys: [String] { categoryFields.map(\.rawValue) }
    /// The keys of an action, spelled.
    package static var actionKeys: [String] { actionFields.map(\.rawValue) }
    /// The keys of an action's `textInput`, spelled.
    package static var textInputKeys: [String] { textInputFields.map(\.rawValue) }
    /// The keys of an action's `icon`, spelled.
    package static var iconKeys: [String] { iconFields.map(\.rawValue) }
    /// The keys of a localized string, as text.
    package static var localizedTextKeys: [String] { localizedTextFields.map(\.rawValue) }
    /// The names of action options.
    package static var actionOptions: [String] { NotificationAction.Options.named.map(\.name) }
    /// The names of category options.
    package static var categoryOptions: [String] { NotificationCategory.Options.named.map(\.name) }
    /// The names of foreground presentation options.
    package static var presentationOptions: [String] {
        NotificationCategory.ForegroundPresentation.named.map(\.name)
    }
}

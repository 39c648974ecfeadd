/// Every key of the JSON configuration format, version 1, spelled once. The decoder reads, the encoder
/// writes, "did you mean" suggests and the schema test compares these cases; a new key is a new case here
/// and in the object's list in ``ConfigurationFormat``.
package enum ConfigurationKey: String, CaseIterable, Sendable {
    /// The optional JSON Schema reference at the top level.
    case schema = "$schema"
    /// The format's version: 1.
    case version
    /// The categories, in order.
    case categories
    /// A category's or an action's identifier.
    case identifier
    /// A category's actions, in order.
    case actions
    /// The actions banners show, by identifier.
    case minimalActions
    /// A category's or an action's options.
    case options
    /// A category's SiriKit intent identifiers.
    case intentIdentifiers
    /// The body shown when previews are hidden.
    case hiddenPreviewsBodyPlaceholder
    /// The summary of a group of the category's notifications.
    case categorySummaryFormat
    /// How the category's notifications show in the foreground.
    case foregroundPresentation
    /// Which scheduled notifications stay pending first, 0 to 100.
    case priority
    /// An action's button label.
    case title
    /// An action's reply field.
    case textInput
    /// An action's icon.
    case icon
    /// The reply field's send button.
    case buttonTitle
    /// The reply field's placeholder.
    case placeholder
    /// An icon that is an SF Symbol.
    case systemImageName
    /// An icon that is a template image in the app's asset catalog.
    case templateImageName
    /// A localized string's key in the strings table.
    case localizationKey = "key"
    /// A localized string's development-language text.
    case defaultText = "default"
    /// A localized string's strings table (`Localizable` when absent).
    case table
    /// A localized string's note for translators.
    case comment
    /// A category's custom payload keys: an object from each key's name to its type.
    case payload
    /// A payload key's type: `string`, `integer`, `number`, `boolean`, `url`, `date`, `enum`, `array`, `object`.
    case type
    /// Whether a push may leave a payload key out.
    case optional
    /// An `enum` payload key's allowed values.
    case values
    /// An `array` payload key's element type.
    case items
    /// An `object` payload key's keys, like a category's `payload`.
    case properties
    /// A `date` payload key's format: `iso8601` or `unixSeconds`.
    case format
    /// What a payload key means.
    case summary = "description"
}

/// One button of a notification category.
///
/// An action opens the app when it has the ``Options-swift.struct/foreground`` option, and otherwise
/// runs in the background. An action with a `textInput` asks the user to type a reply.
public struct NotificationAction: Hashable, Sendable {
    /// The identifier a response carries when the user picks this action.
    public var identifier: ActionIdentifier
    /// The button's label.
    public var title: String
    /// How the action behaves.
    public package(set) var options: Options
    /// The reply field, for an action that asks the user to type text.
    public package(set) var textInput: TextInput?
    /// The icon shown beside the title (iOS 15 and later).
    public package(set) var icon: Icon?
    /// The title's localization key, when it is translated; ``title`` is the development language's text.
    package var titleLocalization: LocalizationKey?
    var site: IgnoredInEquality<SourceSite?>

    /// Where the action was declared in Swift, or `nil` when it came from JSON.
    package var declaredAt: SourceSite? { site.value }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - identifier: The identifier a response carries; unique across the app.
    ///   - title: The button's label.
    ///   - options: How the action behaves; empty is a background action.
    ///   - textInput: The reply field, for an action that asks the user to type.
    ///   - icon: The icon shown beside the title.
    ///   - fileID: Where the action is declared, for validation messages; leave the default.
    ///   - line: The line it is declared on, for validation messages; leave the default.
    public init(
        _ identifier: ActionIdentifier,
        title: String,
        options: Options = [],
        textInput: TextInput? = nil,
        icon: Icon? = nil,
        fileID: String = #fileID,
        line: Int = #line
    ) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.textInput = textInput
        self.icon = icon
        self.site = IgnoredInEquality(SourceSite(fileID: fileID, line: line))
    }

    package init(
        identifier: ActionIdentifier, title: String, options: Options, textInput: TextInput?, icon: Icon?,
        site: SourceSite?
    ) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.textInput = textInput
        self.icon = icon
        self.site = IgnoredInEquality(site)
    }

    /// Whether the action opens the app.
    package var opensApp: Bool { options.contains(.foreground) }
    /// Whether the action runs without opening the app.
    package var runsInBackground: Bool { !options.contains(.foreground) }
    /// Whether the action asks the user to type a reply.
    package var isTextInput: Bool { textInput != nil }
}

extension NotificationAction {
    /// How an action behaves. Raw values match `UNNotificationActionOptions`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The option bits.
        public var rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The device must be unlocked before the action runs (implied by ``foreground``).
        public static let authenticationRequired = Options(rawValue: 1 << 0)
        /// The button is shown in red, for actions that delete or cancel.
        public static let destructive = Options(rawValue: 1 << 1)
        /// The action opens the app.
        public static let foreground = Options(rawValue: 1 << 2)

        /// Every option with its JSON name, in the order they are written.
        package static let named: [(name: String, option: Options)] = [
            ("foreground", .foreground),
            ("destructive", .destructive),
            ("authenticationRequired", .authenticationRequired),
        ]
    }

    /// The reply field of an action that asks the user to type text.
    public struct TextInput: Hashable, Sendable {
        /// The label of the button that sends the reply.
        public package(set) var buttonTitle: String
        /// The text shown in the empty reply field.
        public package(set) var placeholder: String
        /// The send button's localization key, when it is translated.
        package var buttonTitleLocalization: LocalizationKey?
        /// The placeholder's localization key, when it is translated.
        package var placeholderLocalization: LocalizationKey?

        /// Creates a reply field.
        ///
        /// - Parameters:
        ///   - buttonTitle: The title of the send button.
        ///   - placeholder: The text shown in the empty field.
        public init(buttonTitle: String, placeholder: String = "") {
            self.buttonTitle = buttonTitle
            self.placeholder = placeholder
        }
    }

    /// The icon of an action (iOS 15 and later).
    public enum Icon: Hashable, Sendable {
        /// An SF Symbol, by name.
        case systemImage(String)
        /// A template image from the app's asset catalog, by name.
        case templateImage(String)

        /// The image's name.
        package var name: String {
            switch self {
            case .systemImage(let name), .templateImage(let name): name
            }
        }
    }
}

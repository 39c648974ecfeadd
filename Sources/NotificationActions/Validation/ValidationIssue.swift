/// One problem found in a set of categories: what is wrong, where, and how to fix it.
public struct ValidationIssue: Hashable, Sendable, CustomStringConvertible {
    /// Whether a problem stops a registry from being built: the package's one `Severity`.
    package typealias Severity = NotificationActions.Severity

    /// Whether this problem stops a registry from being built.
    public var severity: NotificationActions.Severity
    /// What kind of problem it is; stable across releases, so tests and tools can match on it.
    public var code: Code
    /// Where the problem is.
    public var location: IssueLocation
    /// What is wrong, naming the identifiers involved, and how to fix it.
    public var message: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - severity: Error or warning.
    ///   - code: The stable code.
    ///   - location: Where it is.
    ///   - message: What is wrong and how to fix it.
    @inline(never) package init(
        _ severity: Severity, _ code: Code, at location: IssueLocation, _ message: String
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: severity: path: message [code]`, the form editors and Xcode read.
    public var description: String {
        var text = location.prefix.isEmpty ? "" : location.prefix + ": "
        text += "\(severity.rawValue): "
        if !location.path.isEmpty { text += "\(location.path): " }
        return text + "\(message) [\(code)]"
    }
}

extension ValidationIssue {
    /// The kind of a validation issue, spelled as a stable string such as `duplicate-action`.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
        ExpressibleByStringLiteral
    {
        /// The code's stable spelling.
        public var rawValue: String
        /// Creates a code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a code from a literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The code's stable spelling.
        public var description: String { rawValue }

        // Errors.
        /// The text is not valid JSON.
        package static let malformedJSON: Code = "malformed-json"
        /// The text is not UTF-8.
        package static let invalidEncoding: Code = "invalid-encoding"
        /// Arrays and objects nest deeper than the parser allows.
        package static let nestingTooDeep: Code = "nesting-too-deep"
        /// The file is empty.
        package static let emptyDocument: Code = "empty-document"
        /// A value has the wrong JSON type.
        package static let wrongType: Code = "wrong-type"
        /// A required key is absent.
        package static let missingKey: Code = "missing-key"
        /// A key the format does not define.
        package static let unknownKey: Code = "unknown-key"
        /// A key written twice in one object.
        package static let duplicateKey: Code = "duplicate-key"
        /// An option string the format does not define.
        package static let unknownOption: Code = "unknown-option"
        /// `version` is not 1.
        package static let unsupportedVersion: Code = "unsupported-version"
        /// An empty category or action identifier.
        package static let emptyIdentifier: Code = "empty-identifier"
        /// An action without a title.
        package static let emptyTitle: Code = "empty-title"
        /// A string longer than any notification can carry.
        package static let stringTooLong: Code = "string-too-long"
        /// An identifier that is blank, padded with whitespace, or holds control characters.
        package static let invalidIdentifier: Code = "invalid-identifier"
        /// Two categories with one identifier.
        package static let duplicateCategory: Code = "duplicate-category"
        /// Two actions with one identifier in a category.
        package static let duplicateAction: Code = "duplicate-action"
        /// An action using the system's default or dismiss identifier.
        package static let reservedIdentifier: Code = "reserved-identifier"
        /// An icon that names no image, or both kinds.
        package static let invalidIcon: Code = "invalid-icon"
        /// `minimalActions` names an action the category does not have.
        package static let unknownMinimalAction: Code = "unknown-minimal-action"
        /// `minimalActions` names an action twice.
        package static let duplicateMinimalAction: Code = "duplicate-minimal-action"
        /// `minimalActions` holds more actions than the minimal context shows.
        package static let tooManyMinimalActions: Code = "too-many-minimal-actions"
        /// More actions than the default context shows.
        package static let tooManyActions: Code = "too-many-actions"
        /// Two registries define one category differently.
        package static let conflictingCategory: Code = "conflicting-category"

        // Warnings.
        /// A feature the deployment target's OS version or platform ignores.
        package static let unavailableFeature: Code = "unavailable-feature"
        /// A text-input action without a button title: the system shows its own localized "Send".
        package static let missingButtonTitle: Code = "missing-button-title"
        /// An option written twice.
        package static let duplicateOption: Code = "duplicate-option"
        /// `authenticationRequired` on a foreground action, which implies it.
        package static let redundantAuthentication: Code = "redundant-authentication"
        /// One action identifier defined differently in two categories.
        package static let sharedActionIdentifier: Code = "shared-action-identifier"
        /// More than two actions and no `minimalActions`.
        package static let implicitMinimalActions: Code = "implicit-minimal-actions"
        /// The first action is destructive.
        package static let destructiveFirstAction: Code = "destructive-first-action"
        /// `minimalActions` that are not the category's first actions, so registration reorders them.
        package static let minimalActionsReordered: Code = "minimal-actions-reordered"
        /// `allowAnnouncement`, ignored since iOS 15.
        package static let deprecatedOption: Code = "deprecated-option"
        /// A text-input action that also requires authentication.
        package static let textInputAuthentication: Code = "text-input-authentication"
        /// A `%` that is not a valid format directive.
        package static let invalidFormatDirective: Code = "invalid-format-directive"
        /// Text the user sees (a title, a placeholder) holds control characters, which render as garbage.
        package static let controlCharacters: Code = "control-characters"
        /// A category's payload declaration cannot describe a push: a key named `aps`, a key declared twice,
        /// an enum without values, an object without keys.
        package static let invalidPayloadDeclaration: Code = "invalid-payload-declaration"
        /// An `intentIdentifiers` value that is not a SiriKit intent the SDK defines.
        package static let unknownIntent: Code = "unknown-intent"
    }
}

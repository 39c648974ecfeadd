/// The issues found in one payload, with their byte offsets.
package struct PayloadFindings {
    package struct Item {
        package var severity: ValidationIssue.Severity
        package var code: ValidationIssue.Code
        package var message: String
        package var offset: Int
        package var path: String
    }

    package private(set) var items: [Item] = []

    package init() {}

    package mutating func add(
        _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, _ message: String, at offset: Int,
        path: String
    ) {
        items.append(Item(severity: severity, code: code, message: message, offset: offset, path: path))
    }
}

extension JSONNode.Value {
    package func isInteger(_ expected: Int) -> Bool {
        if case .int(let value) = self { value == expected } else { false }
    }

    package var isNull: Bool {
        if case .null = self { true } else { false }
    }
}

extension JSONNode {
    package var numberValue: Double? {
        switch value {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    package var isObject: Bool { members != nil }
}

extension ValidationIssue.Code {
    /// A payload over the size APNs accepts for its push type.
    public static let payloadTooLarge: Self = "payload-too-large"
    /// A payload without an `aps` object, where its push type needs one.
    public static let missingAps: Self = "missing-aps"
    /// An alert payload without `aps.category`: no buttons will show.
    public static let missingCategory: Self = "missing-category"
    /// A payload whose `aps.category` the app does not register: no buttons will show.
    public static let unregisteredCategory: Self = "unregistered-category"
    /// A key the system does not read.
    public static let unknownApsKey: Self = "unknown-aps-key"
    /// A value of the right type outside its allowed range or set.
    public static let invalidValue: Self = "invalid-value"
    /// A background push that names a category, which it cannot show.
    public static let silentPushWithCategory: Self = "silent-push-with-category"
    /// An alert push with no alert, badge or sound: it shows nothing.
    public static let nothingToShow: Self = "nothing-to-show"
    /// A key `aps` reads written beside `aps` instead of inside it, where the system never looks.
    public static let misplacedKey: Self = "misplaced-key"
    /// A key the payload's push type does not read (an alert in a background push, a category in a Live
    /// Activity update).
    public static let ignoredForPushType: Self = "ignored-for-push-type"
    /// A category on a push that shows a badge or plays a sound but shows no alert to put buttons on.
    public static let categoryWithoutAlert: Self = "category-without-alert"
    /// `"mutable-content": 1` on a push without an alert: the notification service extension never runs.
    public static let mutableContentWithoutAlert: Self = "mutable-content-without-alert"
    /// A push that looks like a background update (`content-available`, no alert) but carries a badge or a
    /// sound, so it is sent and treated as an alert push.
    public static let backgroundWithShownKeys: Self = "background-with-shown-keys"
    /// `loc-args` without the `loc-key` whose placeholders they fill (likewise for titles and subtitles).
    public static let argumentsWithoutKey: Self = "arguments-without-key"
}

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
    package static let payloadTooLarge: Self = "payload-too-large"
    /// A payload without an `aps` object, where its push type needs one.
    package static let missingAps: Self = "missing-aps"
    /// An alert payload without `aps.category`: no buttons will show.
    package static let missingCategory: Self = "missing-category"
    /// A payload whose `aps.category` the app does not register: no buttons will show.
    package static let unregisteredCategory: Self = "unregistered-category"
    /// A key the system does not read.
    package static let unknownApsKey: Self = "unknown-aps-key"
    /// A value of the right type outside its allowed range or set.
    package static let invalidValue: Self = "invalid-value"
    /// A background push that names a category, which it cannot show.
    package static let silentPushWithCategory: Self = "silent-push-with-category"
    /// An alert push with no alert, badge or sound: it shows nothing.
    package static let nothingToShow: Self = "nothing-to-show"
    /// A key `aps` reads written beside `aps` instead of inside it, where the system never looks.
    package static let misplacedKey: Self = "misplaced-key"
    /// A key the payload's push type does not read (an alert in a background push, a category in a Live
    /// Activity update).
    package static let ignoredForPushType: Self = "ignored-for-push-type"
    /// A category on a push that shows a badge or plays a sound but shows no alert to put buttons on.
    package static let categoryWithoutAlert: Self = "category-without-alert"
    /// `"mutable-content": 1` on a push without an alert: the notification service extension never runs.
    package static let mutableContentWithoutAlert: Self = "mutable-content-without-alert"
    /// A push that looks like a background update (`content-available`, no alert) but carries a badge or a
    /// sound, so it is sent and treated as an alert push.
    package static let backgroundWithShownKeys: Self = "background-with-shown-keys"
    /// `loc-args` without the `loc-key` whose placeholders they fill (likewise for titles and subtitles).
    package static let argumentsWithoutKey: Self = "arguments-without-key"
}

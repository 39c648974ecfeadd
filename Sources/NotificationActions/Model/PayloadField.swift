/// A custom key a category's pushes carry beside `aps` — `invitationID`, `sender.name` — with its type:
/// the half of a push the server decides, declared once so that `check-payload`, the payload JSON Schema,
/// the generated `Decodable` structs and the router's typed handlers all read the same contract.
///
/// ```swift
/// NotificationCategory("invite", payload: [
///     PayloadField("invitationID", .string),
///     PayloadField("sender", .object([PayloadField("name", .string)])),
///     PayloadField("expires", .date(.iso8601), optional: true),
/// ]) {
///     NotificationAction("invite.accept", title: "Accept")
/// }
/// ```
public struct PayloadField: Hashable, Sendable {
    /// The key, as the server writes it (`invitationID`).
    public var name: String
    /// What its value is.
    public var type: PayloadType
    /// Whether a push may leave it out. Default: required.
    public var isOptional: Bool
    /// What the key means, for the generated code's documentation and the JSON Schema.
    public var summary: String?

    /// Declares a custom key.
    ///
    /// - Parameters:
    ///   - name: The key, as the server writes it.
    ///   - type: What its value is.
    ///   - optional: Whether a push may leave it out (default `false`: required).
    ///   - summary: What the key means, for generated documentation and the schema.
    public init(
        _ name: String, _ type: PayloadType, optional: Bool = false, summary: String? = nil
    ) {
        self.name = name
        self.type = type
        self.isOptional = optional
        self.summary = summary
    }

    /// Fields are equal when every stored property is (a test counts them). Written out and kept out of
    /// line, like ``hash(into:)``, so that comparing declarations calls them rather than copying them into
    /// every comparison and hash of an array of fields.
    @inline(never)
    public static func == (lhs: PayloadField, rhs: PayloadField) -> Bool {
        lhs.name == rhs.name && lhs.type == rhs.type && lhs.isOptional == rhs.isOptional
            && lhs.summary == rhs.summary
    }

    /// Hashes every stored property, consistently with ``==(_:_:)``.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(isOptional)
        hasher.combine(summary)
    }
}

/// The type of a custom payload key's value. JSON has one number type; `integer` accepts only whole
/// numbers, `number` any. Built like an enum — `.string`, `.date(.iso8601)`, `.enumeration(["a", "b"])`,
/// `.array(.string)`, `.object([…])` — and read through ``shape``, one `switch` over every type.
///
/// A struct of plain stored values rather than an `indirect enum`: a registry the build plugin embeds
/// lives for the whole process, and an indirect enum's boxes are referenced through tagged pointers that
/// LeakSanitizer cannot follow, so every app's sanitizer runs would report them as leaks.
public struct PayloadType: Hashable, Sendable {
    /// The type as an enum, for `switch`.
    public enum Shape: Hashable, Sendable {
        /// Text.
        case string
        /// A whole number (`3`, not `3.5`).
        case integer
        /// Any number.
        case number
        /// `true` or `false`.
        case boolean
        /// Text that is an absolute URL (`https://…`, `myapp://…`).
        case url
        /// A point in time, written as the format says.
        case date(DateFormat)
        /// Text that is one of the listed values.
        case enumeration([String])
        /// An array whose elements are all of one type.
        case array(PayloadType)
        /// An object with declared keys.
        case object([PayloadField])
    }

    private enum Kind: Hashable, Sendable {
        case string, integer, number, boolean, url, date, enumeration, array, object
    }

    private var kind: Kind
    private var format: DateFormat?
    private var values: [String] = []
    private var element: [PayloadType] = []
    private var fields: [PayloadField] = []

    /// Types are equal when their shapes are. Written out (every stored property: a test counts them), and
    /// kept out of line, so that comparing declarations calls it rather than copying it into every
    /// comparison of fields and arrays of fields.
    @inline(never)
    public static func == (lhs: PayloadType, rhs: PayloadType) -> Bool {
        lhs.kind == rhs.kind && lhs.format == rhs.format && lhs.values == rhs.values
            && lhs.element == rhs.element && lhs.fields == rhs.fields
    }

    /// Hashes every stored property, consistently with ``==(_:_:)``.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(format)
        hasher.combine(values)
        hasher.combine(element)
        hasher.combine(fields)
    }

    /// Creates a type from its shape (an app writes `.string`, `.array(.string)`, … instead).
    ///
    /// - Parameter shape: The type as an enum.
    package init(_ shape: Shape) {
        switch shape {
        case .string: kind = .string
        case .integer: kind = .integer
        case .number: kind = .number
        case .boolean: kind = .boolean
        case .url: kind = .url
        case .date(let format):
            kind = .date
            self.format = format
        case .enumeration(let values):
            kind = .enumeration
            self.values = values
        case .array(let element):
            kind = .array
            self.element = [element]
        case .object(let fields):
            kind = .object
            self.fields = fields
        }
    }

    /// The type as an enum, for `switch`.
    public var shape: Shape {
        switch kind {
        case .string: .string
        case .integer: .integer
        case .number: .number
        case .boolean: .boolean
        case .url: .url
        case .date: .date(format ?? .iso8601)
        case .enumeration: .enumeration(values)
        case .array: .array(element.first ?? .string)
        case .object: .object(fields)
        }
    }

    /// Text.
    public static let string = PayloadType(.string)
    /// A whole number (`3`, not `3.5`).
    public static let integer = PayloadType(.integer)
    /// Any number.
    public static let number = PayloadType(.number)
    /// `true` or `false`.
    public static let boolean = PayloadType(.boolean)
    /// Text that is an absolute URL (`https://…`, `myapp://…`).
    public static let url = PayloadType(.url)
    /// A point in time, written as `format` says.
    ///
    /// - Parameter format: How the push writes it.
    public static func date(_ format: DateFormat) -> PayloadType {
        PayloadType(.date(format))
    }
    /// Text that is one of `values`.
    ///
    /// - Parameter values: The allowed strings.
    public static func enumeration(_ values: [String]) -> PayloadType {
        PayloadType(.enumeration(values))
    }
    /// An array whose elements are all of `element`'s type.
    ///
    /// - Parameter element: The elements' type.
    public static func array(_ element: PayloadType) -> PayloadType {
        PayloadType(.array(element))
    }
    /// An object with declared keys.
    ///
    /// - Parameter fields: Its keys.
    public static func object(_ fields: [PayloadField]) -> PayloadType {
        PayloadType(.object(fields))
    }

    /// How a date is written in the push.
    public enum DateFormat: String, Hashable, Sendable, CaseIterable {
        /// ISO 8601 text with a time zone: `2026-11-24T18:30:00Z`, fractional seconds allowed.
        case iso8601
        /// A number of seconds since 1970-01-01T00:00:00Z (Unix time), as APNs' own `timestamp` is.
        case unixSeconds
    }

    /// The type's name in the configuration format (`string`, `enum`, `object`, …).
    public var name: String {
        switch shape {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .url: "url"
        case .date: "date"
        case .enumeration: "enum"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Every type's name in the configuration format.
    package static let names = [
        "string", "integer", "number", "boolean", "url", "date", "enum", "array", "object",
    ]

    /// The type as a reader says it: "a string", "an ISO 8601 date string", "one of 'a', 'b'", "an array of
    /// integers", "an object".
    public var description: String {
        switch shape {
        case .string: "a string"
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "a boolean"
        case .url: "a URL string"
        case .date(.iso8601): "an ISO 8601 date string"
        case .date(.unixSeconds): "a number of seconds since 1970 (Unix time)"
        case .enumeration(let values): "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
        case .array(let element): "an array of \(element.pluralDescription)"
        case .object: "an object"
        }
    }

    private var pluralDescription: String {
        switch shape {
        case .string: "strings"
        case .integer: "integers"
        case .number: "numbers"
        case .boolean: "booleans"
        case .url: "URL strings"
        case .date(.iso8601): "ISO 8601 date strings"
        case .date(.unixSeconds): "Unix times"
        case .enumeration(let values): "values among " + values.map { "'\($0)'" }.joined(separator: ", ")
        case .array(let element): "arrays of \(element.pluralDescription)"
        case .object: "objects"
        }
    }
}

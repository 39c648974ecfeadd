/// A JSON value: what a notification's `userInfo` and a push payload hold, in a form that is `Sendable`.
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or exponent that fits in `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// The string, if this is one.
    package var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The integer, if this is one.
    package var intValue: Int? { if case .int(let value) = self { value } else { nil } }
    /// The number as a `Double`, if this is a number.
    package var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
    /// The boolean, if this is one.
    package var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The elements, if this is an array.
    package var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    /// The members, if this is an object.
    package var objectValue: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }

    /// The member with a key, if this is an object that has it.
    ///
    /// - Parameter key: The member's name; `nil` when the value is not an object or lacks it.
    package subscript(key: String) -> JSONValue? { objectValue?[key] }

    /// Values are equal when they are the same case with equal contents (numbers by value within their case:
    /// `.int(1)` is not `.double(1)`). Written out, and kept out of line, so that comparing a `userInfo`
    /// calls it rather than copying it into every comparison of arrays and dictionaries of values.
    @inline(never)
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch lhs {
        case .null: if case .null = rhs { true } else { false }
        case .bool(let value): if case .bool(let other) = rhs { value == other } else { false }
        case .int(let value): if case .int(let other) = rhs { value == other } else { false }
        case .double(let value): if case .double(let other) = rhs { value == other } else { false }
        case .string(let value): if case .string(let other) = rhs { value == other } else { false }
        case .array(let value): if case .array(let other) = rhs { value == other } else { false }
        case .object(let value): if case .object(let other) = rhs { value == other } else { false }
        }
    }

    /// Hashes the case and its contents, consistently with ``==(_:_:)``; out of line for the same reason.
    @inline(never)
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .int(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .double(let value):
            hasher.combine(3)
            hasher.combine(value)
        case .string(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .array(let value):
            hasher.combine(5)
            hasher.combine(value)
        case .object(let value):
            hasher.combine(6)
            hasher.combine(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    /// A string.
    package init(stringLiteral value: String) { self = .string(value) }
    /// An integer.
    package init(integerLiteral value: Int) { self = .int(value) }
    /// A number with a fraction.
    package init(floatLiteral value: Double) { self = .double(value) }
    /// A boolean.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object; a repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// `null`.
    package init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
    /// Parses JSON text.
    ///
    /// - Parameter bytes: UTF-8 JSON text.
    ///
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    package init(parsing bytes: some Sequence<UInt8>) throws(JSONSyntaxError) {
        let bytes = Array(bytes)
        do {
            self = try JSONParser.parse(bytes).plainValue
        } catch {
            throw JSONSyntaxError(failure: error, source: SourceText(bytes: bytes))
        }
    }

    /// The value as compact JSON text, with object keys sorted.
    package var jsonText: String {
        var writer = JSONWriter(pretty: false)
        writer.write(self)
        return writer.output
    }
}

extension JSONValue {
    /// The value as an ordered node, object members sorted by key so output is deterministic.
    package var node: JSONNode {
        let value: JSONNode.Value =
            switch self {
            case .null: .null
            case .bool(let bool): .bool(bool)
            case .int(let int): .int(int)
            case .double(let double): .double(double)
            case .string(let string): .string(string)
            case .array(let elements): .array(elements.map(\.node))
            case .object(let members):
                .object(
                    Array(members.keys).sorted().map {
                        JSONNode.Member(key: $0, keyOffset: 0, value: members[$0]!.node)
                    })
            }
        return JSONNode(value: value, offset: 0)
    }
}

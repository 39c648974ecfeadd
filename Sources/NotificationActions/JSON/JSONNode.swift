/// A parsed JSON value and the byte offset where it starts in its source, so that every problem found in
/// it can be reported at a line and column.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// One `"key": value` pair; objects keep their members in order, duplicates included, so that a
    /// duplicated key can be reported rather than silently dropped.
    struct Member: Sendable {
        var key: String
        var keyOffset: Int
        var value: JSONNode
    }

    var value: Value
    var offset: Int

    /// The JSON name of the value's type, for messages ("expected a string, found a number").
    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var stringValue: String? {
        if case .string(let string) = value { string } else { nil }
    }

    var members: [Member]? {
        if case .object(let members) = value { members } else { nil }
    }

    var elements: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The value of the first member with a key.
    subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }

    /// The value without positions.
    var plainValue: JSONValue {
        switch value {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .int(let int): .int(int)
        case .double(let double): .double(double)
        case .string(let string): .string(string)
        case .array(let elements): .array(elements.map(\.plainValue))
        case .object(let members):
            .object(
                Dictionary(
                    members.map { ($0.key, $0.value.plainValue) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}

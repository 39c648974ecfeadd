/// A parsed JSON value and the byte offset where it starts in its source, so that every problem found in
/// it can be reported at a line and column.
package struct JSONNode: Sendable {
    package enum Value: Sendable {
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
    package struct Member: Sendable {
        package var key: String
        package var keyOffset: Int
        package var value: JSONNode

        package init(key: String, keyOffset: Int, value: JSONNode) {
            (self.key, self.keyOffset, self.value) = (key, keyOffset, value)
        }
    }

    package var value: Value
    package var offset: Int

    package init(value: Value, offset: Int) { (self.value, self.offset) = (value, offset) }

    /// The JSON name of the value's type, for messages ("expected a string, found a number").
    package var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package var stringValue: String? {
        if case .string(let string) = value { string } else { nil }
    }

    package var members: [Member]? {
        if case .object(let members) = value { members } else { nil }
    }

    package var elements: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The value of the first member with a key.
    package subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }

    /// The value without positions.
    package var plainValue: JSONValue {
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

import Foundation

extension JSONValue {
    /// Converts a property-list value (what `userInfo` holds: strings, numbers, booleans, dates, data,
    /// arrays and dictionaries, bridged or not) to a `JSONValue`. Dates become ISO 8601 strings and data
    /// base64 strings; anything else is described as a string, so nothing is silently dropped.
    ///
    /// - Parameter value: A property-list value (`String`, `NSNumber`, `Date`, `Data`, arrays, dictionaries).
    /// Arrays and dictionaries nested beyond ``SendableValues/maxDepth`` (the JSON parser's limit) become
    /// `.null`: the walk is bounded whatever arrives.
    package init(propertyList value: Any) {
        self.init(propertyList: value, level: 1)
    }

    private init(propertyList value: Any, level: Int) {
        // Collections first, before any cast to a class (NSNumber, NSNull): on Linux such a cast of a Swift
        // collection bridges it to Foundation's, every level of it, on the stack (issue #50).
        switch value {
        case is [Any] where level > SendableValues.maxDepth,
            is [AnyHashable: Any] where level > SendableValues.maxDepth:
            self = .null
            return
        case let value as [Any]:
            self = .array(value.map { JSONValue(propertyList: $0, level: level + 1) })
            return
        case let value as [AnyHashable: Any]:
            self = .object(
                Dictionary(
                    value.map {
                        (String(describing: $0.key.base), JSONValue(propertyList: $0.value, level: level + 1))
                    },
                    uniquingKeysWith: { first, _ in first }))
            return
        default: break
        }
        if Self.isBoolean(value), let bool = value as? Bool {
            self = .bool(bool)
            return
        }
        switch value {
        case let value as JSONValue: self = value
        case is NSNull: self = .null
        case let value as String: self = .string(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = Self.number(value)
        case let value as NSNumber: self = Self.number(value)
        case let value as Date: self = .string(ISO8601DateFormatter().string(from: value))
        case let value as Data: self = .string(value.base64EncodedString())
        default: self = .string(String(describing: value))
        }
    }

    /// Converts a notification's `userInfo`.
    ///
    /// - Parameter userInfo: The system's `userInfo` dictionary.
    package static func userInfo(_ userInfo: [AnyHashable: Any]) -> [String: JSONValue] {
        JSONValue(propertyList: userInfo).objectValue ?? [String: JSONValue]()
    }

    /// Whether a value is a Swift `Bool` or a boxed Objective-C boolean, not a number that happens to
    /// convert to `Bool`.
    private static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        if case .bool = SendableValues.Number(number) { return true }
        return false
    }

    private static func number(_ value: Double) -> JSONValue {
        value.rounded() == value && abs(value) < 9.0e15 ? .int(Int(value)) : .double(value)
    }

    private static func number(_ value: NSNumber) -> JSONValue {
        switch SendableValues.Number(value) {
        case .bool(let flag): return .bool(flag)
        case .int(let integer): return .int(integer)
        case .double(let real): return number(real)
        }
    }
}

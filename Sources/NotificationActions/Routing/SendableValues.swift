import Foundation

/// A notification's `userInfo` as it arrived — strings, numbers, booleans, dates, data, arrays and
/// dictionaries of them — held so that two notifications compare equal when their values do.
package struct SendableValues: Hashable, Sendable {
    package let dictionary: [String: any Sendable]
    /// The same values as JSON (dates as ISO 8601 text, data as base64): what equality and hashing use.
    package let json: [String: JSONValue]

    package init(_ values: [String: any Sendable]) {
        dictionary = values.mapValues(Self.native)
        json = JSONValue(propertyList: dictionary as [String: Any]).objectValue ?? [:]
    }

    /// Converts the system's `userInfo` (property-list values, `NSNumber`s among them) to values as they
    /// arrived: a boolean stays a `Bool`, an integer an `Int`, a date a `Date`, data `Data`.
    package init(propertyList values: [AnyHashable: Any]) {
        self.init(Self.native(values) as? [String: any Sendable] ?? [:])
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json }
    package func hash(into hasher: inout Hasher) { hasher.combine(json) }

    /// `value` as plain Swift values: JSON values and `NSNumber`s unwrapped, collections converted.
    static func native(_ value: Any) -> any Sendable {
        switch value {
        case let json as JSONValue: return json.native
        // Swift's own numbers first: on Linux, `as? NSNumber` would take them too.
        case let bool as Bool where type(of: value) == Bool.self: return bool
        case let int as Int where type(of: value) == Int.self: return int
        case let double as Double where type(of: value) == Double.self: return double
        case let number as NSNumber:
            // The system's: a boolean, a floating-point number (kept a `Double` even when whole), an integer.
            switch String(cString: number.objCType) {
            case "c", "B": return number.boolValue
            case "d", "f": return number.doubleValue
            default: return number.intValue
            }
        case let string as String: return string
        case let date as Date: return date
        case let data as Data: return data
        case is NSNull: return NSNull()
        case let array as [Any]: return array.map(native)
        case let dictionary as [AnyHashable: Any]:
            var result = [String: any Sendable](minimumCapacity: dictionary.count)
            for (key, value) in dictionary { result[String(describing: key.base)] = native(value) }
            return result
        case let sendable as any Sendable: return sendable
        default: return String(describing: value)
        }
    }
}

extension JSONValue {
    /// The value as plain Swift values: `String`, `Int`, `Double`, `Bool`, `NSNull`, arrays and dictionaries.
    package var native: any Sendable {
        switch self {
        case .string(let text): text
        case .int(let number): number
        case .double(let number): number
        case .bool(let flag): flag
        case .null: NSNull()
        case .array(let elements): elements.map(\.native)
        case .object(let members): members.mapValues(\.native)
        }
    }
}

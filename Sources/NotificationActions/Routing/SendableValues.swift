import Foundation

/// A notification's `userInfo` as it arrived — strings, numbers, booleans, dates, data, arrays and
/// dictionaries of them — held so that two notifications compare equal when their values do.
package struct SendableValues: Hashable, Sendable {
    package let dictionary: [String: any Sendable]
    /// The same values as JSON (dates as ISO 8601 text, data as base64): what equality and hashing use.
    package let json: [String: JSONValue]
    /// The top-level key whose value was nested deeper than ``maxDepth`` (the first such key, in key
    /// order), when one was: its levels beyond the limit were replaced by `NSNull`, and the router reports
    /// `payload-too-deep`. Not part of equality: it is implied by the values.
    package let tooDeep: String?

    /// How deeply nested `userInfo` is converted, counting `userInfo` itself as level 1: the JSON parser's
    /// limit (``JSONParser/defaultMaxDepth``, 64), so a push converts alike whether it arrived as text or
    /// as the system's dictionary. Every walk of a value the package did not parse stops here, so a push
    /// nested 100,000 deep cannot overflow the stack (issue #50); a real push is at most 4 KB (5 KB for a
    /// VoIP push), far below.
    package static let maxDepth = JSONParser.defaultMaxDepth

    package init(_ values: [String: any Sendable]) {
        self.init(converting: values.lazy.map { ($0.key, $0.value as Any) })
    }

    /// Converts the system's `userInfo` (property-list values, `NSNumber`s among them) to values as they
    /// arrived: a boolean stays a `Bool`, an integer an `Int`, a date a `Date`, data `Data`.
    package init(propertyList values: [AnyHashable: Any]) {
        self.init(converting: values.lazy.map { (String(describing: $0.key.base), $0.value) })
    }

    private init(converting pairs: some Sequence<(String, Any)>) {
        var converted = [String: any Sendable]()
        var tooDeep: [String] = []
        for (key, value) in pairs {
            var cut = false
            converted[key] = Self.native(value, level: 2, cut: &cut)
            if cut { tooDeep.append(key) }
        }
        dictionary = converted
        json = JSONValue(propertyList: converted as [String: Any]).objectValue ?? [:]
        self.tooDeep = tooDeep.min()
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json }
    package func hash(into hasher: inout Hasher) { hasher.combine(json) }

    /// `value` as plain Swift values: JSON values and `NSNumber`s unwrapped, collections converted. A
    /// collection at `level` beyond ``maxDepth`` becomes `NSNull`, and `cut` is set.
    static func native(_ value: Any, level: Int, cut: inout Bool) -> any Sendable {
        switch value {
        case let json as JSONValue: return json.native(level: level, cut: &cut)
        // Swift's own numbers first: on Linux, `as? NSNumber` would take them too.
        case let bool as Bool where type(of: value) == Bool.self: return bool
        case let int as Int where type(of: value) == Int.self: return int
        case let double as Double where type(of: value) == Double.self: return double
        // Collections before any cast to a class (NSNumber, NSNull): on Linux such a cast of a Swift
        // collection bridges it to Foundation's, every level of it, on the stack (issue #50).
        case let array as [Any]:
            guard level <= maxDepth else {
                cut = true
                return NSNull()
            }
            return array.map { native($0, level: level + 1, cut: &cut) }
        case let dictionary as [AnyHashable: Any]:
            guard level <= maxDepth else {
                cut = true
                return NSNull()
            }
            var result = [String: any Sendable](minimumCapacity: dictionary.count)
            for (key, value) in dictionary {
                result[String(describing: key.base)] = native(value, level: level + 1, cut: &cut)
            }
            return result
        case let number as NSNumber:
            // The system's: a boolean, a floating-point number (kept a `Double` even when whole), an integer.
            switch Number(number) {
            case .bool(let flag): return flag
            case .int(let integer): return integer
            case .double(let real): return real
            }
        case let string as String: return string
        case let date as Date: return date
        case let data as Data: return data
        case is NSNull: return NSNull()
        case let sendable as any Sendable: return sendable
        default: return String(describing: value)
        }
    }
}

extension JSONValue {
    /// The value as plain Swift values: `String`, `Int`, `Double`, `Bool`, `NSNull`, arrays and dictionaries.
    /// Nesting beyond ``SendableValues/maxDepth`` becomes `NSNull`.
    package var native: any Sendable {
        var cut = false
        return native(level: 1, cut: &cut)
    }

    /// The value as plain Swift values, `level` deep; a collection beyond ``SendableValues/maxDepth``
    /// becomes `NSNull`, and `cut` is set.
    func native(level: Int, cut: inout Bool) -> any Sendable {
        switch self {
        case .string(let text): return text
        case .int(let number): return number
        case .double(let number): return number
        case .bool(let flag): return flag
        case .null: return NSNull()
        case .array, .object:
            guard level <= SendableValues.maxDepth else {
                cut = true
                return NSNull()
            }
            if case .array(let elements) = self {
                return elements.map { $0.native(level: level + 1, cut: &cut) }
            }
            var result = [String: any Sendable](minimumCapacity: objectValue?.count ?? 0)
            for (key, value) in objectValue ?? [:] { result[key] = value.native(level: level + 1, cut: &cut) }
            return result
        }
    }
}

extension SendableValues {
    /// What an `NSNumber` from the system holds. A boolean is only the system's boolean object
    /// (`__NSCFBoolean`, the class of `NSNumber(value: true)` on Apple platforms and in Linux's Foundation):
    /// its `objCType` "c" is shared by every `char`-typed number, so `Int8(-2)` read by type was `true`
    /// (audit B12). An unsigned integer above `Int.max` is a `Double`, not a wrapped negative `Int`.
    package enum Number: Equatable, Sendable {
        case bool(Bool)
        case int(Int)
        case double(Double)

        package init(_ number: NSNumber) {
            if type(of: number) == Self.booleanClass {
                self = .bool(number.boolValue)
                return
            }
            switch String(cString: number.objCType) {
            case "d", "f": self = .double(number.doubleValue)
            case "Q", "L":
                let value = number.uint64Value
                self = value > UInt64(Int.max) ? .double(Double(value)) : .int(Int(value))
            default: self = .int(number.intValue)
            }
        }

        /// The class of the system's boolean numbers.
        private static let booleanClass = type(of: NSNumber(value: true))
    }
}

import Foundation

/// A push's custom keys as a type of yours: `generate-swift` writes one per category that declares keys
/// (a category's `payload` in its configuration), and ``RouterBuilder`` hands it, decoded, to typed handlers.
public protocol NotificationPayload: Codable, Sendable {
    /// The category whose pushes carry these keys.
    static var category: CategoryIdentifier { get }
}

/// Why a push's custom keys did not decode into a payload type: where, what was expected, what arrived.
package struct PayloadDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key path of the value, such as `host.name` or `tags[1]`; empty for the push itself.
    package var path: String
    /// What the payload type expected there: "a string", "an integer", "one of 'dinner', 'meeting'", "the key".
    package var expected: String
    /// What the push held there: "the number 42", "null", "nothing" (the key is missing).
    package var found: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - path: The key path of the value.
    ///   - expected: What the payload type expected there.
    ///   - found: What the push held there.
    package init(path: String, expected: String, found: String) {
        self.path = path
        self.expected = expected
        self.found = found
    }

    /// `at 'host.name': expected a string, found the number 42`.
    package var description: String {
        "at \(path.isEmpty ? "the top level" : quoted(path)): expected \(expected), found \(found)"
    }
}

/// Decoding a push's custom keys — every key of `userInfo` but `aps` — into a `Decodable` type, straight
/// from ``JSONValue`` (no JSON text in between), with errors that name the key path, the expected type and
/// what arrived.
package enum PayloadDecoding {
    /// Decodes the custom keys of a notification's `userInfo` into `type`.
    ///
    /// - Parameters:
    ///   - type: The payload type (one `generate-swift` wrote, or any `Decodable`).
    ///   - userInfo: The notification's `userInfo`; its `aps` is left out.
    /// - Throws: ``PayloadDecodingError`` naming the key path, the expected type and what arrived.
    package static func decode<Payload: Decodable>(_ type: Payload.Type, from userInfo: [String: JSONValue])
        throws(PayloadDecodingError) -> Payload
    {
        var custom = userInfo
        custom["aps"] = nil
        let root = JSONValue.object(custom)
        do {
            return try Payload(from: ValueDecoder(value: root, codingPath: []))
        } catch let error as DecodingError {
            throw PayloadDecodingError(error, in: root)
        } catch let error as PayloadDecodingError {
            throw error
        } catch {
            throw PayloadDecodingError(
                path: "", expected: "\(Payload.self)", found: String(describing: error))
        }
    }

    /// The text of a key path: `host.name`, `tags[1]`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key is IndexKey {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

extension PayloadDecodingError {
    /// The error of a `DecodingError`, what arrived looked up in `root` by its coding path.
    init(_ error: DecodingError, in root: JSONValue) {
        func value(at path: [any CodingKey]) -> JSONValue? {
            var current: JSONValue? = root
            for key in path {
                if let index = key.intValue, case .array(let elements)? = current {
                    current = elements.indices.contains(index) ? elements[index] : nil
                } else {
                    current = current?[key.stringValue]
                }
            }
            return current
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(
                path: PayloadDecoding.path(context.codingPath), expected: Self.describe(type),
                found: value(at: context.codingPath).map(Self.describe) ?? "nothing")
        case .valueNotFound(let type, let context):
            self.init(
                path: PayloadDecoding.path(context.codingPath), expected: Self.describe(type),
                found: value(at: context.codingPath).map(Self.describe) ?? "nothing")
        case .keyNotFound(let key, let context):
            self.init(
                path: PayloadDecoding.path(context.codingPath + [key]), expected: "the key (it is required)",
                found: "nothing")
        case .dataCorrupted(let context):
            self.init(
                path: PayloadDecoding.path(context.codingPath), expected: context.debugDescription,
                found: value(at: context.codingPath).map(Self.describe) ?? "nothing")
        @unknown default:
            self.init(path: "", expected: "a decodable payload", found: String(describing: error))
        }
    }

    /// A Swift type as the JSON a reader would expect.
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is URL.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type,
            is UInt8.Type,
            is UInt16.Type, is UInt32.Type, is UInt64.Type:
            "an integer"
        case is Double.Type, is Float.Type: "a number"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// A JSON value as a message shows what arrived.
    package static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let value): "the boolean \(value)"
        case .int(let value): "the number \(value)"
        case .double(let value): "the number \(value)"
        case .string(let value): "the string \"\(shortened(value))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// MARK: Dates and URLs, as generated code decodes and encodes them

extension KeyedDecodingContainer {
    /// A date written as `format` says: ISO 8601 text, or seconds since 1970.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - format: How the push writes it.
    @_spi(Generated) public func decodePayloadDate(forKey key: Key, format: PayloadType.DateFormat) throws
        -> Date
    {
        // Read as an array's elements are, so a key's date and an element's are one piece of code.
        switch format {
        case .iso8601: try decode(PayloadISO8601Date.self, forKey: key).date
        case .unixSeconds: try decode(PayloadUnixDate.self, forKey: key).date
        }
    }

    /// ``decodePayloadDate(forKey:format:)`` for an optional key: `nil` when absent or null.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - format: How the push writes it.
    @_spi(Generated) public func decodePayloadDateIfPresent(forKey key: Key, format: PayloadType.DateFormat)
        throws -> Date?
    {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodePayloadDate(forKey: key, format: format)
    }

    /// An absolute URL, written as text.
    ///
    /// - Parameter key: The key.
    @_spi(Generated) public func decodePayloadURL(forKey key: Key) throws -> URL {
        try decode(PayloadURLElement.self, forKey: key).url
    }

    /// ``decodePayloadURL(forKey:)`` for an optional key: `nil` when absent or null.
    ///
    /// - Parameter key: The key.
    @_spi(Generated) public func decodePayloadURLIfPresent(forKey key: Key) throws -> URL? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodePayloadURL(forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Writes a date as `format` says.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - key: The key.
    ///   - format: How the push writes it.
    @_spi(Generated) public mutating func encodePayloadDate(
        _ date: Date, forKey key: Key, format: PayloadType.DateFormat
    )
        throws
    {
        switch format {
        case .iso8601: try encode(PayloadISO8601Date(date), forKey: key)
        case .unixSeconds: try encode(PayloadUnixDate(date), forKey: key)
        }
    }

    /// ``encodePayloadDate(_:forKey:format:)`` for an optional key: nothing when `nil`.
    ///
    /// - Parameters:
    ///   - date: The date, if any.
    ///   - key: The key.
    ///   - format: How the push writes it.
    @_spi(Generated) public mutating func encodePayloadDateIfPresent(
        _ date: Date?, forKey key: Key, format: PayloadType.DateFormat
    ) throws {
        if let date { try encodePayloadDate(date, forKey: key, format: format) }
    }

    /// Writes a URL as its text.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - key: The key.
    @_spi(Generated) public mutating func encodePayloadURL(_ url: URL, forKey key: Key) throws {
        try encode(PayloadURLElement(url), forKey: key)
    }

    /// ``encodePayloadURL(_:forKey:)`` for an optional key: nothing when `nil`.
    ///
    /// - Parameters:
    ///   - url: The URL, if any.
    ///   - key: The key.
    @_spi(Generated) public mutating func encodePayloadURLIfPresent(_ url: URL?, forKey key: Key) throws {
        if let url { try encodePayloadURL(url, forKey: key) }
    }
}

// MARK: The decoder

/// The key of an array element.
struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A `Decoder` over a ``JSONValue``.
private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [CodingUserInfoKey: Any]() }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw DecodingError.typeMismatch(
                [String: JSONValue].self, .init(codingPath: codingPath, debugDescription: "an object"))
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw DecodingError.typeMismatch(
                [JSONValue].self, .init(codingPath: codingPath, debugDescription: "an array"))
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleContainer(value: value, codingPath: codingPath)
    }
}

/// One value: where the primitives are read.
private struct SingleContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    private func mismatch<T>(_ type: T.Type) -> DecodingError {
        if value == .null {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "null"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "\(value)"))
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = value else { throw mismatch(type) }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = value else { throw mismatch(type) }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: throw mismatch(type)
        }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    /// A whole number: an integer, or a number with no fraction (JSON has one number type) in range.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        switch value {
        case .int(let value):
            guard let exact = T(exactly: value) else { throw mismatch(type) }
            return exact
        case .double(let value):
            guard let exact = T(exactly: value) else { throw mismatch(type) }
            return exact
        default: throw mismatch(type)
        }
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: codingPath))
    }
}

/// An object's members.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        return value
    }

    private func single(_ key: Key) throws -> SingleContainer {
        SingleContainer(value: try member(key), codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try single(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try single(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try single(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try single(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try single(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try single(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try single(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try single(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try single(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try single(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try single(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try single(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try single(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try single(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try single(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ValueDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: .object(object), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// An array's elements, in order.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next<T>(_ type: T.Type) throws -> SingleContainer {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "past the end"))
        }
        defer { currentIndex += 1 }
        return SingleContainer(
            value: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decode(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let element = try next([String: JSONValue].self)
        return try ValueDecoder(value: element.value, codingPath: element.codingPath).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = try next([JSONValue].self)
        return try ValueDecoder(value: element.value, codingPath: element.codingPath).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = try next(JSONValue.self)
        return ValueDecoder(value: element.value, codingPath: element.codingPath)
    }
}

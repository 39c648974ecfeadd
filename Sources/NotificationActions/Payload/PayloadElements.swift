import Foundation

// Dates and URLs in a push, as generated code reads and writes them: a key's own through the container
// helpers of PayloadDecoding.swift, which use these types; inside arrays (a `[Date]` or `[URL]` property,
// any depth) through these types directly, mapped — so an element that is no date or URL fails decoding at
// its index, as check-payload and the JSON Schema refuse it there.

/// An ISO 8601 date inside an array of a push (`"2026-11-24T18:30:00Z"`); generated code maps it to `Date`.
@_spi(Generated) public struct PayloadISO8601Date: Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// Wraps a date, for writing it back as ISO 8601 text.
    ///
    /// - Parameter date: The date.
    public init(_ date: Date) { self.date = date }

    /// Reads ISO 8601 text; anything else fails at the element's index.
    ///
    /// - Parameter decoder: The decoder positioned at the element.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = PayloadType.DateFormat.iso8601.date(text: text, seconds: nil) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an ISO 8601 date such as \"2026-11-24T18:30:00Z\"")
        }
        self.date = date
    }

    /// Writes the date as ISO 8601 text.
    ///
    /// - Parameter encoder: The encoder positioned at the element.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(ISO8601DateFormatter().string(from: date))
    }
}

/// A date written as seconds since 1970 inside an array of a push; generated code maps it to `Date`.
@_spi(Generated) public struct PayloadUnixDate: Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// Wraps a date, for writing it back as seconds since 1970.
    ///
    /// - Parameter date: The date.
    public init(_ date: Date) { self.date = date }

    /// Reads a number of seconds since 1970.
    ///
    /// - Parameter decoder: The decoder positioned at the element.
    public init(from decoder: any Decoder) throws {
        date = Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
    }

    /// Writes the date as seconds since 1970.
    ///
    /// - Parameter encoder: The encoder positioned at the element.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(date.timeIntervalSince1970)
    }
}

/// An absolute URL inside an array of a push; generated code maps it to `URL`.
@_spi(Generated) public struct PayloadURLElement: Codable, Hashable, Sendable {
    /// The URL.
    public var url: URL

    /// Wraps a URL, for writing it back as text.
    ///
    /// - Parameter url: The URL.
    public init(_ url: URL) { self.url = url }

    /// Reads URL text with a scheme; anything else fails at the element's index.
    ///
    /// - Parameter decoder: The decoder positioned at the element.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let url = URL(string: text), url.scheme?.isEmpty == false else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an absolute URL with a scheme (https://…, myapp://…)")
        }
        self.url = url
    }

    /// Writes the URL as its text.
    ///
    /// - Parameter encoder: The encoder positioned at the element.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(url.absoluteString)
    }
}

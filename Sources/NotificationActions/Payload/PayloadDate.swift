import Foundation

extension PayloadType.DateFormat {
    /// The date a value written in this format holds, or `nil` when it is not one: ISO 8601 text with a
    /// time zone (fractional seconds allowed), or a number of seconds since 1970.
    ///
    /// - Parameters:
    ///   - text: The value when it is text.
    ///   - seconds: The value when it is a number.
    public func date(text: String?, seconds: Double?) -> Date? {
        switch self {
        case .iso8601:
            guard let text else { return nil }
            return Self.parseISO8601(text)
        case .unixSeconds:
            guard let seconds, seconds.isFinite else { return nil }
            return Date(timeIntervalSince1970: seconds)
        }
    }

    /// Parses `2026-11-24T18:30:00Z`, `2026-11-24T18:30:00.250+01:00`. A formatter per call: Foundation's
    /// is not `Sendable`, and a date is parsed once per key per push.
    static func parseISO8601(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// The date written in this format, as a JSON value (for test pushes and samples).
    ///
    /// - Parameter date: The date to write.
    public func jsonValue(for date: Date) -> JSONValue {
        switch self {
        case .iso8601:
            let formatter = ISO8601DateFormatter()
            return .string(formatter.string(from: date))
        case .unixSeconds:
            let seconds = date.timeIntervalSince1970
            return seconds == seconds.rounded() ? .int(Int(seconds)) : .double(seconds)
        }
    }
}

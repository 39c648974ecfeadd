import Foundation

extension PayloadType.DateFormat {
    /// The date a value written in this format holds, or `nil` when it is not one: ISO 8601 text with a
    /// time zone (fractional seconds allowed), or a number of seconds since 1970.
    ///
    /// - Parameters:
    ///   - text: The value when it is text.
    ///   - seconds: The value when it is a number.
    package func date(text: String?, seconds: Double?) -> Date? {
        switch self {
        case .iso8601:
            guard let text else { return nil }
            return Self.parseISO8601(text)
        case .unixSeconds:
            guard let seconds, seconds.isFinite else { return nil }
            return Date(timeIntervalSince1970: seconds)
        }
    }

    /// Parses RFC 3339 / ISO 8601 internet time — `2026-11-24T18:30:00Z`, `2026-11-24T18:30:00.250+01:00`
    /// (also `+0100`, and `t`/`z` or a space for `T`) — without Foundation's formatters, whose creation costs
    /// about a million instructions: a push's date is parsed once per key per response.
    static func parseISO8601(_ text: String) -> Date? {
        var digits = Array(text.utf8)[...]
        func number(_ count: Int) -> Int? {
            guard digits.count >= count else { return nil }
            var value = 0
            for byte in digits.prefix(count) {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            digits = digits.dropFirst(count)
            return value
        }
        func take(_ allowed: [UInt8]) -> Bool {
            guard let first = digits.first, allowed.contains(first) else { return false }
            digits = digits.dropFirst()
            return true
        }
        guard let year = number(4), take([45]), let month = number(2), take([45]), let day = number(2),
            take([84, 116, 32]), let hour = number(2), take([58]), let minute = number(2), take([58]),
            let second = number(2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if take([46]) {
            var scale = 0.1
            var any = false
            while let byte = digits.first, (48...57).contains(byte) {
                fraction += Double(byte - 48) * scale
                scale /= 10
                digits = digits.dropFirst()
                any = true
            }
            guard any else { return nil }
        }
        var offset = 0
        if take([90, 122]) {
            offset = 0
        } else if let sign = digits.first, sign == 43 || sign == 45 {
            digits = digits.dropFirst()
            guard let hours = number(2) else { return nil }
            _ = take([58])
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == 45 ? -1 : 1)
        } else {
            return nil
        }
        guard digits.isEmpty, day <= daysIn(month, of: year) else { return nil }
        let seconds = daysSince1970(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

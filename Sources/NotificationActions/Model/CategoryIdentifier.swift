/// The identifier of a notification category, as a notification or a push payload's `aps.category` names it.
///
/// Category identifiers must be unique in an app and non-empty. They are open: any string is a valid
/// value, and string literals convert to them.
public struct CategoryIdentifier: Hashable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The identifier's string value.
    public var rawValue: String

    /// Wraps the identifier a notification or payload names: `RawRepresentable`'s spelling of `init(_:)`.
    package init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps the identifier a notification or payload names. Nothing is checked here, and the string is
    /// compared exactly, case and whitespace included: validation rejects an empty or padded one, and a
    /// response naming an unregistered one is reported.
    ///
    /// - Parameter rawValue: The identifier, exactly as payloads name it in `aps.category`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier's string value.
    public var description: String { rawValue }

}

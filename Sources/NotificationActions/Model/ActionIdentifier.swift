/// The identifier of a notification action: the string a response carries when the user picks a button.
///
/// Two values are reserved by the system and never belong to a category: ``defaultAction`` (the user
/// tapped the notification's body) and ``dismissAction`` (the user dismissed it, delivered only for
/// categories with ``NotificationCategory/Options/customDismissAction``).
public struct ActionIdentifier: Hashable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The identifier's string value.
    public var rawValue: String

    /// Wraps the identifier a response carries: `RawRepresentable`'s spelling of `init(_:)`.
    package init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps the identifier a response carries. Nothing is checked here, and the string is compared
    /// exactly, case and whitespace included: the router refuses one that the response's category does not
    /// declare.
    ///
    /// - Parameter rawValue: The identifier, exactly as the category declares it and responses carry it.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Creates the identifier of a case of an app's typed action enum.
    ///
    /// - Parameter action: A typed action whose identifier to use.
    package init<Action: ActionIdentifierConvertible>(_ action: Action) { self.rawValue = action.rawValue }

    /// The identifier's string value.
    public var description: String { rawValue }

    /// The system's identifier for a tap on the notification's body
    /// (`UNNotificationDefaultActionIdentifier`).
    public static let defaultAction = ActionIdentifier("com.apple.UNNotificationDefaultActionIdentifier")

    /// The system's identifier for an explicit dismissal (`UNNotificationDismissActionIdentifier`).
    public static let dismissAction = ActionIdentifier("com.apple.UNNotificationDismissActionIdentifier")

    /// Whether this is one of the two identifiers the system reserves.
    package var isReserved: Bool { self == .defaultAction || self == .dismissAction }
}

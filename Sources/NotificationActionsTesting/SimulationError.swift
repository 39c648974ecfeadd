@_spi(Generated) import NotificationActions

/// A response the registry cannot produce was asked for.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked for and why it cannot happen.
    public var message: String

    init(_ message: String) { self.message = message }

    /// `NotificationActionsTesting: message`.
    public var description: String { "NotificationActionsTesting: \(message)" }
}

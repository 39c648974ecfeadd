@_spi(Generated) import NotificationActions

/// Why an input could not be read, as one line for standard error.
public struct InputFailure: Error, Sendable, Equatable {
    /// What happened, without the input's name.
    public var message: String
    /// Creates a failure.
    public init(_ message: String) { self.message = message }
}

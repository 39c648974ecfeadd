@_spi(Generated) import NotificationActions

/// The outcome of checking a configuration: every issue found, and the registry when there was no error.
public struct ValidationReport: Sendable {
    /// Every issue, in document order.
    public var issues: [ValidationIssue]
    /// The registry, when the configuration had no error.
    public var registry: CategoryRegistry?

    /// The issues that stop the registry from being built.
    public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }
    /// The issues that do not.
    public var warnings: [ValidationIssue] { issues.filter { $0.severity == .warning } }
    /// Whether the configuration has no error (it may have warnings).
    public var isValid: Bool { registry != nil }
}

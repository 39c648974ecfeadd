/// The errors that stopped a registry from being built, every one of them, with the warnings found
/// alongside.
public struct RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every issue found, errors first, each group in document order.
    public var issues: [ValidationIssue]

    /// Creates an error from the issues found.
    public init(issues: [ValidationIssue]) { self.issues = issues }

    /// The issues that stop the registry from being built.
    public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }
    /// The issues that do not.
    public var warnings: [ValidationIssue] { issues.filter { $0.severity == .warning } }

    /// A bulleted list of every issue.
    public var description: String {
        let errorCount = errors.count
        var text = "NotificationActions: the categories have \(errorCount) error\(errorCount == 1 ? "" : "s")"
        let warningCount = warnings.count
        if warningCount > 0 { text += " and \(warningCount) warning\(warningCount == 1 ? "" : "s")" }
        text += ":"
        for issue in issues { text += "\n- \(issue)" }
        return text
    }
}

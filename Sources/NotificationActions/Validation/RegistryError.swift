/// The errors that stopped a registry from being built, every one of them, with the warnings found
/// alongside.
public struct RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every issue found, errors first, each group in document order.
    public var issues: [ValidationIssue]

    /// Creates an error from the issues found; they are kept errors first, each group in the order given.
    ///
    /// - Parameter issues: Every issue found, errors first.
    package init(issues: [ValidationIssue]) {
        self.issues = stableOrder(of: issues.map(\.severity.rank)).map { issues[$0] }
    }

    /// The issues that stop the registry from being built.
    package var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }
    /// The issues that do not.
    package var warnings: [ValidationIssue] { issues.filter { $0.severity == .warning } }

    /// A bulleted list of every issue, errors first, each starting with its location.
    public var description: String {
        problemList("the categories", issues.map { ($0.severity, $0.description) })
    }
}

/// How serious a problem is, for validation issues and router diagnostics alike.
public enum Severity: String, Hashable, Sendable {
    /// Stops what was being built: the registry, or the router.
    case error
    /// Reported; the registry or router is built and carries on.
    case warning

    /// The place in a list of problems, errors first: the one ordering `<`, `problemList` and
    /// ``RegistryError`` use.
    package var rank: Int { self == .error ? 0 : 1 }
}

/// Lists problems the way every error the package throws describes itself: a headline counting the
/// errors and warnings of `subject`, then one bulleted line per problem, errors first, each starting
/// with where it is.
func problemList(_ subject: String, _ problems: [(severity: Severity, line: String)]) -> String {
    let errors = problems.filter { $0.severity == .error }.count
    let warnings = problems.count - errors
    var text = "NotificationActions: \(subject) have \(errors) error\(errors == 1 ? "" : "s")"
    if warnings > 0 { text += " and \(warnings) warning\(warnings == 1 ? "" : "s")" }
    text += ":"
    for index in stableOrder(of: problems.map(\.severity.rank)) {
        text += "\n- " + problems[index].line
    }
    return text
}

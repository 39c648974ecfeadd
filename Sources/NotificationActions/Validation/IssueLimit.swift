/// How many issues one file reports. A broken file is fixed from its first problems; a hostile one
/// (200,000 duplicate keys) must not print megabytes, so the rest are summed up in one last issue.
enum IssueLimit {
    /// The first 1,000 issues of a file are reported one by one.
    static let perFile = 1_000

    /// The issue that stands for those not shown: an error when any of them is one, so a capped file is
    /// never taken for valid.
    static func summary(
        hidden: [ValidationIssue.Severity], file: String?, line: Int?, column: Int?
    ) -> ValidationIssue {
        let errors = hidden.filter { $0 == .error }.count
        let warnings = hidden.count - errors
        return ValidationIssue(
            errors > 0 ? .error : .warning, .tooManyIssues,
            at: IssueLocation(path: "", file: file, line: line, column: column),
            "\(hidden.count) more issues (\(errors) errors, \(warnings) warnings) are not shown; only the first \(perFile) of a file are. Fix these and check again"
        )
    }
}

extension ValidationIssue.Code {
    /// More than 1,000 issues were found in one file; the rest are counted, not listed.
    public static let tooManyIssues: Self = "too-many-issues"
}

/// How many issues one file reports. A broken file is fixed from its first problems; a hostile one
/// (200,000 duplicate keys) must not print megabytes, so the rest are summed up in one last issue.
package enum IssueLimit {
    /// The first 1,000 issues of a file are reported one by one.
    package static let perFile = 1_000

    /// Something found at a byte offset, before it is located.
    package struct Unlocated {
        package var offset: Int
        package var severity: Severity
        package var code: ValidationIssue.Code
        package var path: String
        package var message: String

        package init(
            offset: Int, severity: Severity, code: ValidationIssue.Code, path: String, message: String
        ) {
            (self.offset, self.severity, self.code, self.path, self.message) = (
                offset, severity, code, path, message
            )
        }
    }

    /// The issues of one file in document order (ties keep the order found), the first ``perFile`` of
    /// them located in one sweep over `source`, then the one that counts the rest.
    package static func located(_ found: [Unlocated], in source: SourceText, file: String?)
        -> [ValidationIssue]
    {
        let order = stableOrder(of: found.map(\.offset))
        let shown = order.prefix(perFile)
        let positions = source.positions(of: shown.map { found[$0].offset })
        var issues = zip(shown, positions).map { index, position in
            let item = found[index]
            return ValidationIssue(
                item.severity, item.code,
                at: IssueLocation(path: item.path, file: file, line: position.line, column: position.column),
                item.message)
        }
        if order.count > perFile {
            issues.append(
                summary(
                    hidden: order.dropFirst(perFile).map { found[$0].severity }, file: file,
                    line: positions.last?.line, column: positions.last?.column))
        }
        return issues
    }

    /// The issue that stands for those not shown: an error when any of them is one, so a capped file is
    /// never taken for valid.
    package static func summary(
        hidden: [ValidationIssue.Severity], file: String?, line: Int?, column: Int?
    ) -> ValidationIssue {
        let errors = hidden.filter { $0 == .error }.count
        let warnings = hidden.count - errors
        return ValidationIssue(
            errors > 0 ? .error : .warning, .tooManyIssues,
            at: IssueLocation(path: "", file: file, line: line, column: column),
            "\(hidden.count) more issues (\(errors) errors, \(warnings) warnings) are not shown; only the first "
                + "\(perFile) of a file are. Fix these and check again"
        )
    }
}

extension ValidationIssue.Code {
    /// More than 1,000 issues were found in one file; the rest are counted, not listed.
    package static let tooManyIssues: Self = "too-many-issues"
}

/// An issue before its location is resolved: a JSON path, and the indices of the category and action it
/// concerns, from which either a JSON line and column or a Swift declaration site is found.
package struct Finding: Sendable {
    package var severity: ValidationIssue.Severity
    package var code: ValidationIssue.Code
    package var path: String
    package var categoryIndex: Int?
    package var actionIndex: Int?
    package var message: String
    /// Where in the source the finding is, when that is not where the value at `path` starts
    /// (an unknown key is reported at the key).
    package var offset: Int?

    package init(
        _ severity: ValidationIssue.Severity, _ code: ValidationIssue.Code, at path: String,
        offset: Int? = nil,
        category: Int? = nil, action: Int? = nil, _ message: String
    ) {
        self.offset = offset
        self.severity = severity
        self.code = code
        self.path = path
        self.categoryIndex = category
        self.actionIndex = action
        self.message = message
    }
}

extension Finding {
    /// The path and every path enclosing it: `a.b[0].c`, `a.b[0]`, `a.b`, `a`.
    package var enclosingPaths: [String] {
        var paths = [path]
        var index = path.endIndex
        while index > path.startIndex {
            index = path.index(before: index)
            if path[index] == "." || path[index] == "[" { paths.append(String(path[..<index])) }
        }
        return paths
    }
}

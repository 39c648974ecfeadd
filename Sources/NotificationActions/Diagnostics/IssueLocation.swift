/// Where a validation issue is: a JSON path, plus a file, line and column when known, as its ``description``
/// prints them (`FILE:LINE:COLUMN (path)`); the tooling's reports give each part its own field.
public struct IssueLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path to the value, as in `categories[0].actions[2].identifier`; empty for the whole document.
    package var path: String
    /// The file: a path for JSON read from disk, the `#fileID` for categories declared in Swift.
    package var file: String?
    /// The 1-based line.
    package var line: Int?
    /// The 1-based column, for JSON.
    package var column: Int?

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - path: The JSON path of the value (`categories[1].actions[0].title`).
    ///   - file: The file, when known.
    ///   - line: The 1-based line, when known.
    ///   - column: The 1-based column, when known.
    package init(path: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.path = boundedPath(path)
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN` with whatever parts are known.
    var prefix: String {
        [file.map { visible($0) }, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(
            separator: ":")
    }

    /// `FILE:LINE:COLUMN (path)` with whatever parts are known.
    public var description: String {
        let prefix = self.prefix
        switch (prefix.isEmpty, path.isEmpty) {
        case (true, _): return path
        case (false, true): return prefix
        case (false, false): return "\(prefix) (\(path))"
        }
    }
}

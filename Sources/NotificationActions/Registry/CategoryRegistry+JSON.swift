import Foundation

extension CategoryRegistry {
    /// Decodes and validates a JSON configuration (version 1).
    ///
    /// - Parameters:
    ///   - jsonData: The configuration's bytes, UTF-8.
    ///   - fileName: The file name to put in issue locations.
    /// - Throws: ``RegistryError`` listing every error, located by JSON path, line and column.
    public init(jsonData: some Sequence<UInt8>, fileName: String? = nil) throws(RegistryError) {
        try self.init(jsonData: jsonData, profile: .modern, fileName: fileName)
    }

    /// Decodes and validates a JSON configuration against `profile`'s limits.
    package init(jsonData: some Sequence<UInt8>, profile: PlatformProfile, fileName: String? = nil)
        throws(RegistryError)
    {
        let report = Self.checked(jsonData: Array(jsonData), profile: profile, fileName: fileName)
        guard let registry = report.registry else { throw RegistryError(issues: report.issues) }
        self = registry
    }

    /// Reads, decodes and validates a JSON configuration file.
    ///
    /// - Parameter url: The configuration file.
    ///
    /// - Throws: ``RegistryError``; a file that cannot be read is reported as an issue with code
    ///   `unreadable-file`.
    public init(contentsOf url: URL) throws(RegistryError) {
        try self.init(contentsOf: url, profile: .modern)
    }

    /// Reads, decodes and validates a JSON configuration file against `profile`'s limits.
    package init(contentsOf url: URL, profile: PlatformProfile) throws(RegistryError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RegistryError(issues: [
                ValidationIssue(
                    .error, .unreadableFile, at: IssueLocation(path: "", file: url.path),
                    "cannot read the file: \(error.localizedDescription)")
            ])
        }
        try self.init(jsonData: data, profile: profile, fileName: url.path)
    }

    /// What the tooling finds in decoded categories on top of the runtime's rules: advisory rules' findings
    /// (left out, like the runtime rules', where the decoder already reported an error), others (a String
    /// Catalog's keys) and issues it located itself (in the translations).
    package struct MoreFindings {
        package var rules: [Finding] = []
        package var others: [Finding] = []
        package var located: [ValidationIssue] = []

        package init(rules: [Finding] = [], others: [Finding] = [], located: [ValidationIssue] = []) {
            self.rules = rules
            self.others = others
            self.located = located
        }
    }

    /// Decodes and checks a JSON configuration: every issue, in document order, and the registry when
    /// none is an error. `moreChecks` (optional rather than defaulting to a closure, which the optimiser would
    /// compile this function a second time for) adds the tooling's findings about the decoded categories (its
    /// advisory rules, a String Catalog's keys), reported among the others; the tooling's
    /// `validate(jsonData:…)` is its caller.
    package static func checked(
        jsonData: [UInt8], profile: PlatformProfile, fileName: String?,
        moreChecks: (([NotificationCategory]) -> MoreFindings)? = nil
    ) -> (issues: [ValidationIssue], registry: CategoryRegistry?) {
        let source = SourceText(bytes: jsonData)
        func located(_ offset: Int, path: String) -> IssueLocation {
            let position = source.position(ofOffset: offset)
            return IssueLocation(path: path, file: fileName, line: position.line, column: position.column)
        }

        let root: JSONNode
        do {
            root = try JSONParser.parse(source.bytes)
        } catch {
            let code = error.code
            let message =
                error.kind == .empty
                ? "the file is empty; a configuration is a JSON object like {\"version\": 1, \"categories\": []}"
                : error.message
            return ([ValidationIssue(.error, code, at: located(error.offset, path: ""), message)], nil)
        }

        var decoder = ConfigurationDecoder()
        let categories = decoder.decode(root)
        let structural = decoder.findings
        // A value the decoder already reported (missing, wrong type) is not reported again by the rules;
        // looked up by each enclosing path, so many findings cost no more than they are long.
        let errorPaths = Set(
            structural.lazy.filter { $0.severity == .error }.map(\.path).filter { !$0.isEmpty })
        let more = moreChecks?(categories) ?? MoreFindings()
        let rules = (CategoryValidator.validate(categories, profile: profile) + more.rules).filter {
            finding in
            errorPaths.isEmpty || !finding.enclosingPaths.contains(where: errorPaths.contains)
        }
        let issues =
            IssueLimit.located(
                (structural + rules + more.others).map { finding in
                    IssueLimit.Unlocated(
                        offset: finding.offset ?? root.nearestOffset(of: finding.path),
                        severity: finding.severity,
                        code: finding.code, path: finding.path, message: finding.message)
                }, in: source, file: fileName) + more.located
        let registry = try? CategoryRegistry(validated: categories, profile: profile, issues: issues)
        return (issues, registry)
    }

}

extension JSONNode {
    /// The offset of the value at a JSON path such as `categories[1].actions[0].title`, or of the
    /// nearest enclosing value that exists. Found by walking the tree only when an issue is reported, so
    /// loading a valid file records no positions at all.
    func nearestOffset(of path: String) -> Int {
        var node = self
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    let elements = node.elements, elements.indices.contains(index)
                else { break }
                node = elements[index]
                rest = rest[rest.index(after: close)...]
            } else {
                if rest.first == "." { rest = rest.dropFirst() }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                guard let value = node[String(rest[..<end])] else { break }
                node = value
                rest = rest[end...]
            }
        }
        return node.offset
    }
}

extension ValidationIssue.Code {
    /// A configuration file that cannot be read.
    package static let unreadableFile: Self = "unreadable-file"
}

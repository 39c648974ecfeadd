import NotificationActions

extension CommandLineTool {
    mutating func checkPayload(_ parsed: Arguments) throws(UsageError) {
        guard let configPath = parsed["config"] else {
            throw UsageError(
                command: "check-payload",
                message: "'check-payload' needs --config CONFIG: the categories payloads must name")
        }
        guard !parsed.operands.isEmpty else {
            throw UsageError(
                command: "check-payload",
                message: "'check-payload' needs at least one PAYLOAD (or - for standard input)")
        }
        var maximumSize = 4096
        if let text = parsed["max-size"] {
            guard let value = Int(text), value > 0 else {
                throw UsageError(
                    command: "check-payload",
                    message: "'--max-size' takes a number of bytes, such as 4096; found '\(text)'")
            }
            maximumSize = value
        }
        guard let (_, registry, _) = loadConfiguration(configPath, profile: .modern) else { return }
        let check = PayloadCheck(registry: registry, maximumSize: maximumSize)
        let strict = parsed.has("strict")
        var unreadable = false
        var invalid = false
        var reports: [JSONValue] = []
        for operand in parsed.operands {
            let name = Self.displayName(operand)
            guard let bytes = read(operand, limit: InputLimit.payload) else {
                unreadable = true
                reports.append(["file": .string(name), "readable": false])
                continue
            }
            let issues = check.check(bytes, fileName: name)
            let errors = issues.filter { $0.severity == .error }.count
            let warnings = issues.count - errors
            let failed = errors > 0 || (strict && warnings > 0)
            invalid = invalid || failed
            if parsed["format"] == "json" {
                reports.append(
                    .object([
                        "file": .string(name), "readable": true, "valid": .bool(!failed),
                        "bytes": .int(bytes.count),
                        "errors": .int(errors), "warnings": .int(warnings),
                        "issues": .array(issues.map(Self.json)),
                    ]))
                continue
            }
            for issue in issues { print(issue.description) }
            print(
                "\(name): \(failed ? "invalid" : "valid") (\(bytes.count) of \(maximumSize) bytes): \(Self.plural(errors, "error")), \(Self.plural(warnings, "warning"))"
            )
        }
        if parsed["format"] == "json" { print(JSONValue.object(["files": .array(reports)]).jsonText) }
        result.exitCode = unreadable ? 2 : invalid ? 1 : 0
    }
}

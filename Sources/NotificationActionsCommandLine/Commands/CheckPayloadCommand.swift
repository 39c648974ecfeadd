import NotificationActions

/// `notification-actions check-payload`.
enum CheckPayloadCommand: Subcommand {
    static let name = "check-payload"
    static let summary = "Check push payloads against the app's categories before they are sent."
    static let usage =
        "notification-actions check-payload --config CONFIG [--format text|json] [--max-size BYTES] [--strict] PAYLOAD..."
    static let options: [Arguments.Option] = [
        Arguments.Option(
            name: "config", valueName: "CONFIG", allowed: nil,
            help:
                "The app's category configuration (JSON) that payloads must name a category of. Required."
        ),
        Arguments.Option.format,
        Arguments.Option(
            name: "max-size", valueName: "BYTES", allowed: nil,
            help: "The size limit: 4096 (remote notifications, the default) or 5120 (VoIP pushes)."),
        Arguments.Option(
            name: "strict", valueName: nil, allowed: nil, help: "Treat warnings as errors."),
    ]
    static let details = """
        Each PAYLOAD is a JSON file (- reads standard input). Checked: it is JSON and an object with an
        "aps" object; "aps.category" is present (warning: without it no buttons show) and registered in
        CONFIG (error, with "did you mean"); the size is within the limit (error, stating the size);
        "alert" is a string or an object of strings; "badge" is a whole number (not "6" in quotes);
        "sound" is a name or a critical-alert object; "content-available" and "mutable-content" are 1;
        "thread-id", "target-content-id", "interruption-level" (passive, active, time-sensitive,
        critical) and "relevance-score" (0 to 1) are well-formed; unknown "aps" keys are warnings, as is
        a silent push that names a category. Problems print as FILE:LINE:COLUMN: severity: PATH: MESSAGE.

        Exit status: 0 every payload valid (warnings allowed, unless --strict), 1 a payload has an error,
        2 usage error or unreadable file.

        Examples:
          notification-actions check-payload --config Examples/Configs/chat-and-reminders.json push.json
          echo '{"aps":{"alert":"Hi","category":"invite"}}' | notification-actions check-payload --config app.json -
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        try tool.checkPayload(parsed)
    }
}

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
        result.exitCode = (unreadable ? ExitStatus.failure : invalid ? .invalid : .success).rawValue
    }
}

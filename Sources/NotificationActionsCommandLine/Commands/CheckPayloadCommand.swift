@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions check-payload`.
enum CheckPayloadCommand: Subcommand {
    static let name = "check-payload"
    static let summary = "Check push payloads against the app's categories before they are sent."
    struct Options: CommandOptions {
        var config = ""
        var pushType: PushType?
        var format = OutputFormat.text
        var maximumSize: Int?
        var strict = false
        var payloads: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .required(
                    "config", "CONFIG", \.config, because: "the categories payloads must name",
                    help:
                        "The app's category configuration (JSON) that payloads must name a category of. Required."
                ),
                .choice(
                    "push-type", "TYPE", PushType.allCases.map { ($0.rawValue, Optional($0)) }, \.pushType,
                    help:
                        "The apns-push-type the payloads are sent with. Default: inferred from each payload's keys, and named in its summary line."
                ),
                .format(\.format),
                .converted(
                    "max-size", "BYTES", \.maximumSize,
                    help:
                        "A size limit for every payload. Default: the push type's (5120 bytes for voip, 4096 for the rest)."
                ) { text throws(UsageError) in
                    guard let value = Int(text), value > 0 else {
                        throw UsageError(
                            command: nil,
                            message: "'--max-size' takes a number of bytes, such as 4096; found '\(text)'")
                    }
                    return value
                },
                .strict(\.strict),
            ]
        }
        static var operands: OperandDeclaration<Self> {
            OperandDeclaration<Self>.oneOrMore("PAYLOAD", \.payloads)
        }
    }

    static let details = """
        Each PAYLOAD is a JSON file (- reads standard input), such as a .apns file for the iOS Simulator
        (its "Simulator Target Bundle" key is accepted). Each is checked by the rules of its push type:
        --push-type, or else inferred ("event" or "content-state" in "aps": liveactivity;
        "content-changed": widgets; only "content-available": background; a top-level "mdm" with nothing
        to show in "aps": mdm; otherwise alert — and a background-looking push with a badge or a sound is
        warned about, since it is sent and shown as an alert).

          alert         something to show (alert, badge or sound); "aps.category" present when there is an
                        alert (warning: no buttons) and registered in CONFIG (error, with "did you mean");
                        "alert" a string or an object of strings, loc-args only with loc-key; "badge" a
                        whole number; "sound" a name or a critical-alert object; "content-available" and
                        "mutable-content" 1 (warning: mutable-content without an alert); "interruption-level"
                        passive, active, time-sensitive or critical; "relevance-score" 0 to 1.
          background    "content-available": 1, and no alert, badge or sound (errors); a category is a warning.
          liveactivity  "event" start, update or end; "timestamp", "stale-date", "dismissal-date" whole
                        seconds; "content-state" an object (required for start and update); a start needs
                        "attributes-type", "attributes" and an "alert"; "relevance-score" any number;
                        "alert" with "title" and "body" (strings or {"loc-key", "loc-args"}) and "sound".
          widgets, controls
                        "content-changed": true.
          mdm           {"mdm": PUSH_MAGIC}.
          voip, location, complication, fileprovider, pushtotalk
                        the app's own JSON; an alert, badge, sound or category in "aps" is never shown (warning).

        Custom keys: when "aps.category" names a category of CONFIG that declares its keys ("payload"),
        the keys beside "aps" are checked against the declaration — a required key missing or null, a
        value of the wrong type, an enum value not listed, a URL without a scheme, a date not written as
        declared (errors, located at the value with its key path), a key not declared (a warning, with
        "did you mean": invitationId for invitationID). "notification-actions schema --payloads CONFIG"
        writes the same contract as a JSON Schema for the server.

        Every type: a JSON object, no key written twice, within the size limit (5120 bytes for voip, 4096
        for the rest). Keys the type does not read are warnings; so are "aps" keys written beside "aps".
        Problems print as FILE:LINE:COLUMN: severity: PATH: MESSAGE, then a summary line per file naming
        the push type ("inferred" when it was).

        Exit status: 0 every payload valid (warnings allowed, unless --strict), 1 a payload has an error,
        2 usage error or unreadable file.

        Examples:
          notification-actions check-payload --config Examples/Configs/chat-and-reminders.json push.json
          echo '{"aps":{"alert":"Hi","category":"invite"}}' | notification-actions check-payload --config app.json -
          notification-actions check-payload --config app.json --push-type liveactivity update.json
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let (_, registry, _) = try tool.loadConfiguration(options.config)
        let check = PayloadCheck(registry: registry, maximumSize: options.maximumSize)
        var reports: [JSONValue] = []
        let status = tool.checkInputs(
            options.payloads, limit: InputLimit.payload,
            unreadable: { reports.append(["file": .string($0), "readable": false]) },
            check: { tool, name, bytes in
                let inspection = check.inspect(bytes, fileName: name, pushType: options.pushType)
                let issues = inspection.issues
                let errors = issues.filter { $0.severity == .error }.count
                let warnings = issues.count - errors
                let failed = errors > 0 || (options.strict && warnings > 0)
                if options.format == .json {
                    reports.append(
                        .object([
                            "file": .string(name), "readable": true, "valid": .bool(!failed),
                            "bytes": .int(bytes.count), "maximumBytes": .int(inspection.maximumSize),
                            "pushType": .string(inspection.pushType.rawValue),
                            "pushTypeInferred": .bool(inspection.pushTypeWasInferred),
                            "errors": .int(errors), "warnings": .int(warnings),
                            "issues": .array(issues.map(CommandLineTool.json)),
                        ]))
                    return failed
                }
                for issue in issues { tool.print(issue.description) }
                tool.print(
                    "\(name): \(failed ? "invalid" : "valid") (\(inspection.pushType) push\(inspection.pushTypeWasInferred ? ", inferred" : ""); \(bytes.count) of \(inspection.maximumSize) bytes): \(CommandLineTool.plural(errors, "error")), \(CommandLineTool.plural(warnings, "warning"))"
                )
                return failed
            })
        if options.format == .json { tool.print(JSONValue.object(["files": .array(reports)]).jsonText) }
        return status
    }
}

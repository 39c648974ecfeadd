import NotificationActions

/// `notification-actions validate`.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "Check category configuration files (JSON, version 1) against the platform's rules."
    static let usage =
        "notification-actions validate [--profile modern|legacy] [--platform ios|macos|watchos|visionos --minimum VERSION] [--strings CATALOG] [--format text|json] [--strict] FILE..."
    static let options: [Arguments.Option] = [
        Arguments.Option(
            name: "platform", valueName: "PLATFORM",
            allowed: DeploymentTarget.Platform.allCases.map(\.rawValue),
            help:
                "With --minimum: warn for every feature this platform (ios, macos, watchos, visionos) ignores. Default: no platform check."
        ),
        Arguments.Option(
            name: "minimum", valueName: "VERSION", allowed: nil,
            help:
                "The deployment target, as in Package.swift's platforms or Xcode's Minimum Deployments (13.0): warn for features it lacks."
        ),
        Arguments.Option(
            name: "strings", valueName: "CATALOG", allowed: nil,
            help:
                "The app's translations: a String Catalog (.xcstrings), an LANG.lproj folder, or a folder holding them. Checks every localization key."
        ),
        Arguments.Option.profile, Arguments.Option.format,
        Arguments.Option(
            name: "strict", valueName: nil, allowed: nil,
            help: "Treat warnings as errors (exit 1 when there are any)."),
    ]
    static let details = """
        Each problem is printed as FILE:LINE:COLUMN: error|warning: PATH: MESSAGE [CODE], the form Xcode
        and editors read, followed by one summary line per file. FILE - reads standard input.
        Errors stop the categories from loading (unknown keys, duplicate identifiers, reserved
        identifiers, too many actions...); warnings are legal but probably not what you meant
        (banners show only the first two actions unless 'minimalActions' names them...).

        With --strings, every localization key ({"key": …, "default": …} strings) must be in the
        translations (error, at the string); a language where a key is untranslated or still new or
        needs_review, or whose % directives differ from the development text's, is a warning located
        in the translations file.

        Exit status: 0 every file valid (warnings allowed, unless --strict), 1 a file has an error,
        2 usage error or unreadable file.

        Examples:
          notification-actions validate Examples/Configs/chat-and-reminders.json
          notification-actions validate --profile legacy --strict Config/*.json
          notification-actions validate --strings Examples/Configs/Localizable.xcstrings Examples/Configs/chat-and-reminders.json
          cat categories.json | notification-actions validate --format json -
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        try tool.validate(parsed)
    }
}

extension CommandLineTool {
    mutating func validate(_ parsed: Arguments) throws(UsageError) {
        guard !parsed.operands.isEmpty else {
            throw UsageError(
                command: "validate", message: "'validate' needs at least one FILE (or - for standard input)")
        }
        let profile = Self.profile(parsed)
        let target = try Self.deploymentTarget(parsed)
        let strict = parsed.has("strict")
        var catalog: StringsCatalog?
        if let path = parsed["strings"] {
            do {
                catalog = try StringsCatalog(contentsOf: path)
            } catch {
                printError("\(error.description)")
                result.exitCode = ExitStatus.failure.rawValue
                return
            }
        }
        var unreadable = false
        var invalid = false
        var reports: [JSONValue] = []
        for operand in parsed.operands {
            let name = Self.displayName(operand)
            guard let bytes = read(operand) else {
                unreadable = true
                reports.append(["file": .string(name), "readable": false])
                continue
            }
            let report = CategoryRegistry.validate(
                jsonData: bytes, profile: profile, fileName: name, deploymentTarget: target, strings: catalog)
            let failed = !report.isValid || (strict && !report.warnings.isEmpty)
            invalid = invalid || failed
            if parsed["format"] == "json" {
                reports.append(Self.json(report, file: name, valid: !failed))
                continue
            }
            for issue in report.issues { print(issue.description) }
            var summary = "\(name): \(failed ? "invalid" : "valid")"
            if let registry = report.registry {
                let actions = registry.categories.reduce(0) { $0 + $1.actions.count }
                summary +=
                    " (\(Self.plural(registry.categories.count, "category", "categories")), \(Self.plural(actions, "action")))"
            }
            summary +=
                ": \(Self.plural(report.errors.count, "error")), \(Self.plural(report.warnings.count, "warning"))"
            if strict, report.isValid, !report.warnings.isEmpty { summary += " (--strict: warnings fail)" }
            print(summary)
        }
        if parsed["format"] == "json" {
            print(JSONValue.object(["profile": .string(profile.name), "files": .array(reports)]).jsonText)
        }
        result.exitCode = (unreadable ? ExitStatus.failure : invalid ? .invalid : .success).rawValue
    }

    static func json(_ report: ValidationReport, file: String, valid: Bool) -> JSONValue {
        .object([
            "file": .string(file),
            "readable": true,
            "valid": .bool(valid),
            "errors": .int(report.errors.count),
            "warnings": .int(report.warnings.count),
            "issues": .array(report.issues.map(json)),
        ])
    }

    static func json(_ issue: ValidationIssue) -> JSONValue {
        var object: [String: JSONValue] = [
            "severity": .string(issue.severity.rawValue),
            "code": .string(issue.code.rawValue),
            "path": .string(issue.location.path),
            "message": .string(issue.message),
        ]
        if let line = issue.location.line { object["line"] = .int(line) }
        if let column = issue.location.column { object["column"] = .int(column) }
        return .object(object)
    }
}

extension CommandLineTool {
    /// `--platform` and `--minimum`, both or neither.
    static func deploymentTarget(_ parsed: Arguments, command: String = ValidateCommand.name)
        throws(UsageError)
        -> DeploymentTarget?
    {
        switch (parsed["platform"], parsed["minimum"]) {
        case (nil, nil): return nil
        case (let platform?, let minimum?):
            guard let target = DeploymentTarget(DeploymentTarget.Platform(rawValue: platform)!, minimum)
            else {
                throw UsageError(
                    command: command,
                    message: "'--minimum' takes a version such as 13.0 or 10.15, found '\(minimum)'")
            }
            return target
        case (nil, _?):
            throw UsageError(
                command: command,
                message:
                    "'--minimum' needs '--platform' (ios, macos, watchos or visionos) to know which OS it names"
            )
        case (_?, nil):
            throw UsageError(
                command: command,
                message:
                    "'--platform' needs '--minimum VERSION', the app's deployment target (for example 13.0)")
        }
    }
}

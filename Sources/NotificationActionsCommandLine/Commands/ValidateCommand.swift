@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions validate`.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "Check category configuration files (JSON, version 1) against the platform's rules."
    struct Options: CommandOptions {
        var profile = PlatformProfile.modern
        var platform: DeploymentTarget.Platform?
        var minimum: String?
        var deploymentTarget: DeploymentTarget?
        var strings: String?
        var format = OutputFormat.text
        var strict = false
        var files: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .profile(\.profile), .platform(\.platform), .minimum(\.minimum),
                .text(
                    "strings", "CATALOG", \.strings,
                    help:
                        "The app's translations: a String Catalog (.xcstrings), an LANG.lproj folder, or a folder holding them. Checks every localization key."
                ),
                .format(\.format), .strict(\.strict),
            ]
        }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.oneOrMore("FILE", \.files) }

        mutating func validate() throws(UsageError) {
            deploymentTarget = try DeploymentTargetOptions.target(platform: platform, minimum: minimum)
        }
    }

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

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let catalog = try options.strings.map { path throws(ExitStatus) in try tool.loadCatalog(path) }
        var reports: [JSONValue] = []
        let status = tool.checkInputs(
            options.files, unreadable: { reports.append(["file": .string($0), "readable": false]) },
            check: { tool, name, bytes in
                let report = CategoryRegistry.validate(
                    jsonData: bytes, profile: options.profile, fileName: name,
                    deploymentTarget: options.deploymentTarget, strings: catalog)
                let failed = !report.isValid || (options.strict && !report.warnings.isEmpty)
                if options.format == .json {
                    reports.append(CommandLineTool.json(report, file: name, valid: !failed))
                    return failed
                }
                for issue in report.issues { tool.print(issue.description) }
                var summary = "\(name): \(failed ? "invalid" : "valid")"
                if let registry = report.registry {
                    let actions = registry.categories.reduce(0) { $0 + $1.actions.count }
                    summary +=
                        " (\(CommandLineTool.plural(registry.categories.count, "category", "categories")), \(CommandLineTool.plural(actions, "action")))"
                }
                summary +=
                    ": \(CommandLineTool.plural(report.errors.count, "error")), \(CommandLineTool.plural(report.warnings.count, "warning"))"
                if options.strict, report.isValid, !report.warnings.isEmpty {
                    summary += " (--strict: warnings fail)"
                }
                tool.print(summary)
                return failed
            })
        if options.format == .json {
            tool.print(
                JSONValue.object(["profile": .string(options.profile.name), "files": .array(reports)])
                    .jsonText)
        }
        return status
    }
}

extension CommandLineTool {
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

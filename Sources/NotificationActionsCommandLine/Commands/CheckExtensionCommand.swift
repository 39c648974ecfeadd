@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions check-extension`.
enum CheckExtensionCommand: Subcommand {
    static let name = "check-extension"
    static let summary =
        "Check notification content extensions' Info.plist files against the app's categories."
    struct Options: CommandOptions {
        var config = ""
        var strict = false
        var files: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .required(
                    "config", "CONFIG", \.config, because: "the app's categories",
                    help:
                        "The app's category configuration (JSON) the extensions must name categories of. Required."
                ),
                .strict(\.strict),
            ]
        }
        static var operands: OperandDeclaration<Self> {
            OperandDeclaration<Self>.oneOrMore("INFO.plist", \.files)
        }
    }

    static let details = """
        A content extension draws the notifications of the categories its NSExtensionAttributes name in
        UNNotificationExtensionCategory (a string or an array of strings); a name the app does not register
        means the custom interface never shows. Checked: every such name is a category of CONFIG (with "did
        you mean"), UNNotificationExtensionInitialContentSizeRatio is present and a number (0 is a warning: the
        interface opens with no height until the view controller sets preferredContentSize), the
        UNNotificationExtensionDefaultContentHidden, …OverridesDefaultTitle and …UserInteractionEnabled keys
        are booleans, other UNNotificationExtension… keys are typos (warnings), and the extension point is
        a content extension's. XML and binary property lists are read. Problems print as
        FILE:LINE: severity: PATH: MESSAGE, at the line of the key.

        Exit status: 0 every file valid (warnings allowed, unless --strict), 1 a file has an error,
        2 usage error or unreadable file.

        Examples:
          notification-actions check-extension --config Examples/Configs/chat-and-reminders.json ContentExtension/Info.plist
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let (_, registry, _) = try tool.loadConfiguration(options.config)
        return tool.checkInputs(options.files, limit: InputLimit.payload) { tool, name, bytes in
            let issues = ContentExtensionCheck.check(bytes, registry: registry, fileName: name)
            let errors = issues.filter { $0.severity == .error }.count
            let failed = errors > 0 || (options.strict && issues.count > errors)
            for issue in issues { tool.print(issue.description) }
            tool.print(
                "\(name): \(failed ? "invalid" : "valid"): \(CommandLineTool.plural(errors, "error")), \(CommandLineTool.plural(issues.count - errors, "warning"))"
            )
            return failed
        }
    }
}

import NotificationActions

/// `notification-actions check-extension`.
enum CheckExtensionCommand: Subcommand {
    static let name = "check-extension"
    static let summary =
        "Check notification content extensions' Info.plist files against the app's categories."
    static let usage = "notification-actions check-extension --config CONFIG [--strict] INFO.plist..."
    static let options: [Arguments.Option] = [
        Arguments.Option(
            name: "config", valueName: "CONFIG", allowed: nil,
            help: "The app's category configuration (JSON) the extensions must name categories of. Required."),
        Arguments.Option(name: "strict", valueName: nil, allowed: nil, help: "Treat warnings as errors."),
    ]
    static let details = """
        A content extension draws the notifications of the categories its NSExtensionAttributes name in
        UNNotificationExtensionCategory (a string or an array of strings); a name the app does not register
        means the custom interface never shows. Checked: every such name is a category of CONFIG (with "did
        you mean"), UNNotificationExtensionInitialContentSizeRatio is present and a number above 0, the
        UNNotificationExtensionDefaultContentHidden, …OverridesDefaultTitle and …UserInteractionEnabled keys
        are booleans, other UNNotificationExtension… keys are typos (warnings), and the extension point is
        a content extension's. XML and binary property lists are read. Problems print as
        FILE:LINE: severity: PATH: MESSAGE, at the line of the key.

        Exit status: 0 every file valid (warnings allowed, unless --strict), 1 a file has an error,
        2 usage error or unreadable file.

        Examples:
          notification-actions check-extension --config Examples/Configs/chat-and-reminders.json ContentExtension/Info.plist
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        guard let configPath = parsed["config"] else {
            throw UsageError(
                command: name, message: "'check-extension' needs --config CONFIG: the app's categories")
        }
        guard !parsed.operands.isEmpty else {
            throw UsageError(command: name, message: "'check-extension' needs at least one Info.plist")
        }
        guard let (_, registry, _) = tool.loadConfiguration(configPath, profile: .modern) else { return }
        var unreadable = false
        var invalid = false
        for operand in parsed.operands {
            guard let bytes = tool.read(operand, limit: InputLimit.payload) else {
                unreadable = true
                continue
            }
            let fileName = CommandLineTool.displayName(operand)
            let issues = ContentExtensionCheck.check(bytes, registry: registry, fileName: fileName)
            let errors = issues.filter { $0.severity == .error }.count
            let failed = errors > 0 || (parsed.has("strict") && issues.count > errors)
            invalid = invalid || failed
            for issue in issues { tool.print(issue.description) }
            tool.print(
                "\(fileName): \(failed ? "invalid" : "valid"): \(CommandLineTool.plural(errors, "error")), \(CommandLineTool.plural(issues.count - errors, "warning"))"
            )
        }
        tool.result.exitCode = (unreadable ? ExitStatus.failure : invalid ? .invalid : .success).rawValue
    }
}

@_spi(Generated) import NotificationActions

/// The tool's overview; each subcommand's own help is on its type (``Subcommand/help``).
enum Help {
    static let version = "0.2.0"

    static let overview = """
        notification-actions — check notification categories and push payloads, and see routing at work.

        Usage: notification-actions COMMAND [OPTIONS] [OPERANDS]

        Commands:
        \(CommandLineTool.subcommands.map { "  \($0.name.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

        Run 'notification-actions help COMMAND' (or COMMAND --help) for a command's options and examples.
        Exit status: 0 success (warnings allowed), 1 invalid input, 2 usage error or unreadable file.
        """
}

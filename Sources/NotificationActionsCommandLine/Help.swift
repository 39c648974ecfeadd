/// The tool's help texts.
enum Help {
    static let version = "0.1.0"

    static let overview = """
        notification-actions — check notification categories and push payloads, and see routing at work.

        Usage: notification-actions COMMAND [OPTIONS] [OPERANDS]

        Commands:
        \(Command.allCases.map { "  \($0.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0))\(summary(for: $0))" }.joined(separator: "\n"))

        Run 'notification-actions help COMMAND' (or COMMAND --help) for a command's options and examples.
        Exit status: 0 success (warnings allowed), 1 invalid input, 2 usage error or unreadable file.
        """

    static func summary(for command: Command) -> String {
        switch command {
        case .demo: "Walk through the bundled example: categories, router, and one response of every kind."
        case .validate: "Check category configuration files (JSON, version 1) against the platform's rules."
        case .schema: "Print the JSON Schema of the configuration format, for editors."
        }
    }

    static func usage(for command: Command) -> String {
        switch command {
        case .demo: "notification-actions demo"
        case .validate:
            "notification-actions validate [--profile modern|legacy] [--format text|json] [--strict] FILE..."
        case .schema: "notification-actions schema"
        }
    }

    static func text(for command: Command) -> String {
        var text = "\(summary(for: command))\n\nUsage: \(usage(for: command))\n"
        if !command.options.isEmpty {
            text += "\nOptions:\n"
            for option in command.options {
                let spelled = "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
                text += "  \(spelled.padding(toLength: 20, withPad: " ", startingAt: 0))\(option.help)\n"
            }
        }
        text += "\n" + details(for: command)
        return text
    }

    private static func details(for command: Command) -> String {
        switch command {
        case .validate:
            """
            Each problem is printed as FILE:LINE:COLUMN: error|warning: PATH: MESSAGE [CODE], the form Xcode
            and editors read, followed by one summary line per file. FILE - reads standard input.
            Errors stop the categories from loading (unknown keys, duplicate identifiers, reserved
            identifiers, too many actions...); warnings are legal but probably not what you meant
            (banners show only the first two actions unless 'minimalActions' names them...).

            Exit status: 0 every file valid (warnings allowed, unless --strict), 1 a file has an error,
            2 usage error or unreadable file.

            Examples:
              notification-actions validate Examples/Configs/chat-and-reminders.json
              notification-actions validate --profile legacy --strict Config/*.json
              cat categories.json | notification-actions validate --format json -
            """
        case .demo:
            """
            Loads Examples/Configs/chat-and-reminders.json, prints what each category shows in each context,
            builds a router, and routes one response of every kind through it: a tap, background,
            foreground and destructive actions, a typed reply, a dismissal, an action forged from another
            category, an unknown category, and handlers that complete twice, never complete, throw, or miss
            a short deadline; then a cold start released by resume(). A table shows the route each took,
            how many times the system completion ran (always 1), and the diagnostics, printed in full below.
            Takes about a second.

            Examples:
              swift run notification-actions demo
            """
        case .schema:
            """
            Save it beside your configuration and point the file's "$schema" key at it to get completion
            and checking in editors:

            Examples:
              notification-actions schema > notification-actions.schema.json
            """
        }
    }
}

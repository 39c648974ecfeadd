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
        case .checkPayload: "Check push payloads against the app's categories before they are sent."
        case .preview: "Show each category as the user will see it: expanded, and in a banner."
        case .generateSwift:
            "Generate typed identifier enums for a configuration, for exhaustive handler tables."
        case .schema: "Print the JSON Schema of the configuration format, for editors."
        }
    }

    static func usage(for command: Command) -> String {
        switch command {
        case .demo: "notification-actions demo"
        case .validate:
            "notification-actions validate [--profile modern|legacy] [--format text|json] [--strict] FILE..."
        case .checkPayload:
            "notification-actions check-payload --config CONFIG [--format text|json] [--max-size BYTES] [--strict] PAYLOAD..."
        case .preview:
            "notification-actions preview [--profile modern|legacy] [--category ID] [--html OUT] CONFIG"
        case .generateSwift:
            "notification-actions generate-swift [--output FILE] [--access-level public|internal] CONFIG"
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
        case .checkPayload:
            """
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
        case .preview:
            """
            Prints every category with the buttons the expanded view shows (up to 10; 4 with --profile legacy)
            and the ones a banner or the lock screen shows (minimalActions, else the first two), marking
            destructive buttons (red), whether each opens the app or runs in the background, reply fields
            with their placeholder and send button, and icons. Colour when standard output is a terminal.
            --html writes a page of cards resembling the system's notifications, to open in a browser.

            Examples:
              notification-actions preview Examples/Configs/chat-and-reminders.json
              notification-actions preview --category invite --html invite.html Examples/Configs/chat-and-reminders.json
            """
        case .generateSwift:
            """
            Emits a CategoryIdentifier constant per category (extension CategoryIdentifier { static let invite })
            and, per category with actions, an enum of its actions that is ActionIdentifierConvertible and
            CaseIterable, so a handler table can switch over it exhaustively:

              routes.handle(all: InviteAction.self, in: .invite) { action, response in switch action { ... } }

            Names are readable Swift: "invite.accept" in category "invite" becomes case accept; other
            characters split words ("snooze-10min" becomes snooze10min); keywords are escaped; collisions get
            a number. Regenerate when the configuration changes: a removed action then fails to compile
            where it is used, and an added one in every exhaustive switch.

            Examples:
              notification-actions generate-swift Examples/Configs/chat-and-reminders.json
              notification-actions generate-swift --output Sources/App/NotificationIdentifiers.swift --access-level internal categories.json
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

import NotificationActions

/// `notification-actions generate-swift`.
enum GenerateSwiftCommand: Subcommand {
    static let name = "generate-swift"
    static let summary = "Generate typed identifier enums for a configuration, for exhaustive handler tables."
    static let usage =
        "notification-actions generate-swift [--output FILE] [--access-level public|internal] CONFIG"
    static let options: [Arguments.Option] = [
        Arguments.Option(
            name: "output", valueName: "FILE", allowed: nil,
            help: "Write the source to FILE instead of standard output."),
        Arguments.Option(
            name: "access-level", valueName: "LEVEL", allowed: ["public", "internal"],
            help: "The access level of the generated declarations. Default: public."),
    ]
    static let details = """
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

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        try tool.generateSwift(parsed)
    }
}

extension CommandLineTool {
    mutating func generateSwift(_ parsed: Arguments) throws(UsageError) {
        if let out = parsed["output"] {
            try OutputFile.check(out, option: "--output", inputs: parsed.operands, command: "generate-swift")
        }
        guard let (_, registry, _) = try loadConfiguration(parsed, command: GenerateSwiftCommand.self) else {
            return
        }
        let path = parsed.operands[0]
        let configurationName = path == "-" ? "-" : (path.split(separator: "/").last.map(String.init) ?? path)
        let source = SwiftGenerator.source(
            for: registry, configurationName: configurationName,
            public: (parsed["access-level"] ?? "public") == "public")
        guard let out = parsed["output"] else {
            result.standardOutput += source
            return
        }
        if writeOutput(source, to: out) { printError("wrote \(out)") }
    }
}

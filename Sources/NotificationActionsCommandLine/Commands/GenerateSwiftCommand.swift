import NotificationActions

/// `notification-actions generate-swift`.
enum GenerateSwiftCommand: Subcommand {
    static let name = "generate-swift"
    static let summary = "Generate typed identifier enums for a configuration, for exhaustive handler tables."
    static let usage =
        "notification-actions generate-swift [--output FILE] [--access-level public|internal] [--profile modern|legacy] [--platform PLATFORM --minimum VERSION] [--strict] [--quiet] [--embed-registry] CONFIG"
    static let options: [Arguments.Option] = [
        Arguments.Option(
            name: "output", valueName: "FILE", allowed: nil,
            help: "Write the source to FILE instead of standard output."),
        Arguments.Option(
            name: "access-level", valueName: "LEVEL", allowed: ["public", "internal"],
            help: "The access level of the generated declarations. Default: public."),
        Arguments.Option.profile,
        Arguments.Option(
            name: "platform", valueName: "PLATFORM",
            allowed: DeploymentTarget.Platform.allCases.map(\.rawValue),
            help: "With --minimum: also check the features that deployment target ignores, as validate does."),
        Arguments.Option(
            name: "minimum", valueName: "VERSION", allowed: nil,
            help: "The app's deployment target for the --platform check (13.0)."),
        Arguments.Option(
            name: "strict", valueName: nil, allowed: nil,
            help: "Treat warnings as errors: write nothing and exit 1 when there are any."),
        Arguments.Option(
            name: "embed-registry", valueName: nil, allowed: nil,
            help:
                "Also emit the categories themselves as Swift (CategoryRegistry.NAME), so the app builds them without reading JSON."
        ),
        Arguments.Option(
            name: "quiet", valueName: nil, allowed: nil,
            help: "Print only problems (no 'wrote FILE' line), as the build plugin runs it."),
    ]
    static let details = """
        Emits a CategoryIdentifier constant per category (extension CategoryIdentifier { static let invite })
        and, per category with actions, an enum of its actions that is ActionIdentifierConvertible and
        CaseIterable, so a handler table can switch over it exhaustively:

          routes.handle(all: InviteAction.self, in: .invite) { action, response in switch action { ... } }

        The configuration is validated first with validate's rules (and --profile, --platform/--minimum):
        errors, and with --strict warnings, are printed to standard error as FILE:LINE:COLUMN: lines and
        nothing is written (exit 1); warnings are printed and the source is written. This is what the
        NotificationActionsPlugin build plugin runs on every build.

        With --embed-registry the source also holds the categories themselves, built with the Swift DSL:
        extension CategoryRegistry { static let chatAndReminders } for chat-and-reminders.json, named
        after the file, so the app needs neither the JSON file in its bundle nor a parse at launch.

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
        guard parsed.operands.count == 1 else {
            throw UsageError(
                command: GenerateSwiftCommand.name,
                message: "'generate-swift' takes exactly one CONFIG file (or - for standard input)")
        }
        let target = try Self.deploymentTarget(parsed, command: GenerateSwiftCommand.name)
        guard
            let (name, registry, report) = loadConfiguration(
                parsed.operands[0], profile: Self.profile(parsed), deploymentTarget: target)
        else { return }
        for issue in report.warnings { printError(issue.description) }
        if parsed.has("strict"), !report.warnings.isEmpty {
            printError(
                "\(name): \(Self.plural(report.warnings.count, "warning")) and --strict: nothing generated; fix them or drop --strict"
            )
            result.exitCode = ExitStatus.invalid.rawValue
            return
        }
        let path = parsed.operands[0]
        let configurationName = path == "-" ? "-" : (path.split(separator: "/").last.map(String.init) ?? path)
        let isPublic = (parsed["access-level"] ?? "public") == "public"
        var source = SwiftGenerator.source(
            for: registry, configurationName: configurationName, public: isPublic)
        if parsed.has("embed-registry") {
            source += SwiftGenerator.registrySource(
                for: registry, configurationName: configurationName, public: isPublic,
                profile: Self.profile(parsed))
        }
        guard let out = parsed["output"] else {
            result.standardOutput += source
            return
        }
        if writeOutput(source, to: out), !parsed.has("quiet") { printError("wrote \(out)") }
    }
}

@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions generate-swift`.
enum GenerateSwiftCommand: Subcommand {
    static let name = "generate-swift"
    static let summary = "Generate typed identifier enums for a configuration, for exhaustive handler tables."
    struct Options: CommandOptions {
        var output: String?
        var isPublic = false
        var profile = PlatformProfile.modern
        var platform: DeploymentTarget.Platform?
        var minimum: String?
        var deploymentTarget: DeploymentTarget?
        var strings: String?
        var strict = false
        var embedRegistry = false
        var quiet = false
        var config: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .text(
                    "output", "FILE", \.output, help: "Write the source to FILE instead of standard output."),
                .choice(
                    "access-level", "LEVEL", [("public", true), ("internal", false)], \.isPublic,
                    help:
                        "The access level of the generated declarations: internal (the default, as the build plugin's), or public for a library target whose API shows them."
                ),
                .profile(\.profile), .platform(\.platform), .minimum(\.minimum),
                .text(
                    "strings", "CATALOG", \.strings,
                    help:
                        "Also check the localization keys against the app's translations, as validate --strings does: a missing key is an error."
                ),
                .flag(
                    "strict", \.strict,
                    help: "Treat warnings as errors: write nothing and exit 1 when there are any."),
                .flag(
                    "embed-registry", \.embedRegistry,
                    help:
                        "Also emit the categories themselves as Swift (CategoryRegistry.NAME), so the app builds them without reading JSON."
                ),
                .flag(
                    "quiet", \.quiet,
                    help: "Print only problems (no 'wrote FILE' line), as the build plugin runs it."),
            ]
        }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.one("CONFIG", \.config) }

        mutating func validate() throws(UsageError) {
            if let output { try OutputFile.check(output, option: "--output", inputs: config, command: nil) }
            deploymentTarget = try DeploymentTargetOptions.target(platform: platform, minimum: minimum)
        }
    }

    static let details = """
        Emits a CategoryIdentifier constant per category (extension CategoryIdentifier { static let invite })
        and, per category with actions, an enum of its actions that is ActionIdentifierConvertible and
        CaseIterable, so a handler table can switch over it exhaustively (each enum's documentation comment
        shows this for its own cases; for chat-and-reminders.json's invite):

          routes.handle(all: InviteAction.self) { action, response in
              switch action {
              case .accept: break
              case .decline: break
              case .view: break
              }
          }

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

        Exit status: 0 written (warnings allowed, unless --strict), 1 CONFIG invalid, 2 usage error,
        unreadable CONFIG or an output that could not be written.

        Examples:
          notification-actions generate-swift Examples/Configs/chat-and-reminders.json
          notification-actions generate-swift --output Sources/App/NotificationIdentifiers.swift categories.json
          notification-actions generate-swift --access-level public --output Sources/Kit/Notifications.swift categories.json
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let path = options.config[0]
        let catalog = try options.strings.map { path throws(ExitStatus) in try tool.loadCatalog(path) }
        let (name, registry, report) = try tool.loadConfiguration(
            path, profile: options.profile, deploymentTarget: options.deploymentTarget, strings: catalog)
        for issue in report.warnings { tool.printError(issue.description) }
        if options.strict, !report.warnings.isEmpty {
            tool.printError(
                "\(name): \(CommandLineTool.plural(report.warnings.count, "warning")) and --strict: nothing generated; fix them or drop --strict"
            )
            return .invalid
        }
        let configurationName = path == "-" ? "-" : (path.split(separator: "/").last.map(String.init) ?? path)
        var source = SwiftGenerator.source(
            for: registry, configurationName: configurationName, public: options.isPublic)
        if options.embedRegistry {
            source += SwiftGenerator.registrySource(
                for: registry, configurationName: configurationName, public: options.isPublic,
                profile: options.profile)
            if options.profile != .modern {
                // `CategoryRegistry(profile:)` is for generated code only (`@_spi(Generated)`).
                source = source.replacingOccurrences(
                    of: "\nimport NotificationActions\n",
                    with: "\n@_spi(Generated) import NotificationActions\n")
            }
        }
        guard let out = options.output else {
            tool.result.standardOutput += source
            return .success
        }
        try tool.writeOutput(source, to: out)
        if !options.quiet { tool.printError("wrote \(out)") }
        return .success
    }
}

import Foundation
import PackagePlugin

/// `swift package notification-actions [COMMAND] [OPTIONS]`: runs the command-line tool over every
/// configuration file the package's targets use (the same files the build plugin finds), for CI.
///
///     swift package notification-actions                      # validate every configuration
///     swift package notification-actions validate --strict
///     swift package notification-actions preview
///     swift package notification-actions --target App validate
///
/// `validate` runs once per target's settings over their configurations; the commands that take one
/// CONFIG (`preview`, `generate-swift`, `sample-pushes`, and `check-app`, over the app's files or the
/// package's folder) run once per configuration. Each run gets the
/// options of its target's `notification-actions-plugin.json` that the command takes — `profile`,
/// `platform` with `minimum`, `strict`, and for `validate` and `preview --locale` the target's translations
/// (`strings`, else its String Catalogs) — as the build plugin does, unless the same option is given on the
/// command line, which wins. The exit status is the tool's: the command fails when any run fails.
@main
struct NotificationActionsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        let command =
            remaining.first.map { $0.hasPrefix("-") ? "validate" : remaining.removeFirst() } ?? "validate"
        let targets =
            try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
        // Each configuration with the options its target's settings give the command.
        var configurations: [(url: URL, options: [String])] = []
        for case let target as SourceModuleTarget in targets {
            let settings = try PluginSettings(folder: target.directoryURL)
            var options = settings.arguments(for: command, besides: remaining)
            // The target's translations, as the build plugin finds them, for the commands that read them:
            // validate (the build's check) and preview --locale; `--strings` on the command line wins.
            func gave(_ option: String) -> Bool {
                remaining.contains { $0 == option || $0.hasPrefix(option + "=") }
            }
            if let strings = settings.translations(among: target.sourceFiles.map(\.url)), !gave("--strings"),
                command == "validate" || (command == "preview" && gave("--locale"))
            {
                options += ["--strings", strings.path]
            }
            for configuration in settings.configurations(among: target.sourceFiles.map(\.url))
            where !configurations.contains(where: { $0.url == configuration }) {
                configurations.append((configuration, options))
            }
        }
        guard !configurations.isEmpty else {
            Diagnostics.warning(
                "no configuration files found: name them *\(PluginSettings.suffix) in a target, or list them in \(PluginSettings.fileName)"
            )
            return
        }
        let tool = try context.tool(named: "notification-actions").url
        var runs: [[String]] = []
        switch command {
        case "help":
            runs = [[command] + remaining]
        case "check-app":
            // The app's files (Info.plist, .entitlements; folders searched) checked once per configuration;
            // without a path, the package's own folder.
            let paths = remaining.filter { FileManager.default.fileExists(atPath: $0) }
            let rest = paths.isEmpty ? remaining + [context.package.directoryURL.path] : remaining
            runs = configurations.map { [command, "--config", $0.url.path] + rest }
        case "validate":
            // One run per set of options, over every configuration that has them, in the order found.
            var groups: [(options: [String], paths: [String])] = []
            for (url, options) in configurations {
                if let index = groups.firstIndex(where: { $0.options == options }) {
                    groups[index].paths.append(url.path)
                } else {
                    groups.append((options, [url.path]))
                }
            }
            runs = groups.map { [command] + $0.options + remaining + $0.paths }
        default:
            runs = configurations.map { [command] + $0.options + remaining + [$0.url.path] }
        }
        var failed = false
        for arguments in runs {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                failed = true
                Diagnostics.error(
                    "notification-actions \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)"
                )
            }
        }
        if failed { throw PluginError("notification-actions reported problems; see above") }
    }
}

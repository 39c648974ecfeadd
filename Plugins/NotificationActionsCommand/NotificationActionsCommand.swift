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
/// `validate` and `check-extension`-free commands that take one CONFIG (`preview`, `generate-swift`,
/// `sample-pushes`) run once per configuration. The exit status is the tool's: the command fails when any
/// run fails.
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
        var configurations: [URL] = []
        for case let target as SourceModuleTarget in targets {
            let settings = try PluginSettings(folder: target.directoryURL)
            for configuration in settings.configurations(among: target.sourceFiles.map(\.url))
            where !configurations.contains(configuration) {
                configurations.append(configuration)
            }
        }
        guard !configurations.isEmpty else {
            Diagnostics.warning(
                "no configuration files found: name them *\(PluginSettings.suffix) in a target, or list them in \(PluginSettings.fileName)"
            )
            return
        }
        let tool = try context.tool(named: "notification-actions").url
        let runs: [[String]] =
            command == "validate" || command == "help"
            ? [[command] + remaining + (command == "validate" ? configurations.map(\.path) : [])]
            : configurations.map { [command] + remaining + [$0.path] }
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

import Foundation
import PackagePlugin

/// Validates a target's notification category configurations on every build and generates their typed
/// identifiers (`CategoryIdentifier` constants and an `ActionIdentifierConvertible & CaseIterable` enum per
/// category) into the build, so code that switches over a category's actions stops compiling when the
/// configuration changes. Errors fail the build as `FILE:LINE:COLUMN: error:` lines; warnings are shown.
/// Each command declares its configuration (and the settings file) as inputs and the generated file as
/// its output, so it runs again only when they change.
@main
struct NotificationActionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let settings = try PluginSettings(folder: target.directoryURL)
        let files = target.sourceFiles.map(\.url)
        if let warning = settings.missingConfigurationWarning(among: files, target: target.name) {
            Diagnostics.warning(warning)
        }
        return try settings.buildCommands(
            among: files, tool: context.tool(named: "notification-actions-build").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NotificationActionsPlugin: XcodeBuildToolPlugin {
        /// The same commands for an app target of an Xcode project: its `*.notification-categories.json`
        /// files (added to the target), and a `notification-actions-plugin.json` beside the project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let settings = try PluginSettings(folder: context.xcodeProject.directoryURL)
            let files = target.inputFiles.map(\.url)
            if let warning = settings.missingConfigurationWarning(among: files, target: target.displayName) {
                Diagnostics.warning(warning)
            }
            return try settings.buildCommands(
                among: files, tool: context.tool(named: "notification-actions-build").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif

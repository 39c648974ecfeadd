// Both plugins compile this file: Plugins/NotificationActionsCommand/PluginSettings.swift is a symbolic
// link to it, because a plugin target can depend on no other target, so the two cannot share a module.

import Foundation
import PackagePlugin

/// Which configuration files a target uses and how to check them: the files named
/// `*.notification-categories.json` in the target, plus those an optional settings file in the target's
/// folder names.
///
/// `notification-actions-plugin.json` (every key optional):
///
///     {
///       "configurations": ["../../Config/categories.json"],
///       "accessLevel": "internal",
///       "profile": "modern",
///       "platform": "ios", "minimum": "15.0",
///       "strict": false,
///       "embedRegistry": true,
///       "strings": "Resources/Localizable.xcstrings"
///     }
///
/// Paths are relative to the settings file's folder. `strings` names the app's translations (a String
/// Catalog, an `LANG.lproj` folder or a folder holding them); without it, the target's own `*.xcstrings`
/// files are used when it has any. Every build then checks the configuration's localization keys against
/// them: a missing key fails the build, an untranslated language is a warning at the catalog's line. The same file is read by the build plugin (Swift
/// packages and Xcode projects) and the command plugin.
struct PluginSettings {
    static let fileName = "notification-actions-plugin.json"
    static let suffix = ".notification-categories.json"

    var configurations: [URL] = []
    var accessLevel: String?
    var profile: String?
    var platform: String?
    var minimum: String?
    var strict = false
    /// Whether the generated source also builds the registry itself (`generate-swift --embed-registry`).
    var embedRegistry = false
    /// The app's translations, checked on every build (`generate-swift --strings`).
    var strings: URL?
    /// The settings file, when there is one: an input of every build command, so editing it re-runs them.
    var file: URL?

    /// Reads the settings file in `folder`, if there is one; a malformed file is an error naming it.
    init(folder: URL) throws {
        let url = folder.appendingPathComponent(Self.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        file = url
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
        } catch {
            throw PluginError("\(url.path): error: not readable JSON: \(error.localizedDescription)")
        }
        guard let settings = object as? [String: Any] else {
            throw PluginError("\(url.path): error: the settings must be a JSON object")
        }
        let known: Set = [
            "configurations", "accessLevel", "profile", "platform", "minimum", "strict", "embedRegistry",
            "strings",
        ]
        for key in settings.keys where !known.contains(key) {
            throw PluginError(
                "\(url.path): error: unknown key '\(key)'; the keys are \(known.sorted().joined(separator: ", "))"
            )
        }
        if let paths = settings["configurations"] {
            guard let paths = paths as? [String] else {
                throw PluginError("\(url.path): error: \"configurations\" must be an array of paths")
            }
            configurations = paths.map { folder.appendingPathComponent($0).standardizedFileURL }
            for configuration in configurations
            where !FileManager.default.fileExists(atPath: configuration.path) {
                throw PluginError(
                    "\(url.path): error: the configuration \(configuration.path) does not exist (paths are relative to \(folder.path))"
                )
            }
        }
        func string(_ key: String) throws -> String? {
            guard let value = settings[key] else { return nil }
            guard let text = value as? String else {
                throw PluginError("\(url.path): error: \"\(key)\" must be a string")
            }
            return text
        }
        accessLevel = try string("accessLevel")
        profile = try string("profile")
        platform = try string("platform")
        minimum = try string("minimum")
        func flag(_ key: String) throws -> Bool {
            guard let value = settings[key] else { return false }
            guard let flag = value as? Bool else {
                throw PluginError("\(url.path): error: \"\(key)\" must be true or false")
            }
            return flag
        }
        strict = try flag("strict")
        embedRegistry = try flag("embedRegistry")
        if let path = try string("strings") {
            let url = folder.appendingPathComponent(path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw PluginError(
                    "\(url.path): error: the translations named by \"strings\" do not exist (paths are relative to \(folder.path))"
                )
            }
            strings = url
        }
    }

    /// The configurations of a target: its `*.notification-categories.json` files, then the settings' list.
    func configurations(among files: [URL]) -> [URL] {
        var seen: Set<String> = []
        return (files.filter { $0.lastPathComponent.hasSuffix(Self.suffix) } + configurations).filter {
            seen.insert($0.standardizedFileURL.path).inserted
        }
    }

    /// A warning for a target that applies the plugin with nothing for it to read: no
    /// `*.notification-categories.json` file and no configuration in the settings. It names the target's
    /// JSON files and says how to rename or list them; `nil` when there is a configuration.
    func missingConfigurationWarning(among files: [URL], target: String) -> String? {
        guard configurations(among: files).isEmpty else { return nil }
        let json = files.filter { $0.pathExtension == "json" && $0.lastPathComponent != Self.fileName }
            .map(\.lastPathComponent).sorted()
        var message =
            "target '\(target)' applies NotificationActionsPlugin but has no file named *\(Self.suffix) "
            + "and no \"configurations\" in \(Self.fileName), so nothing is validated or generated"
        if let first = json.first {
            let stem = String(first.dropLast(".json".count))
            message +=
                ". Its JSON files: \(json.joined(separator: ", ")). Rename the configuration (\(first) → "
                + "\(stem)\(Self.suffix)), or list it in \(Self.fileName): {\"configurations\": [\"\(first)\"]}"
        } else {
            message += ". Add a configuration named *\(Self.suffix) to the target, or remove the plugin"
        }
        return message
    }

    /// The options `generate-swift` and `validate` take from the settings.
    var validationArguments: [String] { arguments(for: "validate", besides: []) }

    /// The options of the settings that `command` takes — `--profile` (validate, generate-swift, preview),
    /// `--platform` with `--minimum`, and `--strict` (validate, generate-swift) — leaving out any the user
    /// already gave in `given`: what is typed on the command line wins over the file.
    func arguments(for command: String, besides given: [String]) -> [String] {
        func gave(_ option: String) -> Bool { given.contains { $0 == option || $0.hasPrefix(option + "=") } }
        let checks = command == "validate" || command == "generate-swift"
        var arguments: [String] = []
        if let profile, checks || command == "preview", !gave("--profile") {
            arguments += ["--profile", profile]
        }
        if checks, let platform, let minimum, !gave("--platform"), !gave("--minimum") {
            arguments += ["--platform", platform, "--minimum", minimum]
        }
        if checks, strict, !gave("--strict") { arguments.append("--strict") }
        return arguments
    }

    /// The generated file for a configuration: its name without `.notification-categories.json` or `.json`.
    static func generatedFileName(for configuration: URL) -> String {
        var name = configuration.lastPathComponent
        for suffix in [suffix, ".json"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(safe) + ".NotificationActions.swift"
    }

    /// The build commands for a target's files: per configuration, validate it and generate its
    /// identifiers, with the configuration (and this settings file) as inputs and the generated file as output.
    func buildCommands(among files: [URL], tool: URL, workDirectory: URL) -> [Command] {
        let strings = translations(among: files)
        let translationInputs = self.strings.map { [$0] } ?? files.filter { $0.pathExtension == "xcstrings" }
        return configurations(among: files).map { configuration in
            .buildCommand(
                displayName:
                    "NotificationActions: validating \(configuration.lastPathComponent) and generating its identifiers",
                executable: tool,
                arguments: [
                    "generate-swift", "--quiet", "--output",
                    output(for: configuration, in: workDirectory).path,
                ]
                    + ["--access-level", accessLevel ?? "internal"] + validationArguments
                    + (embedRegistry ? ["--embed-registry"] : [])
                    + (strings.map { ["--strings", $0.path] } ?? []) + [configuration.path],
                inputFiles: [configuration] + (file.map { [$0] } ?? []) + translationInputs,
                outputFiles: [output(for: configuration, in: workDirectory)])
        }
    }

    /// The target's translations: the settings' `strings` path, else the target's own String Catalogs (read
    /// as the folder holding them); `nil` when it has neither.
    func translations(among files: [URL]) -> URL? {
        strings ?? Self.commonFolder(of: files.filter { $0.pathExtension == "xcstrings" })
    }

    /// The deepest folder holding every file of `files`; `nil` when there are none.
    static func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else {
            return nil
        }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
    }

    private func output(for configuration: URL, in workDirectory: URL) -> URL {
        workDirectory.appendingPathComponent(Self.generatedFileName(for: configuration))
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

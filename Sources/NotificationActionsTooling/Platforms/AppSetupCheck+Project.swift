import Foundation
@_spi(Generated) import NotificationActions

extension AppSetupCheck {
    /// The files of an app as Xcode builds them from its project: for the app target and each app
    /// extension, the `Info.plist` the build makes — the file `INFOPLIST_FILE` names, with what
    /// `GENERATE_INFOPLIST_FILE` and the `INFOPLIST_KEY_…` settings add — and the `.entitlements` file
    /// `CODE_SIGN_ENTITLEMENTS` names. A built `Info.plist` is named after the project, the target and the
    /// configuration, and the settings it comes from.
    ///
    /// Never a guess: several app targets without `target`, or configurations whose settings differ
    /// without `configuration`, a setting naming a file through an unknown `$(VARIABLE)`, and a missing
    /// `.xcconfig`, `Info.plist` or `.entitlements` file are problems naming what to pass or fix.
    ///
    /// - Parameters:
    ///   - project: The project.
    ///   - target: The app target's name, when the project has several.
    ///   - configuration: The configuration, when the settings differ between them.
    ///   - read: Reads a file; `nil` when it is missing or unreadable.
    public static func files(
        of project: XcodeProject, target: String?, configuration: String?, read: (String) -> [UInt8]?
    ) throws(XcodeProject.Problem) -> [File] {
        let name = (project.path as NSString).lastPathComponent
        let apps = project.targets.filter(\.isApp)
        let app: XcodeProject.Target
        if let target {
            guard let chosen = apps.first(where: { $0.name == target }) else {
                throw XcodeProject.Problem(
                    description: "\(name) has no app target '\(target)'; its app targets: "
                        + (apps.isEmpty ? "none" : apps.map { "'\($0.name)'" }.joined(separator: ", ")))
            }
            app = chosen
        } else if apps.count == 1 {
            app = apps[0]
        } else if apps.isEmpty {
            throw XcodeProject.Problem(
                description: "\(name) has no app target (com.apple.product-type.application); its targets: "
                    + project.targets.map { "'\($0.name)'" }.joined(separator: ", "))
        } else {
            throw XcodeProject.Problem(
                description: "\(name) has \(apps.count) app targets: "
                    + apps.map { "'\($0.name)'" }.joined(separator: ", ") + "; pass --target NAME")
        }
        let targets = [app] + project.targets.filter(\.isExtension)
        let chosen = try Self.configuration(configuration, of: app, targets: targets, in: project, read: read)
        var files: [File] = []
        for target in targets where target.configurations.contains(chosen) {
            let settings = try project.settings(of: target, in: chosen, read: read)
            files += try Self.files(of: target, settings, in: project, configuration: chosen, read: read)
        }
        return files
    }

    /// The settings a check rests on: where the `Info.plist` and the entitlements come from.
    static func relevant(_ settings: [String: String]) -> [String: String] {
        settings.filter {
            ["INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS"].contains($0.key)
                || $0.key.hasPrefix("INFOPLIST_KEY_")
        }
    }

    /// The configuration to check: the one given, or the only one, or any when every configuration's
    /// relevant settings agree; otherwise a problem naming them and what differs.
    private static func configuration(
        _ given: String?, of app: XcodeProject.Target, targets: [XcodeProject.Target],
        in project: XcodeProject,
        read: (String) -> [UInt8]?
    ) throws(XcodeProject.Problem) -> String {
        if let given {
            guard app.configurations.contains(given) else {
                throw XcodeProject.Problem(
                    description: "target '\(app.name)' has no configuration '\(given)'; it has "
                        + app.configurations.map { "'\($0)'" }.joined(separator: ", "))
            }
            return given
        }
        guard let first = app.configurations.first else {
            throw XcodeProject.Problem(description: "target '\(app.name)' has no build configuration")
        }
        if app.configurations.count == 1 { return first }
        var seen: [String: [String: [String: String]]] = [:]
        for configuration in app.configurations {
            var perTarget: [String: [String: String]] = [:]
            for target in targets where target.configurations.contains(configuration) {
                do {
                    perTarget[target.name] = relevant(
                        try project.settings(of: target, in: configuration, read: read))
                } catch {
                    throw XcodeProject.Problem(
                        description: "configuration '\(configuration)' cannot be read (\(error)); pass "
                            + "--configuration with one of "
                            + app.configurations.map { "'\($0)'" }.joined(separator: ", "))
                }
            }
            seen[configuration] = perTarget
        }
        let reference = seen[first]!
        for configuration in app.configurations.dropFirst() where seen[configuration]! != reference {
            let other = seen[configuration]!
            let differing = Set(reference.keys).union(other.keys).sorted().flatMap { target -> [String] in
                let a = reference[target] ?? [:]
                let b = other[target] ?? [:]
                return Set(a.keys).union(b.keys).sorted().filter { a[$0] != b[$0] }.map { "\(target): \($0)" }
            }
            throw XcodeProject.Problem(
                description:
                    "the configurations '\(first)' and '\(configuration)' build the app differently ("
                    + differing.joined(separator: ", ") + "); pass --configuration with one of "
                    + app.configurations.map { "'\($0)'" }.joined(separator: ", "))
        }
        return first
    }

    /// One target's files in one configuration.
    private static func files(
        of target: XcodeProject.Target, _ settings: [String: String], in project: XcodeProject,
        configuration: String, read: (String) -> [UInt8]?
    ) throws(XcodeProject.Problem) -> [File] {
        func path(_ setting: String) throws(XcodeProject.Problem) -> String? {
            guard let value = settings[setting], !value.isEmpty else { return nil }
            let resolved = try XcodeProject.resolve(value, setting: setting, in: settings)
            return resolved.hasPrefix("/")
                ? resolved : (project.sourceRoot as NSString).appendingPathComponent(resolved)
        }
        var root: [String: Any] = [:]
        var sources: [String] = []
        if let infoPlist = try path("INFOPLIST_FILE") {
            guard let bytes = read(infoPlist) else {
                throw XcodeProject.Problem(
                    description: "\(infoPlist): missing or unreadable; target '\(target.name)' names it in "
                        + "INFOPLIST_FILE (configuration '\(configuration)')")
            }
            var format = PropertyListSerialization.PropertyListFormat.xml
            guard
                let value = try? PropertyListSerialization.propertyList(
                    from: Data(bytes), options: [], format: &format),
                let dictionary = value as? [String: Any]
            else {
                throw XcodeProject.Problem(
                    description:
                        "\(infoPlist): not a property list holding a dictionary (INFOPLIST_FILE of target "
                        + "'\(target.name)')")
            }
            root = dictionary
            sources.append((settings["INFOPLIST_FILE"] ?? ""))
        }
        if settings["GENERATE_INFOPLIST_FILE"] == "YES" {
            sources.append("GENERATE_INFOPLIST_FILE = YES")
            root["CFBundleIdentifier"] = root["CFBundleIdentifier"] ?? "$(PRODUCT_BUNDLE_IDENTIFIER)"
            root["CFBundlePackageType"] = root["CFBundlePackageType"] ?? (target.isApp ? "APPL" : "XPC!")
            let keys = settings.keys.filter { $0.hasPrefix("INFOPLIST_KEY_") }.sorted()
            for key in keys {
                let name = String(key.dropFirst("INFOPLIST_KEY_".count))
                let value = settings[key]!
                if name.hasSuffix("_Generation") {
                    guard value == "YES" else { continue }
                    let base = String(name.dropLast("_Generation".count))
                    if base == "UIApplicationSceneManifest" {
                        root[base] = [
                            "UIApplicationSupportsMultipleScenes":
                                settings["INFOPLIST_KEY_UIApplicationSupportsMultipleScenes"] == "YES"
                        ]
                    } else {
                        root[base] = root[base] ?? [String: Any]()
                    }
                } else {
                    root[name] = value
                }
            }
            if !keys.isEmpty { sources.append("INFOPLIST_KEY_*") }
        } else if root.isEmpty {
            throw XcodeProject.Problem(
                description:
                    "target '\(target.name)' (configuration '\(configuration)') has neither INFOPLIST_FILE "
                    + "nor GENERATE_INFOPLIST_FILE = YES, so nothing says what its Info.plist holds")
        }
        var files: [File] = []
        let project = (project.path as NSString).lastPathComponent
        let label =
            "\(project) › \(target.name) › \(configuration) › Info.plist as built from "
            + sources.joined(separator: ", ")
        guard
            let data = try? PropertyListSerialization.data(
                fromPropertyList: root, format: .binary, options: 0)
        else {
            throw XcodeProject.Problem(
                description: "\(label): the built Info.plist cannot be written as a property list")
        }
        files.append(File(path: label, bytes: Array(data), target: target.name))
        if let entitlements = try path("CODE_SIGN_ENTITLEMENTS") {
            guard let bytes = read(entitlements) else {
                throw XcodeProject.Problem(
                    description:
                        "\(entitlements): missing or unreadable; target '\(target.name)' names it in "
                        + "CODE_SIGN_ENTITLEMENTS (configuration '\(configuration)')")
            }
            files.append(File(path: entitlements, bytes: bytes, target: target.name))
        }
        return files
    }
}

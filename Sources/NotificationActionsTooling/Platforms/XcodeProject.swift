import Foundation
@_spi(Generated) import NotificationActions

/// The build settings of an Xcode project's targets, read from `project.pbxproj` and the `.xcconfig` files
/// its configurations are based on — what `check-app` needs to see an app as Xcode builds it: targets made
/// since Xcode 13 keep much of their `Info.plist` in build settings (`GENERATE_INFOPLIST_FILE = YES`,
/// `INFOPLIST_KEY_…`), and the file on disk holds only the rest.
///
/// Settings are layered as Xcode layers them: the project's `.xcconfig`, the project's settings, the
/// target's `.xcconfig`, the target's settings — each later one wins. Conditional settings
/// (`KEY[sdk=iphoneos*]`) are left out: the unconditional value is the one read.
public struct XcodeProject: Sendable {
    /// A target of the project.
    public struct Target: Sendable {
        /// The target's name.
        public var name: String
        /// Its product type (`com.apple.product-type.application`, `…app-extension`).
        public var productType: String
        /// Its configurations' names, in the project's order.
        public var configurations: [String]
        /// Whether it builds an app.
        public var isApp: Bool { productType == "com.apple.product-type.application" }
        /// Whether it builds an app extension (a notification extension is one).
        public var isExtension: Bool { productType == "com.apple.product-type.app-extension" }

        fileprivate var layers: [String: Layers] = [:]
    }

    /// What one configuration of a target is built from.
    fileprivate struct Layers: Sendable {
        var projectXcconfig: String?
        var project: [String: String]
        var targetXcconfig: String?
        var target: [String: String]
    }

    /// A problem that stops reading the project: check-app exits 2 with it, never guessing.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        /// What went wrong, naming the file, the target, the configuration or the setting.
        public var description: String
    }

    /// The `.xcodeproj` folder.
    public var path: String
    /// The folder holding it: `$(SRCROOT)` and `$(PROJECT_DIR)`.
    public var sourceRoot: String
    /// The project's targets, in its order.
    public var targets: [Target]

    /// Reads `project.pbxproj` (an old-style property list).
    ///
    /// - Parameters:
    ///   - bytes: The `project.pbxproj` file's bytes.
    ///   - path: The `.xcodeproj` folder's path.
    public init(pbxproj bytes: [UInt8], at path: String) throws(Problem) {
        self.path = path
        sourceRoot = (path as NSString).deletingLastPathComponent
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        var format = PropertyListSerialization.PropertyListFormat.openStep
        guard
            let value = try? PropertyListSerialization.propertyList(
                from: Data(bytes), options: [], format: &format),
            let root = value as? [AnyHashable: Any], let objects = root["objects"] as? [AnyHashable: Any],
            let rootID = root["rootObject"] as? String
        else {
            throw Problem(
                description: "\(file): not a project file Xcode can read (an old-style property list)")
        }
        func object(_ id: Any?) -> [AnyHashable: Any]? {
            (id as? String).flatMap { objects[$0] as? [AnyHashable: Any] }
        }
        guard let project = object(rootID) else {
            throw Problem(description: "\(file): its rootObject \(rootID) is not among its objects")
        }
        // A file reference's path: its groups' paths joined, from the project's main group.
        var parent: [String: String] = [:]
        for (id, value) in objects {
            guard let group = value as? [AnyHashable: Any], group["isa"] as? String == "PBXGroup" else {
                continue
            }
            for child in group["children"] as? [String] ?? [] { parent[child] = id as? String }
        }
        let sourceRoot = self.sourceRoot
        func filePath(_ id: String) -> String? {
            guard let reference = object(id), let own = reference["path"] as? String else { return nil }
            var components = [own]
            var tree = reference["sourceTree"] as? String ?? "<group>"
            var current = id
            while tree == "<group>", let up = parent[current], let group = object(up) {
                if let path = group["path"] as? String { components.insert(path, at: 0) }
                tree = group["sourceTree"] as? String ?? "<group>"
                current = up
            }
            if tree == "<absolute>" { return components.joined(separator: "/") }
            return ([sourceRoot] + components).joined(separator: "/")
        }
        func configurations(_ listID: Any?) -> [(name: String, xcconfig: String?, settings: [String: String])]
        {
            (object(listID)?["buildConfigurations"] as? [String] ?? []).compactMap { id in
                guard let configuration = object(id), let name = configuration["name"] as? String else {
                    return nil
                }
                var settings: [String: String] = [:]
                for (key, value) in configuration["buildSettings"] as? [AnyHashable: Any] ?? [:] {
                    guard let key = key as? String, !key.contains("[") else { continue }
                    settings[key] =
                        (value as? String) ?? (value as? [String])?.joined(separator: " ") ?? "\(value)"
                }
                let xcconfig = (configuration["baseConfigurationReference"] as? String).flatMap(filePath)
                return (name, xcconfig, settings)
            }
        }
        let projectLevel = Dictionary(
            configurations(project["buildConfigurationList"]).map { ($0.name, $0) },
            uniquingKeysWith: { a, _ in a })
        targets = (project["targets"] as? [String] ?? []).compactMap { id in
            guard let target = object(id), let name = target["name"] as? String else { return nil }
            var result = Target(
                name: name, productType: target["productType"] as? String ?? "", configurations: [])
            for configuration in configurations(target["buildConfigurationList"]) {
                result.configurations.append(configuration.name)
                let project = projectLevel[configuration.name]
                result.layers[configuration.name] = Layers(
                    projectXcconfig: project?.xcconfig, project: project?.settings ?? [:],
                    targetXcconfig: configuration.xcconfig, target: configuration.settings)
            }
            return result
        }
    }

    /// A target's build settings in a configuration, layered as Xcode layers them.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - configuration: One of its configurations.
    ///   - read: Reads a file (an `.xcconfig`); `nil` when it is missing or unreadable.
    public func settings(of target: Target, in configuration: String, read: (String) -> [UInt8]?)
        throws(Problem)
        -> [String: String]
    {
        guard let layers = target.layers[configuration] else {
            throw Problem(
                description: "target '\(target.name)' has no configuration '\(configuration)'; it has "
                    + target.configurations.map { "'\($0)'" }.joined(separator: ", "))
        }
        var settings: [String: String] = [
            "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "TARGET_NAME": target.name,
            "PRODUCT_NAME": target.name, "CONFIGURATION": configuration,
        ]
        func apply(_ layer: [String: String]) {
            for (key, value) in layer {
                settings[key] = value.replacingOccurrences(of: "$(inherited)", with: settings[key] ?? "")
                    .trimmingCharacters(in: .whitespaces)
            }
        }
        if let xcconfig = layers.projectXcconfig {
            apply(
                try Self.xcconfig(xcconfig, for: "the project's configuration '\(configuration)'", read: read)
            )
        }
        apply(layers.project)
        if let xcconfig = layers.targetXcconfig {
            apply(
                try Self.xcconfig(
                    xcconfig, for: "target '\(target.name)', configuration '\(configuration)'", read: read))
        }
        apply(layers.target)
        return settings
    }

    /// An `.xcconfig` file's settings, its `#include`s first (a missing `#include?` is skipped).
    static func xcconfig(_ path: String, for user: String, read: (String) -> [UInt8]?, depth: Int = 0)
        throws(Problem) -> [String: String]
    {
        guard depth < 16 else {
            throw Problem(description: "\(path): #include nests more than 16 deep (a cycle?)")
        }
        guard let bytes = read(path) else {
            throw Problem(
                description:
                    "\(path): missing or unreadable; \(user) is based on it. Create it (a project often "
                    + "commits a template to copy), or check the project as Xcode would see it")
        }
        var settings: [String: String] = [:]
        for raw in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = String(raw)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close
                else {
                    continue
                }
                let name = String(line[line.index(after: open)..<close])
                let included =
                    name.hasPrefix("/")
                    ? name
                    : ((path as NSString).deletingLastPathComponent as NSString)
                        .appendingPathComponent(name)
                if optional, read(included) == nil { continue }
                for (key, value) in try xcconfig(
                    included, for: "\(path) (#include)", read: read, depth: depth + 1)
                {
                    settings[key] = value
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            // $(inherited) of a key set earlier in this file (or its #include) is that value; otherwise it is
            // left for the layer below.
            if let earlier = settings[key] {
                value = value.replacingOccurrences(of: "$(inherited)", with: earlier)
            }
            settings[key] = value
        }
        return settings
    }

    /// `value` with every `$(NAME)` and `${NAME}` replaced by its setting, for a setting that names a file.
    ///
    /// - Parameters:
    ///   - value: The setting's value.
    ///   - setting: The setting's name, for the problem.
    ///   - settings: The target's settings.
    public static func resolve(_ value: String, setting: String, in settings: [String: String])
        throws(Problem)
        -> String
    {
        var result = value
        for _ in 0..<16 {
            guard let start = result.range(of: "$(") ?? result.range(of: "${") else { return result }
            let close: Character = result[start].hasPrefix("$(") ? ")" : "}"
            guard let end = result[start.upperBound...].firstIndex(of: close) else { return result }
            let name = String(result[start.upperBound..<end])
            guard let replacement = settings[name] else {
                throw Problem(
                    description:
                        "\(setting) = \(value): $(\(name)) is not a setting of the target, so the file "
                        + "it names cannot be found; pass the file itself")
            }
            result.replaceSubrange(start.lowerBound...end, with: replacement)
        }
        return result
    }
}

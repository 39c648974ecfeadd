import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions check-app`.
enum CheckAppCommand: Subcommand {
    static let name = "check-app"
    static let summary =
        "Check an app's notification setup from its files: scene manifest, entitlements, App Groups, extensions."
    struct Options: CommandOptions {
        var config = ""
        var appGroup: String?
        var sdk: String?
        var sdkMajorVersion: Int?
        var backgroundPushes = false
        var target: String?
        var configuration: String?
        var format = OutputFormat.text
        var strict = false
        var paths: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .required(
                    "config", "CONFIG", \.config, because: "the app's categories",
                    help:
                        "The app's category configuration (JSON): a content extension must name its categories. Required."
                ),
                .text(
                    "app-group", "GROUP", \.appGroup,
                    help:
                        "The App Group of the server-chosen buttons' ledger (ServerChosenCategoryStore(inContainer:)): the app and its service extension must both be in it."
                ),
                .text(
                    "sdk", "VERSION", \.sdk,
                    help:
                        "The iOS SDK the app is built with (27.0): from 27 a missing scene manifest is an error, before a warning."
                ),
                .text(
                    "target", "NAME", \.target,
                    help: "The app target of the Xcode project, when it has several."),
                .text(
                    "configuration", "NAME", \.configuration,
                    help:
                        "The build configuration to check (Debug, Release), when they build the app differently."
                ),
                .flag(
                    "background-pushes", \.backgroundPushes,
                    help:
                        "The server sends background (content-available) pushes: the app needs the remote-notification background mode."
                ),
                .format(\.format), .strict(\.strict),
            ]
        }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.oneOrMore("PATH", \.paths) }

        mutating func validate() throws(UsageError) {
            if let sdk {
                guard let major = sdk.split(separator: ".").first.flatMap({ Int($0) }), major > 0 else {
                    throw UsageError(
                        command: nil, message: "--sdk takes a version such as 27.0, not \(quoted(sdk))")
                }
                sdkMajorVersion = major
            }
        }
    }

    static let details = """
        Reads the app's Info.plist and .entitlements and each notification extension's (XML or binary).
        Given a folder holding an Xcode project (or the .xcodeproj itself), it reads the project's build
        settings as Xcode builds the app: for the app target and each app extension, the Info.plist that
        INFOPLIST_FILE names with what GENERATE_INFOPLIST_FILE and the INFOPLIST_KEY_* settings add (a
        SwiftUI target's scene manifest is one), and the entitlements CODE_SIGN_ENTITLEMENTS names, through
        the configurations' .xcconfig files. Several app targets need --target; configurations that build
        the app differently need --configuration. Without a project, files are given as files or as folders
        searched for Info.plist, *-Info.plist and *.entitlements (build folders, Pods, Carthage and test
        targets are skipped); the files of one folder are one target's. Xcode's variables
        ($(PRODUCT_BUNDLE_IDENTIFIER), $(TeamIdentifierPrefix)) stand for whatever the build substitutes.
        Checked:
          - the app's UIApplicationSceneManifest (TN3187: required from the iOS 27 SDK; an error with
            --sdk 27 or later, a warning before), its application-role configuration and delegate class;
          - the app's aps-environment entitlement, and with --background-pushes the remote-notification
            background mode;
          - each notification extension's NSExtensionPointIdentifier (a misspelled one is named), its
            NSExtensionPrincipalClass (or a content extension's NSExtensionMainStoryboard), and what
            check-extension checks of a content extension;
          - with --app-group, that it is a group. identifier and that the app and the service extension
            are both in it (server-chosen buttons' ledger).
        Problems print as FILE:LINE:COLUMN: severity: KEY.PATH: MESSAGE [CODE] (binary files: the key path
        alone), then one summary line.

        Exit status: 0 the setup is valid (warnings allowed, unless --strict), 1 an error,
        2 usage error, unreadable file, or a project that cannot be read without a guess (several app
        targets or differing configurations not chosen, a missing .xcconfig, an unknown $(VARIABLE) in a
        setting that names a file).

        Examples:
          notification-actions check-app --config App/categories.json .
          notification-actions check-app --config Examples/Configs/chat-and-reminders.json --app-group group.com.example.chat --sdk 27.0 Examples/SampleApp
          notification-actions check-app --config categories.json --format json App/Info.plist App/App.entitlements Service/Info.plist
          notification-actions check-app --config categories.json --configuration Release --sdk 27.0 .
        """

    /// Folders a search skips: build products, dependencies, tests.
    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The files of `path`: itself, or the Info.plist and .entitlements files under it.
    static func files(under path: String) -> [String] {
        guard isFolder(path) else { return [path] }
        return walk(path) { relative, components in
            guard !components.contains(where: { $0.hasSuffix(".xcassets") || $0.hasSuffix(".xcodeproj") })
            else {
                return false
            }
            let name = components.last.map(String.init) ?? ""
            // GoogleService-Info.plist and its kin configure SDKs, not the app.
            return name == "Info.plist" || (name.hasSuffix("-Info.plist") && !name.hasPrefix("GoogleService"))
                || name.hasSuffix(".entitlements")
        }
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The paths under `path` that `wanted` accepts, sorted, outside hidden folders, build products,
    /// dependencies and tests; a wanted `.xcodeproj` is not entered.
    static func walk(_ path: String, _ wanted: (String, [Substring]) -> Bool) -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            let components = relative.split(separator: "/")
            if let last = components.last,
                last.hasPrefix(".") || skippedFolders.contains(String(last)) || last.hasSuffix("Tests")
            {
                enumerator?.skipDescendants()  // never walk a build folder's thousands of files
                continue
            }
            if wanted(relative, components) {
                found.append((path as NSString).appendingPathComponent(relative))
                if relative.hasSuffix(".xcodeproj") { enumerator?.skipDescendants() }
            }
        }
        return found.sorted()
    }

    /// The Xcode projects under `path`: itself when it is one, else the `.xcodeproj` folders below it
    /// (outside build products, dependencies and tests).
    static func projects(under path: String) -> [String] {
        if path.hasSuffix(".xcodeproj") { return [path] }
        guard isFolder(path) else { return [] }
        return walk(path) { relative, _ in relative.hasSuffix(".xcodeproj") }
    }

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let (_, registry, _) = try tool.loadConfiguration(options.config)
        var files: [AppSetupCheck.File] = []
        var unreadable = false
        let projects = options.paths.flatMap(projects(under:))
        if projects.count > 1 {
            tool.printError(
                "check-app: several Xcode projects: \(projects.map { "'\($0)'" }.joined(separator: ", ")); pass the one to check"
            )
            return .failure
        }
        if let project = projects.first {
            let file = (project as NSString).appendingPathComponent("project.pbxproj")
            guard let bytes = tool.read(file, limit: InputLimit.configuration) else { return .failure }
            do {
                let xcode = try XcodeProject(pbxproj: bytes, at: project)
                files = try AppSetupCheck.files(
                    of: xcode, target: options.target, configuration: options.configuration
                ) { FileManager.default.contents(atPath: $0).map(Array.init) }
            } catch {
                tool.printError("check-app: \(error)")
                return .failure
            }
        } else if options.target != nil || options.configuration != nil {
            tool.printError(
                "check-app: --target and --configuration choose within an Xcode project, and there is none in "
                    + options.paths.map(quoted).joined(separator: ", "))
            return .failure
        }
        for path in projects.isEmpty ? options.paths.flatMap(files(under:)) : [] {
            guard let bytes = tool.read(path, limit: InputLimit.payload) else {
                unreadable = true
                continue
            }
            files.append(AppSetupCheck.File(path: path, bytes: bytes))
        }
        if files.isEmpty {
            tool.printError(
                "check-app: no Info.plist or .entitlements file in \(options.paths.map(quoted).joined(separator: ", "))"
            )
            return .failure
        }
        let issues = AppSetupCheck.check(
            files, registry: registry,
            options: AppSetupCheck.Options(
                appGroup: options.appGroup, sdkMajorVersion: options.sdkMajorVersion,
                backgroundPushes: options.backgroundPushes))
        let errors = issues.filter { $0.severity == .error }.count
        let failed = errors > 0 || (options.strict && issues.count > errors)
        switch options.format {
        case .text:
            for issue in issues { tool.print(issue.description) }
            tool.print(
                "app setup (\(CommandLineTool.plural(files.count, "file"))): \(failed ? "invalid" : "valid"): "
                    + "\(CommandLineTool.plural(errors, "error")), \(CommandLineTool.plural(issues.count - errors, "warning"))"
            )
        case .json:
            tool.print(
                JSONValue.object([
                    "files": .array(files.map { .string($0.path) }),
                    "valid": .bool(!failed),
                    "errors": .int(errors),
                    "warnings": .int(issues.count - errors),
                    "issues": .array(
                        issues.map { issue in
                            var object = CommandLineTool.json(issue)
                            if case .object(var members) = object, let file = issue.location.file {
                                members["file"] = .string(file)
                                object = .object(members)
                            }
                            return object
                        }),
                ]).jsonText)
        }
        return ExitStatus(unreadable: unreadable, invalid: failed)
    }
}

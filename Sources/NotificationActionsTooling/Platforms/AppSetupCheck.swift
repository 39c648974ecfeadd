import Foundation
@_spi(Generated) import NotificationActions

/// Checks an app's notification setup from its files: the app's `Info.plist` and `.entitlements`, and each
/// notification extension's. Each rule is a setup mistake that loses notifications before any router sees
/// them, with the page of Apple's documentation that states it:
///
/// - the scene manifest ("Specifying the scenes your app supports", `UIApplicationSceneManifest`;
///   https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle:
///   "In the next major release following iOS 26, UIScene lifecycle will be required when building with the
///   latest SDK; otherwise, your app won't launch" — tied to the SDK, not the deployment target); an
///   Info.plist Xcode merges into a generated one (no `CFBundleIdentifier`) is not asked for a manifest the
///   build settings may generate;
/// - `aps-environment` ("APS Environment Entitlement": without it `registerForRemoteNotifications` fails);
/// - the `remote-notification` background mode for background pushes ("Pushing background updates to
///   your App": "enable the remote notifications background mode");
/// - each extension's `NSExtensionPointIdentifier` and `NSExtensionPrincipalClass` (or, for a content
///   extension, `NSExtensionMainStoryboard`) ("Modifying content in newly delivered notifications",
///   "Customizing the Appearance of Notifications"), and what `check-extension` checks;
/// - App Groups ("Configuring App Groups": identifiers start with `group.`, and a container is shared only
///   by targets that list the same group): the server-chosen buttons' ledger lives in one.
///
/// Values with Xcode's build-setting variables (`$(PRODUCT_BUNDLE_IDENTIFIER)`, `$(TeamIdentifierPrefix)`)
/// are read as Xcode reads them: each variable stands for whatever the build substitutes, so it matches
/// any text and is never itself a mistake.
public enum AppSetupCheck {
    /// One file of the app: an `Info.plist` or an `.entitlements`, XML or binary.
    public struct File: Sendable {
        /// The file's path, as issues name it; files in one folder belong to one target.
        public var path: String
        /// The file's bytes.
        public var bytes: [UInt8]
        /// The target the file belongs to, when a project says so; files without one are grouped by folder.
        public var target: String?

        /// A file of the app.
        ///
        /// - Parameters:
        ///   - path: The file's path, as issues name it.
        ///   - bytes: The file's bytes.
        ///   - target: The target it belongs to; `nil` to group files by folder.
        public init(path: String, bytes: [UInt8], target: String? = nil) {
            (self.path, self.bytes, self.target) = (path, bytes, target)
        }
    }

    /// What the app does with notifications, which decides what it needs.
    public struct Options: Sendable {
        /// The App Group the app and its service extension share for server-chosen buttons' ledger; `nil`
        /// when the app does not use server-chosen buttons.
        public var appGroup: String?
        /// The major version of the iOS SDK the app is built with: from 27 on, a missing scene manifest is
        /// an error (TN3187); before, a warning.
        public var sdkMajorVersion: Int?
        /// Whether the server sends background pushes (`content-available`).
        public var backgroundPushes = false

        /// What the app does with notifications.
        ///
        /// - Parameters:
        ///   - appGroup: The App Group of the server-chosen buttons' ledger, if the app uses them.
        ///   - sdkMajorVersion: The major version of the iOS SDK the app is built with.
        ///   - backgroundPushes: Whether the server sends background (`content-available`) pushes.
        public init(appGroup: String? = nil, sdkMajorVersion: Int? = nil, backgroundPushes: Bool = false) {
            (self.appGroup, self.sdkMajorVersion, self.backgroundPushes) =
                (appGroup, sdkMajorVersion, backgroundPushes)
        }
    }

    static let serviceExtension = "com.apple.usernotifications.service"
    static let contentExtension = "com.apple.usernotifications.content-extension"
    static let groupsKey = "com.apple.security.application-groups"

    /// A read property list and where its keys are.
    struct PropertyList {
        var file: File
        var root: [String: Any]
        var isXML: Bool

        /// An issue at `keyPath` (`NSExtension.NSExtensionPrincipalClass`): at the line of its last key in an
        /// XML file (or of the nearest enclosing key that is there), by key path alone in a binary one.
        func issue(_ severity: Severity, _ code: ValidationIssue.Code, _ keyPath: String, _ message: String)
            -> ValidationIssue
        {
            guard isXML else {
                return ValidationIssue(
                    severity, code, at: IssueLocation(path: keyPath, file: file.path), message)
            }
            let text = String(decoding: file.bytes, as: UTF8.self)
            // The whole path first: an entitlement's key holds dots (com.apple.security.application-groups).
            let keys = [Substring(keyPath)] + keyPath.split(separator: ".").reversed()
            let offset =
                keys.lazy.filter { !$0.isEmpty }.compactMap { ContentExtensionCheck.keyOffset($0, in: text) }
                .first
                ?? 0
            let position = SourceText(bytes: file.bytes).position(ofOffset: offset)
            return ValidationIssue(
                severity, code,
                at: IssueLocation(
                    path: keyPath, file: file.path, line: position.line, column: position.column),
                message)
        }
    }

    /// Every problem of the app's notification setup, file by file.
    ///
    /// - Parameters:
    ///   - files: The app's and its extensions' `Info.plist` and `.entitlements` files; the files of one
    ///     folder are one target's.
    ///   - registry: The app's categories (a content extension must name some of them).
    ///   - options: What the app does with notifications.
    public static func check(_ files: [File], registry: CategoryRegistry, options: Options = Options())
        -> [ValidationIssue]
    {
        var issues: [ValidationIssue] = []
        var lists: [PropertyList] = []
        for file in files {
            var format = PropertyListSerialization.PropertyListFormat.xml
            guard
                let value = try? PropertyListSerialization.propertyList(
                    from: Data(file.bytes), options: [], format: &format),
                let root = value as? [String: Any]
            else {
                issues.append(
                    ValidationIssue(
                        .error, .malformedPropertyList,
                        at: IssueLocation(path: "", file: file.path, line: 1, column: 1),
                        "not a property list (XML or binary) holding a dictionary"))
                continue
            }
            lists.append(PropertyList(file: file, root: root, isXML: format == .xml))
        }
        // Targets: the files of one folder.
        let folders = Dictionary(grouping: lists) {
            $0.file.target.map { "target \($0)" } ?? ($0.file.path as NSString).deletingLastPathComponent
        }
        var apps: [(info: PropertyList, entitlements: [PropertyList])] = []
        var services: [(info: PropertyList, entitlements: [PropertyList])] = []
        for folder in folders.keys.sorted() {
            let members = folders[folder]!
            let entitlements = members.filter { $0.file.path.hasSuffix(".entitlements") }
            for info in members where !info.file.path.hasSuffix(".entitlements") {
                if let ext = info.root["NSExtension"] as? [String: Any] {
                    if checkExtension(info, ext, registry: registry, into: &issues) == serviceExtension {
                        services.append((info, entitlements))
                    }
                } else if isApp(info.root) {
                    apps.append((info, entitlements))
                    checkApp(info, entitlements, options: options, into: &issues)
                }
            }
        }
        if apps.isEmpty {
            issues.append(
                ValidationIssue(
                    .error, .missingKey, at: IssueLocation(path: "", file: files.first?.path),
                    "no app Info.plist among the files (one without NSExtension, not a framework's or a bundle's); "
                        + "pass the app's Info.plist, or the folder holding the project. A target whose Info.plist "
                        + "Xcode generates entirely (GENERATE_INFOPLIST_FILE, no file on disk) gets one file as soon "
                        + "as a key is set in its Info tab"))
        }
        if let group = options.appGroup {
            checkGroup(group, apps: apps, services: services, into: &issues)
        }
        return issues
    }

    /// An Info.plist without `NSExtension` whose package type, if it says one, is an app's (a framework's
    /// `FMWK` or a bundle's `BNDL` is not).
    static func isApp(_ root: [String: Any]) -> Bool {
        guard let type = root["CFBundlePackageType"] as? String else { return true }
        return type == "APPL" || type == "$(PRODUCT_BUNDLE_PACKAGE_TYPE)"
    }

    /// Whether an Info.plist is the part Xcode merges into the one it generates (`GENERATE_INFOPLIST_FILE`,
    /// the default of targets made since Xcode 13): it then holds only what differs from the target's build
    /// settings, and has no `CFBundleIdentifier`. What the build settings say (`INFOPLIST_KEY_…`, such as
    /// the scene manifest a SwiftUI template generates) cannot be read from it.
    static func isPartial(_ root: [String: Any]) -> Bool { root["CFBundleIdentifier"] == nil }

    /// Whether `value` can be `expected` once Xcode substitutes its variables (each matches any text).
    static func matches(_ value: String, _ expected: String) -> Bool {
        guard value.contains("$(") || value.contains("${") else { return value == expected }
        var pattern = "^"
        var rest = Substring(value)
        while let start = rest.range(of: "$(") ?? rest.range(of: "${") {
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<start.lowerBound])) + ".*"
            let close: Character = rest[start].hasPrefix("$(") ? ")" : "}"
            guard let end = rest[start.upperBound...].firstIndex(of: close) else { return true }
            rest = rest[rest.index(after: end)...]
        }
        pattern += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        return expected.range(of: pattern, options: .regularExpression) != nil
    }

    private static func checkApp(
        _ info: PropertyList, _ entitlements: [PropertyList], options: Options,
        into issues: inout [ValidationIssue]
    ) {
        let requiresScenes = (options.sdkMajorVersion ?? 0) >= 27
        let sceneSeverity: Severity = requiresScenes ? .error : .warning
        if isPartial(info.root), info.root["UIApplicationSceneManifest"] == nil {
            // Xcode generates the manifest from the build settings (a SwiftUI target's
            // INFOPLIST_KEY_UIApplicationSceneManifest_Generation): not a mistake this file can show — but a
            // check that passes without looking is one (the newcomer's F7), so say what was not checked.
            issues.append(
                info.issue(
                    .warning, .partialInfoPlist, "",
                    "this Info.plist is partial (no CFBundleIdentifier): Xcode generates the rest, the scene "
                        + "manifest among it, from build settings this check cannot see, so the scene manifest was "
                        + "not checked. Pass the folder holding the .xcodeproj, which check-app reads them from"
                ))
        } else if let manifest = info.root["UIApplicationSceneManifest"] as? [String: Any] {
            if let configurations = manifest["UISceneConfigurations"] as? [String: Any] {
                let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [Any] ?? []
                if roles.isEmpty {
                    issues.append(
                        info.issue(
                            sceneSeverity, .sceneManifestIncomplete,
                            "UIApplicationSceneManifest.UISceneConfigurations",
                            "UISceneConfigurations has no UIWindowSceneSessionRoleApplication configuration, so the app's "
                                + "window scene is configured by nothing the system can read (TN3187). Add one naming "
                                + "UISceneDelegateClassName, or remove the empty UISceneConfigurations if the app is "
                                + "SwiftUI or returns its configuration from application(_:configurationForConnecting:options:)"
                        ))
                }
                for (index, role) in roles.enumerated() {
                    let configuration = role as? [String: Any] ?? [:]
                    if configuration["UISceneDelegateClassName"] == nil,
                        configuration["UISceneStoryboardFile"] == nil
                    {
                        issues.append(
                            info.issue(
                                .warning, .sceneDelegateMissing,
                                "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication",
                                "the application role's configuration \(index) names no UISceneDelegateClassName: its "
                                    + "scenes get no delegate, and a notification that launches the app finds no "
                                    + "window to open. Add \"$(PRODUCT_MODULE_NAME).SceneDelegate\" (your class)"
                            ))
                    }
                }
            }
        } else {
            issues.append(
                info.issue(
                    sceneSeverity, .missingSceneManifest, "UIApplicationSceneManifest",
                    "the app has no UIApplicationSceneManifest: it runs the app-delegate life cycle, which apps built "
                        + "with the iOS 27 SDK cannot launch with (TN3187), and responses of a cold start arrive before "
                        + "any scene. Add a UIApplicationSceneManifest (Xcode: the target's Info › Application Scene "
                        + "Manifest) with the app's scene delegate"
                        + (info.file.target == nil
                            ? ""
                            : ", or, for a SwiftUI app, the build setting INFOPLIST_KEY_UIApplicationSceneManifest_Generation "
                                + "= YES, which this target's settings lack")))
        }
        if options.backgroundPushes {
            let modes = info.root["UIBackgroundModes"] as? [String] ?? []
            if !modes.contains("remote-notification") {
                issues.append(
                    info.issue(
                        .error, .missingBackgroundMode, "UIBackgroundModes",
                        "the server sends background pushes (content-available), but UIBackgroundModes lacks "
                            + "\"remote-notification\", so the app is never woken for them. Add it (Xcode: Signing & "
                            + "Capabilities › Background Modes › Remote notifications)"))
            }
        }
        guard !entitlements.isEmpty else {
            issues.append(
                info.issue(
                    .warning, .missingEntitlements, "",
                    "no .entitlements file beside the app's Info.plist, so aps-environment cannot be checked; pass it "
                        + "(Xcode: the target's CODE_SIGN_ENTITLEMENTS)"))
            return
        }
        for file in entitlements {
            switch file.root["aps-environment"] {
            case let value as String where matches(value, "development") || matches(value, "production"):
                break
            case let value as String:
                issues.append(
                    file.issue(
                        .error, .invalidValue, "aps-environment",
                        "aps-environment is \(quoted(value)); it is \"development\" or \"production\""))
            case nil:
                issues.append(
                    file.issue(
                        .error, .missingApsEnvironment, "aps-environment",
                        "the app's entitlements have no aps-environment, so registerForRemoteNotifications fails and no "
                            + "push arrives. Add the Push Notifications capability (Signing & Capabilities)"))
            default:
                issues.append(
                    file.issue(.error, .wrongType, "aps-environment", "aps-environment must be a string"))
            }
        }
    }

    /// Checks a notification extension; returns its point identifier when it is a notification one.
    private static func checkExtension(
        _ info: PropertyList, _ ext: [String: Any], registry: CategoryRegistry,
        into issues: inout [ValidationIssue]
    ) -> String? {
        let known = [serviceExtension, contentExtension]
        guard let point = ext["NSExtensionPointIdentifier"] as? String else {
            issues.append(
                info.issue(
                    .error, .missingKey, "NSExtension.NSExtensionPointIdentifier",
                    "NSExtension has no NSExtensionPointIdentifier, so the system never runs this extension; a "
                        + "notification service extension says \(quoted(serviceExtension))"))
            return nil
        }
        guard known.contains(point) else {
            // Another kind of extension (a widget, a share extension) is not ours to check, unless it reads like
            // a misspelled notification one.
            if point.lowercased().contains("usernotification") || point.lowercased().contains("notification")
            {
                let hint = Suggestion.didYouMean(point, in: known)
                issues.append(
                    info.issue(
                        .error, .unknownExtensionPoint, "NSExtension.NSExtensionPointIdentifier",
                        "\(quoted(point)) is no extension point, so the system never runs this extension.\(hint)"
                    ))
            }
            return nil
        }
        let principal = ext["NSExtensionPrincipalClass"] as? String
        if point == serviceExtension, principal == nil {
            issues.append(
                info.issue(
                    .error, .missingPrincipalClass, "NSExtension",
                    "the service extension names no NSExtensionPrincipalClass, so no pushes are modified and "
                        + "server-chosen buttons never appear. Add \"$(PRODUCT_MODULE_NAME).NotificationService\" "
                        + "(your UNNotificationServiceExtension subclass)"))
        }
        if point == contentExtension {
            if principal == nil, ext["NSExtensionMainStoryboard"] == nil {
                issues.append(
                    info.issue(
                        .error, .missingPrincipalClass, "NSExtension",
                        "the content extension names neither NSExtensionPrincipalClass nor NSExtensionMainStoryboard, "
                            + "so its interface never loads. Add \"$(PRODUCT_MODULE_NAME).NotificationViewController\""
                    ))
            }
            issues += ContentExtensionCheck.check(
                info.file.bytes, registry: registry, fileName: info.file.path)
        }
        return point
    }

    private static func checkGroup(
        _ group: String, apps: [(info: PropertyList, entitlements: [PropertyList])],
        services: [(info: PropertyList, entitlements: [PropertyList])], into issues: inout [ValidationIssue]
    ) {
        if !group.hasPrefix("group.") {
            issues.append(
                ValidationIssue(
                    .error, .invalidAppGroup, at: IssueLocation(path: "--app-group"),
                    "\(quoted(group)) is not an App Group identifier; they start with \"group.\" (Configuring App Groups)"
                ))
        }
        if services.isEmpty {
            // An extension whose point is misspelled is among the files, just not recognised (F15).
            let unrecognised = issues.contains { $0.code == .unknownExtensionPoint }
            let none =
                unrecognised
                ? "none is recognised among the files (see the extension-point error above)"
                : "none is among the files; add one (File › New › Target › Notification Service Extension) or pass its "
                    + "folder"
            issues.append(
                ValidationIssue(
                    .error, .missingServiceExtension,
                    at: IssueLocation(path: "", file: apps.first?.info.file.path),
                    "server-chosen buttons (App Group \(quoted(group))) are registered by a notification service "
                        + "extension, and \(none)"))
        }
        for target in apps + services {
            let kind = target.info.root["NSExtension"] == nil ? "the app" : "the service extension"
            guard !target.entitlements.isEmpty else {
                issues.append(
                    target.info.issue(
                        .error, .appGroupNotShared, "",
                        "\(kind) has no .entitlements beside its Info.plist, so it is in no App Group and cannot read "
                            + "the ledger in \(quoted(group)). Add the App Groups capability with \(quoted(group))"
                    ))
                continue
            }
            for file in target.entitlements {
                let groups = file.root[groupsKey] as? [String] ?? []
                guard !groups.contains(where: { matches($0, group) }) else { continue }
                let listed = groups.isEmpty ? "none" : groups.map(quoted).joined(separator: ", ")
                issues.append(
                    file.issue(
                        .error, .appGroupNotShared, groupsKey,
                        "\(kind) is not in the App Group \(quoted(group)) (it lists \(listed)), so the ledger the "
                            + "service extension writes is not the one the app prunes, and server-chosen categories "
                            + "pile up. Add \(quoted(group)) to its App Groups capability"))
            }
        }
    }
}

extension ValidationIssue.Code {
    /// The app's Info.plist is partial and no project says what Xcode adds: the scene manifest is not checked.
    package static let partialInfoPlist: Self = "partial-info-plist"
    /// The app has no `UIApplicationSceneManifest`.
    package static let missingSceneManifest: Self = "missing-scene-manifest"
    /// The scene manifest configures no window scene for the application role.
    package static let sceneManifestIncomplete: Self = "scene-manifest-incomplete"
    /// A scene configuration names no delegate class.
    package static let sceneDelegateMissing: Self = "scene-delegate-missing"
    /// The app's entitlements have no `aps-environment`.
    package static let missingApsEnvironment: Self = "missing-aps-environment"
    /// Background pushes are sent, and `UIBackgroundModes` lacks `remote-notification`.
    package static let missingBackgroundMode: Self = "missing-background-mode"
    /// No `.entitlements` file was found for the app.
    package static let missingEntitlements: Self = "missing-entitlements"
    /// An `NSExtensionPointIdentifier` that is no extension point.
    package static let unknownExtensionPoint: Self = "unknown-extension-point"
    /// A notification extension names no principal class (or storyboard).
    package static let missingPrincipalClass: Self = "missing-principal-class"
    /// An App Group identifier that does not start with `group.`.
    package static let invalidAppGroup: Self = "invalid-app-group"
    /// The app or the service extension is not in the App Group of the server-chosen buttons' ledger.
    package static let appGroupNotShared: Self = "app-group-not-shared"
    /// Server-chosen buttons are used and there is no service extension.
    package static let missingServiceExtension: Self = "missing-service-extension"
}

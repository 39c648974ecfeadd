import Foundation
@_spi(Generated) import NotificationActions
import Testing

@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

/// `check-app` against real apps' files (Tests/Fixtures/Apps/MANIFEST.md names their sources), and each
/// mistake made on a copy of them.
@Suite("check-app: an app's notification setup, from its files")
struct AppSetupCheckTests {
    static let apps = packageRoot.appendingPathComponent("Tests/Fixtures/Apps")
    static let registry = try! CategoryRegistry(
        contentsOf: packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json"))

    /// The files of a real app, by path under Tests/Fixtures/Apps.
    static func files(_ paths: [String]) throws -> [AppSetupCheck.File] {
        try paths.map { path in
            AppSetupCheck.File(
                path: path, bytes: Array(try Data(contentsOf: apps.appendingPathComponent(path))))
        }
    }

    static let mastodon = [
        "mastodon-ios/Mastodon/Info.plist", "mastodon-ios/Mastodon/Mastodon.entitlements",
        "mastodon-ios/NotificationService/Info.plist",
        "mastodon-ios/NotificationService/NotificationService.entitlements",
        "mastodon-ios/WidgetExtension/Info.plist",
        "mastodon-ios/WidgetExtension/WidgetExtension.entitlements",
        "mastodon-ios/ShareActionExtension/Info.plist",
        "mastodon-ios/ShareActionExtension/ShareActionExtension.entitlements",
    ]
    static let everything = AppSetupCheck.Options(
        appGroup: "group.org.joinmastodon.app", sdkMajorVersion: 27, backgroundPushes: true)

    /// Mastodon's files with one file's text changed: a mistake made on a real file.
    static func mastodon(
        changing path: String, _ original: String, to mistaken: String,
        options: AppSetupCheck.Options = everything
    ) throws -> [ValidationIssue] {
        var files = try files(mastodon)
        let index = try #require(files.firstIndex { $0.path == path })
        let text = String(decoding: files[index].bytes, as: UTF8.self)
        #expect(text.contains(original), "\(path) no longer holds \(original)")
        files[index].bytes = Array(text.replacingOccurrences(of: original, with: mistaken).utf8)
        return AppSetupCheck.check(files, registry: registry, options: options)
    }

    @Test("Mastodon's app, service extension and other extensions pass every rule, with every option on")
    func mastodonPasses() throws {
        let issues = AppSetupCheck.check(
            try Self.files(Self.mastodon), registry: Self.registry, options: Self.everything)
        #expect(issues.isEmpty, "\(issues)")
    }

    @Test(
        "Home Assistant's content extension (a storyboard, no principal class) warns only of its ratio of 0")
    func homeAssistantContentExtension() throws {
        let categories = try CategoryRegistry(
            contentsOf: Self.apps.appendingPathComponent("home-assistant-ios/categories.json"))
        let files = try Self.files(["home-assistant-ios/NotificationContent/Info.plist"])
        let issues = AppSetupCheck.check(files, registry: categories).filter { $0.code != .missingKey }
        #expect(issues.map(\.severity) == [.warning])
        #expect(issues.first?.location.line == 58)
        // The one error: no app among the files.
        #expect(
            AppSetupCheck.check(files, registry: categories).filter { $0.severity == .error }.map(\.code) == [
                .missingKey
            ])
    }

    @Test("the sample app's two apps and two extensions pass, with its App Group")
    func sampleAppPasses() throws {
        let folder = packageRoot.appendingPathComponent("Examples/SampleApp")
        let paths = [
            "SwiftUIApp/Info.plist", "SwiftUIApp/SwiftUIApp.entitlements", "SceneApp/Info.plist",
            "SceneApp/SceneApp.entitlements", "ServiceExtension/Info.plist",
            "ServiceExtension/ServiceExtension.entitlements", "ContentExtension/Info.plist",
        ]
        let files = try paths.map {
            AppSetupCheck.File(
                path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
        }
        let options = AppSetupCheck.Options(
            appGroup: "group.com.example.chat", sdkMajorVersion: 27, backgroundPushes: true)
        #expect(AppSetupCheck.check(files, registry: Self.registry, options: options).isEmpty)
    }

    @Test("no scene manifest: a warning before the iOS 27 SDK, an error with it")
    func sceneManifest() throws {
        let manifestStart = "\t<key>UIApplicationSceneManifest</key>"
        var options = Self.everything
        options.sdkMajorVersion = 18
        let before = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Info.plist", manifestStart,
            to: "\t<key>UIApplicationSceneManifestOld</key>",
            options: options)
        #expect(before.map(\.code) == [.missingSceneManifest])
        #expect(before.map(\.severity) == [.warning])
        let with27 = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Info.plist", manifestStart,
            to: "\t<key>UIApplicationSceneManifestOld</key>")
        #expect(with27.map(\.severity) == [.error])
        #expect(with27.first?.description.contains("TN3187") == true)
    }

    @Test(
        "an Info.plist Xcode merges into a generated one (no CFBundleIdentifier) is not asked for a scene manifest — a warning says so — and still for the rest"
    )
    func partialInfoPlist() throws {
        // What a SwiftUI target made since Xcode 13 keeps on disk once a key is set in its Info tab: only the
        // keys its build settings do not generate.
        let partial = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIBackgroundModes</key>
            \t<array>
            \t\t<string>fetch</string>
            \t</array>
            </dict>
            </plist>
            """
        var files = try Self.files(Self.mastodon)
        files[0].bytes = Array(partial.utf8)
        let issues = AppSetupCheck.check(files, registry: Self.registry, options: Self.everything)
        // Not asked for a scene manifest — but told it was not checked (the newcomer's F7), a warning.
        #expect(issues.map(\.code) == [.partialInfoPlist, .missingBackgroundMode])
        #expect(issues.first?.severity == .warning)
        #expect(issues.first?.message.contains("Pass the folder holding the .xcodeproj") == true)
        #expect(issues.last?.location.line == 5)
    }

    @Test("a scene manifest with no application-role configuration, or one naming no delegate, is located")
    func sceneConfigurations() throws {
        let emptyRole = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Info.plist", "<key>UIWindowSceneSessionRoleApplication</key>",
            to: "<key>UIWindowSceneSessionRoleExternalDisplay</key>")
        #expect(emptyRole.map(\.code) == [.sceneManifestIncomplete])
        #expect(emptyRole.first?.location.file == "mastodon-ios/Mastodon/Info.plist")
        #expect(emptyRole.first?.location.line == 74)
        let noDelegate = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Info.plist", "<key>UISceneDelegateClassName</key>",
            to: "<key>UISceneDelegateClass</key>")
        // Mastodon names a storyboard too, which carries the delegate: remove both to lose it.
        #expect(noDelegate.isEmpty)
        var files = try Self.files(Self.mastodon)
        let text = String(decoding: files[0].bytes, as: UTF8.self)
            .replacingOccurrences(
                of: "<key>UISceneDelegateClassName</key>", with: "<key>UISceneDelegateClass</key>"
            )
            .replacingOccurrences(
                of: "<key>UISceneStoryboardFile</key>", with: "<key>UISceneStoryboard</key>")
        files[0].bytes = Array(text.utf8)
        let issues = AppSetupCheck.check(files, registry: Self.registry, options: Self.everything)
        #expect(issues.map(\.code) == [.sceneDelegateMissing])
        #expect(issues.first?.message.contains("SceneDelegate") == true)
    }

    @Test("no aps-environment, or a misspelled one, is an error at the app's entitlements")
    func apsEnvironment() throws {
        let missing = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Mastodon.entitlements", "<key>aps-environment</key>",
            to: "<key>aps-environment-old</key>")
        #expect(missing.map(\.code) == [.missingApsEnvironment])
        #expect(missing.first?.location.file == "mastodon-ios/Mastodon/Mastodon.entitlements")
        let misspelled = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Mastodon.entitlements", "<string>development</string>",
            to: "<string>prod</string>")
        #expect(misspelled.map(\.code) == [.invalidValue])
        #expect(misspelled.first?.location.line == 5)
        // A build setting stands for whatever the build substitutes.
        let variable = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Mastodon.entitlements", "<string>development</string>",
            to: "<string>$(APS_ENVIRONMENT)</string>")
        #expect(variable.isEmpty)
    }

    @Test(
        "background pushes without the remote-notification mode are an error; without them nothing is asked")
    func backgroundMode() throws {
        let issues = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Info.plist", "<string>remote-notification</string>",
            to: "<string>fetch</string>")
        #expect(issues.map(\.code) == [.missingBackgroundMode])
        #expect(issues.first?.location.line == 110)
        var options = Self.everything
        options.backgroundPushes = false
        let quiet = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Info.plist", "<string>remote-notification</string>",
            to: "<string>fetch</string>", options: options)
        #expect(quiet.isEmpty)
    }

    @Test(
        "a misspelled extension point is named with the right one; other kinds of extension are not checked")
    func extensionPoint() throws {
        let issues = try Self.mastodon(
            changing: "mastodon-ios/NotificationService/Info.plist", "com.apple.usernotifications.service",
            to: "com.apple.usernotifications.services")
        // Not a service extension any more, so the App Group has none to be shared with either.
        #expect(issues.map(\.code) == [.unknownExtensionPoint, .missingServiceExtension])
        #expect(issues[0].message.contains("Did you mean 'com.apple.usernotifications.service'?"))
        #expect(issues[0].location.line == 25)
        // The second is the first's consequence, and says so (the newcomer's F15).
        #expect(
            issues[1].message.hasSuffix(
                "none is recognised among the files (see the extension-point error above)"))
    }

    @Test("a service extension without its principal class is an error at NSExtension")
    func principalClass() throws {
        let issues = try Self.mastodon(
            changing: "mastodon-ios/NotificationService/Info.plist", "<key>NSExtensionPrincipalClass</key>",
            to: "<key>NSExtensionPrincipal</key>")
        #expect(issues.map(\.code) == [.missingPrincipalClass])
        #expect(issues.first?.location.line == 23)
    }

    @Test("the App Group: a group. identifier, in the app and in the service extension")
    func appGroups() throws {
        let appLeft = try Self.mastodon(
            changing: "mastodon-ios/Mastodon/Mastodon.entitlements",
            "<string>group.org.joinmastodon.app</string>",
            to: "<string>group.org.joinmastodon.app.old</string>")
        #expect(appLeft.map(\.code) == [.appGroupNotShared])
        #expect(appLeft.first?.message.contains("'group.org.joinmastodon.app.old'") == true)
        #expect(appLeft.first?.location.line == 14)
        var options = Self.everything
        options.appGroup = "org.joinmastodon.app"
        let notAGroup = AppSetupCheck.check(
            try Self.files(Self.mastodon), registry: Self.registry, options: options)
        #expect(notAGroup.first?.code == .invalidAppGroup)
        let withoutService = AppSetupCheck.check(
            try Self.files(Array(Self.mastodon.prefix(2))), registry: Self.registry, options: Self.everything)
        #expect(withoutService.map(\.code) == [.missingServiceExtension])
        // Xcode's variables match what the build substitutes.
        let variable = try Self.mastodon(
            changing: "mastodon-ios/NotificationService/NotificationService.entitlements",
            "<string>group.org.joinmastodon.app</string>",
            to: "<string>group.$(APP_BUNDLE_IDENTIFIER)</string>")
        #expect(variable.isEmpty)
    }

    @Test("a binary property list is read as Xcode reads it, and located by its key path")
    func binaryPropertyList() throws {
        var files = try Self.files(Self.mastodon)
        let index = try #require(
            files.firstIndex { $0.path == "mastodon-ios/NotificationService/Info.plist" })
        var plist =
            try PropertyListSerialization.propertyList(from: Data(files[index].bytes), format: nil)
            as! [String: Any]
        var ext = plist["NSExtension"] as! [String: Any]
        ext["NSExtensionPrincipalClass"] = nil
        plist["NSExtension"] = ext
        files[index].bytes = Array(
            try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
        let issues = AppSetupCheck.check(files, registry: Self.registry, options: Self.everything)
        #expect(issues.map(\.code) == [.missingPrincipalClass])
        #expect(issues.first?.location.path == "NSExtension")
        #expect(issues.first?.location.line == nil)
        #expect(
            AppSetupCheck.check([.init(path: "x.plist", bytes: [0, 1, 2])], registry: Self.registry).first?
                .code
                == .malformedPropertyList)
    }

    @Test(
        "check-app as a user runs it: exit 0 on the sample app, 1 on a mistake, 2 on a usage error; JSON too")
    func commandLine() async throws {
        let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path
        let sample = packageRoot.appendingPathComponent("Examples/SampleApp").path
        let valid = await CommandLineTool.run([
            "check-app", "--config", config, "--app-group", "group.com.example.chat", "--sdk", "27.0",
            "--background-pushes", sample,
        ])
        #expect(valid.exitCode == 0)
        #expect(valid.standardOutput.contains("app setup (7 files): valid: 0 errors, 0 warnings"))
        let wrongGroup = await CommandLineTool.run([
            "check-app", "--config", config, "--app-group", "group.com.example.other", "--format", "json",
            sample,
        ])
        #expect(wrongGroup.exitCode == 1)
        let report = try JSONValue(parsing: wrongGroup.standardOutput.utf8)
        #expect(report["valid"] == false)
        #expect(report["issues"]?.arrayValue?.first?["code"] == "app-group-not-shared")
        #expect(report["issues"]?.arrayValue?.first?["file"]?.stringValue?.hasSuffix(".entitlements") == true)
        #expect(
            await CommandLineTool.run(["check-app", "--config", config, "--sdk", "soon", sample]).exitCode
                == 2)
        #expect(
            await CommandLineTool.run(["check-app", "--config", config, "/nonexistent/Info.plist"]).exitCode
                == 2)
        // A folder is searched for Info.plist and .entitlements files; an SDK's GoogleService-Info.plist is
        // not the app's.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("notification-actions-check-app-\(UUID().uuidString)/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for file in ["Info.plist", "SwiftUIApp.entitlements"] {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: sample).appendingPathComponent("SwiftUIApp/\(file)"),
                to: folder.appendingPathComponent(file))
        }
        try Data(#"<plist version="1.0"><dict><key>API_KEY</key><string>x</string></dict></plist>"#.utf8)
            .write(to: folder.appendingPathComponent("GoogleService-Info.plist"))
        let searched = await CommandLineTool.run([
            "check-app", "--config", config, folder.deletingLastPathComponent().path,
        ])
        #expect(searched.exitCode == 0)
        #expect(searched.standardOutput.contains("app setup (2 files): valid"))
        let help = await CommandLineTool.run(["help", "check-app"])
        #expect(help.standardOutput.contains("Examples:"))
        #expect(help.standardOutput.contains("TN3187"))
    }
}

import Foundation
@_spi(Generated) import NotificationActions
import Testing

@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

/// `check-app` given an Xcode project: the app as its build settings make it (Tests/Fixtures/XcodeProjects:
/// IceCubesApp's real project, and an app in Xcode 26's template layout), and the inputs it refuses to guess.
@Suite("check-app: an app as its Xcode project builds it")
struct XcodeProjectCheckTests {
    static let projects = packageRoot.appendingPathComponent("Tests/Fixtures/XcodeProjects")
    static let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path

    static func checkApp(_ arguments: [String]) async -> (
        exitCode: Int32, standardOutput: String, standardError: String
    ) {
        let run = await CommandLineTool.run(["check-app", "--config", config] + arguments)
        return (run.exitCode, run.standardOutput, run.standardError)
    }

    /// A copy of a fixture project with its project file's text changed, removed when `body` returns.
    static func copy(
        of fixture: String, changing changes: [(String, String)] = [],
        _ body: (URL) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("notification-actions-xcodeproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: projects.appendingPathComponent(fixture), to: folder)
        let project = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                $0.hasSuffix(".xcodeproj")
            })
        let file = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
        var text = try String(contentsOf: file, encoding: .utf8)
        for (original, changed) in changes {
            #expect(text.contains(original), "the project no longer holds \(original)")
            text = text.replacingOccurrences(of: original, with: changed)
        }
        try Data(text.utf8).write(to: file)
        try await body(folder)
    }

    @Test(
        "Xcode 26's SwiftUI template layout passes with the iOS 27 SDK: its scene manifest is a build setting"
    )
    func templateLayout() async {
        let run = await Self.checkApp([
            "--sdk", "27.0", Self.projects.appendingPathComponent("SwiftUITemplate").path,
        ])
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("app setup (3 files): valid: 0 errors, 0 warnings"))
    }

    @Test(
        "without the generated manifest the finding names the built Info.plist's settings and the one to set")
    func templateWithoutManifest() async throws {
        try await Self.copy(
            of: "SwiftUITemplate",
            changing: [("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;", "")]
        ) { folder in
            let run = await Self.checkApp(["--sdk", "27.0", folder.path])
            #expect(run.exitCode == 1)
            #expect(
                run.standardOutput.contains(
                    "FoodOrders.xcodeproj › FoodOrders › Debug › Info.plist as built from GENERATE_INFOPLIST_FILE = YES"
                ))
            #expect(
                run.standardOutput.contains(
                    "error: UIApplicationSceneManifest: the app has no UIApplicationSceneManifest"))
            #expect(run.standardOutput.contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES"))
        }
    }

    @Test(
        "IceCubesApp (a real project): its Release configuration passes; Debug's .xcconfig is not committed, so without --configuration it exits 2 naming it"
    )
    func iceCubes() async {
        let folder = Self.projects.appendingPathComponent("IceCubesApp").path
        let release = await Self.checkApp(["--sdk", "27.0", "--configuration", "Release", folder])
        #expect(release.exitCode == 0, "\(release.standardOutput)\(release.standardError)")
        #expect(release.standardOutput.contains("app setup (10 files): valid: 0 errors, 0 warnings"))
        let unchosen = await Self.checkApp(["--sdk", "27.0", folder])
        #expect(unchosen.exitCode == 2)
        #expect(unchosen.standardError.contains("configuration 'Debug' cannot be read"))
        #expect(unchosen.standardError.contains("IceCubesApp.xcconfig: missing or unreadable"))
        #expect(unchosen.standardError.contains("pass --configuration with one of 'Debug', 'Release'"))
        let debug = await Self.checkApp(["--configuration", "Debug", folder])
        #expect(debug.exitCode == 2)
        #expect(debug.standardError.contains("IceCubesApp.xcconfig: missing or unreadable"))
    }

    @Test(
        "configurations that build the app differently: exit 2 naming them and the setting, until one is chosen"
    )
    func differingConfigurations() async throws {
        try await Self.copy(
            of: "SwiftUITemplate",
            changing: [
                (
                    "CODE_SIGN_ENTITLEMENTS = FoodOrders/FoodOrders.entitlements;\n\t\t\t\tCODE_SIGN_STYLE = Automatic;\n\t\t\t\tCURRENT_PROJECT_VERSION = 1;\n\t\t\t\tENABLE_PREVIEWS = YES;\n\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n\t\t\t\tINFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;\n\t\t\t\tINFOPLIST_KEY_UILaunchScreen_Generation = YES;\n\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";\n\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";\n\t\t\t\tLD_RUNPATH_SEARCH_PATHS = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t\"@executable_path/Frameworks\",\n\t\t\t\t);\n\t\t\t\tMARKETING_VERSION = 1.0;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.FoodOrders;\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSTRING_CATALOG_GENERATE_SYMBOLS = YES;\n\t\t\t\tSWIFT_APPROACHABLE_CONCURRENCY = YES;\n\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n\t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;\n\t\t\t\tSWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES;\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};\n\t\t\tname = Release;",
                    "CODE_SIGN_ENTITLEMENTS = \"$(TARGET_NAME)/Release.entitlements\";\n\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.FoodOrders;\n\t\t\t};\n\t\t\tname = Release;"
                )
            ]
        ) { folder in
            let unchosen = await Self.checkApp([folder.path])
            #expect(unchosen.exitCode == 2)
            #expect(
                unchosen.standardError.contains(
                    "the configurations 'Debug' and 'Release' build the app differently (FoodOrders: CODE_SIGN_ENTITLEMENTS"
                ),
                "\(unchosen.standardError)")
            #expect(unchosen.standardError.contains("pass --configuration with one of 'Debug', 'Release'"))
            let debug = await Self.checkApp(["--configuration", "Debug", folder.path])
            #expect(debug.exitCode == 0, "\(debug.standardOutput)\(debug.standardError)")
            // Release's entitlements, named through $(TARGET_NAME), are not there.
            let release = await Self.checkApp(["--configuration", "Release", folder.path])
            #expect(release.exitCode == 2)
            #expect(release.standardError.contains("FoodOrders/Release.entitlements: missing or unreadable"))
            #expect(release.standardError.contains("CODE_SIGN_ENTITLEMENTS"))
            let unknown = await Self.checkApp(["--configuration", "Staging", folder.path])
            #expect(unknown.exitCode == 2)
            #expect(unknown.standardError.contains("target 'FoodOrders' has no configuration 'Staging'"))
        }
    }

    @Test(
        "several app targets need --target, an unknown one is named, and a setting with an unknown variable is refused"
    )
    func targetsAndVariables() async throws {
        try await Self.copy(
            of: "SwiftUITemplate",
            changing: [
                (
                    "productType = \"com.apple.product-type.app-extension\";",
                    "productType = \"com.apple.product-type.application\";"
                ),
                (
                    "CODE_SIGN_ENTITLEMENTS = FoodOrders/FoodOrders.entitlements;",
                    "CODE_SIGN_ENTITLEMENTS = \"$(BRAND)/FoodOrders.entitlements\";"
                ),
            ]
        ) { folder in
            let unchosen = await Self.checkApp([folder.path])
            #expect(unchosen.exitCode == 2)
            #expect(
                unchosen.standardError.contains(
                    "FoodOrders.xcodeproj has 2 app targets: 'FoodOrders', 'FoodOrdersService'; pass --target NAME"
                ))
            let unknown = await Self.checkApp(["--target", "Kitchen", folder.path])
            #expect(unknown.exitCode == 2)
            #expect(
                unknown.standardError.contains(
                    "has no app target 'Kitchen'; its app targets: 'FoodOrders', 'FoodOrdersService'"))
            let variable = await Self.checkApp([
                "--target", "FoodOrders", "--configuration", "Debug", folder.path,
            ])
            #expect(variable.exitCode == 2)
            #expect(
                variable.standardError.contains(
                    "CODE_SIGN_ENTITLEMENTS = $(BRAND)/FoodOrders.entitlements: $(BRAND) is not a setting of the target"
                ),
                "\(variable.standardError)")
        }
    }

    @Test("an unreadable project file, two projects in one folder, and --target without a project exit 2")
    func badInputs() async throws {
        try await Self.copy(of: "SwiftUITemplate") { folder in
            let file = folder.appendingPathComponent("FoodOrders.xcodeproj/project.pbxproj")
            try Data("{ objects = ( ; }".utf8).write(to: file)
            let garbled = await Self.checkApp([folder.path])
            #expect(garbled.exitCode == 2)
            #expect(garbled.standardError.contains("project.pbxproj: not a project file Xcode can read"))
        }
        try await Self.copy(of: "SwiftUITemplate") { folder in
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("FoodOrders.xcodeproj"),
                to: folder.appendingPathComponent("Kitchen.xcodeproj"))
            let two = await Self.checkApp([folder.path])
            #expect(two.exitCode == 2)
            #expect(two.standardError.contains("several Xcode projects"))
            #expect(two.standardError.contains("Kitchen.xcodeproj"))
            let one = await Self.checkApp([folder.appendingPathComponent("FoodOrders.xcodeproj").path])
            #expect(one.exitCode == 0, "\(one.standardOutput)\(one.standardError)")
        }
        let sample = packageRoot.appendingPathComponent("Examples/SampleApp").path
        let noProject = await Self.checkApp(["--target", "App", sample])
        #expect(noProject.exitCode == 2)
        #expect(
            noProject.standardError.contains("--target and --configuration choose within an Xcode project"))
    }

    @Test(
        "layering: the project's .xcconfig and its #include, the project's settings, the target's — later wins, $(inherited) kept"
    )
    func layering() throws {
        let pbxproj = try String(
            contentsOf: Self.projects.appendingPathComponent(
                "SwiftUITemplate/FoodOrders.xcodeproj/project.pbxproj"),
            encoding: .utf8
        )
        .replacingOccurrences(
            of: "A70000000000000000000001 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;",
            with:
                "A70000000000000000000001 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = A80000000000000000000001;"
        )
        .replacingOccurrences(
            of: "/* Begin PBXGroup section */",
            with:
                "A80000000000000000000001 = {isa = PBXFileReference; path = Config/Shared.xcconfig; sourceTree = \"<group>\"; };\n/* Begin PBXGroup section */"
        )
        .replacingOccurrences(
            of: "\t\t\t\tA30000000000000000000002 /* Products */,\n\t\t\t);",
            with:
                "\t\t\t\tA30000000000000000000002 /* Products */,\n\t\t\t\tA80000000000000000000001,\n\t\t\t);"
        )
        let project = try XcodeProject(pbxproj: Array(pbxproj.utf8), at: "/app/FoodOrders.xcodeproj")
        let files: [String: String] = [
            "/app/Config/Shared.xcconfig":
                "#include \"Base.xcconfig\"\n#include? \"Local.xcconfig\"\nTEAM = X // a comment\nOTHER = $(inherited) shared\n",
            "/app/Config/Base.xcconfig": "TEAM = BASE\nBRAND = Food\nOTHER = base\n",
        ]
        let app = try #require(project.targets.first { $0.isApp })
        let settings = try project.settings(of: app, in: "Debug") { files[$0].map { Array($0.utf8) } }
        #expect(settings["TEAM"] == "X")
        #expect(settings["BRAND"] == "Food")
        #expect(settings["OTHER"] == "base shared")
        #expect(settings["IPHONEOS_DEPLOYMENT_TARGET"] == "26.0", "the project's settings")
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.FoodOrders", "the target's")
        #expect(
            try XcodeProject.resolve("$(SRCROOT)/${BRAND}.plist", setting: "X", in: settings)
                == "/app/Food.plist")
        #expect(throws: XcodeProject.Problem.self) {
            try project.settings(of: app, in: "Debug") { _ in nil }
        }
    }

    @Test(
        "as a process: the template layout exits 0 on stdout; IceCubesApp without --configuration exits 2 on stderr"
    )
    func asAProcess() async throws {
        let template = Self.projects.appendingPathComponent("SwiftUITemplate").path
        let ice = Self.projects.appendingPathComponent("IceCubesApp").path
        let passing = try await ToolProcess.shell(
            #""$NA" check-app --config "$CONFIG" --sdk 27.0 "$TEMPLATE""#,
            environment: ["CONFIG": Self.config, "TEMPLATE": template])
        #expect(passing.status == 0)
        #expect(passing.standardOutput.contains("app setup (3 files): valid"))
        #expect(passing.standardError.isEmpty)
        let refused = try await ToolProcess.shell(
            #""$NA" check-app --config "$CONFIG" "$ICE""#, environment: ["CONFIG": Self.config, "ICE": ice])
        #expect(refused.status == 2)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError.contains("pass --configuration with one of 'Debug', 'Release'"))
    }
}

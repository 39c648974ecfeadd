import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

/// Real extensions' Info.plist files (sources named in each fixture) and one of mistakes, checked against
/// a configuration that registers their categories.
@Suite("Content extension Info.plist check")
struct ContentExtensionCheckTests {
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Extensions")
    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func issues(_ name: String) throws -> [ValidationIssue] {
        let registry = try CategoryRegistry(contentsOf: Self.folder.appendingPathComponent("extensions.json"))
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        return ContentExtensionCheck.check(bytes, registry: registry, fileName: name)
    }

    @Test("Home Assistant's and the Xamarin sample's extensions are valid, in XML and as a binary plist")
    func realExtensionsAreValid() throws {
        #expect(try issues("home-assistant-map.plist").isEmpty)
        #expect(try issues("xamarin-red-green.plist").isEmpty)
        let xml = try Data(contentsOf: Self.folder.appendingPathComponent("xamarin-red-green.plist"))
        let plist = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let registry = try CategoryRegistry(contentsOf: Self.folder.appendingPathComponent("extensions.json"))
        #expect(ContentExtensionCheck.check(Array(binary), registry: registry).isEmpty)
    }

    @Test("a 2016 gist's extension lacks the required size ratio and has a key no extension reads")
    func gist() throws {
        let found = try issues("janodev-gist.plist")
        #expect(found.map(\.code) == [.missingKey, .unknownKey])
        #expect(found[0].location.path.hasSuffix("UNNotificationExtensionInitialContentSizeRatio"))
        #expect(found[1].severity == .warning)
        #expect(found[1].location.line == 12)
    }

    @Test("an unregistered category, a ratio as a string and a boolean as a string are located errors")
    func mistakes() throws {
        let found = try issues("mistakes.plist")
        #expect(found.map(\.code) == [.unregisteredCategory, .wrongType, .wrongType])
        #expect(found[0].message.contains("Did you mean 'red-category'?"))
        #expect(
            found[0].location.path == "NSExtension.NSExtensionAttributes.UNNotificationExtensionCategory[1]")
        #expect(found.map { $0.location.line } == [10, 15, 17])
    }

    @Test("not a property list, or no NSExtension, is one error")
    func notAnExtension() throws {
        let registry = try CategoryRegistry(jsonData: Array(#"{"version": 1, "categories": []}"#.utf8))
        #expect(
            ContentExtensionCheck.check(Array("not a plist".utf8), registry: registry).map(\.code) == [
                .malformedPropertyList
            ])
        let empty = #"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#
        #expect(
            ContentExtensionCheck.check(Array(empty.utf8), registry: registry).map(\.code) == [.missingKey])
    }

    @Test("check-extension exits 0 for valid files, 1 for invalid ones, 2 without --config")
    func command() async {
        let config = Self.path("extensions.json")
        let valid = await CommandLineTool.run([
            "check-extension", "--config", config, Self.path("home-assistant-map.plist"),
        ])
        #expect(valid.exitCode == 0)
        #expect(valid.standardOutput.hasSuffix("home-assistant-map.plist: valid: 0 errors, 0 warnings\n"))
        let invalid = await CommandLineTool.run([
            "check-extension", "--config", config, Self.path("mistakes.plist"),
        ])
        #expect(invalid.exitCode == 1)
        #expect(invalid.standardOutput.contains("mistakes.plist:10:4: error: "))
        #expect(await CommandLineTool.run(["check-extension", Self.path("mistakes.plist")]).exitCode == 2)
    }
}

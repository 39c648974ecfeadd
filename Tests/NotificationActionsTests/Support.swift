import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// A configuration holding the given categories (JSON objects), on one line.
func config(_ categories: String...) -> String {
    #"{"version": 1, "categories": ["# + categories.joined(separator: ", ") + "]}"
}

/// The issues found in a configuration.
func issues(in json: String, profile: PlatformProfile = .modern) -> [ValidationIssue] {
    CategoryRegistry.validate(jsonData: Array(json.utf8), profile: profile, fileName: "test.json").issues
}

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The bundled example configurations.
let exampleConfigs: [URL] = {
    let folder = packageRoot.appendingPathComponent("Examples/Configs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
}()

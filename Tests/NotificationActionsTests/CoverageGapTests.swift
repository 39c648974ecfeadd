import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// What earlier runs left at 0–60% coverage: the default diagnostics handler every router uses, the
/// identifiers' Codable and ordering, and property-list numbers as Foundation boxes them.
@Suite("Coverage gaps")
struct CoverageGapTests {
    @Test("the default handler writes each diagnostic as one whole line to standard error")
    func standardErrorHandler() throws {
        // Standard error is captured through a pipe for the length of the call; the marker tells this
        // test's line from anything another test writes meanwhile.
        let marker = "marker-\(UUID().uuidString)"
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let saved = dup(STDERR_FILENO)
        dup2(fds[1], STDERR_FILENO)
        RouterOptions().diagnostics(
            Diagnostic(.completionCalledTwice, .warning, "a \(marker) report", category: "c", action: "a"))
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(fds[1])
        var captured: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }
            captured += buffer[0..<count]
        }
        close(fds[0])
        let lines = String(decoding: captured, as: UTF8.self).split(separator: "\n").filter {
            $0.contains(marker)
        }
        #expect(
            lines == [
                "NotificationActions: completion misuse: a \(marker) report [completion-called-twice]"
            ])
    }

    @Test(
        "Foundation's boxed numbers become integers, doubles or booleans as their type says",
        arguments: [
            (NSNumber(value: 3), JSONValue.int(3)),
            (NSNumber(value: 2.5), .double(2.5)),
            (NSNumber(value: Float(1.5)), .double(1.5)),
            (NSNumber(value: 4.0), .int(4)),
            (NSNumber(value: true), .bool(true)),
            (NSNumber(value: Int8(-2)), .int(-2)),
            (NSNumber(value: UInt64(7)), .int(7)),
        ] as [(NSNumber, JSONValue)])
    func boxedNumbers(_ number: NSNumber, _ expected: JSONValue) {
        #expect(JSONValue(propertyList: number) == expected)
        #expect(JSONValue.userInfo(["n": number]) == ["n": expected])
    }

    /// Audit B12: the lossless `userInfo` view took every `char`-typed number for a boolean, and wrapped an
    /// unsigned one above `Int.max`; the two views disagreed. Both now read `__NSCFBoolean` only as a Bool.
    @Test(
        "a local notification's userInfo numbers keep their kind in both views: a char-typed -2 is an Int, only the system's boolean is a Bool",
        arguments: [
            (NSNumber(value: true), SendableValues.Number.bool(true)),
            (NSNumber(value: false), .bool(false)),
            (NSNumber(value: Int8(-2)), .int(-2)),
            (NSNumber(value: Int8(1)), .int(1)),
            (NSNumber(value: CChar(0)), .int(0)),
            (NSNumber(value: 1), .int(1)),
            (NSNumber(value: 1.0), .double(1.0)),
            (NSNumber(value: UInt64.max), .double(Double(UInt64.max))),
            (NSNumber(value: UInt64(7)), .int(7)),
        ] as [(NSNumber, SendableValues.Number)])
    func systemNumbers(_ number: NSNumber, _ expected: SendableValues.Number) throws {
        #expect(SendableValues.Number(number) == expected)
        // What the system hands the app: userInfo through a property-list round trip, as NSNumbers.
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["n": number], format: .binary, options: 0)
        let userInfo = try #require(
            PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let values = SendableValues(propertyList: userInfo)
        let json = values.json["n"]
        switch expected {
        case .bool(let flag):
            #expect(values.dictionary["n"] as? Bool == flag && type(of: values.dictionary["n"]!) == Bool.self)
            #expect(json == .bool(flag))
        case .int(let integer):
            #expect(
                values.dictionary["n"] as? Int == integer && type(of: values.dictionary["n"]!) == Int.self)
            #expect(json == .int(integer))
        case .double(let real):
            #expect(values.dictionary["n"] as? Double == real)
            #expect(json?.doubleValue == real)
        }
    }
}

/// The look-up that decides whether a keyed text is registered to be localized when shown (audit B1, B2),
/// run on real bundles: folders with `.lproj` strings, as an app or an extension has them.
@Suite("Notification strings in bundles")
struct NotificationStringBundleTests {
    private func bundle(_ languages: [String: [String: String]]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "na-bundle-\(UUID().uuidString).app")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (language, strings) in languages {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = strings.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return try #require(Bundle(path: root.path))
    }

    @Test(
        "a key is a notification string only when every language of the bundle has it, in the Localizable table"
    )
    func everyLanguage() throws {
        let app = try bundle(["en": ["like": "Like", "mute": "Mute"], "fr": ["like": "J'aime"]])
        #expect(app.hasNotificationString(LocalizationKey("like")))
        #expect(!app.hasNotificationString(LocalizationKey("mute")))  // missing in French: the raw key, later
        #expect(!app.hasNotificationString(LocalizationKey("absent")))
        #expect(!app.hasNotificationString(LocalizationKey("like", table: "Buttons")))  // not read when shown
        let noStrings = try bundle([:])
        #expect(!noStrings.hasNotificationString(LocalizationKey("like")))
    }
}

import Foundation
import NotificationActionsCommandLine
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// String Catalogs and `.strings` files as Xcode and translation vendors write them (#24): device and
/// plural variations, substitutions, "Don't translate", UTF-16 — read, and checked without false alarms,
/// while a form that really drops the count still warns.
@Suite("Translations as Xcode writes them")
struct CatalogShapeTests {
    static let real = packageRoot.appendingPathComponent("Tests/Fixtures/Localization/real")

    @Test(
        "a catalog from xcstrings-tool with device and plural variations: every form read, iPhone's (or other) shown"
    )
    func realVariations() throws {
        let catalog = try StringsCatalog(
            contentsOf: Self.real.appendingPathComponent("Variations.xcstrings").path)
        let device = try #require(
            catalog.entry(LocalizationKey("String.Device", table: "Variations"))?.translations["en"])
        #expect(device.value == "Tap to open")
        #expect(device.forms.map(\.variant).sorted() == ["device.mac", "device.other"])
        #expect(device.state == "translated")
        let plural = try #require(
            catalog.entry(LocalizationKey("String.Plural", table: "Variations"))?.translations["en"])
        #expect(plural.value == "I have %lld strings")
        #expect(plural.forms.map(\.variant).sorted() == ["plural.one", "plural.other", "plural.zero"])
        #expect(plural.forms.first { $0.variant == "plural.zero" }?.value == "I have no strings")
    }

    @Test(
        "a catalog from xcstrings-tool with substitutions: %#@name@ and %arg stand for the substitution's directive"
    )
    func realSubstitutions() throws {
        let catalog = try StringsCatalog(
            contentsOf: Self.real.appendingPathComponent("Substitution.xcstrings").path)
        let text = try #require(
            catalog.entry(LocalizationKey("substitutions_example.string", table: "Substitution"))?
                .translations["en"])
        #expect(text.value == "%1$@! There are %lld strings and you have %lld remaining")
        #expect(FormatDirective.directives(in: text.value) == ["%@", "%lld", "%lld"])
        #expect(text.state == "needs_review")
        #expect(
            text.forms.map(\.value).contains("%1$@! There is %lld string and you have %lld remaining"))
        #expect(text.forms.allSatisfy { FormatDirective.directives(in: $0.value) == ["%@", "%lld", "%lld"] })
    }

    /// A messaging app's configuration: a summary with a count, a reply button, and a brand name.
    static let configuration = config(
        #"""
        {"identifier": "chat", "categorySummaryFormat": {"key": "CHAT_SUMMARY", "default": "%u new messages"},
         "actions": [{"identifier": "chat.reply", "title": {"key": "CHAT_REPLY", "default": "Reply"}},
                     {"identifier": "chat.open", "title": {"key": "BRAND", "default": "Open Chatty"}}]}
        """#)

    /// A catalog in Xcode's shape, with the German `CHAT_SUMMARY` given by `summary`.
    static func catalog(summary: String) -> String {
        #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "BRAND" : {
              "shouldTranslate" : false,
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Open Chatty" } } }
            },
            "CHAT_REPLY" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Antworten" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Antworten …" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Antworten" } }
                    }
                  }
                },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Reply" } }
              }
            },
            "CHAT_SUMMARY" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : \#(summary),
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%u new messages" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#
    }

    static let substituted = #"""
        {
          "stringUnit" : { "state" : "translated", "value" : "%#@messages@" },
          "substitutions" : {
            "messages" : {
              "argNum" : 1, "formatSpecifier" : "u",
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg neue Nachricht" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg neue Nachrichten" } }
                }
              }
            }
          }
        }
        """#

    func issues(catalog text: String) throws -> [ValidationIssue] {
        let folder = try TemporaryFolder()
        let path = try folder.write("Localizable.xcstrings", text)
        let catalog = try StringsCatalog(contentsOf: path)
        return CategoryRegistry.validate(
            jsonData: Array(Self.configuration.utf8), fileName: "app.json", strings: catalog
        ).issues
    }

    @Test("device variations, a substituted plural and a key marked Don't translate raise nothing")
    func noFalseAlarms() throws {
        let found = try issues(catalog: Self.catalog(summary: Self.substituted))
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    @Test(
        "a form that drops or changes the count still warns, naming the form",
        arguments: [
            (
                Self.substituted.replacingOccurrences(
                    of: "%arg neue Nachricht\"", with: "Eine neue Nachricht\""),
                "(its substitutions.messages.plural.one form) has no directives"
            ),
            (
                Self.substituted.replacingOccurrences(
                    of: #""formatSpecifier" : "u""#, with: #""formatSpecifier" : "lld""#),
                "has %lld but the development text '%u new messages' has %u"
            ),
            (
                #"""
                { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine neue Nachricht" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%u neue Nachrichten" } } } } }
                """#,
                "(its plural.one form) has no directives"
            ),
        ])
    func realMismatches(_ summary: String, _ message: String) throws {
        let found = try issues(catalog: Self.catalog(summary: summary))
        #expect(found.count == 1, "\(found.map(\.description))")
        #expect(found.first?.code == .formatMismatch)
        #expect(found.first?.message.contains(message) == true, "\(found.map(\.description))")
    }

    @Test("validate --format json carries the same finding, naming the form")
    func json() async throws {
        let folder = try TemporaryFolder()
        let summary = Self.substituted.replacingOccurrences(
            of: "%arg neue Nachricht\"", with: "Eine neue Nachricht\"")
        let catalog = try folder.write("Localizable.xcstrings", Self.catalog(summary: summary))
        let config = try folder.write("app.json", Self.configuration)
        let result = await CommandLineTool.run(["validate", "--format", "json", "--strings", catalog, config])
        #expect(result.exitCode == 0)
        let files = try JSONValue(parsing: Array(result.standardOutput.utf8))["files"]?.arrayValue
        let issue = files?.first?["issues"]?.arrayValue?.first
        #expect(issue?["code"] == "format-mismatch")
        #expect(issue?["message"]?.stringValue?.contains("substitutions.messages.plural.one") == true)
    }

    @Test("an unfinished form of a variation is reported with its state")
    func unfinishedForm() throws {
        let summary = Self.substituted.replacingOccurrences(
            of: #""state" : "translated", "value" : "%arg neue Nachricht""#,
            with: #""state" : "needs_review", "value" : "%arg neue Nachricht""#)
        let found = try issues(catalog: Self.catalog(summary: summary))
        #expect(found.map(\.code) == [.untranslated])
        #expect(found.first?.message.contains("still 'needs_review'") == true)
    }

    @Test(
        "legacy .strings files are read in UTF-8 and UTF-16, little- or big-endian, with or without a byte-order mark",
        arguments: ["utf8", "utf8-bom", "utf16le-bom", "utf16be-bom", "utf16le", "utf16be"])
    func encodings(_ encoding: String) throws {
        let text =
            "/* Ein Kommentar */\n\"CHAT_REPLY\" = \"Antworten\";\n\"CHAT_SUMMARY\" = \"%u neue Nachrichten – ü\";\n"
        let bytes: [UInt8]
        switch encoding {
        case "utf8": bytes = Array(text.utf8)
        case "utf8-bom": bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        default:
            let little = encoding.hasPrefix("utf16le")
            var units: [UInt8] = encoding.hasSuffix("bom") ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            for unit in text.utf16 {
                let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                units += little ? pair : pair.reversed()
            }
            bytes = units
        }
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("de.lproj/Localizable.strings")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        let catalog = try StringsCatalog(contentsOf: folder.url.path)
        #expect(catalog.translation(LocalizationKey("CHAT_REPLY"), language: "de") == "Antworten")
        #expect(
            catalog.translation(LocalizationKey("CHAT_SUMMARY"), language: "de") == "%u neue Nachrichten – ü")
        #expect(catalog.entry(LocalizationKey("CHAT_SUMMARY"))?.location.line == 3)
    }
}

/// `.stringsdict` files, the plural rules of `.strings` projects, in XML and binary property lists.
@Suite("Plural rules in .stringsdict files")
struct StringsDictionaryTests {
    /// The German plural rule of the summary, the shape Apple's "Localizing strings that contain plurals"
    /// documents; `one` is the singular form.
    static func rule(one: String) -> [String: Any] {
        [
            "CHAT_SUMMARY": [
                "NSStringLocalizedFormatKey": "%#@messages@",
                "messages": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "u",
                    "one": one, "other": "%u neue Nachrichten",
                ] as [String: Any],
            ] as [String: Any],
            "CHAT_REPLY": ["NSStringDeviceSpecificRuleType": ["iphone": "Antworten", "mac": "Antworten …"]],
        ]
    }

    func issues(_ rule: [String: Any], format: PropertyListSerialization.PropertyListFormat) throws
        -> (StringsCatalog, [ValidationIssue])
    {
        let folder = try TemporaryFolder()
        let lproj = folder.url.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(#""BRAND" = "Chatty öffnen";"#.utf8).write(
            to: lproj.appendingPathComponent("Localizable.strings"))
        try PropertyListSerialization.data(fromPropertyList: rule, format: format, options: 0)
            .write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        let english = folder.url.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try Data(
            #""BRAND" = "Open Chatty"; "CHAT_REPLY" = "Reply"; "CHAT_SUMMARY" = "%u new messages";"#.utf8
        ).write(to: english.appendingPathComponent("Localizable.strings"))
        let catalog = try StringsCatalog(contentsOf: folder.url.path)
        let report = CategoryRegistry.validate(
            jsonData: Array(CatalogShapeTests.configuration.utf8), fileName: "app.json", strings: catalog)
        return (catalog, report.issues)
    }

    @Test(
        "a plural rule and a device rule are read from XML and binary property lists, and raise nothing",
        arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func read(_ format: PropertyListSerialization.PropertyListFormat) throws {
        let (catalog, found) = try issues(Self.rule(one: "%u neue Nachricht"), format: format)
        #expect(found.isEmpty, "\(found.map(\.description))")
        #expect(catalog.translation(LocalizationKey("CHAT_SUMMARY"), language: "de") == "%u neue Nachrichten")
        #expect(catalog.translation(LocalizationKey("CHAT_REPLY"), language: "de") == "Antworten")
        let forms = catalog.entry(LocalizationKey("CHAT_SUMMARY"))?.translations["de"]?.forms.map(\.variant)
        #expect(forms == ["", "messages.plural.one", "messages.plural.other"])
    }

    @Test("a plural form that drops the count warns, naming the form and the file")
    func dropped() throws {
        let (_, found) = try issues(Self.rule(one: "Eine neue Nachricht"), format: .xml)
        #expect(found.map(\.code) == [.formatMismatch])
        #expect(found.first?.message.contains("(its messages.plural.one form) has no directives") == true)
        #expect(found.first?.location.file?.hasSuffix("de.lproj/Localizable.stringsdict") == true)
        #expect(found.first?.location.line != nil)
    }
}

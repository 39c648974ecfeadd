import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

private let localizedConfig = config(
    #"""
    {"identifier": "invite",
     "hiddenPreviewsBodyPlaceholder": {"key": "INVITE_HIDDEN", "default": "%u invitations", "table": "Notifications"},
     "categorySummaryFormat": {"key": "INVITE_SUMMARY", "default": "%u more"},
     "actions": [
       {"identifier": "invite.accept", "title": {"key": "INVITE_ACCEPT", "default": "Accept", "comment": "Accept button"}},
       {"identifier": "invite.reply", "title": "Reply",
        "textInput": {"buttonTitle": {"key": "SEND", "default": "Send"}, "placeholder": {"key": "TYPE", "default": "Type…"}}}
     ]}
    """#)

@Suite("Localization")
struct LocalizationTests {
    let examples = packageRoot.appendingPathComponent("Examples/Configs")
    var exampleConfig: String { examples.appendingPathComponent("chat-and-reminders.json").path }
    var exampleCatalog: String { examples.appendingPathComponent("Localizable.xcstrings").path }

    @Test("JSON strings may be localized: key, default, table and comment, kept through a round trip")
    func decodeAndRoundTrip() throws {
        let registry = try CategoryRegistry(jsonData: Array(localizedConfig.utf8))
        let invite = try #require(registry.category("invite"))
        #expect(invite.hiddenPreviewsBodyPlaceholder == "%u invitations")
        #expect(
            invite.hiddenPreviewsBodyPlaceholderLocalization
                == LocalizationKey("INVITE_HIDDEN", table: "Notifications"))
        #expect(invite.categorySummaryFormatLocalization?.tableName == "Localizable")
        #expect(invite.actions[0].title == "Accept")
        #expect(
            invite.actions[0].titleLocalization == LocalizationKey("INVITE_ACCEPT", comment: "Accept button"))
        #expect(invite.actions[1].titleLocalization == nil)
        #expect(invite.actions[1].textInput?.buttonTitleLocalization?.key == "SEND")
        #expect(invite.actions[1].textInput?.placeholderLocalization?.key == "TYPE")
        #expect(
            invite.localizedStrings.map(\.path) == [
                "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat", "actions[0].title",
                "actions[1].textInput.buttonTitle", "actions[1].textInput.placeholder",
            ])
        let again = try CategoryRegistry(jsonData: Array(registry.jsonText().utf8))
        #expect(again == registry)
        #expect(registry.jsonText().contains(#""key": "INVITE_ACCEPT""#))
    }

    @Test("the Swift DSL says the same with .localized modifiers")
    func dsl() throws {
        let swift = try CategoryRegistry {
            NotificationCategory(
                "invite", hiddenPreviewsBodyPlaceholder: "%u invitations", categorySummaryFormat: "%u more"
            ) {
                NotificationAction("invite.accept", title: "Accept")
                    .localized(title: "INVITE_ACCEPT", comment: "Accept button")
                NotificationAction(
                    "invite.reply", title: "Reply",
                    textInput: .init(buttonTitle: "Send", placeholder: "Type…")
                )
                .localized(buttonTitle: "SEND").localized(placeholder: "TYPE")
            }
            .localized(hiddenPreviewsBodyPlaceholder: "INVITE_HIDDEN", table: "Notifications")
            .localized(categorySummaryFormat: "INVITE_SUMMARY")
        }
        #expect(swift == (try CategoryRegistry(jsonData: Array(localizedConfig.utf8))))
    }

    @Test(
        "malformed localized strings are located errors that say what to write",
        arguments: [
            (
                #"{"identifier": "a", "title": {"default": "A"}}"#, ValidationIssue.Code.missingKey,
                "has no 'key'"
            ),
            (
                #"{"identifier": "a", "title": {"key": " ", "default": "A"}}"#, .emptyIdentifier,
                "localization key is empty"
            ),
            (
                #"{"identifier": "a", "title": {"key": "K", "default": "A", "table": "a/b"}}"#, .invalidValue,
                "not a table name"
            ),
            (
                #"{"identifier": "a", "title": {"key": "K", "defualt": "A"}}"#, .unknownKey,
                "Did you mean 'default'?"
            ),
            (
                #"{"identifier": "a", "title": "A", "textInput": {"buttonTitle": 5}}"#, .wrongType,
                "or a localized string"
            ),
        ])
    func malformed(_ action: String, _ code: ValidationIssue.Code, _ message: String) {
        let found = issues(in: config(#"{"identifier": "c", "actions": [\#(action)]}"#))
        let issue = found.first { $0.code == code }
        #expect(issue?.severity == .error, "\(found)")
        #expect(issue?.message.contains(message) == true, "\(found)")
        #expect(issue?.location.line != nil)
    }

    @Test("a registry in another language: translated strings replaced, keys kept; a Bundle resolves them")
    func translate() throws {
        let registry = try CategoryRegistry(jsonData: Array(localizedConfig.utf8))
        let german = registry.translated { key, _ in key.key == "INVITE_ACCEPT" ? "Annehmen" : nil }
        #expect(german.category("invite")?.actions[0].title == "Annehmen")
        #expect(german.category("invite")?.actions[0].titleLocalization?.key == "INVITE_ACCEPT")
        #expect(german.category("invite")?.actions[1].textInput?.buttonTitle == "Send")
        #expect(german.contains("invite.reply", in: "invite"))

        let folder = try TemporaryFolder()
        let lproj = folder.url.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(#""INVITE_ACCEPT" = "Accept it";"#.utf8).write(
            to: lproj.appendingPathComponent("Localizable.strings"))
        let bundle = try #require(Bundle(path: folder.url.path))
        let resolved = registry.translated(in: bundle)
        #expect(resolved.category("invite")?.actions[0].title == "Accept it")
        // No translation: the development text, as the system shows it.
        #expect(resolved.category("invite")?.categorySummaryFormat == "%u more")
    }

    @Test("String Catalogs and .lproj/*.strings files are read, with languages and locations")
    func catalogs() throws {
        let catalog = try StringsCatalog(contentsOf: exampleCatalog)
        #expect(catalog.developmentLanguage == "en")
        #expect(catalog.languages == ["en", "zh-Hans"])
        #expect(catalog.translation(LocalizationKey("INVITE_ACCEPT"), language: "zh-Hans") == "接受")
        #expect(catalog.entry(LocalizationKey("INVITE_ACCEPT", table: "Other")) == nil)
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Localization/lproj").path
        let strings = try StringsCatalog(contentsOf: folder)
        #expect(strings.languages == ["en", "zh-Hans"])
        #expect(
            strings.translation(LocalizationKey("MESSAGE_REPLY_PLACEHOLDER"), language: "zh-Hans") == "写回复…")
        #expect(strings.entry(LocalizationKey("INVITE_VIEW"))?.translations.keys.sorted() == ["en"])
        #expect(strings.entry(LocalizationKey("INVITE_VIEW"))?.location.line == 16)
    }

    @Test(
        "malformed translations files are errors naming the file, line and column",
        arguments: [
            ("en.lproj/Localizable.strings", #""A" = "a""#, ":1:10: error: expected ';'"),
            ("en.lproj/Localizable.strings", "/* open", ":1:1: error: a /* comment is never closed"),
            ("en.lproj/Localizable.strings", #""A" = "\U12""#, "four hexadecimal digits"),
            ("Localizable.strings", #""A" = "a";"#, ": error: a .strings file must be inside"),
            ("Localizable.xcstrings", #"{"sourceLanguage": "en"}"#, ": error: not a String Catalog"),
            ("Localizable.xcstrings", #"{"strings": {"#, ":1:14: error: unexpected end of text"),
        ])
    func malformedCatalogs(_ name: String, _ text: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        #expect {
            _ = try StringsCatalog(contentsOf: url.path)
        } throws: { error in
            "\(error)".contains(message) && "\(error)".contains(name)
        }
    }

    @Test("validate --strings: the example catalog has every key and every translation")
    func validateExample() async {
        let result = await run("validate", "--strings", exampleCatalog, exampleConfig)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasSuffix("valid (3 categories, 9 actions): 0 errors, 0 warnings\n"))
    }

    @Test(
        "validate --strings: a missing key is an error at the string; untranslated, needs_review and a lost %u are warnings in the catalog"
    )
    func validateProblems() async {
        let catalog = packageRoot.appendingPathComponent("Tests/Fixtures/Localization/problems").path
        let result = await run("validate", "--strings", catalog, exampleConfig)
        #expect(result.exitCode == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.contains(
                    "chat-and-reminders.json:52:49: error: categories[1].actions[2].title: the localization key 'INVITE_VIEW' is not in the 'Localizable' table"
                )
            })
        #expect(
            lines.contains {
                $0.contains("Localizable.xcstrings:125:5: warning: strings.MESSAGE_REPLY_SEND:")
                    && $0.contains("no 'zh-Hans' translation")
            })
        #expect(
            lines.contains {
                $0.contains("Localizable.xcstrings:32:9: warning:") && $0.contains("still 'needs_review'")
            })
        #expect(
            lines.contains {
                $0.contains("[format-mismatch]") && $0.contains("has no directives") && $0.contains("%u")
            })
        #expect(lines.last?.hasSuffix("invalid: 1 error, 3 warnings") == true)
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Localization/lproj").path
        let strings = await run("validate", "--strings", folder, exampleConfig)
        #expect(strings.exitCode == 0)
        #expect(strings.standardOutput.contains("zh-Hans.lproj") == false)
        #expect(strings.standardOutput.contains("en.lproj/Localizable.strings:16:1: warning: INVITE_VIEW:"))
        let missing = await run("validate", "--strings", "/nonexistent/Localizable.xcstrings", exampleConfig)
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("no such file or folder"))
    }

    @Test("preview --locale shows the translated buttons; its options need each other")
    func previewLocale() async {
        let chinese = await run(
            "preview", "--locale", "zh-Hans", "--strings", exampleCatalog, "--category", "invite",
            exampleConfig)
        #expect(chinese.exitCode == 0)
        #expect(
            chinese.standardOutput.contains("接受 (background, unlock) · 拒绝 (red, background) · 查看 (opens app)")
        )
        #expect(chinese.standardOutput.contains(#"summary   "还有 %u 条邀请""#))
        let alone = await run("preview", "--locale", "zh-Hans", exampleConfig)
        #expect(alone.exitCode == 2)
        #expect(alone.standardError.contains("'--locale' needs '--strings CATALOG'"))
        let unknown = await run("preview", "--locale", "zh-Hant", "--strings", exampleCatalog, exampleConfig)
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.contains("no 'zh-Hant' translations. Did you mean 'zh-Hans'?"))
    }

    @Test("localize adds only the missing keys, in Xcode's layout, and leaves the rest byte for byte")
    func localize() async throws {
        let folder = try TemporaryFolder()
        let original = try String(contentsOfFile: exampleCatalog, encoding: .utf8)
        var catalog = try #require(try JSONValue(parsing: Data(original.utf8)).objectValue)
        var strings = try #require(catalog["strings"]?.objectValue)
        strings["INVITE_VIEW"] = nil
        catalog["strings"] = .object(strings)
        let path = try folder.write("Localizable.xcstrings", XcodeJSON.text(.object(catalog)) + "\n")
        let result = await run("localize", "--catalog", path, exampleConfig)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("added 1 key: INVITE_VIEW"))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // The example catalog with INVITE_VIEW's Chinese translation taken out is exactly what was written.
        var expected = try #require(try JSONValue(parsing: Data(original.utf8)).objectValue)
        var expectedStrings = try #require(expected["strings"]?.objectValue)
        var view = try #require(expectedStrings["INVITE_VIEW"]?.objectValue)
        view["comment"] = "invite: actions[2].title"
        view["localizations"] = .object([
            "en": .object(["stringUnit": .object(["state": "translated", "value": "View"])])
        ])
        expectedStrings["INVITE_VIEW"] = .object(view)
        expected["strings"] = .object(expectedStrings)
        #expect(written == XcodeJSON.text(.object(expected)) + "\n")
        // The example catalog is in Xcode's layout already: written back, it is unchanged.
        #expect(XcodeJSON.text(try JSONValue(parsing: Data(original.utf8))) + "\n" == original)

        let fresh = folder.url.appendingPathComponent("New/Localizable.xcstrings").path
        try FileManager.default.createDirectory(
            atPath: (fresh as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let created = await run("localize", "--catalog", fresh, "--language", "en", exampleConfig)
        #expect(created.standardOutput.contains("added 10 keys"))
        let check = await run("validate", "--strings", fresh, exampleConfig)
        #expect(check.exitCode == 0)
        let notCatalog = await run(
            "localize", "--catalog", folder.url.appendingPathComponent("x.json").path, exampleConfig)
        #expect(notCatalog.exitCode == 2)
        #expect(notCatalog.standardError.contains("is not a String Catalog"))
        let broken = try folder.write("Broken.xcstrings", "{")
        let malformed = await run("localize", "--catalog", broken, exampleConfig)
        #expect(malformed.exitCode == 2)
        #expect(malformed.standardError.contains("Broken.xcstrings:1:2: error:"))
    }

    @Test("format directives are compared without argument positions")
    func directives() {
        #expect(FormatDirective.directives(in: "%u more") == ["%u"])
        #expect(FormatDirective.directives(in: "%2$@ and %1$lu, 100%%") == ["%@", "%lu"])
        #expect(FormatDirective.directives(in: "no count") == [])
    }
}

@Suite("Real apps' categories")
struct RealAppCategoryTests {
    struct Manifest: Decodable {
        struct Entry: Decodable {
            var file: String
            var source: String
            var codes: [String]
        }
        var categories: [Entry]
    }

    @Test("categories transcribed from public apps load, with the warnings Apple's rules give")
    func realApps() throws {
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Categories")
        let manifest = try JSONDecoder().decode(
            Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("MANIFEST.json")))
        #expect(manifest.categories.count >= 9)
        for entry in manifest.categories {
            let report = CategoryRegistry.validate(
                jsonData: Array(try Data(contentsOf: folder.appendingPathComponent(entry.file))),
                fileName: entry.file, deploymentTarget: DeploymentTarget(.ios, "15.0"))
            #expect(report.isValid, "\(entry.file): \(report.issues)")
            #expect(report.issues.map(\.code.rawValue) == entry.codes, "\(entry.file): \(report.issues)")
        }
    }
}

@Suite("generate-swift --strings, as the build plugin runs it")
struct GenerateWithStringsTests {
    @Test("a missing key fails generation with the located error; a complete catalog generates")
    func strings() async {
        let config = packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json").path
        let problems = packageRoot.appendingPathComponent("Tests/Fixtures/Localization/problems").path
        let failed = await CommandLineTool.run(["generate-swift", "--quiet", "--strings", problems, config])
        #expect(failed.exitCode == 1)
        #expect(failed.standardOutput.isEmpty)
        #expect(
            failed.standardError.contains(
                "chat-and-reminders.json:52:49: error: categories[1].actions[2].title: the localization key 'INVITE_VIEW'"
            ))
        #expect(failed.standardError.contains("warning: strings.MESSAGE_REPLY_SEND"))
        let catalog = packageRoot.appendingPathComponent("Examples/Configs/Localizable.xcstrings").path
        let generated = await CommandLineTool.run(["generate-swift", "--strings", catalog, config])
        #expect(generated.exitCode == 0)
        #expect(generated.standardOutput.contains("enum InviteAction"))
        let missing = await CommandLineTool.run(["generate-swift", "--strings", "/nonexistent", config])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("/nonexistent: error: no such file or folder"))
    }
}

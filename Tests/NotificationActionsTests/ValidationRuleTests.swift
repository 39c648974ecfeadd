import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsCommandLine
@testable import NotificationActionsTooling

/// One rule's case: a configuration, and the issue it must produce.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var code: ValidationIssue.Code
    var severity: ValidationIssue.Severity
    var json: String
    var path: String
    var mentions: [String]
    var profile: PlatformProfile = .modern
    var testDescription: String { "\(code) at \(path.isEmpty ? "the root" : path)" }
}

let long = String(repeating: "x", count: 1025)
let elevenActions = (0..<11).map { #"{"identifier": "a\#($0)", "title": "A\#($0)"}"# }.joined(separator: ", ")
let fiveActions = (0..<5).map { #"{"identifier": "a\#($0)", "title": "A\#($0)"}"# }.joined(separator: ", ")

let ruleCases: [RuleCase] = [
    // Errors: the document.
    RuleCase(
        code: .malformedJSON, severity: .error, json: #"{"version": 1,"#, path: "", mentions: ["end of text"]),
    RuleCase(
        code: .emptyDocument, severity: .error, json: "", path: "", mentions: ["empty", #"{"version": 1"#]),
    RuleCase(
        code: .wrongType, severity: .error, json: "[]", path: "", mentions: ["JSON object", "found an array"]),
    RuleCase(
        code: .missingKey, severity: .error, json: #"{"categories": []}"#, path: "version",
        mentions: ["'version'", "\"version\": 1"]),
    RuleCase(
        code: .missingKey, severity: .error, json: #"{"version": 1}"#, path: "categories",
        mentions: ["'categories'"]),
    RuleCase(
        code: .unsupportedVersion, severity: .error, json: #"{"version": 2, "categories": []}"#,
        path: "version", mentions: ["version 2", "version 1"]),
    RuleCase(
        code: .wrongType, severity: .error, json: #"{"version": "1", "categories": []}"#, path: "version",
        mentions: ["number 1", "a string"]),
    RuleCase(
        code: .wrongType, severity: .error, json: #"{"version": 1, "categories": {}}"#, path: "categories",
        mentions: ["'categories' must be an array", "an object"]),
    RuleCase(
        code: .unknownKey, severity: .error, json: #"{"version": 1, "categories": [], "categorys": []}"#,
        path: "categorys", mentions: ["'categorys'", "Did you mean 'categories'?"]),
    RuleCase(
        code: .duplicateKey, severity: .error, json: #"{"version": 1, "categories": [], "version": 1}"#,
        path: "version", mentions: ["'version'", "twice"]),
    // Errors: types and keys inside categories and actions.
    RuleCase(
        code: .wrongType, severity: .error, json: config("7"), path: "categories[0]",
        mentions: ["a category must be a JSON object", "a number"]),
    RuleCase(
        code: .missingKey, severity: .error, json: config(#"{"actions": []}"#),
        path: "categories[0].identifier", mentions: ["'identifier'"]),
    RuleCase(
        code: .wrongType, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a", "title": 5}]}"#),
        path: "categories[0].actions[0].title",
        mentions: ["'title' must be a string", "(5)", "double quotes"]),
    RuleCase(
        code: .missingKey, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a"}]}"#),
        path: "categories[0].actions[0].title", mentions: ["'title'"]),
    RuleCase(
        code: .unknownKey, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a", "titel": "A", "title": "A"}]}"#),
        path: "categories[0].actions[0].titel", mentions: ["'titel'", "Did you mean 'title'?"]),
    RuleCase(
        code: .unknownKey, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "isDestructive": true}]}"#),
        path: "categories[0].actions[0].isDestructive",
        mentions: ["'isDestructive'", #"options: ["destructive"]"#]),
    RuleCase(
        code: .unknownKey, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "isForeground": true}]}"#),
        path: "categories[0].actions[0].isForeground",
        mentions: ["'isForeground'", #"Did you mean 'options: ["foreground"]'?"#]),
    RuleCase(
        code: .unknownKey, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "textInput": {"submitButtonTitle": "Go", "buttonTitle": "Go"}}]}"#
        ), path: "categories[0].actions[0].textInput.submitButtonTitle",
        mentions: ["Did you mean 'buttonTitle'?"]),
    RuleCase(
        code: .duplicateKey, severity: .error, json: config(#"{"identifier": "c", "identifier": "d"}"#),
        path: "categories[0].identifier", mentions: ["'identifier'", "twice"]),
    RuleCase(
        code: .unknownOption, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "options": ["forground"]}]}"#),
        path: "categories[0].actions[0].options[0]", mentions: ["'forground'", "Did you mean 'foreground'?"]),
    RuleCase(
        code: .unknownOption, severity: .error,
        json: config(#"{"identifier": "c", "options": ["customDismiss"]}"#), path: "categories[0].options[0]",
        mentions: ["'customDismiss'", "Did you mean 'customDismissAction'?"]),
    RuleCase(
        code: .unknownOption, severity: .error,
        json: config(#"{"identifier": "c", "foregroundPresentation": ["alert"]}"#),
        path: "categories[0].foregroundPresentation[0]", mentions: ["'alert'", "Did you mean 'banner'?"]),
    RuleCase(
        code: .duplicateOption, severity: .warning,
        json: config(#"{"identifier": "c", "options": ["allowInCarPlay", "allowInCarPlay"]}"#),
        path: "categories[0].options[1]", mentions: ["'allowInCarPlay'"]),
    // Errors: the platform's rules.
    RuleCase(
        code: .emptyIdentifier, severity: .error, json: config(#"{"identifier": ""}"#),
        path: "categories[0].identifier", mentions: ["category identifier is empty"]),
    RuleCase(
        code: .emptyIdentifier, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "", "title": "A"}]}"#),
        path: "categories[0].actions[0].identifier", mentions: ["'c'", "empty identifier"]),
    RuleCase(
        code: .emptyTitle, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a", "title": "  "}]}"#),
        path: "categories[0].actions[0].title", mentions: ["'a'", "'c'", "empty title"]),
    RuleCase(
        code: .stringTooLong, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a", "title": "\#(long)"}]}"#),
        path: "categories[0].actions[0].title", mentions: ["1025 characters", "1024"]),
    // Other toolkits' shapes get told exactly what to write.
    RuleCase(
        code: .wrongType, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "options": {"isDestructive": true, "opensAppToForeground": true, "isAuthenticationRequired": false}}]}"#
        ), path: "categories[0].actions[0].options",
        mentions: [#"write "options": ["destructive", "foreground"]"#, "Expo"]),
    RuleCase(
        code: .unknownKey, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "activationMode": "foreground"}]}"#
        ),
        path: "categories[0].actions[0].activationMode", mentions: [#"options: ["foreground"]"#]),
    RuleCase(
        code: .unknownKey, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "behavior": "textInput"}]}"#),
        path: "categories[0].actions[0].behavior", mentions: [#"textInput: {"buttonTitle": "Send"}"#]),
    RuleCase(
        code: .unknownKey, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "input": true}]}"#),
        path: "categories[0].actions[0].input", mentions: ["textInput", "Notifee"]),
    RuleCase(
        code: .unknownOption, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "options": ["DarwinNotificationActionOption.destructive"]}]}"#
        ), path: "categories[0].actions[0].options[0]", mentions: ["Did you mean 'destructive'?"]),
    RuleCase(
        code: .invalidIdentifier, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "   ", "title": "A"}]}"#),
        path: "categories[0].actions[0].identifier", mentions: ["'   '", "blank", "category 'c'"]),
    RuleCase(
        code: .invalidIdentifier, severity: .error,
        json: config(#"{"identifier": " chat", "actions": []}"#),
        path: "categories[0].identifier", mentions: ["' chat'", "whitespace"]),
    RuleCase(
        code: .invalidIdentifier, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "read\r", "title": "A"}]}"#),
        path: "categories[0].actions[0].identifier", mentions: [#"'read\u{D}'"#, "control characters"]),
    RuleCase(
        code: .controlCharacters, severity: .warning,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a", "title": "\u001b[2JRead"}]}"#),
        path: "categories[0].actions[0].title", mentions: [#"'\u{1B}[2JRead'"#, "action 'a'", "garbage"]),
    RuleCase(
        code: .controlCharacters, severity: .warning,
        json: config(#"{"identifier": "c", "categorySummaryFormat": "%u more\u2028"}"#),
        path: "categories[0].categorySummaryFormat", mentions: [#"\u{2028}"#]),
    RuleCase(
        code: .duplicateCategory, severity: .error,
        json: config(#"{"identifier": "c"}"#, #"{"identifier": "c"}"#), path: "categories[1].identifier",
        mentions: ["'c'", "categories[0]"]),
    RuleCase(
        code: .duplicateAction, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A"}, {"identifier": "a", "title": "B"}]}"#
        ), path: "categories[0].actions[1].identifier", mentions: ["'a'", "'c'", "actions[0]"]),
    RuleCase(
        code: .reservedIdentifier, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "com.apple.UNNotificationDismissActionIdentifier", "title": "A"}]}"#
        ), path: "categories[0].actions[0].identifier",
        mentions: ["'com.apple.UNNotificationDismissActionIdentifier'", "'c'", "dismissal"]),
    RuleCase(
        code: .reservedIdentifier, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "com.apple.UNNotificationDefaultActionIdentifier", "title": "A"}]}"#
        ), path: "categories[0].actions[0].identifier", mentions: ["body"]),
    RuleCase(
        code: .missingButtonTitle, severity: .warning,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "r", "title": "Reply", "textInput": {"placeholder": "Say"}}]}"#
        ), path: "categories[0].actions[0].textInput.buttonTitle",
        mentions: ["'r'", "'c'", "buttonTitle", "localized \"Send\""]),
    RuleCase(
        code: .invalidIcon, severity: .error,
        json: config(#"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "icon": {}}]}"#),
        path: "categories[0].actions[0].icon", mentions: ["names no image"]),
    RuleCase(
        code: .invalidIcon, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "icon": {"systemImageName": "x", "templateImageName": "y"}}]}"#
        ), path: "categories[0].actions[0].icon", mentions: ["both"]),
    RuleCase(
        code: .invalidIcon, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "icon": {"systemImageName": ""}}]}"#
        ), path: "categories[0].actions[0].icon", mentions: ["'a'", "empty image name"]),
    RuleCase(
        code: .unknownMinimalAction, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "accept", "title": "A"}], "minimalActions": ["acept"]}"#
        ), path: "categories[0].minimalActions[0]", mentions: ["'acept'", "'c'", "Did you mean 'accept'?"]),
    RuleCase(
        code: .duplicateMinimalAction, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A"}], "minimalActions": ["a", "a"]}"#
        ), path: "categories[0].minimalActions[1]", mentions: ["'a'", "twice"]),
    RuleCase(
        code: .tooManyMinimalActions, severity: .error,
        json: config(
            #"{"identifier": "c", "actions": [\#(fiveActions)], "minimalActions": ["a0", "a1", "a2"]}"#),
        path: "categories[0].minimalActions", mentions: ["'c'", "3 actions", "at most 2"]),
    RuleCase(
        code: .tooManyActions, severity: .error,
        json: config(#"{"identifier": "c", "actions": [\#(elevenActions)]}"#), path: "categories[0].actions",
        mentions: ["'c'", "11 actions", "at most 10", "'a10'"]),
    RuleCase(
        code: .tooManyActions, severity: .error,
        json: config(#"{"identifier": "c", "actions": [\#(fiveActions)], "minimalActions": ["a0"]}"#),
        path: "categories[0].actions", mentions: ["5 actions", "legacy", "at most 4", "'a4'"],
        profile: .legacy),
    // Warnings.
    RuleCase(
        code: .redundantAuthentication, severity: .warning,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A", "options": ["foreground", "authenticationRequired"]}]}"#
        ), path: "categories[0].actions[0].options",
        mentions: ["'a'", "'c'", "remove 'authenticationRequired'"]),
    RuleCase(
        code: .sharedActionIdentifier, severity: .warning,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A"}]}"#,
            #"{"identifier": "d", "actions": [{"identifier": "a", "title": "Other"}]}"#),
        path: "categories[1].actions[0].identifier", mentions: ["'a'", "'c'", "'d'"]),
    RuleCase(
        code: .implicitMinimalActions, severity: .warning,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A"}, {"identifier": "b", "title": "B"}, {"identifier": "d", "title": "D"}]}"#
        ), path: "categories[0]", mentions: ["'c'", "3 actions", "'a', 'b'", "minimalActions"]),
    RuleCase(
        code: .destructiveFirstAction, severity: .warning,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "del", "title": "Delete", "options": ["destructive"]}, {"identifier": "keep", "title": "Keep"}]}"#
        ), path: "categories[0].actions[0]", mentions: ["'del'", "'c'"]),
    RuleCase(
        code: .minimalActionsReordered, severity: .warning,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "a", "title": "A"}, {"identifier": "b", "title": "B"}, {"identifier": "d", "title": "D"}], "minimalActions": ["d", "a"]}"#
        ), path: "categories[0].minimalActions",
        mentions: ["'c'", "'d', 'a'", "'d', 'a', 'b'", "Declare them first"]),
    RuleCase(
        code: .deprecatedOption, severity: .warning,
        json: config(#"{"identifier": "c", "options": ["allowAnnouncement"]}"#),
        path: "categories[0].options", mentions: ["'allowAnnouncement'", "'c'", "iOS 15"]),
    RuleCase(
        code: .textInputAuthentication, severity: .warning,
        json: config(
            #"{"identifier": "c", "actions": [{"identifier": "r", "title": "Reply", "options": ["authenticationRequired"], "textInput": {"buttonTitle": "Send"}}]}"#
        ), path: "categories[0].actions[0].options", mentions: ["'r'", "'c'", "unlock"]),
    RuleCase(
        code: .invalidFormatDirective, severity: .warning,
        json: config(#"{"identifier": "c", "hiddenPreviewsBodyPlaceholder": "50% off"}"#),
        path: "categories[0].hiddenPreviewsBodyPlaceholder", mentions: ["'50% off'", "'c'", "%%"]),
    RuleCase(
        code: .invalidFormatDirective, severity: .warning,
        json: config(#"{"identifier": "c", "categorySummaryFormat": "%u more %"}"#),
        path: "categories[0].categorySummaryFormat", mentions: ["at its end"]),
]

@Suite("Validation rules")
struct ValidationRuleTests {
    @Test("each rule reports its code, severity, path and the identifiers involved", arguments: ruleCases)
    func rule(_ rule: RuleCase) throws {
        let found = issues(in: rule.json, profile: rule.profile)
        let issue = try #require(found.first { $0.code == rule.code }, "no \(rule.code) in \(found)")
        #expect(issue.severity == rule.severity)
        #expect(issue.location.path == rule.path)
        #expect(issue.location.file == "test.json")
        #expect(issue.location.line == 1)
        #expect(issue.location.column != nil)
        for mention in rule.mentions {
            #expect(issue.message.contains(mention), "\(issue.message) does not mention \(mention)")
        }
        let report = CategoryRegistry.validate(jsonData: Array(rule.json.utf8), profile: rule.profile)
        #expect(report.isValid == !found.contains { $0.severity == .error })
    }

    @Test("a value the decoder reported is not reported again by the rules")
    func noDoubleReports() {
        let found = issues(
            in: config(
                #"{"identifier": "c", "actions": [{"identifier": "a", "title": 5}, {"identifier": "b"}]}"#))
        #expect(found.map(\.code) == [.wrongType, .missingKey])
    }

    @Test("every problem is collected, in document order, with lines and columns")
    func collectsEverything() throws {
        let json = """
            {
              "version": 1,
              "categories": [
                {
                  "identifier": "invite",
                  "actions": [
                    { "identifier": "invite.accept", "title": "Accept", "options": ["forground"] },
                    { "identifier": "invite.accept", "title": "Again" }
                  ]
                }
              ]
            }
            """
        let found = issues(in: json)
        #expect(found.map(\.code) == [.unknownOption, .duplicateAction])
        #expect(found.map(\.location.line) == [7, 8])
        #expect(found.map(\.location.column) == [73, 25])
        #expect(
            found[0].description
                == "test.json:7:73: error: categories[0].actions[0].options[0]: unknown option 'forground' in 'options'. Did you mean 'foreground'? The options are 'foreground', 'destructive', 'authenticationRequired'. [unknown-option]"
        )
        let error = try #require(throws: RegistryError.self) {
            try CategoryRegistry(jsonData: Array(json.utf8))
        }
        #expect(error.errors.count == 2)
        #expect(error.description.hasPrefix("NotificationActions: the categories have 2 errors:\n"))
        #expect(error.description.contains("- 7:73: error: categories[0].actions[0].options[0]"))
    }

    @Test("warnings do not stop the registry and stay available")
    func warningsKept() throws {
        let registry = try CategoryRegistry(
            jsonData: Array(config(#"{"identifier": "c", "options": ["allowAnnouncement"]}"#).utf8))
        #expect(registry.warnings.map(\.code) == [.deprecatedOption])
    }

    @Test(
        "valid format directives pass",
        arguments: ["%u new", "%%", "%1$u of %2$@", "%lu items", "%d", "%.2f%%", "no percent"])
    func validFormats(_ format: String) {
        #expect(FormatDirective.firstInvalid(in: format) == nil)
    }

    @Test(
        "suggestions need to be close",
        arguments: [("forground", "foreground"), ("FOREGROUND", "foreground"), ("destrutive", "destructive")])
    func suggestions(_ pair: (String, String)) {
        #expect(Suggestion.editDistance("titel", "title") == 1)
        #expect(Suggestion.closest(to: pair.0, in: ConfigurationFormat.actionOptions) == pair.1)
    }

    @Test("unrelated words get no suggestion")
    func noSuggestion() {
        #expect(Suggestion.closest(to: "x", in: ConfigurationFormat.actionOptions) == nil)
        #expect(Suggestion.closest(to: "purple", in: ConfigurationFormat.actionOptions) == nil)
    }

    @Test(
        "a key that differs only in case and separators is suggested, though its edit distance is too far",
        arguments: [("order_id", "orderID"), ("order-id", "orderID"), ("etaMS", "eta_ms")])
    func separators(_ pair: (String, String)) {
        #expect(Suggestion.editDistance(pair.0, pair.1) > max(pair.0.count, pair.1.count) / 3)
        #expect(Suggestion.closest(to: pair.0, in: ["orders", pair.1, "status"]) == pair.1)
    }
}

@Suite("Rules that stay quiet")
struct QuietRuleTests {
    @Test("a category whose only actions are destructive gets no destructive-first warning")
    func onlyDestructive() {
        let report = CategoryRegistry.validate(
            jsonData: Array(
                config(
                    #"{"identifier": "unfollow", "actions": [{"identifier": "unfollow.confirm", "title": "Unfollow", "options": ["destructive"]}]}"#
                ).utf8))
        #expect(report.issues.isEmpty, "\(report.issues)")
    }

    @Test("a text-input action without a button title is valid, with a warning about the system's word")
    func systemSendTitle() {
        let report = CategoryRegistry.validate(
            jsonData: Array(
                config(
                    #"{"identifier": "c", "actions": [{"identifier": "r", "title": "Reply", "textInput": {}}]}"#
                ).utf8))
        #expect(report.isValid)
        #expect(report.issues.map(\.code) == [.missingButtonTitle])
    }
}

@Suite("Availability against a deployment target")
struct AvailabilityTests {
    static let json = config(
        #"{"identifier": "c", "options": ["hiddenPreviewsShowTitle", "allowInCarPlay"], "hiddenPreviewsBodyPlaceholder": "%u new", "categorySummaryFormat": "%u more", "foregroundPresentation": ["banner"], "actions": [{"identifier": "a", "title": "A", "icon": {"systemImageName": "star"}}]}"#
    )

    func warnings(_ target: DeploymentTarget?, profile: PlatformProfile = .modern) -> [(String, String)] {
        CategoryRegistry.validate(jsonData: Array(Self.json.utf8), profile: profile, deploymentTarget: target)
            .issues.filter { $0.code == .unavailableFeature }.map { ($0.location.path, $0.message) }
    }

    @Test("iOS 13 is told about icons (15) and banner/list (14); iOS 11 also about summaries (12)")
    func olderIOS() throws {
        let found = warnings(DeploymentTarget(.ios, "13.0"))
        #expect(found.map(\.0) == ["categories[0].foregroundPresentation", "categories[0].actions[0].icon"])
        #expect(
            found.last?.1.contains("action icons, introduced in iOS 15.0; from iOS 13.0 up to 15.0") == true)
        #expect(found.first?.1.contains("the bridge asks for the older 'alert' presentation") == true)
        #expect(
            warnings(DeploymentTarget(.ios, "11.4")).map(\.0) == [
                "categories[0].categorySummaryFormat", "categories[0].foregroundPresentation",
                "categories[0].actions[0].icon",
            ])
    }

    @Test("a target that has every feature is told nothing; no target checks nothing")
    func upToDate() {
        #expect(warnings(DeploymentTarget(.ios, "17.4")).isEmpty)
        #expect(warnings(nil).isEmpty)
        #expect(warnings(DeploymentTarget(.macos, "12.0")).map(\.0) == ["categories[0].options"])
    }

    @Test("watchOS lacks the hidden-preview features whatever the version")
    func watchOS() {
        let found = warnings(DeploymentTarget(.watchos, "10.0")).map(\.0)
        #expect(
            found == [
                "categories[0].options", "categories[0].hiddenPreviewsBodyPlaceholder",
                "categories[0].categorySummaryFormat",
            ])
        #expect(
            warnings(DeploymentTarget(.watchos, "10.0")).allSatisfy {
                $0.1.contains("which watchOS does not have")
            })
    }

    @Test("the legacy profile checks against iOS 8, the generation it describes")
    func legacy() {
        let found = warnings(nil, profile: .legacy).map(\.0)
        #expect(found.contains("categories[0].actions[0].icon"))
        #expect(found.contains("categories[0].options"))
    }

    @Test("versions parse as numbers and dots only")
    func versions() {
        #expect(DeploymentTarget(.ios, "13")?.description == "iOS 13.0")
        #expect(DeploymentTarget(.macos, "10.15")?.description == "macOS 10.15")
        #expect(DeploymentTarget(.ios, "thirteen") == nil)
        #expect(DeploymentTarget(.ios, "13..0") == nil)
        #expect(DeploymentTarget(.ios, "") == nil)
    }

    @Test("validate --platform --minimum warns; either alone, or a bad version, is a usage error")
    func command() async {
        let result = await CommandLineTool.run(
            ["validate", "--platform", "ios", "--minimum", "13", "-"],
            readStandardInput: { Array(Self.json.utf8) })
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("[unavailable-feature]"))
        for arguments in [
            ["--platform", "ios"], ["--minimum", "13"], ["--platform", "ios", "--minimum", "x"],
        ] {
            let usage = await CommandLineTool.run(
                ["validate"] + arguments + ["-"], readStandardInput: { Array(Self.json.utf8) })
            #expect(usage.exitCode == 2, "\(arguments)")
        }
    }
}

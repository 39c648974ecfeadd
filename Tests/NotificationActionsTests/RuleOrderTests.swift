import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// The rules read one index built before any of them runs and write only their own findings, so the order
/// they run in decides the order of the report and nothing else.
@Suite("Validation rules are independent of their order")
struct RuleOrderTests {
    /// Configurations nobody here wrote (the shipped apps' categories under Tests/Fixtures/Categories), the
    /// examples, and the catalogue of common mistakes, which trips most rules.
    static let configurations: [URL] = {
        let folders = ["Tests/Fixtures/Categories", "Examples/Configs", "Examples/Invalid"]
        return folders.flatMap { folder -> [URL] in
            let url = packageRoot.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter {
                $0.hasSuffix(".json") && $0 != "MANIFEST.json" && $0 != "payload-mistakes.json"
            }
            .sorted().map { url.appendingPathComponent($0) }
        }
    }()

    static func sorted(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path) \($0.severity) \($0.code) \($0.message)" }.sorted()
    }

    @Test("the files to check are there, and trip many different rules")
    func material() throws {
        #expect(Self.configurations.count >= 10)
        var codes: Set<String> = []
        for url in Self.configurations {
            var decoder = ConfigurationDecoder()
            let categories = decoder.decode(try JSONParser.parse(Array(try Data(contentsOf: url))))
            for finding in CategoryValidator.validate(categories, profile: .modern) {
                codes.insert("\(finding.code)")
            }
        }
        #expect(codes.count >= 6, "only \(codes.sorted()) were found")
    }

    /// Written here to cross the rules that once shared state: the same identifiers in two categories, an
    /// action defined two ways, duplicates inside a category, minimal actions that are missing, repeated or
    /// out of order, and features older systems ignore (the legacy profile checks against iOS 8).
    static let crossing = config(
        """
        {"identifier": "chat", "actions": [
          {"identifier": "delete", "title": "Delete", "options": ["destructive"], "icon": {"system": "trash"}},
          {"identifier": "reply", "title": "Reply", "textInput": {"buttonTitle": "Send"}},
          {"identifier": "reply", "title": "Reply again"},
          {"identifier": "like", "title": "Like", "icon": {"system": "heart"}}],
         "minimalActions": ["like", "like", "lik"], "categorySummaryFormat": "%u more"}
        """,
        """
        {"identifier": "chat", "actions": [{"identifier": "like", "title": "Like!"}],
         "options": ["allowInCarPlay", "hiddenPreviewsShowTitle"], "foregroundPresentation": ["banner"]}
        """,
        """
        {"identifier": "", "actions": [{"identifier": "", "title": ""}, {"identifier": "reply", "title": "Reply"},
          {"identifier": "like", "title": "Like"}, {"identifier": "a", "title": "A"}, {"identifier": "b", "title": "B"}],
         "minimalActions": ["reply", "like", "a"]}
        """)

    static let inputs: [String] = configurations.map(\.lastPathComponent) + ["crossing"]

    static func categories(_ name: String) throws -> [NotificationCategory] {
        let bytes =
            name == "crossing"
            ? Array(crossing.utf8)
            : Array(try Data(contentsOf: configurations.first { $0.lastPathComponent == name }!))
        var decoder = ConfigurationDecoder()
        return decoder.decode(try JSONParser.parse(bytes))
    }

    @Test("the crossing configuration trips the rules that read what others once wrote")
    func crossingTrips() throws {
        let categories = try Self.categories("crossing")
        let codes = Set(
            [PlatformProfile.modern, .legacy].flatMap {
                // The runtime's rules, and the tooling's advisory ones (availability among them).
                CategoryValidator.validate(categories, profile: $0)
                    + AdvisoryRules.findings(categories, profile: $0, deploymentTarget: nil)
            }
            .map { "\($0.code)" })
        for code in [
            "duplicate-category", "duplicate-action", "shared-action-identifier", "unknown-minimal-action",
            "duplicate-minimal-action", "minimal-actions-reordered", "unavailable-feature",
            "empty-identifier",
        ] {
            #expect(codes.contains(code), "\(code) not in \(codes.sorted())")
        }
    }

    @Test("twenty shuffled orders of the rules find the same findings", arguments: inputs)
    func shuffled(_ name: String) throws {
        let categories = try Self.categories(name)
        let url = URL(fileURLWithPath: name)
        for profile in [PlatformProfile.modern, .legacy] {
            // The runtime's rules and the tooling's advisory rules that are `ValidationRule`s, shuffled together.
            let advisory = CategoryValidator.RuleOrder(
                category: AdvisoryRules.categoryRules, action: [], afterActions: [])
            let expected = Self.sorted(
                CategoryValidator.validate(categories, profile: profile)
                    + CategoryValidator.validate(categories, profile: profile, order: advisory))
            for seed in 1...20 as ClosedRange<UInt64> {
                var random = SeededGenerator(state: seed)
                // Category rules and after-action rules run in one shuffled list, before the actions'.
                let categoryRules =
                    (CategoryValidator.categoryRules + CategoryValidator.afterActionRules
                    + AdvisoryRules.categoryRules).shuffled(using: &random)
                let order = CategoryValidator.RuleOrder(
                    category: categoryRules, action: CategoryValidator.actionRules.shuffled(using: &random),
                    afterActions: [])
                let found = Self.sorted(
                    CategoryValidator.validate(categories, profile: profile, order: order))
                #expect(found == expected, "\(url.lastPathComponent), \(profile), seed \(seed)")
            }
        }
    }
}

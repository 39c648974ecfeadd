import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsCommandLine
import Testing

@testable import NotificationActionsTooling

/// The files beside this one are `generate-swift`'s output for the example configurations and for a
/// configuration of naming edge cases; this target compiling proves the generated code compiles.
@Suite("generate-swift")
struct GeneratedCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each configuration, its file, and the options it was generated with (`--embed-registry` for two).
    static let generated: [(config: String, file: String, options: [String])] = [
        ("Examples/Configs/chat-and-reminders.json", "ChatAndReminders", ["--embed-registry"]),
        ("Examples/Configs/minimal.json", "Minimal", []),
        ("Tests/Fixtures/naming-edge-cases.json", "NamingEdgeCases", ["--embed-registry"]),
        ("Tests/Fixtures/payload-agreement.json", "PayloadAgreement", []),
        ("Tests/Fixtures/keyword-names.json", "KeywordNames", ["--embed-registry"]),
    ]

    static func registry(_ config: String) throws -> CategoryRegistry {
        try CategoryRegistry(contentsOf: root.appendingPathComponent(config))
    }

    @Test("the compiled files are exactly what generate-swift writes for their configurations")
    func upToDate() async throws {
        for (config, file, options) in Self.generated {
            let expected = try String(
                contentsOf: Self.root.appendingPathComponent(
                    "Tests/GeneratedCodeTests/\(file).generated.swift"), encoding: .utf8)
            let result = await CommandLineTool.run(
                ["generate-swift"] + options + [Self.root.appendingPathComponent(config).path])
            #expect(result.exitCode == 0)
            #expect(
                result.standardOutput == expected,
                "regenerate with: swift run notification-actions generate-swift \(options.joined(separator: " ")) --output Tests/GeneratedCodeTests/\(file).generated.swift \(config)"
            )
        }
    }

    /// Every case of an enum is an action of its category, and every action of the category is a case.
    func roundTrip<Action: ActionIdentifierConvertible & CaseIterable>(
        _: Action.Type, _ category: CategoryIdentifier, in registry: CategoryRegistry
    ) {
        let actions = registry.category(category)?.actions.map(\.identifier) ?? []
        #expect(Action.allCases.map(\.actionIdentifier) == actions, "\(Action.self)")
        for action in Action.allCases { #expect(registry.contains(action.actionIdentifier, in: category)) }
    }

    /// An app target with default main-actor isolation (Xcode 26) makes every declaration without an
    /// isolation main-actor isolated; DefaultIsolationApp compiles the plugin's output in those settings, and
    /// this says which declaration lost its `nonisolated` when one did.
    @Test("every type and extension generate-swift writes is nonisolated, at any depth")
    func everyDeclarationIsNonisolated() throws {
        for (_, file, _) in Self.generated {
            let source = try String(
                contentsOf: Self.root.appendingPathComponent(
                    "Tests/GeneratedCodeTests/\(file).generated.swift"),
                encoding: .utf8)
            // A declaration: its modifiers, then the keyword that declares a type or an extension.
            let modifiers: Set<Substring> = [
                "public", "internal", "private", "fileprivate", "nonisolated", "final",
            ]
            let declarations = source.split(separator: "\n").filter { line in
                let keyword = line.split(separator: " ").first { !modifiers.contains($0) }
                return keyword.map { ["enum", "struct", "extension", "class", "actor"].contains($0) } ?? false
            }
            #expect(declarations.count >= 2, "\(file): no declarations found")
            for line in declarations where !line.contains("nonisolated ") {
                // CodingKeys are private, used only by the struct's own (nonisolated) coding methods.
                if line.contains("private enum CodingKeys") { continue }
                Issue.record("\(file).generated.swift: not nonisolated: \(line)")
            }
        }
    }

    /// Tests/Fixtures/keyword-names.json names categories, actions, payload keys, enum values and nested
    /// objects after every Swift keyword (and `Type`, `Protocol`, `Self`, `Codable`, `String`, … — names a
    /// nested type would shadow): this target compiling KeywordNames.generated.swift is the check that the
    /// names compile; here, that the awkward ones stay reachable.
    @Test("names made of Swift's keywords compile and stay reachable")
    func keywordNames() throws {
        #expect(CategoryIdentifier.selfCategory.rawValue == "self")
        #expect(AwaitAction.self2.rawValue == "await.self")
        #expect(AwaitAction.category.rawValue == "await")
        #expect(TypePayload.TypeValue.allCases.map(\.rawValue) == ["a", "b"])
        let push: [String: JSONValue] = ["type": "b", "Protocol": ["Self": "s"]]
        let payload = try PayloadDecoding.decode(TypePayload.self, from: push)
        #expect(payload.type == .b)
        #expect(payload.protocol.self2 == "s")
        #expect(CategoryRegistry.keywordNames == (try Self.registry("Tests/Fixtures/keyword-names.json")))
    }

    @Test("an embedded registry equals the one loaded from its JSON, with every field")
    func embeddedRegistries() throws {
        #expect(
            CategoryRegistry.chatAndReminders
                == (try Self.registry("Examples/Configs/chat-and-reminders.json")))
        #expect(
            CategoryRegistry.namingEdgeCases == (try Self.registry("Tests/Fixtures/naming-edge-cases.json")))
        // Equality covers the fields; check the JSON each writes too, which names every field.
        #expect(
            CategoryRegistry.chatAndReminders.jsonText()
                == (try Self.registry("Examples/Configs/chat-and-reminders.json")).jsonText())
    }

    @Test("each generated enum's cases are exactly its category's actions, in order")
    func roundTrips() throws {
        let chat = try Self.registry("Examples/Configs/chat-and-reminders.json")
        roundTrip(MessageAction.self, MessageAction.category, in: chat)
        roundTrip(InviteAction.self, InviteAction.category, in: chat)
        roundTrip(ReminderAction.self, ReminderAction.category, in: chat)
        #expect(chat.categoryIdentifiers == [.message, .invite, .reminder])

        roundTrip(NewsAction.self, .news, in: try Self.registry("Examples/Configs/minimal.json"))

        let edge = try Self.registry("Tests/Fixtures/naming-edge-cases.json")
        roundTrip(NotificationCategoryAction.self, .notification, in: edge)
        roundTrip(ChatV2Action.self, .chatV2, in: edge)
        roundTrip(ChatV2Action2.self, .chatV22, in: edge)
        roundTrip(EmojiAction.self, .emoji, in: edge)
        #expect(edge.contains(.rawValueCategory))
        #expect(
            edge.categoryIdentifiers == [
                .notification, .chatV2, .chatV22, .rawValueCategory, .emoji, .payloadEdgeCases,
            ])
    }

    @Test("keywords, leading digits and collisions become valid, readable names")
    func names() {
        #expect(NotificationCategoryAction.default.rawValue == "notification.default")
        #expect(NotificationCategoryAction.class.rawValue == "notification.class")
        #expect(NotificationCategoryAction._2ndTry.rawValue == "2nd-try")
        #expect(ChatV2Action.reply2.rawValue == "reply")
        #expect(ChatV2Action.category2.rawValue == "chat-v2.category")
        #expect(EmojiAction.backSlashQuoted.rawValue == "back\\slash \"quoted\"")
    }

    @Test("an invalid configuration generates nothing and exits 1")
    func invalid() async {
        let result = await CommandLineTool.run(
            ["generate-swift", "-"], readStandardInput: { Array(#"{"version": 1, "categories": [{}]}"#.utf8) }
        )
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("fix them first"))
    }

    /// The trimmed, non-empty lines of every ```swift block of the `///` comments in `text`.
    static func docCommentBlocks(_ text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else { continue }
            let code = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            if code == "```swift" {
                current = []
            } else if code == "```", let block = current {
                blocks.append(block)
                current = nil
            } else if !code.isEmpty {
                current?.append(code)
            }
        }
        return blocks
    }

    /// The trimmed, non-empty lines of a Swift file.
    static func codeLines(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func isPassage(_ block: [String], of lines: [String]) -> Bool {
        !block.isEmpty
            && lines.indices.contains { start in
                start + block.count <= lines.count && Array(lines[start..<(start + block.count)]) == block
            }
    }

    /// The configurations Tests/DefaultIsolationApp's build plugin generates (its notification-actions-plugin.json).
    static let xcode26AppFiles: Set<String> = ["ChatAndReminders", "NamingEdgeCases", "KeywordNames"]

    @Test(
        "every Swift example generate-swift writes above an enum or a payload struct, and its --help's, compiles as it stands: in this target (plain settings) and, without package access, in the Xcode 26 app target"
    )
    func writtenExamplesCompile() async throws {
        let shared = try Self.codeLines("Tests/GeneratedCodeTests/GeneratedCommentExamples.swift")
        let plain =
            try shared + Self.codeLines("Tests/GeneratedCodeTests/GeneratedCommentExamples+Others.swift")
        // A link to the shared file: what the Xcode 26 app target compiles.
        let xcode26 = try Self.codeLines("Tests/DefaultIsolationApp/GeneratedCommentExamples.swift")
        var checked = 0
        for (_, file, _) in Self.generated {
            let text = try String(
                contentsOf: Self.root.appendingPathComponent(
                    "Tests/GeneratedCodeTests/\(file).generated.swift"),
                encoding: .utf8)
            let blocks = Self.docCommentBlocks(text)
            #expect(!blocks.isEmpty, "\(file).generated.swift: no Swift example in its comments")
            for block in blocks {
                #expect(
                    Self.isPassage(block, of: plain),
                    "\(file).generated.swift: an example Tests/GeneratedCodeTests/GeneratedCommentExamples.swift does not compile:\n\(block.joined(separator: "\n"))"
                )
                if Self.xcode26AppFiles.contains(file) {
                    #expect(
                        Self.isPassage(block, of: xcode26),
                        "\(file).generated.swift: an example Tests/DefaultIsolationApp/GeneratedCommentExamples.swift does not compile:\n\(block.joined(separator: "\n"))"
                    )
                }
                checked += 1
            }
        }
        #expect(checked >= 20)
        // --help: a paragraph whose first line is a call on `routes` is Swift.
        var helpBlocks = 0
        for command in CommandLineTool.commandNames {
            let help = await CommandLineTool.run([command, "--help"])
            #expect(help.exitCode == 0)
            let paragraphs: [[String]] = help.standardOutput.components(separatedBy: "\n\n").map {
                paragraph in
                paragraph.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
            }
            for block in paragraphs where block.first?.hasPrefix("routes.") == true {
                #expect(
                    Self.isPassage(block, of: plain) && Self.isPassage(block, of: xcode26),
                    "\(command) --help: Swift that the generated examples do not compile:\n\(block.joined(separator: "\n"))"
                )
                helpBlocks += 1
            }
        }
        #expect(helpBlocks >= 1)
    }
}

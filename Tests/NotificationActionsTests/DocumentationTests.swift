import Foundation
import Testing

@Suite("Documentation")
struct DocumentationTests {
    static let catalog = packageRoot.appendingPathComponent("Sources/NotificationActions/Documentation.docc")

    /// The ```swift blocks of an article, each as its non-empty lines with indentation removed.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil, !trimmed.isEmpty {
                current!.append(trimmed)
            }
        }
        return blocks
    }

    @Test("every Swift block of every article compiles, as part of DocumentationSnippets.swift")
    func snippetsCompile() throws {
        let snippets = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Tests/NotificationActionsTests/DocumentationSnippets.swift"),
            encoding: .utf8
        ).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter {
            $0.hasSuffix(".md")
        }
        #expect(articles.count >= 8)
        var checked = 0
        for article in articles {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) where block.first != "// Apple platforms only" {
                let found = snippets.indices.contains { start in
                    start + block.count <= snippets.count
                        && Array(snippets[start..<(start + block.count)]) == block
                }
                #expect(
                    found,
                    "\(article): a Swift block that DocumentationSnippets.swift does not compile:\n\(block.joined(separator: "\n"))"
                )
                checked += 1
            }
        }
        #expect(checked >= 15)
    }
}

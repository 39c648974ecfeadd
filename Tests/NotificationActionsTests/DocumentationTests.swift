import Foundation
import NotificationActionsTooling
import Testing

@Suite("Documentation")
struct DocumentationTests {
    static let catalog = packageRoot.appendingPathComponent("Sources/NotificationActions/Documentation.docc")
    /// Every library's DocC catalog: the runtime's and the opt-in posting library's.
    static let catalogs = [
        catalog, packageRoot.appendingPathComponent("Sources/NotificationActionsPosting/Documentation.docc"),
    ]

    /// The articles of every catalog, sorted by name.
    static func articles() throws -> [URL] {
        try catalogs.flatMap { catalog in
            try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
                .map { catalog.appendingPathComponent($0) }
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

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

    /// The trimmed, non-empty lines of DocumentationSnippets.swift, where the documentation's code compiles.
    static func snippetLines() throws -> [String] {
        try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Tests/SnippetTests/DocumentationSnippets.swift"),
            encoding: .utf8
        ).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("no document points outside the repository: every relative link and path resolves inside it")
    func pathsStayInside() throws {
        let root = packageRoot.standardizedFileURL.path
        let folders = ["Documentation", "Sources/NotificationActions/Documentation.docc", "Examples"]
        var documents = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].map {
            packageRoot.appendingPathComponent($0)
        }
        for folder in folders {
            documents += Self.files(under: packageRoot.appendingPathComponent(folder)).filter {
                $0.pathExtension == "md"
            }
        }
        var outside: [String] = []
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            let base = document.deletingLastPathComponent()
            // Markdown links' targets, and paths written in code spans, that climb out with `..`.
            let candidates =
                text.matches(of: /\]\(([^)\s#]+)\)/).map { String($0.1) }
                + text.matches(of: /`(\.\.\/[^`\s]*)`/).map { String($0.1) }
            for path in candidates where !path.contains("://") && !path.hasPrefix("doc:") {
                let resolved = base.appendingPathComponent(path).standardizedFileURL.path
                if !resolved.hasPrefix(root + "/") {
                    outside.append("\(document.path.dropFirst(root.count + 1)): \(path)")
                }
            }
        }
        #expect(outside.isEmpty, "paths outside the repository: \(outside)")
        #expect(documents.count > 20, "the documents were found")
    }

    @Test(
        "the repository's URL is written in one place, the README's install line, so publishing changes one line"
    )
    func repositoryURLOnce() throws {
        var places: [String] = []
        for url in Self.files(under: packageRoot) {
            let path = url.path.dropFirst(packageRoot.path.count)
            guard ["md", "swift", "json", "yml"].contains(url.pathExtension), !path.hasPrefix("/Tests/")
            else {
                continue
            }
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.contains("/swift-notification-actions\"") {
                places.append("\(path): \(line)")
            }
        }
        #expect(places.count == 1, "\(places)")
        #expect(places.first?.hasPrefix("/README.md: .package(url: ") == true, "\(places)")
    }

    @Test("every Swift block of every article compiles, as part of DocumentationSnippets.swift")
    func snippetsCompile() throws {
        let snippets = try Self.snippetLines()
        let example = try Self.lines(ofSwiftFilesIn: "Examples/ChatAndReminders")
        let articles = try Self.articles()
        #expect(articles.count >= 8)
        var checked = 0
        for url in articles {
            let article = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            for block in Self.swiftBlocks(in: text)
            where block.first != Self.appleOnly && block.first != Self.manifestFragment
                && !block.contains("import Logging")
            {
                // The snippets file, or the worked example (the guide's code, compiled against what the
                // build plugin generated).
                let found =
                    snippets.indices.contains { start in
                        start + block.count <= snippets.count
                            && Array(snippets[start..<(start + block.count)]) == block
                    } || Self.contains(block, in: example)
                #expect(
                    found,
                    "\(article): a Swift block that DocumentationSnippets.swift does not compile:\n\(block.joined(separator: "\n"))"
                )
                checked += 1
            }
        }
        #expect(checked >= 15)
    }

    @Test(
        "each article's Swift blocks compile together: in order, in the one test of DocumentationSnippets.swift named after the article"
    )
    func articlesCompileTogether() throws {
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Tests/SnippetTests/DocumentationSnippets.swift"),
            encoding: .utf8)
        // The file's tests: each `@Test("Name")` and the trimmed lines up to the next.
        var tests: [(name: String, lines: [String])] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@Test(\""), let name = trimmed.split(separator: "\"").dropFirst().first {
                tests.append((String(name), []))
            } else if !trimmed.isEmpty, !tests.isEmpty {
                tests[tests.count - 1].lines.append(trimmed)
            }
        }
        let example = try Self.lines(ofSwiftFilesIn: "Examples/ChatAndReminders")
        var checked = 0
        for url in try Self.articles() {
            let article = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            let title = text.split(separator: "\n").first.map { String($0.dropFirst(2)) } ?? article
            // Statements, in the article's order; a block declaring a type or an extension is the file's
            // (the snippet test above finds it), as it would be in an app.
            let declarations = [
                "@", "final class", "class ", "struct ", "enum ", "actor ", "extension ", "nonisolated ",
            ]
            let blocks = Self.swiftBlocks(in: text).filter { block in
                block.first != Self.appleOnly && block.first != Self.manifestFragment
                    && !block.contains("import Logging") && !Self.contains(block, in: example)
                    && !declarations.contains { block.first?.hasPrefix($0) == true }
            }
            guard !blocks.isEmpty else { continue }
            let matching = tests.filter { $0.name == title }
            guard matching.count == 1, let lines = matching.first?.lines else {
                Issue.record(
                    "\(article): \(matching.count) tests named \"\(title)\" in DocumentationSnippets.swift; one holds its blocks"
                )
                continue
            }
            var from = 0
            for block in blocks {
                let start = (from..<max(from, lines.count)).first { start in
                    start + block.count <= lines.count && Array(lines[start..<(start + block.count)]) == block
                }
                guard let start else {
                    Issue.record(
                        "\(article): this block is not in test \"\(title)\" after the article's blocks before it:\n\(block.joined(separator: "\n"))"
                    )
                    break
                }
                from = start + block.count
                checked += 1
            }
        }
        #expect(checked >= 15)
    }

    /// The files under `folder`, outside hidden folders (`.build*`, `.git`) and the tests' fixtures: a walk
    /// that never enters a build folder, which holds thousands of files.
    static func files(under folder: URL) -> [URL] {
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "Fixtures" || url.lastPathComponent.hasPrefix(".") {
                enumerator?.skipDescendants()
                continue
            }
            files.append(url)
        }
        return files
    }

    /// The DocC articles and the README.
    static func documents() throws -> [URL] {
        try articles() + [packageRoot.appendingPathComponent("README.md")]
    }

    /// The first line of a block that only compiles on Apple platforms.
    static let appleOnly = "// Apple platforms only"

    /// The trimmed, non-empty lines of every Swift file under `folder`, file after file.
    /// Every Swift file under `folder` (links followed), as its path and its lines, untrimmed.
    static func lines(ofSwiftFilesIn folder: String, keepingEmpty: Bool) throws -> [(
        path: String, lines: [String]
    )] {
        let root = packageRoot.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { file in
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return ("\(folder)/\(file)", lines)
        }
    }

    static func lines(ofSwiftFilesIn folder: String) throws -> [[String]] {
        let root = packageRoot.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { file in
            try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
    }

    static func contains(_ block: [String], in files: [[String]]) -> Bool {
        files.contains { lines in
            lines.indices.contains { start in
                start + block.count <= lines.count && Array(lines[start..<(start + block.count)]) == block
            }
        }
    }

    /// The ```swift (or bare ```) blocks of the `///` comments of the libraries an app links, each as its
    /// file, line and non-empty trimmed lines. Blocks of another language (```json, ```text) are not code.
    static func docCommentBlocks() throws -> [(place: String, lines: [String])] {
        var blocks: [(place: String, lines: [String])] = []
        for library in [
            "NotificationActions", "NotificationActionsPosting", "NotificationActionsTesting",
            "NotificationActionsTooling",
        ] {
            for file in try lines(ofSwiftFilesIn: "Sources/\(library)", keepingEmpty: true) {
                var fence: String?
                var current: [String] = []
                var start = 0
                for (number, line) in file.lines.enumerated() {
                    guard line.hasPrefix("///") else {
                        fence = nil
                        continue
                    }
                    let text = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    if let open = fence {
                        if text == "```" {
                            if open == "swift" || open.isEmpty {
                                blocks.append(("\(file.path):\(start)", current))
                            }
                            fence = nil
                        } else if !text.isEmpty {
                            current.append(text)
                        }
                    } else if text.hasPrefix("```") {
                        fence = String(text.dropFirst(3))
                        current = []
                        start = number + 2
                    }
                }
            }
        }
        return blocks
    }

    @Test(
        "every Swift block of the libraries' doc comments compiles as an app writes it: a passage of DocCommentSnippets.swift (plain imports, no package access, both build settings), or, Apple-only, of the sample app"
    )
    func docCommentSnippetsCompile() throws {
        let compiled = try Self.lines(ofSwiftFilesIn: "Tests/SnippetTests")
        let sample = try Self.lines(ofSwiftFilesIn: "Examples/SampleApp")
        let blocks = try Self.docCommentBlocks()
        #expect(blocks.count >= 25)
        for block in blocks {
            let found =
                block.lines.first == Self.appleOnly
                ? Self.contains(Array(block.lines.dropFirst()), in: sample)
                : Self.contains(block.lines, in: compiled)
            #expect(
                found,
                "\(block.place): a doc comment's Swift block that \(block.lines.first == Self.appleOnly ? "is not a passage of Examples/SampleApp" : "Tests/SnippetTests/DocCommentSnippets.swift does not compile"):\n\(block.lines.joined(separator: "\n"))"
            )
        }
    }

    @Test(
        "every Apple-only Swift block of the articles and the README is a passage of the sample app, which Scripts/check-sample-app.sh type-checks against the iOS SDKs"
    )
    func appleSnippetsAreInTheSampleApp() throws {
        let sample = try Self.lines(ofSwiftFilesIn: "Examples/SampleApp")
        #expect(sample.count >= 10)
        let documents = try Self.documents()
        var checked = 0
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) where block.first == Self.appleOnly {
                let code = Array(block.dropFirst())
                #expect(
                    Self.contains(code, in: sample),
                    "\(document.lastPathComponent): an Apple-only Swift block that is not a passage of Examples/SampleApp:\n\(code.joined(separator: "\n"))"
                )
                checked += 1
            }
        }
        #expect(checked >= 12)
    }

    /// The first line of a block that is a fragment of a package manifest, not code of the app's.
    static let manifestFragment = "// Package.swift"

    @Test(
        "every other Swift block of the README compiles, as part of DocumentationSnippets.swift (its imports aside)"
    )
    func readmeSnippetsCompile() throws {
        let snippets = try Self.snippetLines()
        let example = try Self.lines(ofSwiftFilesIn: "Examples/ChatAndReminders")
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var checked = 0
        for block in Self.swiftBlocks(in: readme) {
            // Apple-only blocks are the sample app's, the swift-log recipe is DocumentationRecipes'.
            guard let first = block.first, first != Self.appleOnly, first != Self.manifestFragment,
                !block.contains("import Logging")
            else { continue }
            let body = Array(block.drop { $0.hasPrefix("import ") })
            let found = Self.contains(body, in: [snippets] + example)
            #expect(
                found,
                "README.md: a Swift block that DocumentationSnippets.swift does not compile:\n\(body.joined(separator: "\n"))"
            )
            checked += 1
        }
        #expect(checked >= 2)
    }

    @Test(
        "the swift-log recipe of 'Running in production' is the one Benchmarks/DocumentationRecipes compiles")
    func swiftLogRecipe() throws {
        let article = try String(
            contentsOf: Self.catalog.appendingPathComponent("RunningInProduction.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: article).filter { $0.first == "import Logging" }
        #expect(blocks.count == 1)
        let recipes = try Self.lines(ofSwiftFilesIn: "Benchmarks/DocumentationRecipes")
        for block in blocks {
            // The recipe file wraps the README's lines in a function; the imports come first in both.
            let body = Array(block.drop { $0.hasPrefix("import ") })
            #expect(
                Self.contains(body, in: recipes),
                "the article's swift-log block:\n\(body.joined(separator: "\n"))"
            )
        }
    }

    /// The ```json blocks of a document, each as text.
    static func jsonBlocks(in text: String) -> [String] {
        text.components(separatedBy: "```json\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    @Test("every configuration the README and the articles show is valid, as written")
    func configurationsShownAreValid() throws {
        let documents = try Self.documents()
        var checked = 0
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for block in Self.jsonBlocks(in: text) where block.contains("\"version\"") {
                let report = CategoryRegistry.validate(
                    jsonData: Array(block.utf8), fileName: document.lastPathComponent)
                #expect(report.errors.isEmpty, "\(document.lastPathComponent): \(report.errors)\n\(block)")
                checked += 1
            }
        }
        #expect(checked >= 2)
    }

    @Test(
        "the README is read in five minutes: at most 250 lines, linking every article and the maintainers' documents"
    )
    func readmeIsShortAndComplete() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.components(separatedBy: "\n").count <= 250)
        let articles = try Self.articles().map(\.lastPathComponent)
            .filter { $0 != "NotificationActions.md" && $0 != "NotificationActionsPosting.md" }
        #expect(articles.count >= 18)
        for article in articles {
            #expect(readme.contains("Documentation.docc/\(article))"), "the README does not link \(article)")
        }
        for document in ["Documentation/Performance.md", "Documentation/Reliability.md", "CONTRIBUTING.md"] {
            #expect(readme.contains("(\(document))"), "the README does not link \(document)")
            #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(document).path))
        }
        // The recommended path comes first: its handler table is the README's first Swift code.
        let firstCode = Self.swiftBlocks(in: readme).first { $0.first != Self.manifestFragment }
        #expect(firstCode?.first == "var routes = RouterBuilder(registry: .chatAndReminders)")
    }
}

import Foundation
import NotificationActions

/// `notification-actions localize`.
enum LocalizeCommand: Subcommand {
    static let name = "localize"
    static let summary =
        "Add the configuration's localization keys to an Xcode String Catalog, for translators."
    static let usage = "notification-actions localize --catalog FILE.xcstrings [--language LANG] CONFIG"
    static let options: [Arguments.Option] = [
        Arguments.Option(
            name: "catalog", valueName: "FILE", allowed: nil,
            help:
                "The String Catalog to add the keys to (created if missing). Its name is the table: Localizable.xcstrings holds the keys without a table. Required."
        ),
        Arguments.Option(
            name: "language", valueName: "LANG", allowed: nil,
            help:
                "The development language of a new catalog. Default: en (an existing catalog keeps its own)."),
    ]
    static let details = """
        For every localized string of CONFIG ({"key": …, "default": …}) in the catalog's table that the
        catalog lacks, adds the key with the development-language text as its value, the string's
        "comment" (or one naming the button or text), and "extractionState": "manual", so Xcode's
        catalog editor shows it to translators and never removes it. Keys already in the catalog, their
        translations and every other entry are left as they are; the file is written in Xcode's own
        layout (keys sorted, two-space indent, "key" : value), so a catalog Xcode wrote changes only by
        the added keys. Keys of other tables are listed and skipped.

        Exit status: 0 written (or nothing to add), 1 CONFIG invalid, 2 usage error or unreadable catalog.

        Examples:
          notification-actions localize --catalog App/Localizable.xcstrings Config/categories.json
          notification-actions validate --strings App/Localizable.xcstrings Config/categories.json
        """

    static func run(_ parsed: Arguments, _ tool: inout CommandLineTool) async throws(UsageError) {
        try tool.localize(parsed)
    }
}

extension CommandLineTool {
    mutating func localize(_ parsed: Arguments) throws(UsageError) {
        guard let path = parsed["catalog"] else {
            throw UsageError(
                command: LocalizeCommand.name,
                message: "'localize' needs --catalog FILE.xcstrings: the String Catalog to add the keys to")
        }
        guard path.hasSuffix(".xcstrings") else {
            throw UsageError(
                command: LocalizeCommand.name,
                message:
                    "--catalog \(path) is not a String Catalog; name a .xcstrings file (Localizable.xcstrings)"
            )
        }
        try OutputFile.check(
            path, option: "--catalog", inputs: parsed.operands, command: LocalizeCommand.name)
        guard let (_, registry, _) = try loadConfiguration(parsed, command: LocalizeCommand.self) else {
            return
        }
        var catalog: [String: JSONValue] = [
            "sourceLanguage": .string(parsed["language"] ?? "en"), "strings": .object([:]), "version": "1.0",
        ]
        let existed = FileManager.default.fileExists(atPath: path)
        if let bytes = readIfPresent(path) {
            do {
                guard case .object(let existing) = try JSONValue(parsing: bytes), existing["strings"] != nil
                else {
                    printError("\(path): error: not a String Catalog: it has no \"strings\" object")
                    result.exitCode = ExitStatus.failure.rawValue
                    return
                }
                catalog = existing
            } catch {
                printError("\(path):\(error.line):\(error.column): error: \(error.message)")
                result.exitCode = ExitStatus.failure.rawValue
                return
            }
        } else if result.exitCode != 0 {
            return
        }
        let language = catalog["sourceLanguage"]?.stringValue ?? "en"
        let table = String(path.split(separator: "/").last!.dropLast(".xcstrings".count))
        var strings = catalog["strings"]?.objectValue ?? [:]
        var added: [String] = []
        var skipped: Set<String> = []
        for category in registry.categories {
            for (subpath, key, text) in category.localizedStrings {
                guard key.tableName == table else {
                    skipped.insert("\(key.key) (table \(key.tableName))")
                    continue
                }
                guard strings[key.key] == nil else { continue }
                strings[key.key] = .object([
                    "comment": .string(key.comment ?? "\(category.identifier.rawValue): \(subpath)"),
                    "extractionState": "manual",
                    "localizations": .object([
                        language: .object([
                            "stringUnit": .object(["state": "translated", "value": .string(text)])
                        ])
                    ]),
                ])
                added.append(key.key)
            }
        }
        catalog["strings"] = .object(strings)
        if added.isEmpty, existed {
            print("\(path): nothing to add: every key of table '\(table)' is already there")
        } else if writeOutput(XcodeJSON.text(.object(catalog)) + "\n", to: path) {
            print("\(path): added \(Self.plural(added.count, "key")): \(added.joined(separator: ", "))")
        }
        for key in skipped.sorted() {
            printError("\(path): note: skipped \(key); run localize on that table's catalog")
        }
    }

    /// The file's bytes, or `nil` when it does not exist (any other failure is reported, exit 2).
    private mutating func readIfPresent(_ path: String) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let bytes = read(path) else {
            result.exitCode = ExitStatus.failure.rawValue
            return nil
        }
        return bytes
    }
}

/// JSON in the layout Xcode writes String Catalogs in: keys sorted, two-space indentation, `"key" : value`.
enum XcodeJSON {
    static func text(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else { return "{\n\n\(indent)}" }
            let lines = members.keys.sorted().map {
                "\(inner)\(string($0)) : \(text(members[$0]!, indent: inner))"
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[\n\n\(indent)]" }
            return "[\n" + elements.map { inner + text($0, indent: inner) }.joined(separator: ",\n")
                + "\n\(indent)]"
        case .string(let string): return self.string(string)
        default: return value.jsonText
        }
    }

    static func string(_ text: String) -> String { JSONValue.string(text).jsonText }
}

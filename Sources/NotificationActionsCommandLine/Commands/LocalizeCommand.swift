import Foundation
@_spi(Generated) import NotificationActions
import NotificationActionsTooling

/// `notification-actions localize`.
enum LocalizeCommand: Subcommand {
    static let name = "localize"
    static let summary =
        "Add the configuration's localization keys to an Xcode String Catalog, for translators."
    struct Options: CommandOptions {
        var catalog = ""
        var language: String?
        var config: [String] = []

        static var options: [OptionDeclaration<Self>] {
            [
                .required(
                    "catalog", "FILE.xcstrings", \.catalog, because: "the String Catalog to add the keys to",
                    help:
                        "The String Catalog to add the keys to (created if missing). Its name is the table: Localizable.xcstrings holds the keys without a table. Required."
                ),
                .text(
                    "language", "LANG", \.language,
                    help:
                        "The development language of a new catalog. Default: en (an existing catalog keeps its own)."
                ),
            ]
        }
        static var operands: OperandDeclaration<Self> { OperandDeclaration<Self>.one("CONFIG", \.config) }

        mutating func validate() throws(UsageError) {
            guard catalog.hasSuffix(".xcstrings") else {
                throw UsageError(
                    command: nil,
                    message:
                        "--catalog \(catalog) is not a String Catalog; name a .xcstrings file (Localizable.xcstrings)"
                )
            }
            try OutputFile.check(catalog, option: "--catalog", inputs: config, command: nil)
        }
    }

    static let details = """
        For every localized string of CONFIG ({"key": …, "default": …}) in the catalog's table that the
        catalog lacks, adds the key with the development-language text as its value, the string's
        "comment" (or one naming the button or text), and "extractionState": "manual", so Xcode's
        catalog editor shows it to translators and never removes it. Keys already in the catalog, their
        translations and every other entry are left as they are; the file is written in Xcode's own
        layout (keys sorted, two-space indent, "key" : value), so a catalog Xcode wrote changes only by
        the added keys. Keys of other tables are listed and skipped.

        Exit status: 0 written (or nothing to add), 1 CONFIG invalid, 2 usage error, unreadable CONFIG or
        unreadable catalog.

        Examples:
          notification-actions localize --catalog App/Localizable.xcstrings Config/categories.json
          notification-actions validate --strings App/Localizable.xcstrings Config/categories.json
        """

    static func run(_ options: Options, _ tool: inout CommandLineTool) async throws -> ExitStatus {
        let path = options.catalog
        let (_, registry, _) = try tool.loadConfiguration(options.config[0])
        var catalog: [String: JSONValue] = [
            "sourceLanguage": .string(options.language ?? "en"), "strings": .object([:]), "version": "1.0",
        ]
        let existed = FileManager.default.fileExists(atPath: path)
        if existed {
            guard let bytes = tool.read(path) else { return .failure }
            do {
                guard case .object(let existing) = try JSONValue(parsing: bytes), existing["strings"] != nil
                else {
                    tool.printError("\(path): error: not a String Catalog: it has no \"strings\" object")
                    return .failure
                }
                catalog = existing
            } catch {
                tool.printError("\(path):\(error.line):\(error.column): error: \(error.message)")
                return .failure
            }
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
            tool.print("\(path): nothing to add: every key of table '\(table)' is already there")
        } else {
            try tool.writeOutput(XcodeJSON.text(.object(catalog)) + "\n", to: path)
            tool.print(
                "\(path): added \(CommandLineTool.plural(added.count, "key")): \(added.joined(separator: ", "))"
            )
        }
        for key in skipped.sorted() {
            tool.printError("\(path): note: skipped \(key); run localize on that table's catalog")
        }
        return .success
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

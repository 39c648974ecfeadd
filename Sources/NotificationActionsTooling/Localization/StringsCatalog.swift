import Foundation
@_spi(Generated) import NotificationActions

/// An app's translations, read from an Xcode String Catalog (`.xcstrings`) or from `.lproj/*.strings`
/// files, for checking a configuration's localization keys (`validate --strings`) and for showing the
/// buttons in a language (`preview --locale`).
public struct StringsCatalog: Sendable {
    /// One translation of one key, and where it is written.
    public struct Translation: Sendable {
        /// The text to show: for device variations the iPhone's (else `other`), for plural variations the
        /// `other` form, with substitutions (`%#@name@`) replaced by their `other` form.
        public var value: String
        /// The String Catalog's state: `translated`, `needs_review`, `new`, `stale`; `translated` for
        /// `.strings` files. With variations, the first that is not `translated`, if any.
        public var state: String
        /// Where the translation is written, for reports.
        public var location: IssueLocation
        /// Every form the translation has — one per device and plural variant, and per variant of each
        /// substitution — as the full text it produces (`%#@name@` replaced by the variant, whose `%arg`
        /// is the substitution's directive), so each can be checked for the development text's directives.
        public var forms: [Form] = []

        /// One form of a translation with variations.
        public struct Form: Sendable {
            /// Which variant: `device.iphone`, `plural.one`, `substitutions.count.plural.few`; empty for a
            /// plain string.
            public var variant: String
            /// The full text of this form.
            public var value: String
            /// Its state.
            public var state: String
        }
    }

    /// One key of one table, with its translations by language.
    public struct Entry: Sendable {
        /// Where the key is written.
        public var location: IssueLocation
        /// The translations, by language code (`en`, `zh-Hans`).
        public var translations: [String: Translation]
        /// False when Xcode's "Don't translate" is set (`"shouldTranslate": false`): the development text
        /// is meant for every language, so no language lacks it.
        public var shouldTranslate = true
    }

    /// The development language: a String Catalog's `sourceLanguage`, else `en`.
    public var developmentLanguage: String
    /// Every language that has a translation of some key, the development language included, sorted.
    public var languages: [String]
    /// The entries by table, then by key.
    public var tables: [String: [String: Entry]]

    /// The entry of a localization key, or `nil` when the catalog lacks it.
    ///
    /// - Parameter key: The localization key.
    package func entry(_ key: LocalizationKey) -> Entry? { tables[key.tableName]?[key.key] }

    /// The translation of a key in a language, when it is translated (state `translated`).
    ///
    /// - Parameters:
    ///   - key: The localization key.
    ///   - language: The language code (`de`, `zh-Hans`).
    package func translation(_ key: LocalizationKey, language: String) -> String? {
        guard let translation = entry(key)?.translations[language], translation.state == "translated" else {
            return nil
        }
        return translation.value
    }

    /// Reads translations from `path`: an `.xcstrings` file, a `.strings` file inside an `LANG.lproj`
    /// folder, an `LANG.lproj` folder, or a folder holding any of those (searched recursively, skipping
    /// hidden folders and `.build`).
    ///
    /// - Parameter path: A `.xcstrings` file, an `LANG.lproj` folder, or a folder holding them.
    ///
    /// - Throws: ``StringsCatalogError`` naming the file and, for malformed files, the line and column.
    public init(contentsOf path: String) throws(StringsCatalogError) {
        developmentLanguage = "en"
        languages = []
        tables = [:]
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StringsCatalogError("\(path): error: no such file or folder")
        }
        var files: [String] = []
        if isDirectory.boolValue {
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == ".build" {
                    enumerator?.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xcstrings") || name.hasSuffix(".strings")
                    || name.hasSuffix(".stringsdict")
                {
                    files.append((path as NSString).appendingPathComponent(relative))
                }
            }
            files.sort()
        } else {
            files = [path]
        }
        guard !files.isEmpty else {
            throw StringsCatalogError(
                "\(path): error: no .xcstrings or .lproj/*.strings files; name a String Catalog or the folder that holds the "
                    + "app's .lproj folders"
            )
        }
        for file in files {
            if file.hasSuffix(".xcstrings") {
                try readCatalog(file)
            } else if file.hasSuffix(".strings") {
                try readStrings(file)
            } else if file.hasSuffix(".stringsdict") {
                try readStringsDictionary(file)
            } else {
                throw StringsCatalogError(
                    "\(file): error: not a String Catalog (.xcstrings) or a strings file (.strings)")
            }
        }
        var all = Set([developmentLanguage])
        for table in tables.values {
            for entry in table.values { all.formUnion(entry.translations.keys) }
        }
        languages = all.sorted()
    }

    private static func bytes(_ file: String) throws(StringsCatalogError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw StringsCatalogError("\(file): error: cannot be read")
        }
        return Array(data)
    }

    private static func table(of file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// An Xcode String Catalog: JSON with `sourceLanguage` and `strings` → key → `localizations` →
    /// language → `stringUnit` {`state`, `value`} (or `variations` → `plural` → form → `stringUnit`).
    private mutating func readCatalog(_ file: String) throws(StringsCatalogError) {
        let bytes = try Self.bytes(file)
        let source = SourceText(bytes: bytes)
        func location(_ offset: Int, _ path: String) -> IssueLocation {
            let position = source.position(ofOffset: offset)
            return IssueLocation(path: path, file: file, line: position.line, column: position.column)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let position = source.position(ofOffset: error.offset)
            throw StringsCatalogError("\(file):\(position.line):\(position.column): error: \(error.message)")
        }
        guard let strings = root["strings"]?.members else {
            throw StringsCatalogError("\(file): error: not a String Catalog: it has no \"strings\" object")
        }
        if let language = root["sourceLanguage"]?.stringValue { developmentLanguage = language }
        let table = Self.table(of: file)
        for member in strings {
            var entry = Entry(
                location: location(member.keyOffset, "strings.\(member.key)"), translations: [:])
            if case .bool(false) = member.value["shouldTranslate"]?.value { entry.shouldTranslate = false }
            for localization in member.value["localizations"]?.members ?? [] {
                let path = "strings.\(member.key).localizations.\(localization.key)"
                guard
                    let translation = CatalogLocalization.translation(
                        localization.value, location: location(localization.keyOffset, path))
                else { continue }
                entry.translations[localization.key] = translation
            }
            tables[table, default: [:]][member.key] = entry
        }
    }

    /// A `.stringsdict` file in an `LANG.lproj` folder (XML or binary property list): plural, device and
    /// width rules of the `.strings` file of the same table, which they complete or override.
    private mutating func readStringsDictionary(_ file: String) throws(StringsCatalogError) {
        let language = try Self.language(of: file)
        let bytes = try Self.bytes(file)
        let rules: [String: Any]
        do {
            guard
                let root = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
                    as? [String: Any]
            else {
                throw StringsCatalogError("\(file): error: a .stringsdict file must be a dictionary of keys")
            }
            rules = root
        } catch let error as StringsCatalogError {
            throw error
        } catch {
            throw StringsCatalogError(
                "\(file): error: not a property list (XML or binary): \(error.localizedDescription)")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let table = Self.table(of: file)
        for key in rules.keys.sorted() {
            // XML gives the line of the key; a binary property list has none.
            let line = text.range(of: "<key>\(key)</key>").map {
                text[..<$0.lowerBound].filter { $0 == "\n" }.count + 1
            }
            let location = IssueLocation(path: key, file: file, line: line, column: line.map { _ in 1 })
            guard let translation = StringsDictionary.translation(rules[key], location: location) else {
                continue
            }
            var entry = tables[table]?[key] ?? Entry(location: location, translations: [:])
            entry.translations[language] = translation
            tables[table, default: [:]][key] = entry
        }
    }

    /// The language an `LANG.lproj` folder names.
    private static func language(of file: String) throws(StringsCatalogError) -> String {
        let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else {
            throw StringsCatalogError(
                "\(file): error: a .\((file as NSString).pathExtension) file must be inside a LANGUAGE.lproj folder "
                    + "(en.lproj/Localizable.\((file as NSString).pathExtension)), which names its language"
            )
        }
        return String(folder.dropLast(".lproj".count))
    }

    /// A `.strings` file in an `LANG.lproj` folder: `"key" = "value";` lines with `//` and `/* */` comments.
    private mutating func readStrings(_ file: String) throws(StringsCatalogError) {
        let language = try Self.language(of: file)
        // Older Xcode versions and most translation vendors write .strings files in UTF-16.
        let bytes = StringsFileEncoding.utf8(try Self.bytes(file))
        let source = SourceText(bytes: bytes)
        var parser = StringsFileParser(bytes: bytes)
        let pairs: [StringsFileParser.Pair]
        do {
            pairs = try parser.parse()
        } catch {
            let position = source.position(ofOffset: error.offset)
            throw StringsCatalogError("\(file):\(position.line):\(position.column): error: \(error.message)")
        }
        let table = Self.table(of: file)
        for pair in pairs {
            let position = source.position(ofOffset: pair.keyOffset)
            let location = IssueLocation(
                path: pair.key, file: file, line: position.line, column: position.column)
            var entry = tables[table]?[pair.key] ?? Entry(location: location, translations: [:])
            // A .stringsdict rule for the key wins over the .strings line, whichever file is read first.
            if entry.translations[language]?.forms.isEmpty == false { continue }
            entry.translations[language] = Translation(
                value: pair.value, state: "translated", location: location)
            tables[table, default: [:]][pair.key] = entry
        }
    }
}

/// A translations file that cannot be read or parsed, with where and why.
public struct StringsCatalogError: Error, Sendable, CustomStringConvertible {
    /// `FILE[:LINE:COLUMN]: error: what is wrong`, as editors and Xcode read it.
    public var description: String
    init(_ description: String) { self.description = description }
}

/// The old-style property list of `.strings` files: `"key" = "value";`, with `/* */` and `//` comments and
/// backslash escapes (`\"`, `\\`, `\n`, `\t`, `\U00E9`).
struct StringsFileParser {
    struct Pair {
        var key: String
        var keyOffset: Int
        var value: String
    }
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        // A UTF-8 byte-order mark is not part of the text.
        self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    mutating func parse() throws(Failure) -> [Pair] {
        var pairs: [Pair] = []
        while true {
            try skipSpaceAndComments()
            guard index < bytes.count else { return pairs }
            let keyOffset = index
            let key = try token()
            try skipSpaceAndComments()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(message: "expected '=' after the key \"\(key)\"", offset: index)
            }
            index += 1
            try skipSpaceAndComments()
            let value = try token()
            try skipSpaceAndComments()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw Failure(message: "expected ';' after the value of \"\(key)\"", offset: index)
            }
            index += 1
            pairs.append(Pair(key: key, keyOffset: keyOffset, value: value))
        }
    }

    private mutating func skipSpaceAndComments() throws(Failure) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    throw Failure(message: "a /* comment is never closed", offset: start)
                }
                index += 2
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            default: return
            }
        }
    }

    /// A quoted string, or an unquoted word of letters, digits and `_.-`.
    private mutating func token() throws(Failure) -> String {
        guard index < bytes.count else {
            throw Failure(message: "the file ends where a string belongs", offset: index)
        }
        guard bytes[index] == UInt8(ascii: "\"") else {
            let start = index
            while index < bytes.count, bytes[index] < 0x80,
                Character(Unicode.Scalar(bytes[index])).isLetter
                    || Character(Unicode.Scalar(bytes[index])).isNumber
                    || "_.-$:/".utf8.contains(bytes[index])
            {
                index += 1
            }
            guard index > start else { throw Failure(message: "expected a quoted string", offset: start) }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    let hexEnd = min(index + 4, bytes.count)
                    let hex = String(decoding: bytes[index..<hexEnd], as: UTF8.self)
                    guard hex.count == 4, let value = UInt32(hex, radix: 16),
                        let scalar = Unicode.Scalar(value)
                    else {
                        throw Failure(message: "\\U needs four hexadecimal digits", offset: index - 2)
                    }
                    scalars.append(scalar)
                    index = hexEnd
                default: scalars.append(Unicode.Scalar(escaped))
                }
                run = index
            default: index += 1
            }
        }
        throw Failure(message: "a string is never closed", offset: start)
    }
}

// The helpers every message of the package is written with: identifiers quoted, long values cut short,
// and characters a terminal would act on (escape sequences, carriage returns, bidirectional overrides)
// shown as `\u{…}` rather than written raw.

/// An identifier or value in single quotes for a message, cut short when long, control characters shown.
@inline(never) package func quoted(_ text: String) -> String { "'\(shortened(text))'" }
@inline(never) package func quoted(_ identifier: CategoryIdentifier) -> String { quoted(identifier.rawValue) }
@inline(never) package func quoted(_ identifier: ActionIdentifier) -> String { quoted(identifier.rawValue) }

/// Values in single quotes, separated by commas.
@inline(never) package func quotedList(_ items: [String]) -> String {
    items.map { quoted($0) }.joined(separator: ", ")
}

/// A value cut to `limit` characters with an ellipsis, so a multi-megabyte string never fills a message,
/// with its invisible and terminal-controlling characters made visible.
@inline(never) package func shortened(_ text: String, limit: Int = 60) -> String {
    var count = 0
    var end = text.endIndex
    for index in text.indices {
        if count == limit {
            end = index
            break
        }
        count += 1
    }
    return end == text.endIndex ? visible(text) : visible(String(text[..<end])) + "…"
}

/// A JSON path for a message: each key cut to 60 characters and made visible, so a 200 MB unknown key
/// never becomes a 200 MB line.
@inline(never) func boundedPath(_ path: String) -> String {
    guard path.utf8.count > 60 || path.unicodeScalars.contains(where: isControl) else { return path }
    return shortened(path, limit: 200)
}

/// Whether a character is one a terminal or an editor treats as more than a glyph: C0 and C1 controls,
/// DEL, line and paragraph separators, bidirectional embeddings and isolates, the byte-order mark.
@inline(never) package func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0xFEFF:
        true
    default: false
    }
}

/// `text` with every control character written as `\u{HEX}`.
@inline(never) package func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if isControl(scalar) {
            out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

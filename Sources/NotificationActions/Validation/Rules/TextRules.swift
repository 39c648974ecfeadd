/// The checks every string of a configuration gets, used by the rules: a length limit, identifier
/// characters, and control characters in what users read.
enum TextRules {
    /// The longest string, in characters (Unicode scalars, as JSON Schema's `maxLength` counts), that a
    /// configuration may hold: a whole push payload is 4,096 bytes.
    static let maxLength = 1024

    static func checkLength(_ text: String, _ what: String, at suffix: String, _ context: inout RuleContext) {
        // Counted in bytes first: a string of no more bytes than the limit has no more characters.
        guard text.utf8.count > maxLength else { return }
        let length = text.unicodeScalars.count
        guard length > maxLength else { return }
        context.report(
            .error, .stringTooLong, at: suffix,
            RuleMessages.stringTooLong(what, text, length: length, limit: maxLength)
        )
    }

    /// An identifier must match notifications and payloads exactly: not blank, not padded with whitespace
    /// (a copy-paste slip no payload will reproduce), no control characters. An empty one is reported apart.
    static func checkIdentifier(
        _ text: String, _ what: String, at suffix: String, _ context: inout RuleContext
    ) {
        guard !text.isEmpty else { return }
        let problem: String
        if text.unicodeScalars.contains(where: isControl) {
            let found = String(text.unicodeScalars.filter(isControl).prefix(5).map(Character.init))
            problem =
                "holds control characters (\(visible(found))), which no payload or code can spell reliably"
        } else if text.allSatisfy(\.isWhitespace) {
            problem = "is blank (only whitespace)"
        } else if text.first!.isWhitespace || text.last!.isWhitespace {
            problem = "starts or ends with whitespace, which payloads and code will not reproduce"
        } else {
            return
        }
        context.report(
            .error, .invalidIdentifier, at: suffix,
            "\(quoted(text)), \(what), \(problem); use letters, digits, '.', '-' and '_'")
    }

    /// Text the user reads: control characters render as garbage on the lock screen (and can rewrite a
    /// terminal or a generated source file), so they are reported.
    static func checkVisible(_ text: String, _ what: String, at suffix: String, _ context: inout RuleContext)
    {
        guard text.unicodeScalars.contains(where: isControl) else { return }
        context.report(
            .warning, .controlCharacters, at: suffix,
            "\(quoted(text)), \(what), holds control characters, which show as garbage on the lock screen; remove them"
        )
    }
}

/// A strict RFC 8259 JSON parser that keeps the byte offset of every value, refuses invalid UTF-8, and
/// bounds nesting so hostile input cannot overflow the stack.
package struct JSONParser {
    /// Why parsing stopped, and where.
    package struct Failure: Error, Sendable {
        package enum Kind: Sendable { case syntax, encoding, tooDeep, empty }
        package var kind: Kind
        package var message: String
        package var offset: Int
    }

    /// How deep arrays and objects may nest by default; configurations need five levels.
    package static let defaultMaxDepth = 64

    package static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private mutating func parseDocument() throws(Failure) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        } else if let encoding = Self.otherEncoding(of: bytes) {
            throw Failure(kind: .encoding, message: "the text is \(encoding); save it as UTF-8", offset: 0)
        }
        skipWhitespace()
        if index == bytes.count {
            throw Failure(kind: .empty, message: "the text is empty; expected a JSON value", offset: index)
        }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw failure("unexpected \(describe(at: index)) after the end of the JSON value")
        }
        return value
    }

    /// The encoding of a text that is not UTF-8, told by its byte-order mark or, without one, by where
    /// the zero bytes of its first (ASCII) character fall (RFC 4627, section 3).
    package static func otherEncoding(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            return "UTF-32 big-endian (it starts with a byte-order mark)"
        }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "UTF-32 little-endian (it starts with a byte-order mark)"
        }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 big-endian (it starts with a byte-order mark)" }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return "UTF-16 little-endian (it starts with a byte-order mark)"
        }
        guard bytes.count >= 4 else {
            if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return "UTF-16 big-endian" }
            if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 { return "UTF-16 little-endian" }
            return nil
        }
        switch (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0) {
        case (true, true, true, false): return "UTF-32 big-endian"
        case (false, true, true, true): return "UTF-32 little-endian"
        case (true, false, true, false): return "UTF-16 big-endian"
        case (false, true, false, true): return "UTF-16 little-endian"
        default: return nil
        }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        let at = offset ?? index
        // A comment is the commonest reason for an unexpected '/': say so rather than "unexpected '/'".
        if at + 1 < bytes.count, bytes[at] == UInt8(ascii: "/"),
            bytes[at + 1] == UInt8(ascii: "/") || bytes[at + 1] == UInt8(ascii: "*")
        {
            return Failure(
                kind: .syntax, message: "JSON has no comments; remove the comment that starts here",
                offset: at)
        }
        return Failure(kind: .syntax, message: message, offset: at)
    }

    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of text" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        switch byte {
        case 0x20: return "a space"
        case 0x0A, 0x0D: return "a line break"
        case 0x09: return "a tab"
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw failure("unexpected end of text; expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "'"):
            throw failure("strings must be in double quotes (\"), not single quotes")
        default:
            throw failure(
                "unexpected \(describe(at: index)); expected a value (object, array, string, number, true, false "
                    + "or null)"
            )
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONNode.Value) throws(Failure)
        -> JSONNode
    {
        let start = index
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { literal in
            index + count <= bytes.count && bytes[index..<(index + count)].elementsEqual(literal)
        }
        guard matches else { throw failure("unexpected \(describe(at: index)); expected a value") }
        index += count
        return JSONNode(value: value, offset: start)
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > maxDepth {
            throw Failure(
                kind: .tooDeep, message: "arrays and objects are nested more than \(maxDepth) levels deep",
                offset: index)
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONNode {
        let start = index
        try enter()
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONNode(value: .object(members), offset: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw failure("trailing comma before '}'; remove the last ','")
                }
                throw failure("unexpected \(describe(at: index)); expected a member name in double quotes")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure(
                    "unexpected \(describe(at: index)); expected ':' after the member name \"\(shortened(key))\""
                )
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw failure(
                    "unexpected end of text; the object that starts here is not closed with '}'", at: start)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return JSONNode(value: .object(members), offset: start)
            default:
                throw failure(
                    "unexpected \(describe(at: index)); expected ',' or '}' after the value of \"\(shortened(key))\""
                )
            }
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONNode {
        let start = index
        try enter()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONNode(value: .array(elements), offset: start)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw failure("trailing comma before ']'; remove the last ','")
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else {
                throw failure(
                    "unexpected end of text; the array that starts here is not closed with ']'", at: start)
            }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return JSONNode(value: .array(elements), offset: start)
            default:
                throw failure("unexpected \(describe(at: index)); expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func parseNumber() throws(Failure) -> JSONNode {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        if index == digitsStart { throw failure("expected a digit after '-'") }
        if bytes[digitsStart] == 0x30, index - digitsStart > 1 {
            throw failure("numbers must not have leading zeros", at: digitsStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            if index == fractionStart { throw failure("expected a digit after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            if index == exponentStart { throw failure("expected a digit in the exponent") }
        }
        if isInteger, let value = Self.integer(bytes[start..<index]) {
            return JSONNode(value: .int(value), offset: start)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard var value = Double(text), value.isFinite else {
            throw failure("the number \(text.prefix(40)) is out of range", at: start)
        }
        // An integer beyond Int rounds to a Double; just below Int.min it rounds to exactly -2^63, which
        // would then read as an Int. Keep it out of Int's range, as its text is (readers that want an Int —
        // the payload check and decoder — then refuse it, as a JSON Schema's "minimum" does).
        if isInteger, Int(exactly: value) != nil { value = value.nextDown }
        return JSONNode(value: .double(value), offset: start)
    }

    /// The value of an integer lexeme, or `nil` when it does not fit in `Int`.
    private static func integer(_ lexeme: ArraySlice<UInt8>) -> Int? {
        var digits = lexeme[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        var value = 0
        for digit in digits {
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let step = Int(digit - 0x30)
            let (next, overflow2) =
                negative ? shifted.subtractingReportingOverflow(step) : shifted.addingReportingOverflow(step)
            if overflow1 || overflow2 { return nil }
            value = next
        }
        return value
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = index
        index += 1
        let contentStart = index
        // Fast path: no escapes, so the bytes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            if byte >= 0x80 { try skipUTF8Sequence() } else { index += 1 }
        }
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case ..<0x20:
                throw controlCharacter(byte)
            case 0x80...:
                let sequenceStart = index
                try skipUTF8Sequence()
                buffer.append(contentsOf: bytes[sequenceStart..<index])
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw failure(
            "unexpected end of text; the string that starts here is not closed with '\"'", at: start)
    }

    private func controlCharacter(_ byte: UInt8) -> Failure {
        byte == 0x0A
            ? failure("line break inside a string; strings must be closed on the line they start, or use \\n")
            : failure("control character \(describe(at: index)) inside a string; escape it")
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(Failure) {
        index += 1
        guard index < bytes.count else { throw failure("unexpected end of text in an escape sequence") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "/"): buffer.append(0x2F)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw failure("unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16)) in a string")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure("unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16)) in a string")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure("unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16)) in a string")
            }
            buffer.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            throw failure(
                "invalid escape sequence in a string: a backslash followed by \(describe(at: index - 1)); escape "
                    + "only \\\" \\\\ / b f n r t and uXXXX",
                at: index - 2)
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("expected four hexadecimal digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw failure("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Checks one multi-byte UTF-8 sequence at `index` and moves past it.
    private mutating func skipUTF8Sequence() throws(Failure) {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: throw invalidUTF8()
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
            throw invalidUTF8()
        }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { throw invalidUTF8() }
        index += length
    }

    private func invalidUTF8() -> Failure {
        Failure(
            kind: .encoding,
            message: "invalid UTF-8 (\(describe(at: index))); the text must be encoded as UTF-8",
            offset: index)
    }
}

import Testing

@testable import NotificationActions

@Suite("JSON parser")
struct JSONParserTests {
    @Test("parses every kind of value and keeps object members in order")
    func parsesValues() throws {
        let node = try JSONParser.parse(
            Array(#"{"b": [1, -2.5e1, true, false, null], "a": "x\n\u00e9\ud83d\ude00"}"#.utf8))
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["b", "a"])
        #expect(node.plainValue == ["b": [1, -25.0, true, false, nil], "a": "x\né😀"])
    }

    @Test("keeps duplicated keys so they can be reported")
    func keepsDuplicateKeys() throws {
        let node = try JSONParser.parse(Array(#"{"a": 1, "a": 2}"#.utf8))
        #expect(node.members?.map(\.key) == ["a", "a"])
    }

    @Test("integers that fit stay integers; others become doubles")
    func numbers() throws {
        #expect(try JSONValue(parsing: "9223372036854775807".utf8) == .int(Int.max))
        #expect(try JSONValue(parsing: "-9223372036854775808".utf8) == .int(Int.min))
        #expect(try JSONValue(parsing: "9223372036854775808".utf8) == .double(9_223_372_036_854_775_808))
        #expect(try JSONValue(parsing: "1.0".utf8) == .double(1))
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { text.debugDescription }
    }

    @Test(
        "reports the line and column of the first problem",
        arguments: [
            Failure(text: "{\"a\": 1,}", line: 1, column: 9, message: "trailing comma"),
            Failure(text: "[1,\n 2,\n ]", line: 3, column: 2, message: "trailing comma"),
            Failure(text: "{\"a\" 1}", line: 1, column: 6, message: "expected ':'"),
            Failure(text: "{\n  \"a\": tru\n}", line: 2, column: 8, message: "expected a value"),
            Failure(text: "{'a': 1}", line: 1, column: 2, message: "member name in double quotes"),
            Failure(text: "[01]", line: 1, column: 2, message: "leading zeros"),
            Failure(text: "[1.]", line: 1, column: 4, message: "after the decimal point"),
            Failure(text: "[\"a\nb\"]", line: 1, column: 4, message: "line break inside a string"),
            Failure(text: "[\"\\x\"]", line: 1, column: 3, message: "invalid escape"),
            Failure(text: "[\"\\ud800\"]", line: 1, column: 9, message: "unpaired UTF-16 surrogate"),
            Failure(text: "{\"a\": [1, 2}", line: 1, column: 12, message: "expected ',' or ']'"),
            Failure(text: "{\"a\": 1", line: 1, column: 1, message: "not closed with '}'"),
            Failure(text: "\"abc", line: 1, column: 1, message: "not closed"),
            Failure(text: "{} {}", line: 1, column: 4, message: "after the end of the JSON value"),
            Failure(text: "[1e999]", line: 1, column: 2, message: "out of range"),
            Failure(text: "   ", line: 1, column: 4, message: "empty"),
            Failure(text: "[\"é\", x]", line: 1, column: 7, message: "unexpected 'x'"),
        ])
    func reportsLocation(_ failure: Failure) {
        #expect {
            try JSONValue(parsing: failure.text.utf8)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == failure.line && error.column == failure.column
                && error.message.contains(failure.message)
        }
    }

    @Test("refuses invalid UTF-8 at the offending byte")
    func invalidUTF8() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82],
        ] {
            #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(bytes) }
            do {
                _ = try JSONParser.parse(bytes)
            } catch {
                #expect(error.kind == .encoding)
                #expect(error.offset == 1)
            }
        }
    }

    @Test("skips a UTF-8 byte-order mark and refuses UTF-16")
    func byteOrderMarks() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).plainValue == [1])
        do {
            _ = try JSONParser.parse([0xFF, 0xFE, 0x5B, 0x00])
            Issue.record("UTF-16 was accepted")
        } catch {
            #expect(error.kind == .encoding)
            #expect(error.message.contains("UTF-16"))
        }
    }

    @Test("bounds nesting instead of overflowing the stack")
    func boundsNesting() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        do {
            _ = try JSONParser.parse(deep)
            Issue.record("100,000 levels were accepted")
        } catch {
            #expect(error.kind == .tooDeep)
            #expect(error.offset == JSONParser.defaultMaxDepth)
        }
        let atLimit =
            String(repeating: "[", count: JSONParser.defaultMaxDepth)
            + String(repeating: "]", count: JSONParser.defaultMaxDepth)
        #expect(throws: Never.self) { try JSONParser.parse(Array(atLimit.utf8)) }
    }

    @Test("writes JSON that parses back to the same value")
    func writerRoundTrip() throws {
        let value: JSONValue = [
            "text": "quote \" backslash \\ newline \n tab \t bell \u{07} é", "list": [1, 2.5, nil, false],
            "empty": [:],
        ]
        #expect(try JSONValue(parsing: value.jsonText.utf8) == value)
    }
}

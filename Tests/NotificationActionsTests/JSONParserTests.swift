import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

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

@Suite("Encodings, line endings, comments and numbers")
struct EncodingAndNumberTests {
    func firstIssue(_ bytes: [UInt8]) -> ValidationIssue? {
        CategoryRegistry.validate(jsonData: bytes, fileName: "f.json").issues.first
    }

    @Test(
        "a text that is not UTF-8 is named by its real encoding",
        arguments: [
            (
                [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0, 0, 0],
                "UTF-32 little-endian (it starts with a byte-order mark)"
            ),
            (
                [0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x7B],
                "UTF-32 big-endian (it starts with a byte-order mark)"
            ),
            ([0x7B, 0, 0, 0, 0x7D, 0, 0, 0], "UTF-32 little-endian"),
            ([0, 0, 0, 0x7B, 0, 0, 0, 0x7D], "UTF-32 big-endian"),
            ([0xFF, 0xFE, 0x7B, 0], "UTF-16 little-endian (it starts with a byte-order mark)"),
            ([0xFE, 0xFF, 0, 0x7B], "UTF-16 big-endian (it starts with a byte-order mark)"),
            ([0x7B, 0, 0x7D, 0], "UTF-16 little-endian"),
            ([0, 0x7B, 0, 0x7D], "UTF-16 big-endian"),
        ] as [([UInt8], String)])
    func encodings(_ bytes: [UInt8], _ name: String) {
        let issue = firstIssue(bytes)
        #expect(issue?.code == .invalidEncoding)
        #expect(issue?.message == "the text is \(name); save it as UTF-8")
    }

    @Test("lines end at \\n, \\r\\n or a lone \\r, so a CR-only file's errors are on their own lines")
    func lineEndings() {
        for newline in ["\n", "\r\n", "\r"] {
            let text = ["{", #""version": 1,"#, #""categories": [{"identifier": ""}]"#, "}"].joined(
                separator: newline)
            let issue = firstIssue(Array(text.utf8))
            #expect(issue?.location.line == 3, "\(newline.unicodeScalars.map(\.value))")
            #expect(issue?.location.column == 31)
        }
    }

    @Test("a comment is reported as a comment, at its start")
    func comments() {
        for comment in ["// the app's categories", "/* categories */"] {
            let issue = firstIssue(Array("{\n  \(comment)\n  \"version\": 1}".utf8))
            #expect(issue?.message == "JSON has no comments; remove the comment that starts here")
            #expect(issue?.location.line == 2)
            #expect(issue?.location.column == 3)
        }
    }

    @Test("version 1.0 is version 1, as the JSON Schema's const 1 also says; 2.0 is unsupported")
    func versionAsDecimal() {
        #expect(
            CategoryRegistry.validate(jsonData: Array(#"{"version": 1.0, "categories": []}"#.utf8)).isValid)
        #expect(firstIssue(Array(#"{"version": 2.0, "categories": []}"#.utf8))?.code == .unsupportedVersion)
    }

    @Test(
        "20,000 duplicate categories on one line: linear, capped at 1,000 issues plus a count",
        .timeLimit(.minutes(1)))
    func manyIssuesOnOneLine() {
        let categories = Array(repeating: #"{"identifier":"c"}"#, count: 20_000).joined(separator: ",")
        let report = CategoryRegistry.validate(
            jsonData: Array(#"{"version":1,"categories":[\#(categories)]}"#.utf8))
        #expect(report.issues.count == IssueLimit.perFile + 1)
        #expect(report.issues.last?.code == .tooManyIssues)
        #expect(report.issues.last?.severity == .error)
        #expect(report.issues.last?.message.hasPrefix("18999 more issues (18999 errors, 0 warnings)") == true)
        #expect(report.issues[0].location.column == 61)
        #expect(report.issues[1].location.column == 80)
        #expect(!report.isValid)
    }

    @Test(
        "a payload with 150,000 duplicate keys is checked in linear time with a bounded report",
        .timeLimit(.minutes(1)))
    func manyPayloadIssues() {
        let keys = Array(repeating: #""k":1"#, count: 150_000).joined(separator: ",")
        let registry = try! CategoryRegistry(jsonData: Array(#"{"version": 1, "categories": []}"#.utf8))
        let issues = PayloadCheck(registry: registry).check(Array(#"{"aps":{},\#(keys)}"#.utf8))
        #expect(issues.count == IssueLimit.perFile + 1)
        #expect(issues.last?.code == .tooManyIssues)
        #expect(issues.map(\.description).joined().utf8.count < 300_000)
    }

    @Test("numbers where integers belong say what to write; a mixed array names its bad element")
    func payloadNumbers() throws {
        let registry = try CategoryRegistry(
            jsonData: Array(#"{"version": 1, "categories": [{"identifier": "c"}]}"#.utf8))
        let issues = PayloadCheck(registry: registry).check(
            Array(
                #"{"aps": {"alert": {"loc-key": "K", "loc-args": ["a", 2]}, "badge": 2.0, "category": "c"}}"#
                    .utf8))
        #expect(
            issues.map(\.message) == [
                #""loc-args" must be an array of strings, but element 1 is a number (2); write every argument as a string"#,
                #""badge" must be a whole number, but 2.0 is not a whole number written as an integer: write 2"#,
            ])
        #expect(issues.first?.location.path == "aps.alert.loc-args[1]")
    }
}

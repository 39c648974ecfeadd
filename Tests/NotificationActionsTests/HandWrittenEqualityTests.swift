import Testing

@testable @_spi(Generated) import NotificationActions

/// Some `==` and `hash(into:)` are written out, out of line, to keep the runtime small (a synthesized one is
/// copied into every comparison of an array of the type). Written out, they could miss a stored property
/// added later: each type's properties are counted here, and a change to any one of them must make two
/// values unequal.
@Suite("Hand-written equality and hashing")
struct HandWrittenEqualityTests {
    /// The stored properties of `value`, as reflection lists them.
    func storedProperties(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    /// `base` equals a copy of itself and hashes alike; every variant differs from it.
    func expectDistinct<T: Hashable>(
        _ base: T, _ variants: [T], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(base == base, sourceLocation: sourceLocation)
        #expect(Set([base, base]).count == 1, sourceLocation: sourceLocation)
        for variant in variants {
            #expect(variant != base, "\(variant)", sourceLocation: sourceLocation)
            #expect(Set([base, variant]).count == 2, "\(variant)", sourceLocation: sourceLocation)
        }
    }

    @Test("each type's == and hash(into:) read every stored property it has")
    func propertiesCounted() {
        // A new stored property fails this: add it to the type's == and hash(into:), then here.
        let action = NotificationAction("a", title: "A")
        #expect(
            storedProperties(of: action)
                == ["identifier", "title", "options", "textInput", "icon", "titleLocalization", "site"])
        #expect(storedProperties(of: ServerChosenButtons.Button(action)) == ["action", "url"])
        #expect(
            storedProperties(of: PayloadField("k", .string)) == ["name", "type", "isOptional", "summary"])
        #expect(
            storedProperties(of: PayloadType.string) == ["kind", "format", "values", "element", "fields"])
        #expect(
            storedProperties(of: ValidationIssue(.error, .emptyTitle, at: IssueLocation(path: ""), "m"))
                == ["severity", "code", "location", "message"])
    }

    @Test("an action differs by any property but where it was declared")
    func actions() {
        let base = NotificationAction("a", title: "A")
        var localized = base
        localized.titleLocalization = LocalizationKey("a.title")
        expectDistinct(
            base,
            [
                NotificationAction("b", title: "A"), NotificationAction("a", title: "B"),
                NotificationAction("a", title: "A", options: .foreground),
                NotificationAction("a", title: "A", textInput: .init(buttonTitle: "Send")),
                NotificationAction("a", title: "A", icon: .systemImage("star")), localized,
            ])
        let elsewhere = NotificationAction("a", title: "A", fileID: "Other/File.swift", line: 1)
        #expect(elsewhere == base)
        #expect(Set([base, elsewhere]).count == 1)
    }

    @Test("a server-chosen button differs by its action or its URL")
    func buttons() {
        let base = ServerChosenButtons.Button(NotificationAction("a", title: "A"), url: "https://example.com")
        expectDistinct(
            base,
            [
                ServerChosenButtons.Button(NotificationAction("a", title: "B"), url: "https://example.com"),
                ServerChosenButtons.Button(NotificationAction("a", title: "A"), url: "https://example.org"),
                ServerChosenButtons.Button(NotificationAction("a", title: "A")),
            ])
    }

    @Test("payload fields and types differ by any property, however deep")
    func payloadDeclarations() {
        let base = PayloadField("k", .object([PayloadField("inner", .array(.date(.iso8601)))]), summary: "s")
        expectDistinct(
            base,
            [
                PayloadField("j", base.type, summary: "s"),
                PayloadField("k", base.type, optional: true, summary: "s"),
                PayloadField("k", base.type),
                PayloadField(
                    "k", .object([PayloadField("inner", .array(.date(.unixSeconds)))]), summary: "s"),
                PayloadField("k", .object([PayloadField("inner", .array(.string))]), summary: "s"),
                PayloadField("k", .object([PayloadField("other", .array(.date(.iso8601)))]), summary: "s"),
            ])
        expectDistinct(
            PayloadType.enumeration(["a", "b"]),
            [.enumeration(["a"]), .enumeration(["b", "a"]), .string, .array(.string), .object([])])
        #expect(PayloadType.date(.iso8601) == .date(.iso8601))
    }

    @Test("an issue differs by severity, code, location or message")
    func issues() {
        let location = IssueLocation(path: "categories[0]", file: "f.json", line: 1, column: 2)
        let base = ValidationIssue(.error, .emptyTitle, at: location, "m")
        expectDistinct(
            base,
            [
                ValidationIssue(.warning, .emptyTitle, at: location, "m"),
                ValidationIssue(.error, .emptyIdentifier, at: location, "m"),
                ValidationIssue(.error, .emptyTitle, at: IssueLocation(path: "categories[0]"), "m"),
                ValidationIssue(.error, .emptyTitle, at: location, "n"),
            ])
    }

    @Test("JSON values are equal by case and contents: 1 is not 1.0, and nesting compares deeply")
    func jsonValues() {
        let base: JSONValue = ["a": [1, "x", nil, true, 2.5], "b": ["c": false]]
        expectDistinct(
            base,
            [
                ["a": [1, "x", nil, true, 2.5], "b": ["c": true]],
                ["a": [1.0, "x", nil, true, 2.5], "b": ["c": false]],
                ["a": [1, "x", nil, true], "b": ["c": false]],
                ["a": [1, "x", nil, true, 2.5]], .array([base]), .null, .string("a"),
            ])
        #expect(JSONValue.object(["k": .int(1)]) == ["k": 1])
        #expect(Set<JSONValue>([.int(1), .double(1), .bool(true), .string("1")]).count == 4)
    }
}

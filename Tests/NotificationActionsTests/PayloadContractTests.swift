import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// The invite category of the contract tests: every kind of payload type.
let contractCategory = #"""
    {"identifier": "invite", "actions": [{"identifier": "invite.accept", "title": "Accept"}],
     "payload": {
       "invitationID": "string",
       "guests": {"type": "integer", "optional": true},
       "price": {"type": "number", "optional": true},
       "public": {"type": "boolean", "optional": true},
       "link": {"type": "url", "optional": true},
       "startsAt": {"type": "date", "format": "iso8601"},
       "sentAt": {"type": "date", "format": "unixSeconds", "optional": true, "description": "When it was sent."},
       "kind": {"type": "enum", "values": ["dinner", "meeting"]},
       "tags": {"type": "array", "items": "string", "optional": true},
       "host": {"type": "object", "properties": {"name": "string", "avatar": {"type": "url", "optional": true}}}
     }}
    """#

@Suite("Payload contract: declaring custom keys")
struct PayloadDeclarationTests {
    @Test("a configuration's payload decodes to typed fields, in order, and writes back to the same registry")
    func decodesAndRoundTrips() throws {
        let registry = try CategoryRegistry(jsonData: Array(config(contractCategory).utf8))
        let payload = try #require(registry.category("invite")?.payload)
        #expect(
            payload.map(\.name) == [
                "invitationID", "guests", "price", "public", "link", "startsAt", "sentAt", "kind", "tags",
                "host",
            ])
        #expect(payload[0] == PayloadField("invitationID", .string))
        #expect(payload[1] == PayloadField("guests", .integer, optional: true))
        #expect(payload[5].type == .date(.iso8601))
        #expect(
            payload[6]
                == PayloadField("sentAt", .date(.unixSeconds), optional: true, summary: "When it was sent."))
        #expect(payload[7].type == .enumeration(["dinner", "meeting"]))
        #expect(payload[8].type == .array(.string))
        #expect(
            payload[9].type
                == .object([PayloadField("name", .string), PayloadField("avatar", .url, optional: true)]))
        let written = registry.jsonText()
        #expect(
            written.contains(#""invitationID" : "string""#) || written.contains(#""invitationID": "string""#))
        #expect(try CategoryRegistry(jsonData: Array(written.utf8)) == registry)
    }

    @Test(
        "mistakes in a declaration are located errors with fixes",
        arguments: [
            (#"{"a": "strng"}"#, "unknown-option", "payload.a", "Did you mean 'string'?"),
            (#"{"a": "int"}"#, "unknown-option", "payload.a", "'integer'"),
            (#"{"a": "date"}"#, "missing-key", "payload.a", "\"format\": \"iso8601\""),
            (#"{"a": {"type": "date"}}"#, "missing-key", "payload.a.format", "unixSeconds"),
            (
                #"{"a": {"type": "date", "format": "unix"}}"#, "unknown-option", "payload.a.format",
                "unixSeconds"
            ),
            (#"{"a": {"type": "enum"}}"#, "missing-key", "payload.a.values", "values"),
            (
                #"{"a": {"type": "enum", "values": []}}"#, "invalid-payload-declaration", "payload.a.values",
                "no values"
            ),
            (#"{"a": {"type": "array"}}"#, "missing-key", "payload.a.items", "\"items\": \"string\""),
            (
                #"{"a": {"type": "object", "properties": {}}}"#, "invalid-payload-declaration",
                "payload.a.properties",
                "declares no keys"
            ),
            (#"{"a": {"optional": true}}"#, "missing-key", "payload.a.type", "no 'type'"),
            (#"{"a": {"type": "string", "values": ["x"]}}"#, "unknown-key", "payload.a.values", "'enum'"),
            (
                #"{"a": {"type": "string", "optional": "yes"}}"#, "wrong-type", "payload.a.optional",
                "true or false"
            ),
            (
                #"{"a": {"type": "string", "requird": true}}"#, "unknown-key", "payload.a.requird",
                "The keys are"
            ),
            (#"{"aps": "string"}"#, "invalid-payload-declaration", "payload.aps", "Apple's dictionary"),
            (#"{"a": "string", "a": "integer"}"#, "invalid-payload-declaration", "payload.a", "twice"),
            (#"["a"]"#, "wrong-type", "payload", "must be a JSON object"),
        ])
    func declarationMistakes(_ payload: String, _ code: String, _ path: String, _ fix: String) throws {
        let found = issues(in: config(#"{"identifier": "c", "payload": \#(payload)}"#))
        let issue = try #require(found.first { $0.code.rawValue == code }, "\(found)")
        #expect(issue.location.path == "categories[0].\(path)")
        #expect(issue.location.line == 1 && issue.location.column != nil)
        #expect(issue.message.contains(fix), "\(issue.message)")
    }

    @Test("a category declared in Swift with a payload is checked by the same rules")
    func swiftDeclaration() throws {
        let valid = try CategoryRegistry {
            NotificationCategory(
                "invite",
                payload: [
                    PayloadField("invitationID", .string),
                    PayloadField("host", .object([PayloadField("name", .string)]), optional: true),
                ])
        }
        #expect(valid.category("invite")?.payload.count == 2)
        #expect(throws: RegistryError.self) {
            try CategoryRegistry {
                NotificationCategory(
                    "invite",
                    payload: [
                        PayloadField("aps", .string), PayloadField("id", .string),
                        PayloadField("id", .integer),
                        PayloadField("state", .enumeration([])),
                    ])
            }
        }
        do {
            _ = try CategoryRegistry {
                NotificationCategory("invite", payload: [PayloadField("state", .enumeration([]))])
            }
        } catch {
            #expect(error.issues.map(\.code) == [.invalidPayloadDeclaration])
            #expect(error.issues.first?.location.file?.hasSuffix("PayloadContractTests.swift") == true)
        }
    }

    @Test("the example configuration declares custom keys for every category")
    func exampleDeclares() throws {
        let registry = try CategoryRegistry(
            contentsOf: packageRoot.appendingPathComponent("Examples/Configs/chat-and-reminders.json"))
        #expect(registry.categories.allSatisfy { !$0.payload.isEmpty })
    }
}

@Suite("Payload contract: SiriKit intent identifiers")
struct IntentIdentifierTests {
    @Test("a value that is no SiriKit intent is a warning; the constant's name gets its value as the fix")
    func unknownIntents() throws {
        let found = issues(
            in: config(
                #"{"identifier": "c", "intentIdentifiers": ["INSendMessageIntent", "reply", "INStartCallIntentIdentifier", "INSendMesageIntent"]}"#
            ))
        #expect(found.map(\.code) == [.unknownIntent, .unknownIntent, .unknownIntent])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.map(\.location.path) == (1...3).map { "categories[0].intentIdentifiers[\($0)]" })
        #expect(found[0].message.contains("'reply'") && found[0].message.contains("custom intents"))
        #expect(found[1].message.contains("Write the constant's value, 'INStartCallIntent'"))
        #expect(found[2].message.contains("Did you mean 'INSendMessageIntent'?"))
    }

    @Test("the list is the SDK's: 61 INIntent subclasses, including the ones notifications use most")
    func knownIntents() {
        #expect(IntentIdentifierRule.knownIntents.count == 61)
        for intent in [
            "INSendMessageIntent", "INStartCallIntent", "INAnswerCallIntent", "INSearchForMessagesIntent",
        ] {
            #expect(IntentIdentifierRule.knownIntents.contains(intent))
        }
    }
}

@Suite("Payload contract: check-payload checks the custom keys")
struct CustomKeyCheckTests {
    let check = PayloadCheck(registry: try! CategoryRegistry(jsonData: Array(config(contractCategory).utf8)))

    func push(_ custom: String, category: String = "invite") -> [ValidationIssue] {
        check.check(
            Array(
                #"{"aps": {"alert": "Hi", "category": "\#(category)"}\#(custom.isEmpty ? "" : ", ")\#(custom)}"#
                    .utf8))
    }

    let valid =
        #""invitationID": "i1", "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "Sam"}"#

    @Test("a push that keeps the contract passes, optional keys absent, null or present")
    func validPush() {
        #expect(push(valid) == [])
        #expect(
            push(valid + #", "guests": 3, "price": 2.5, "public": false, "link": "myapp://x", "tags": ["a"]"#)
                == [])
        #expect(push(valid + #", "sentAt": 1795545000, "guests": null"#) == [])
        #expect(
            push(
                #""invitationID": "i1", "startsAt": "2026-11-24T18:30:00.250+01:00", "kind": "meeting", "host": {"name": "S"}"#
            ) == [])
    }

    @Test(
        "each mistake is reported at the value with its JSON path, what was expected and what arrived",
        arguments: [
            (
                #""startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "Sam"}"#,
                "missing-payload-key", "invitationID", "is missing"
            ),
            (
                #""invitationID": null, "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "Sam"}"#,
                "missing-payload-key", "invitationID", "is null"
            ),
            (
                #""invitationID": 7, "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "Sam"}"#,
                "payload-type-mismatch", "invitationID", "must be a string, found the number 7"
            ),
            (
                #""invitationID": "i", "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": ["Sam"]}"#,
                "payload-type-mismatch", "host.name", "found an array"
            ),
            (
                #""invitationID": "i", "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": "Sam""#,
                "payload-type-mismatch", "host", "must be an object"
            ),
            (
                #""invitationID": "i", "startsAt": "2026-11-24T18:30:00Z", "kind": "Dinner", "host": {"name": "S"}"#,
                "invalid-value", "kind", "Did you mean 'dinner'?"
            ),
            (
                #""invitationID": "i", "startsAt": "Friday", "kind": "dinner", "host": {"name": "S"}"#,
                "invalid-value", "startsAt", "ISO 8601"
            ),
            (
                #""invitationID": "i", "startsAt": 1795545000, "kind": "dinner", "host": {"name": "S"}"#,
                "payload-type-mismatch", "startsAt", "an ISO 8601 date string"
            ),
            (
                #""invitationID": "i", "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "S"}, "sentAt": "yesterday""#,
                "payload-type-mismatch", "sentAt", "seconds since 1970"
            ),
            (
                #""invitationID": "i", "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "S"}, "guests": 2.5"#,
                "payload-type-mismatch", "guests", "an integer"
            ),
            (
                #""invitationID": "i", "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "S"}, "link": "not a url""#,
                "invalid-value", "link", "absolute URL"
            ),
            (
                #""invitationID": "i", "startsAt": "2026-11-24T18:30:00Z", "kind": "dinner", "host": {"name": "S"}, "tags": ["a", 2]"#,
                "payload-type-mismatch", "tags[1]", "must be a string"
            ),
        ])
    func mistakes(_ custom: String, _ code: String, _ path: String, _ text: String) throws {
        let found = push(custom)
        let issue = try #require(found.first { $0.code.rawValue == code }, "\(found)")
        #expect(issue.severity == .error)
        #expect(issue.location.path == path)
        // At the value, or for a missing key at the object that lacks it (the document, column 1).
        #expect(
            issue.location.line == 1
                && (issue.location.column ?? 0) >= (code == "missing-payload-key" ? 1 : 2))
        #expect(issue.message.contains(text), "\(issue.message)")
        #expect(found.filter { $0.severity == .error }.count == 1, "\(found)")
    }

    @Test(
        "an undeclared key is a warning with did-you-mean, case slips first (invitationId for invitationID)")
    func undeclared() throws {
        let found = push(valid.replacingOccurrences(of: "\"invitationID\"", with: "\"invitationId\""))
        #expect(found.map(\.code) == [.missingPayloadKey, .undeclaredPayloadKey])
        let warning = try #require(found.last)
        #expect(warning.severity == .warning)
        #expect(warning.location.path == "invitationId")
        #expect(warning.message.contains("Did you mean 'invitationID'?"))
        let nested = push(
            valid.replacingOccurrences(of: #"{"name": "Sam"}"#, with: #"{"name": "Sam", "nmae": "x"}"#))
        #expect(nested.map(\.location.path) == ["host.nmae"])
    }

    @Test(
        "a snake-case key from the server suggests the declared camel-case one (order_id for orderID)",
        arguments: ["invitation_id", "invitation-id", "INVITATION_ID"])
    func snakeCase(_ sent: String) throws {
        let found = push(valid.replacingOccurrences(of: "\"invitationID\"", with: "\"\(sent)\""))
        let warning = try #require(found.first { $0.code == .undeclaredPayloadKey })
        #expect(warning.message.contains("Did you mean 'invitationID'?"), "\(warning.message)")
    }

    @Test("a key like no declared one suggests nothing")
    func noNearMiss() throws {
        let found = push(valid.replacingOccurrences(of: "\"invitationID\"", with: "\"colour\""))
        let warning = try #require(found.first { $0.code == .undeclaredPayloadKey })
        #expect(!warning.message.contains("Did you mean"), "\(warning.message)")
    }

    @Test(
        "pushes without a category, of a category without declarations, or unregistered are checked as before"
    )
    func undeclaredCategories() throws {
        let registry = try CategoryRegistry(
            jsonData: Array(config(contractCategory, #"{"identifier": "plain"}"#).utf8))
        let check = PayloadCheck(registry: registry)
        #expect(
            check.check(Array(#"{"aps": {"alert": "Hi", "category": "plain"}, "anything": 1}"#.utf8)) == [])
        #expect(
            check.check(Array(#"{"aps": {"alert": "Hi"}, "invitationId": 1}"#.utf8)).map(\.code) == [
                .missingCategory
            ])
        #expect(
            check.check(Array(#"{"aps": {"alert": "Hi", "category": "nope"}, "x": 1}"#.utf8)).map(\.code)
                == [.unregisteredCategory])
    }

    @Test("the Simulator's target key is not a custom key")
    func simulatorKey() {
        #expect(push(valid + #", "Simulator Target Bundle": "com.example.app""#) == [])
    }
}

@Suite("Payload contract: sample pushes")
struct SamplePushPayloadTests {
    @Test("a sample push fills every declared key with an example of its type, and passes the check")
    func filled() throws {
        let registry = try CategoryRegistry(jsonData: Array(config(contractCategory).utf8))
        let text = try #require(registry.samplePush(for: "invite"))
        let push = try JSONValue(parsing: text.utf8)
        #expect(push["invitationID"] == "sample-invitationID")
        #expect(push["guests"] == 1 && push["price"] == 1.5 && push["public"] == true)
        #expect(push["link"] == "https://example.com/link")
        #expect(push["startsAt"] == "2026-01-01T09:00:00Z" && push["sentAt"] == 1_767_258_000)
        #expect(push["kind"] == "dinner" && push["tags"] == ["sample-tags"])
        #expect(push["host"] == ["name": "sample-name", "avatar": "https://example.com/avatar"])
        #expect(push["notificationID"] == nil, "declared keys replace the generic app data")
        #expect(PayloadCheck(registry: registry).check(Array(text.utf8)) == [])
    }
}

@Suite("Payload contract: the JSON Schema of the pushes")
struct PayloadSchemaTests {
    @Test("each declaring category gets an if-then branch; its required keys and types are the declaration's")
    func shape() throws {
        let registry = try CategoryRegistry(
            jsonData: Array(config(contractCategory, #"{"identifier": "plain"}"#).utf8))
        let schema = try JSONValue(parsing: registry.payloadSchema(title: "test.json").utf8)
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["title"] == "Push payloads of test.json")
        #expect(schema["properties"]?["aps"]?["properties"]?["category"]?["enum"] == ["invite", "plain"])
        #expect(schema["allOf"]?.arrayValue?.count == 1, "only declaring categories get a branch")
        #expect(schema["allOf"]?.arrayValue?.first?["then"]?["$ref"] == "#/$defs/category:invite")
        let invite = try #require(schema["$defs"]?["category:invite"])
        #expect(invite["required"] == ["invitationID", "startsAt", "kind", "host"])
        let properties = try #require(invite["properties"])
        #expect(properties["invitationID"]?["type"] == "string")
        #expect(properties["kind"]?["enum"] == ["dinner", "meeting"])
        #expect(
            properties["guests"]?["anyOf"]?.arrayValue?.last?["type"] == "null", "an optional key may be null"
        )
        #expect(properties["guests"]?["anyOf"]?.arrayValue?.first?["type"] == "integer")
        #expect(properties["startsAt"]?["pattern"] != nil && properties["startsAt"]?["format"] == "date-time")
        #expect(properties["sentAt"]?["description"] == "When it was sent.")
        #expect(properties["tags"]?["anyOf"]?.arrayValue?.first?["items"]?["type"] == "string")
        #expect(properties["host"]?["required"] == ["name"])
        #expect(properties["host"]?["properties"]?["avatar"]?["anyOf"]?.arrayValue?.first?["pattern"] != nil)
    }

    @Test("a registry without declarations gets the category check only")
    func noDeclarations() throws {
        let registry = try CategoryRegistry(jsonData: Array(config(#"{"identifier": "plain"}"#).utf8))
        let schema = try JSONValue(parsing: registry.payloadSchema().utf8)
        #expect(schema["allOf"] == nil)
        #expect(
            schema["$defs"]?["serverChosenButtons"] != nil,
            "the server-chosen buttons' spec is always described")
        #expect(schema["properties"]?["aps"]?["properties"]?["category"]?["enum"] == ["plain"])
    }

    @Test("as a process: schema --payloads prints the schema; a bad configuration exits 1; no value exits 2")
    func process() async throws {
        let temporary = try TemporaryFolder()
        let good = try temporary.write("good.json", config(contractCategory))
        let bad = try temporary.write("bad.json", config(#"{"identifier": "c", "payload": {"a": "strng"}}"#))
        let ok = try await ToolProcess.shell("\"$NA\" schema --payloads '\(good)'")
        #expect(ok.status == 0)
        #expect(ok.standardError.isEmpty)
        let schema = try JSONValue(parsing: ok.standardOutput.utf8)
        #expect(schema["title"] == "Push payloads of good.json")
        #expect(schema["$defs"]?["category:invite"]?["required"]?.arrayValue?.count == 4)
        let invalid = try await ToolProcess.shell("\"$NA\" schema --payloads '\(bad)'")
        #expect(invalid.status == 1)
        #expect(invalid.standardOutput.isEmpty)
        #expect(
            invalid.standardError.contains("bad.json:1:")
                && invalid.standardError.contains("Did you mean 'string'?"))
        let usage = try await ToolProcess.shell("\"$NA\" schema --payloads")
        #expect(usage.status == 2)
        let plain = try await ToolProcess.shell("\"$NA\" schema")
        #expect(
            plain.status == 0
                && plain.standardOutput.contains("urn:swift-notification-actions:configuration:v1"))
    }
}

@Suite("Payload contract: ISO 8601 dates without Foundation's formatters")
struct ISO8601ParsingTests {
    @Test(
        "agrees with Foundation's ISO8601DateFormatter on 2,000 dates from 1900 to 2200, with and without fractions"
    )
    func agreesWithFoundation() {
        let formatter = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        // 1,000 instants spread over 1900-2200 by a fixed stride that hits every month, day and hour.
        for step in 0..<1000 {
            let seconds = Double(-2_208_988_800 + (step * 9_467_107_219) % 9_467_107_200)
            let date = Date(timeIntervalSince1970: seconds)
            #expect(PayloadType.DateFormat.parseISO8601(formatter.string(from: date)) == date)
            let withFraction = Date(timeIntervalSince1970: seconds + 0.25)
            #expect(
                PayloadType.DateFormat.parseISO8601(fractional.string(from: withFraction)) == withFraction)
        }
    }

    @Test(
        "offsets, spellings and impossible dates",
        arguments: [
            ("2026-11-24T18:30:00Z", 1_795_545_000.0 as Double?),
            ("2026-11-24T19:30:00+01:00", 1_795_545_000), ("2026-11-24T19:30:00+0100", 1_795_545_000),
            ("2026-11-24T13:30:00-05:00", 1_795_545_000), ("2026-11-24t18:30:00z", 1_795_545_000),
            ("2026-11-24 18:30:00Z", 1_795_545_000), ("2024-02-29T00:00:00Z", 1_709_164_800),
            ("2026-11-24T18:30:00", nil), ("2026-02-29T00:00:00Z", nil), ("2026-13-01T00:00:00Z", nil),
            ("2026-11-24T24:00:00Z", nil), ("2026-11-24T18:30:00.Z", nil), ("2026-11-24", nil),
            ("Friday 8 pm", nil), ("2026-11-24T18:30:00Z trailing", nil), ("", nil),
        ])
    func cases(_ text: String, _ seconds: Double?) {
        #expect(PayloadType.DateFormat.parseISO8601(text) == seconds.map(Date.init(timeIntervalSince1970:)))
    }
}

@Suite("Payload contract: Apple's own payloads")
struct ApplePayloadContractTests {
    /// Apple's categories (from "Declaring your actionable notification types"), with the custom key its
    /// game-invitation payload ("Generating a remote notification") carries declared as `type`.
    func check(declaring type: String) throws -> PayloadCheck {
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Payloads")
        var text = try String(
            contentsOf: folder.appendingPathComponent("apple-categories.json"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: #""identifier": "GAME_INVITATION","#,
            with: #""identifier": "GAME_INVITATION", "payload": {"gameID": "\#(type)"},"#)
        return PayloadCheck(registry: try CategoryRegistry(jsonData: Array(text.utf8)))
    }

    @Test(
        "Apple's game invitation, verbatim, keeps a contract declaring its gameID a string, and breaks one declaring an integer"
    )
    func gameInvitation() throws {
        let payload = try Data(
            contentsOf: packageRoot.appendingPathComponent(
                "Tests/Fixtures/Payloads/apple-game-invitation.json"))
        #expect(try check(declaring: "string").check(payload) == [])
        let issues = try check(declaring: "integer").check(payload)
        #expect(issues.map(\.code) == [.payloadTypeMismatch])
        #expect(issues.first?.location.path == "gameID")
        #expect(issues.first?.message.contains("found the string \"12345678\"") == true)
        #expect(issues.first?.location.line == 10)
    }
}

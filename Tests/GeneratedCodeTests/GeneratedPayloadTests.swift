import Foundation
@_spi(Generated) import NotificationActions
import Testing

@testable import NotificationActionsTooling

/// The payload structs generate-swift wrote for the example and the naming edge cases, decoding real
/// pushes with the router's decoder and with Foundation's `JSONDecoder` alike.
@Suite("generate-swift: payload structs")
struct GeneratedPayloadTests {
    static func userInfo(_ json: String) throws -> [String: JSONValue] {
        try #require(try JSONValue(parsing: json.utf8).objectValue)
    }

    @Test("the example's invite push decodes, dates and URLs converted, aps left out")
    func decodesExample() throws {
        let push = try Self.userInfo(
            #"""
            {"aps": {"alert": "Dinner?", "category": "invite"}, "invitation": "inv-2817", "kind": "dinner",
             "host": {"name": "Sam", "avatar": "https://example.com/sam.png"}, "startsAt": "2026-11-27T19:00:00Z"}
            """#)
        let payload = try PayloadDecoding.decode(InvitePayload.self, from: push)
        #expect(payload.invitation == "inv-2817")
        #expect(payload.kind == .dinner)
        #expect(
            payload.host
                == InvitePayload.Host(name: "Sam", avatar: URL(string: "https://example.com/sam.png")))
        #expect(payload.startsAt == Date(timeIntervalSince1970: 1_795_806_000))
        #expect(InvitePayload.category == .invite)
        let minimal = try PayloadDecoding.decode(InvitePayload.self, from: ["invitation": "i"])
        #expect(minimal == InvitePayload(invitation: "i"))
    }

    @Test(
        "a push that breaks the contract fails with the key path, the expected type and what arrived",
        arguments: [
            (#"{"kind": "dinner"}"#, "invitation", "the key (it is required)", "nothing"),
            (
                #"{"invitation": "i", "kind": "brunch"}"#, "kind", "one of 'dinner', 'meeting', 'party'",
                "the string \"brunch\""
            ),
            (#"{"invitation": "i", "host": {"name": 42}}"#, "host.name", "a string", "the number 42"),
            (
                #"{"invitation": "i", "host": {"name": "S", "avatar": "not a url"}}"#, "host.avatar",
                "an absolute URL with a scheme (https://…, myapp://…)", "the string \"not a url\""
            ),
            (
                #"{"invitation": "i", "startsAt": "Friday"}"#, "startsAt",
                "an ISO 8601 date such as \"2026-11-24T18:30:00Z\"", "the string \"Friday\""
            ),
        ])
    func contractBroken(_ json: String, _ path: String, _ expected: String, _ found: String) throws {
        #expect(throws: PayloadDecodingError(path: path, expected: expected, found: found)) {
            try PayloadDecoding.decode(InvitePayload.self, from: try Self.userInfo(json))
        }
    }

    @Test("encoding writes the push's own shapes back, so a payload value round-trips through userInfo")
    func roundTrip() throws {
        let message = MessagePayload(
            conversation: "c1", message: "m1", sentAt: Date(timeIntervalSince1970: 1_795_545_000))
        let data = try JSONEncoder().encode(message)
        let json = try JSONValue(parsing: data)
        #expect(json["sentAt"] == 1_795_545_000, "unixSeconds is a number")
        #expect(
            try PayloadDecoding.decode(MessagePayload.self, from: try #require(json.objectValue)) == message)
        #expect(
            try JSONDecoder().decode(MessagePayload.self, from: data) == message, "Foundation's decoder too")
        let invite = InvitePayload(invitation: "i", startsAt: Date(timeIntervalSince1970: 1_795_806_000))
        let inviteJSON = try JSONValue(parsing: try JSONEncoder().encode(invite))
        #expect(inviteJSON["startsAt"] == "2026-11-27T19:00:00Z", "iso8601 is text")
        #expect(inviteJSON["kind"] == nil, "an absent optional is not written")
    }

    @Test("awkward keys get readable Swift names and still decode from their JSON spellings")
    func edgeCases() throws {
        let push = try Self.userInfo(
            #"""
            {"user_id": "u1", "userId": 7, "default": true, "class": "first-class", "category": "x",
             "String": {"Int": 1.5, "self": "myapp://me"}, "when-sent": 1795545000,
             "times": ["2026-11-24T18:30:00Z"], "links": ["https://a.b"], "matrix": [[1, 2], [3]],
             "people": [{"name": "Ana", "role": "host"}], "description": "d"}
            """#)
        let payload = try PayloadDecoding.decode(PayloadEdgeCasesPayload.self, from: push)
        #expect(payload.userId == "u1" && payload.userId2 == 7)
        #expect(payload.default && payload.class == .firstClass2)
        #expect(payload.category2 == "x")
        #expect(payload.string.int == 1.5 && payload.string.self2 == URL(string: "myapp://me"))
        #expect(payload.whenSent == Date(timeIntervalSince1970: 1_795_545_000))
        // Dates and URLs inside arrays are Date and URL, as at the top level.
        #expect(payload.times == [Date(timeIntervalSince1970: 1_795_545_000)])
        #expect(payload.links == [URL(string: "https://a.b")!])
        #expect(payload.matrix == [[1, 2], [3]])
        #expect(payload.people == [.init(name: "Ana", role: .host)])
        #expect(
            PayloadEdgeCasesPayload.Class.allCases.map(\.rawValue) == [
                "first class", "2nd", "default", "first-class",
            ])
        #expect(
            throws: PayloadDecodingError(
                path: "people[0].role", expected: "one of 'host', 'guest'", found: "the string \"cohost\"")
        ) {
            var broken = push
            broken["people"] = [["name": "Ana", "role": "cohost"]]
            return try PayloadDecoding.decode(PayloadEdgeCasesPayload.self, from: broken)
        }
    }
}

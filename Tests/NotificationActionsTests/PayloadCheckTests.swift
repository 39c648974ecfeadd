import Foundation
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

struct PayloadCase: Sendable, CustomTestStringConvertible {
    var payload: String
    var code: ValidationIssue.Code
    var severity: ValidationIssue.Severity
    var path: String
    var mentions: [String]
    var testDescription: String { "\(code) at \(path)" }
}

let payloadCases: [PayloadCase] = [
    PayloadCase(payload: "{", code: .malformedJSON, severity: .error, path: "", mentions: ["end of text"]),
    PayloadCase(
        payload: "", code: .emptyDocument, severity: .error, path: "", mentions: ["empty", "\"aps\""]),
    PayloadCase(
        payload: "[1]", code: .wrongType, severity: .error, path: "", mentions: ["JSON object", "an array"]),
    PayloadCase(
        payload: #"{"alert": "Hi"}"#, code: .missingAps, severity: .error, path: "aps",
        mentions: ["no \"aps\""]),
    PayloadCase(
        payload: #"{"aps": "Hi"}"#, code: .wrongType, severity: .error, path: "aps",
        mentions: ["must be an object", "a string"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi"}}"#, code: .missingCategory, severity: .warning,
        path: "aps.category", mentions: ["no buttons", "'chat'"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chats"}}"#, code: .unregisteredCategory,
        severity: .error, path: "aps.category",
        mentions: ["'chats'", "Did you mean 'chat'?", "no buttons", "custom keys were not checked"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": 3}}"#, code: .wrongType, severity: .error,
        path: "aps.category", mentions: ["must be a string"]),
    PayloadCase(
        payload: #"{"aps": {"alert": ["Hi"], "category": "chat"}}"#, code: .wrongType, severity: .error,
        path: "aps.alert", mentions: ["string or an object"]),
    PayloadCase(
        payload: #"{"aps": {"alert": {"title": 5}, "category": "chat"}}"#, code: .wrongType, severity: .error,
        path: "aps.alert.title", mentions: ["\"title\" must be a string"]),
    PayloadCase(
        payload: #"{"aps": {"alert": {"loc-args": [1]}, "category": "chat"}}"#, code: .wrongType,
        severity: .error, path: "aps.alert.loc-args[0]",
        mentions: ["array of strings", "element 0 is a number (1)"]),
    PayloadCase(
        payload: #"{"aps": {"alert": {"titel": "x"}, "category": "chat"}}"#, code: .unknownApsKey,
        severity: .warning, path: "aps.alert.titel", mentions: ["Did you mean 'title'?"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "badge": "6"}}"#, code: .wrongType,
        severity: .error, path: "aps.badge", mentions: ["the string \"6\"", "\"badge\": 6"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "badge": 1.5}}"#, code: .wrongType,
        severity: .error, path: "aps.badge", mentions: ["whole number"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "badge": -1}}"#, code: .invalidValue,
        severity: .error, path: "aps.badge", mentions: ["0 or more"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "sound": 1}}"#, code: .wrongType,
        severity: .error, path: "aps.sound", mentions: ["critical-alert object"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "sound": {"critical": 1}}}"#,
        code: .missingKey, severity: .error, path: "aps.sound", mentions: ["needs a \"name\""]),
    PayloadCase(
        payload:
            #"{"aps": {"alert": "Hi", "category": "chat", "sound": {"critical": 1, "name": "a", "volume": 2}}}"#,
        code: .invalidValue, severity: .error, path: "aps.sound.volume", mentions: ["between 0 and 1"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "content-available": true}}"#,
        code: .invalidValue, severity: .error, path: "aps.content-available",
        mentions: ["number 1", "found true"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "mutable-content": "1"}}"#,
        code: .invalidValue, severity: .error, path: "aps.mutable-content", mentions: ["the string \"1\""]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "thread-id": 7}}"#, code: .wrongType,
        severity: .error, path: "aps.thread-id", mentions: ["\"thread-id\" must be a string"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "target-content-id": []}}"#, code: .wrongType,
        severity: .error, path: "aps.target-content-id", mentions: ["must be a string"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "interruption-level": "time_sensitive"}}"#,
        code: .invalidValue, severity: .error, path: "aps.interruption-level",
        mentions: ["'time_sensitive'", "Did you mean 'time-sensitive'?"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "relevance-score": 2}}"#, code: .invalidValue,
        severity: .error, path: "aps.relevance-score", mentions: ["between 0 and 1"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "relevance-score": "high"}}"#,
        code: .wrongType, severity: .error, path: "aps.relevance-score",
        mentions: ["a number between 0 and 1"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "catgory": "chat"}}"#, code: .unknownApsKey,
        severity: .warning, path: "aps.catgory", mentions: ["'catgory'", "Did you mean 'category'?"]),
    PayloadCase(
        payload: #"{"aps": {"content-available": 1, "category": "chat"}}"#, code: .silentPushWithCategory,
        severity: .warning, path: "aps.category", mentions: ["background push", "'chat'"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "Hi", "category": "chat", "category": "invite"}}"#, code: .duplicateKey,
        severity: .error, path: "aps.category", mentions: ["twice"]),
    PayloadCase(
        payload: #"{"aps": {"alert": "\#(String(repeating: "x", count: 4100))", "category": "chat"}}"#,
        code: .payloadTooLarge, severity: .error, path: "", mentions: ["4142 bytes", "over 4096"]),
]

@Suite("Payload check")
struct PayloadCheckTests {
    let check = PayloadCheck(registry: routingRegistry)

    @Test("each rule reports its code, severity, path and what to fix", arguments: payloadCases)
    func rule(_ rule: PayloadCase) throws {
        let issues = check.check(Array(rule.payload.utf8), fileName: "push.json")
        let issue = try #require(issues.first { $0.code == rule.code }, "\(issues)")
        #expect(issue.severity == rule.severity)
        #expect(issue.location.path == rule.path)
        #expect(issue.location.file == "push.json")
        #expect(issue.location.line != nil && issue.location.column != nil)
        for mention in rule.mentions { #expect(issue.message.contains(mention), "\(issue.message)") }
    }

    @Test(
        "a well-formed payload has no issues",
        arguments: [
            #"{"aps": {"alert": {"title": "Sam", "subtitle": "Dinner", "body": "8 pm?", "loc-key": "K", "loc-args": ["a"]}, "category": "invite", "badge": 0, "sound": {"critical": 1, "name": "default", "volume": 0.5}, "thread-id": "t", "mutable-content": 1, "interruption-level": "passive", "relevance-score": 1}, "invitation": "i1"}"#,
            #"{"aps": {"content-available": 1}, "sync": true}"#,
            #"{"aps": {"alert": "Hi", "category": "chat"}}"#,
        ])
    func valid(_ payload: String) {
        #expect(check.check(Array(payload.utf8)) == [])
    }

    @Test("the size limit is configurable, for VoIP pushes")
    func voipLimit() {
        let payload = Array(
            #"{"aps": {"alert": "\#(String(repeating: "x", count: 4500))", "category": "chat"}}"#.utf8)
        #expect(check.check(payload).map(\.code) == [.payloadTooLarge])
        #expect(PayloadCheck(registry: routingRegistry, maximumSize: 5120).check(payload) == [])
    }

    @Test("issues are located at the line and column of the value")
    func location() throws {
        let payload = "{\n  \"aps\": {\n    \"alert\": \"Hi\",\n    \"category\": \"chats\"\n  }\n}"
        let issue = try #require(check.check(Array(payload.utf8)).first)
        #expect(issue.location.line == 4)
        #expect(issue.location.column == 17)
    }

    /// The hostile payloads, by name. Built in the test, not passed as arguments: Swift Testing prints a
    /// test case's arguments, and describing 2 MB of bytes stalled the whole suite for over a minute under
    /// ThreadSanitizer (every test waiting on the reporter), so other tests hit their time limits.
    static func hostilePayload(_ name: String) -> [UInt8] {
        switch name {
        case "not UTF-8": [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]
        case "deeply nested": Array(String(repeating: "[", count: 100_000).utf8)
        case "2 MB":
            Array(
                ("{\"aps\": {\"alert\": \"" + String(repeating: "y", count: 2_000_000)
                    + "\", \"category\": \"chat\"}}").utf8)
        default: Array(repeating: UInt8(ascii: "x"), count: 2_000_000)
        }
    }

    @Test(
        "hostile payloads give a located error, never a crash",
        arguments: [
            ("not UTF-8", ValidationIssue.Code.invalidEncoding), ("deeply nested", .nestingTooDeep),
            ("2 MB", .payloadTooLarge), ("2 MB of garbage", .malformedJSON),
        ])
    func hostile(_ name: String, _ code: ValidationIssue.Code) {
        let issues = check.check(Self.hostilePayload(name))
        #expect(issues.contains { $0.code == code }, "\(name): \(issues.map(\.code))")
        #expect(issues.allSatisfy { $0.location.line != nil && $0.message.count < 600 })
    }

    @Test("a push payload becomes a delivered notification as the system reads it")
    func deliveredNotification() throws {
        let notification = try DeliveredNotification(
            pushPayloadJSON:
                #"{"aps": {"alert": {"title": "Sam", "subtitle": "Dinner", "body": "8 pm?"}, "badge": 2, "sound": "default", "category": "invite", "thread-id": "t1"}, "invitation": "i1"}"#
                .utf8,
            requestIdentifier: "apns-1")
        #expect(notification.categoryIdentifier == "invite")
        #expect(notification.title == "Sam")
        #expect(notification.subtitle == "Dinner")
        #expect(notification.body == "8 pm?")
        #expect(notification.badge == 2)
        #expect(notification.soundName == "default")
        #expect(notification.threadIdentifier == "t1")
        #expect(notification.origin == .push)
        #expect(notification.json["invitation"] == "i1")
        #expect(notification.json["aps"]?["category"] == "invite")
        let plain = DeliveredNotification(pushPayload: ["aps": ["alert": "Hello"]])
        #expect(plain.body == "Hello")
        #expect(plain.categoryIdentifier == "")
    }
}

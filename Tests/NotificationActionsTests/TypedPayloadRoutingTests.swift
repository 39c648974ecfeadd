import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// An app's payload type, written by hand (generate-swift writes the same shape).
struct InviteKeys: Decodable, Sendable, Equatable {
    struct Host: Decodable, Sendable, Equatable { var name: String }
    var invitation: String
    var host: Host
    var guests: Int?
}

@Suite("Payload contract: typed handlers")
struct TypedPayloadRoutingTests {
    let recorder = DiagnosticRecorder()
    let outcomes = OutcomeRecorder()
    let calls = Calls()

    func router(_ configure: (inout RouterBuilder) -> Void) throws -> ResponseRouter {
        var builder = RouterBuilder(registry: routingRegistry)
        configure(&builder)
        var options = RouterOptions(diagnostics: recorder.handler, timer: .never)
        options.observer = outcomes.observer()
        return try builder.build(options: options, coverageWarnings: .silent)
    }

    func invite(_ userInfo: [String: JSONValue], action: ActionIdentifier = "invite.accept")
        -> NotificationResponse
    {
        NotificationResponse(category: "invite", action: action, requestIdentifier: "r1", userInfo: userInfo)
    }

    @Test("the handler gets the push's keys decoded; aps is not one of them")
    func decodes() async throws {
        let received = Locked<[InviteKeys]>([])
        let router = try router { routes in
            routes.handle("invite.accept", in: "invite", payload: InviteKeys.self) { keys, _ in
                received.withLock { $0.append(keys) }
            }
        }
        let result = await router.route(
            invite([
                "aps": ["category": "invite"], "invitation": "i1", "host": ["name": "Sam"], "guests": 3.0,
            ]))
        #expect(result.cause == .handlerReturned)
        #expect(
            received.withLock { $0 } == [InviteKeys(invitation: "i1", host: .init(name: "Sam"), guests: 3)])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test(
        "keys that do not decode: the handler does not run, the response completes, payload-undecodable names the path, type and value",
        arguments: [
            (#"{"host": {"name": "Sam"}}"#, "invitation", "the key (it is required)", "nothing"),
            (#"{"invitation": "i1", "host": {"name": 42}}"#, "host.name", "a string", "the number 42"),
            (#"{"invitation": "i1", "host": "Sam"}"#, "host", "an object", "the string \"Sam\""),
            (
                #"{"invitation": "i1", "host": {"name": "S"}, "guests": 2.5}"#, "guests", "an integer",
                "the number 2.5"
            ),
            (#"{"invitation": null, "host": {"name": "S"}}"#, "invitation", "a string", "null"),
        ])
    func undecodable(_ json: String, _ path: String, _ expected: String, _ found: String) async throws {
        let userInfo = try #require(try JSONValue(parsing: json.utf8).objectValue)
        let router = try router { routes in
            routes.handle("invite.accept", in: "invite", payload: InviteKeys.self) { _, response in
                calls.record("accept", response)
            }
        }
        let result = await router.route(invite(userInfo))
        #expect(result.cause == .payloadUndecodable)
        #expect(calls.names.isEmpty, "the handler must not run")
        let report = try #require(recorder.diagnostics.first)
        #expect(recorder.codes == [.payloadUndecodable])
        #expect(report.logLevel == .error)
        #expect(report.category == "invite" && report.action == "invite.accept")
        #expect(report.registeredAt != nil)
        #expect(
            report.message.contains("InviteKeys at '\(path)': expected \(expected), found \(found)"),
            "\(report.message)")
        #expect(report.message.contains("was not run"))
        #expect(report.privateDetail == found)
        #expect(outcomes.outcomes.map(\.cause) == [.payloadUndecodable])
    }

    @Test("typed replies, dismissals, body taps and exhaustive tables decode the same way")
    func otherShapes() async throws {
        let router = try router { routes in
            routes.handleReply("chat.reply", in: "chat", payload: InviteKeys.self) { text, keys, response in
                calls.record("reply \(text) \(keys.invitation)", response)
            }
            routes.handle(.dismissAction, in: "invite", payload: InviteKeys.self) { keys, response in
                calls.record("dismiss \(keys.host.name)", response)
            }
            routes.handle(.defaultAction, in: "invite", payload: InviteKeys.self) { keys, response in
                calls.record("tap \(keys.invitation)", response)
            }
            routes.handle(all: InviteChoice.self, in: "invite", payload: InviteKeys.self) {
                choice, keys, response in
                calls.record("\(choice.rawValue) \(keys.invitation)", response)
            }
        }
        let keys: [String: JSONValue] = ["invitation": "i9", "host": ["name": "Ana"]]
        await router.route(
            NotificationResponse(category: "chat", action: "chat.reply", userText: "hi", userInfo: keys))
        await router.route(invite(keys, action: .dismissAction))
        await router.route(invite(keys, action: .defaultAction))
        await router.route(invite(keys, action: "invite.decline"))
        #expect(calls.names == ["reply hi i9", "dismiss Ana", "tap i9", "invite.decline i9"])
        await router.route(invite(["invitation": "i9"], action: .defaultAction))
        #expect(recorder.codes == [.payloadUndecodable])
    }

    @Test("an error the handler itself throws is handler-threw, not payload-undecodable")
    func handlerErrors() async throws {
        let router = try router { routes in
            routes.handle("invite.accept", in: "invite", payload: InviteKeys.self) { _, _ in throw Boom() }
        }
        let result = await router.route(invite(["invitation": "i1", "host": ["name": "S"]]))
        #expect(result.cause == .handlerThrew)
        #expect(recorder.codes == [.handlerThrew])
    }

    @Test("PayloadDecoding alone: the same errors, the key path of arrays, aps left out")
    func decodingAlone() throws {
        struct Tags: Decodable { var tags: [String] }
        #expect(throws: PayloadDecodingError(path: "tags[1]", expected: "a string", found: "the number 2")) {
            try PayloadDecoding.decode(Tags.self, from: ["tags": ["a", 2]])
        }
        struct Aps: Decodable { var aps: JSONValueProbe? }
        struct JSONValueProbe: Decodable {}
        #expect(try PayloadDecoding.decode(Aps.self, from: ["aps": ["alert": "x"]]).aps == nil)
        let error = PayloadDecodingError(path: "host.name", expected: "a string", found: "the number 42")
        #expect(error.description == "at 'host.name': expected a string, found the number 42")
    }
}

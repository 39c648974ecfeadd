import Foundation
import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("Responses delivered twice")
struct DuplicateResponseTests {
    func router(window: Int, calls: Calls, recorder: DiagnosticRecorder, held: Bool = false) throws
        -> ResponseRouter
    {
        var builder = RouterBuilder(registry: routingRegistry)
        builder.handle(
            "chat.like", in: "chat",
            .completion { response, completion in
                calls.record("like", response)
                completion()
            })
        builder.handle(
            .defaultAction, in: "chat",
            .completion { response, completion in
                calls.record("tap", response)
                completion()
            })
        builder.handleUnmatched { _ in }
        var options = RouterOptions(diagnostics: recorder.handler, startsHeld: held, timer: .never)
        options.duplicateWindow = window
        return try builder.build(options: options, coverageWarnings: .silent)
    }

    func launching(
        _ request: String = "launch", seconds: Double = 100, action: ActionIdentifier = "chat.like"
    ) -> NotificationResponse {
        NotificationResponse(
            notification: DeliveredNotification(
                requestIdentifier: request, category: "chat",
                date: Date(timeIntervalSinceReferenceDate: seconds)),
            actionIdentifier: action)
    }

    @Test("the launching response from the scene and from the delegate is handled once, completed twice")
    func sceneAndDelegate() throws {
        let calls = Calls()
        let recorder = DiagnosticRecorder()
        let router = try router(window: 32, calls: calls, recorder: recorder, held: true)
        let counts = CompletionCounts()
        // A tap launches the app in the foreground, with a scene whose connection options carry it.
        router.route(launching(action: .defaultAction), completion: counts.completion(for: "scene"))
        router.route(launching(action: .defaultAction), completion: counts.completion(for: "delegate"))
        #expect(counts.all == ["delegate": 1])
        router.resume()
        #expect(counts.all == ["scene": 1, "delegate": 1])
        #expect(calls.names == ["tap"])
        #expect(recorder.codes == [.duplicateResponse])
        #expect(recorder.diagnostics[0].message.contains("delivered again"))
        #expect(recorder.diagnostics[0].requestIdentifier == "launch")
    }

    @Test(
        "another request, action or delivery date is not a duplicate; the window is bounded; 0 turns it off")
    func notDuplicates() throws {
        let calls = Calls()
        let recorder = DiagnosticRecorder()
        let router = try router(window: 2, calls: calls, recorder: recorder)
        router.route(launching("a")) {}
        router.route(launching("a", seconds: 101)) {}
        router.route(launching("b")) {}
        router.route(launching("a")) {}  // out of the window of 2 by now
        #expect(calls.names.count == 4)
        #expect(recorder.codes == [])
        let off = try self.router(window: 0, calls: calls, recorder: recorder)
        off.route(launching("c")) {}
        off.route(launching("c")) {}
        #expect(calls.names.count == 6)
        #expect(recorder.codes == [])
    }
}

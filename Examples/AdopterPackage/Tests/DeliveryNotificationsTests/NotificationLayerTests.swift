import NotificationActions
import NotificationActionsTesting
import Testing

@testable import DeliveryNotifications

/// The handler table, tested as the app's own tests would: responses simulated from the generated
/// identifiers and payloads, routed off the main actor as the system delivers them, the store checked after
/// on the main actor (said explicitly, so the file compiles with the compiler's defaults as well).
@MainActor
@Suite("the delivery app's notification layer", .timeLimit(.minutes(1)))
struct NotificationLayerTests {
    let simulate = ResponseSimulator(registry: .delivery)

    func harness(_ store: OrderStore) throws -> RouterHarness {
        let harness = try RouterHarness(
            NotificationLayer.routes(store: store, courier: CourierClient()),
            options: NotificationLayer.options(store: store))
        harness.router.resume()
        return harness
    }

    /// Routes from a detached task, as the system's delegate queue would: never on the main actor.
    func route(_ harness: RouterHarness, _ response: NotificationResponse) async -> ResponseOutcome {
        await Task.detached { await harness.route(response) }.value
    }

    @Test("every order button reaches the main-actor store, with the push's keys decoded")
    func orderButtons() async throws {
        let store = OrderStore()
        let harness = try harness(store)
        let order = OrderPayload(orderID: "o-42", status: .onTheWay, courier: .init(name: "Sam"))
        for action in OrderAction.allCases {
            let outcome = await route(harness, try simulate.press(action, payload: order))
            #expect(outcome.cause == .handlerReturned, "\(action)")
            #expect(harness.diagnostics(of: outcome).isEmpty)
        }
        #expect(store.received == ["o-42"])
        #expect(store.cancelled == ["o-42"])
        #expect(store.screen == .tracking(orderID: "o-42"))
    }

    @Test("a typed reply runs on the main actor; a tap opens tracking")
    func replyAndTap() async throws {
        let store = OrderStore()
        let harness = try harness(store)
        let chat = CourierChatPayload(orderID: "o-7", messageID: "m-1")
        let reply = try simulate.reply(
            "Leave it at the door", to: CourierChatAction.reply.actionIdentifier, payload: chat)
        #expect(await route(harness, reply).cause == .handlerReturned)
        #expect(store.sentMessages == ["o-7: Leave it at the door"])
        let tap = try simulate.tap(payload: OrderPayload(orderID: "o-8", status: .placed))
        #expect(await route(harness, tap).cause == .handlerReturned)
        #expect(store.screen == .tracking(orderID: "o-8"))
    }

    @Test("the completion-style handler on the main actor completes from the client's own queue")
    func callback() async throws {
        let store = OrderStore()
        let harness = try harness(store)
        let call = try simulate.press(
            CourierChatAction.call, in: .courierChat, userInfo: ["orderID": "o-9", "messageID": "m"])
        let outcome = await route(harness, call)
        #expect(outcome.cause == .handlerCompleted)
        #expect(harness.diagnostics(of: outcome).isEmpty)
        #expect(store.screen == .chat(orderID: "o-9"))
    }

    @Test("a push without its order keys is reported into the store, not handled")
    func badPayload() async throws {
        let store = OrderStore()
        let harness = try harness(store)
        // The simulator refuses a push that breaks the contract unless told this one does on purpose.
        var broken = simulate
        broken.checksPayload = false
        let outcome = await route(
            harness, try broken.press(OrderAction.received, in: .order, userInfo: ["status": "placed"]))
        #expect(outcome.cause == .payloadUndecodable)
        #expect(store.received.isEmpty)
        // Diagnostics and outcomes arrive on the main actor after the completion; wait for both.
        while !(store.activity.contains("diagnostic payload-undecodable")
            && store.activity.contains("order.received payloadUndecodable"))
        {
            await Task.yield()
        }
    }
}

import Foundation
import NotificationActions

/// The app's notification layer: the categories come from delivery.notification-categories.json, which
/// the build plugin turns into `CategoryRegistry.delivery`, the `OrderAction` and `CourierChatAction` enums
/// and the `OrderPayload` and `CourierChatPayload` structs. Written in main-actor code (Xcode 26's default
/// for app targets): handlers run on no actor and `await` the store, or say `@MainActor`.
enum NotificationLayer {
    static func routes(store: OrderStore, courier: CourierClient) -> RouterBuilder {
        var routes = RouterBuilder(registry: .delivery)

        // Every button of an order push, exhaustively; the push's keys decoded into the generated struct.
        routes.handle(all: OrderAction.self, in: .order, payload: OrderPayload.self) { action, order, _ in
            switch action {
            case .track: await store.show(.tracking(orderID: order.orderID))
            case .received: await store.markReceived(order.orderID)
            case .cancel: await store.cancel(order.orderID)
            }
        }
        // A typed reply, handled on the main actor.
        routes.handleReply(
            CourierChatAction.reply.actionIdentifier, in: .courierChat, payload: CourierChatPayload.self
        ) {
            @MainActor text, chat, _ in
            store.send(text, about: chat.orderID)
        }
        // A callback API: the completion-style handler, on the main actor, completing from the callback.
        routes.handle(
            CourierChatAction.call.actionIdentifier, in: .courierChat,
            .mainActorCompletion { response, completion in
                let orderID = response.notification.userInfo["orderID"]?.stringValue ?? ""
                store.show(.chat(orderID: orderID))
                courier.call(orderID: orderID) { _ in completion() }
            })
        routes.handleDismiss(in: .courierChat) { _ in }
        // A tap on any notification: navigation, on the main actor.
        routes.handleDefaultAction(in: .order, payload: OrderPayload.self) { @MainActor order, _ in
            store.show(.tracking(orderID: order.orderID))
        }
        return routes
    }

    /// The router's options: diagnostics and outcomes written into the store, on the main actor.
    static func options(store: OrderStore) -> RouterOptions {
        var options = RouterOptions(startsHeld: true)
        options.diagnostics = .mainActor { diagnostic in
            store.activity.append("diagnostic \(diagnostic.code)")
        }
        options.observer = .mainActor { outcome in
            store.activity.append("\(outcome.action.rawValue) \(outcome.cause.rawValue)")
        }
        return options
    }
}

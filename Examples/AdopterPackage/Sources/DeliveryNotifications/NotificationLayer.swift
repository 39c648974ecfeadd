import Foundation
import NotificationActions

/// The app's notification layer: the categories come from delivery.notification-categories.json, which
/// the build plugin turns into `CategoryRegistry.delivery`, the `OrderAction` and `CourierChatAction` enums
/// and the `OrderPayload` and `CourierChatPayload` structs. In main-actor code (Xcode 26's default for app
/// targets) every closure runs on the main actor as written; this file also builds without that default, so
/// the closures that touch the store say `@MainActor`.
enum NotificationLayer {
    static func routes(store: OrderStore, courier: CourierClient) -> RouterBuilder {
        var routes = RouterBuilder(registry: .delivery)

        // Every button of an order push, exhaustively; the push's keys decoded into the generated struct.
        routes.handle(all: OrderAction.self, payload: OrderPayload.self) { @MainActor action, order, _ in
            switch action {
            case .track: store.show(.tracking(orderID: order.orderID))
            case .received: store.markReceived(order.orderID)
            case .cancel: store.cancel(order.orderID)
            }
        }
        // A typed reply, handled on the main actor.
        routes.handleReply(CourierChatAction.reply, payload: CourierChatPayload.self) {
            @MainActor text, chat, _ in
            store.send(text, about: chat.orderID)
        }
        // A callback API: the completion-style handler, on the main actor, completing from the callback.
        routes.handle(
            CourierChatAction.call,
            .completion { @MainActor response, completion in
                let orderID = response.notification.userInfo["orderID"] as? String ?? ""
                store.show(.chat(orderID: orderID))
                courier.call(orderID: orderID) { _ in completion() }
            })
        routes.handle(.dismissAction, in: .courierChat) { _ in }
        // A tap on any notification: navigation, on the main actor.
        routes.handle(.defaultAction, payload: OrderPayload.self) { @MainActor order, _ in
            store.show(.tracking(orderID: order.orderID))
        }
        return routes
    }

    /// The router's options: diagnostics and outcomes written into the store, on the main actor.
    static func options(store: OrderStore) -> RouterOptions {
        var options = RouterOptions(startsHeld: true)
        options.diagnostics = DiagnosticHandler { @MainActor diagnostic in
            store.activity.append("diagnostic \(diagnostic.code)")
        }
        options.observer = ResponseObserver { @MainActor outcome in
            store.activity.append("\(outcome.response.actionIdentifier.rawValue) \(outcome.cause.rawValue)")
        }
        return options
    }
}

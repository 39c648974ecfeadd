import Foundation

/// The app's state, main-actor isolated like the views that read it. In an app target made with Xcode 26
/// (default main-actor isolation) it would be without the attribute; it is written here so that the same
/// file compiles with the compiler's defaults too, as the package builds it both ways.
@MainActor
final class OrderStore {
    enum Screen: Equatable {
        case orders
        case tracking(orderID: String)
        case chat(orderID: String)
    }

    private(set) var screen: Screen = .orders
    private(set) var received: Set<String> = []
    private(set) var cancelled: Set<String> = []
    private(set) var sentMessages: [String] = []
    /// What the notification layer reported: diagnostic codes and outcomes, for a debug screen.
    var activity: [String] = []

    func show(_ screen: Screen) { self.screen = screen }
    func markReceived(_ orderID: String) { received.insert(orderID) }
    func cancel(_ orderID: String) { cancelled.insert(orderID) }
    func send(_ text: String, about orderID: String) { sentMessages.append("\(orderID): \(text)") }
}

/// A callback API the app already had (a networking client, say): it calls back on a queue of its own.
final class CourierClient: Sendable {
    func call(orderID: String, completion: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { completion(!orderID.isEmpty) }
    }
}

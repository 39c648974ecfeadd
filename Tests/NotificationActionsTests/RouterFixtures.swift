import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

/// The categories the router tests route: a chat with a reply, an invitation that delivers dismissals,
/// and an account category holding the dangerous action.
let routingRegistry = try! CategoryRegistry {
    NotificationCategory("chat", minimalActions: ["chat.reply", "chat.like"]) {
        NotificationAction("chat.reply", title: "Reply", textInput: .init(buttonTitle: "Send"))
        NotificationAction("chat.like", title: "Like")
        NotificationAction("chat.mute", title: "Mute")
    }
    NotificationCategory("invite", options: .customDismissAction, foregroundPresentation: [.banner, .sound]) {
        NotificationAction("invite.accept", title: "Accept")
        NotificationAction("invite.decline", title: "Decline", options: .destructive)
    }
    NotificationCategory("account") {
        NotificationAction("account.delete", title: "Delete account", options: [.foreground])
    }
}

enum InviteChoice: String, ActionIdentifierConvertible, CaseIterable {
    static let category: CategoryIdentifier = "invite"
    case accept = "invite.accept"
    case decline = "invite.decline"
}

/// Which handlers ran, with the responses they got.
final class Calls: Sendable {
    private let calls = Locked<[(String, NotificationResponse)]>([])
    func record(_ name: String, _ response: NotificationResponse) {
        calls.withLock { $0.append((name, response)) }
    }
    var names: [String] { calls.withLock { $0.map(\.0) } }
    var responses: [NotificationResponse] { calls.withLock { $0.map(\.1) } }
}

/// Counts system completions per request.
final class CompletionCounts: Sendable {
    private let counts = Locked<[String: Int]>([:])
    func completion(for request: String) -> @Sendable () -> Void {
        { [self] in counts.withLock { $0[request, default: 0] += 1 } }
    }
    subscript(request: String) -> Int { counts.withLock { $0[request] ?? 0 } }
    var total: Int { counts.withLock { $0.values.reduce(0, +) } }
    var all: [String: Int] { counts.withLock { $0 } }
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "Boom(server unavailable)" }
}

func response(
    _ category: CategoryIdentifier, _ action: ActionIdentifier, text: String? = nil, request: String = "r1"
)
    -> NotificationResponse
{
    NotificationResponse(category: category, action: action, userText: text, requestIdentifier: request)
}

import NotificationActionsTesting
import Testing

@testable @_spi(Generated) import NotificationActions
@testable import NotificationActionsTooling

@Suite("Routing security")
struct RoutingSecurityTests {
    @Test(
        "over random (category, action) pairs, an action handler only receives actions of its route's category",
        arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func onlyOwnActions(seed: UInt64) async throws {
        var random = SeededGenerator(state: seed)
        let received = Locked<[(route: RouteKind, response: NotificationResponse)]>([])
        var builder = RouterBuilder(registry: routingRegistry)
        for category in routingRegistry.categories {
            for action in category.actions {
                let kind = RouteKind.action(action.identifier, in: category.identifier)
                builder.handle(action.identifier, in: category.identifier) { response in
                    received.withLock { $0.append((kind, response)) }
                }
            }
        }
        builder.handle("chat.like") { response in
            received.withLock { $0.append((.anyCategory("chat.like"), response)) }
        }
        builder.handleUnmatched(in: "chat") { response in
            received.withLock { $0.append((.categoryFallback("chat"), response)) }
        }
        builder.handleUnmatched { response in received.withLock { $0.append((.globalFallback, response)) } }
        let router = try builder.build(options: RouterOptions(diagnostics: .silent, timer: .never))

        let categories: [CategoryIdentifier] =
            routingRegistry.categoryIdentifiers + [
                "", "unknown", CategoryIdentifier(String(repeating: "c", count: 5000)), "CHAT", "chat ",
            ]
        let actions: [ActionIdentifier] =
            routingRegistry.categories.flatMap { $0.actions.map(\.identifier) } + [
                .defaultAction, .dismissAction, "", ActionIdentifier(String(repeating: "a", count: 5000)),
                "chat.like ", "CHAT.LIKE", "account.delete\0",
            ]
        for index in 0..<2000 {
            let category = categories.randomElement(using: &random)!
            let action = actions.randomElement(using: &random)!
            let result = await router.route(
                NotificationResponse(category: category, action: action, requestIdentifier: "r\(index)"))
            #expect(result.route != nil, "every response reaches a fallback at least")
        }
        for (route, response) in received.withLock({ $0 }) {
            switch route {
            case .action(let action, let category):
                #expect(response.actionIdentifier == action && response.categoryIdentifier == category)
            case .anyCategory(let action):
                #expect(response.actionIdentifier == action)
                #expect(
                    routingRegistry.contains(action, in: response.categoryIdentifier),
                    "\(response.categoryIdentifier) does not own \(action)")
            case .categoryFallback(let category):
                #expect(response.categoryIdentifier == category)
            case .globalFallback:
                break
            case .serverChosen(let action):
                Issue.record("no response of a static category reaches a server-chosen route (\(action))")
            }
        }
        #expect(received.withLock { $0.count } == 2000)
    }
}

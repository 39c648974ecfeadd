import Foundation

/// Responses to buttons the server chose for one push (``ServerChosenButtons``): the button set is rebuilt from
/// the notification's own payload, so membership is enforced as for static categories — a press of a
/// button the push's spec did not contain is refused and reported, as a forged action is.
extension ResponseRouter {
    func resolveServerChosen(_ response: NotificationResponse) -> (route: Route?, notes: [Diagnostic]) {
        let category = response.categoryIdentifier
        let action = response.actionIdentifier
        let request = response.notification.requestIdentifier
        func note(_ code: Diagnostic.Code, _ message: String) -> Diagnostic {
            Diagnostic(
                code, .warning, message, category: category, action: action, requestIdentifier: request)
        }
        // A tap on the body (a dismissal never comes: the category has no customDismissAction). When the
        // push names a declared category in `aps.category` — the one it shows when its spec is invalid —
        // the notification is that category's, with other buttons: its tap reaches that category's routes
        // (a typed payload route too), as a tap on the same push without buttons would. Otherwise the
        // handlers for every category, as for any push (the newcomer's F5).
        if action.isReserved {
            if let name = response.notification.json["aps"]?.objectValue?["category"]?.stringValue,
                case let declared = CategoryIdentifier(name), registry.category(declared) != nil
            {
                return (route(for: action, in: declared), [])
            }
            return (routes[.anyCategory(action)] ?? routes[.globalFallback], [])
        }
        // Without the rules: the extension ran them before registering this category (see read(from:rules:)).
        let reading = ServerChosenButtons.read(
            from: response.notification.json, registry: registry, rules: false)
        guard let buttons = reading.buttons, buttons.categoryIdentifier == category else {
            return (
                routes[.globalFallback],
                [note(.actionNotInCategory, RoutingMessages.serverChosenUnreadable(response, reading))]
            )
        }
        guard let button = buttons.buttons.first(where: { $0.action.identifier == action }) else {
            return (
                routes[.globalFallback],
                [
                    note(
                        .actionNotInCategory,
                        RoutingMessages.actionNotInCategory(
                            response, actions: buttons.buttons.map(\.action.identifier)))
                ]
            )
        }
        guard let text = button.url else {
            return (routes[.serverChosen(action)] ?? routes[.globalFallback], [])
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            options.allowedURLSchemes.contains(scheme)
        else {
            return (
                nil,
                [
                    note(
                        .urlSchemeRefused,
                        RoutingMessages.urlSchemeRefused(text, allowed: options.allowedURLSchemes))
                ]
            )
        }
        guard let opener = urlOpener else {
            return (nil, [note(.urlNotOpened, RoutingMessages.urlNotOpened(text))])
        }
        // The opener keeps the actor it was written on (`@isolated(any)`): awaiting it runs it there.
        let open = opener.open
        return (
            Route(
                description: RouteDescription(kind: .serverChosen(action), registeredAt: opener.site),
                body: .async { _ in await open(url) }),
            []
        )
    }
}

extension Diagnostic.Code {
    /// A server-chosen button's URL has a scheme ``RouterOptions/allowedURLSchemes`` does not allow; it
    /// was not opened.
    public static let urlSchemeRefused = Diagnostic.Code("url-scheme-refused", topic: .routing)
    /// A server-chosen button's URL could not be opened: no route opens URLs
    /// (``RouterBuilder/handleServerChosenURLs(fileID:line:_:)``).
    public static let urlNotOpened = Diagnostic.Code("url-not-opened", topic: .routing)
}

import Foundation

/// Handlers for buttons the server chose for one push (``ServerChosenButtons``): by button identifier, whatever
/// dynamic category the push's button set was registered under. A button with a `url` needs no handler of
/// its own: the router opens it with the route ``handleServerChosenURLs(fileID:line:_:)`` registers, on a
/// scheme ``RouterOptions/allowedURLSchemes`` allows.
extension RouterBuilder {
    /// Opens the URL of a server-chosen button that has one, when its scheme is in
    /// ``RouterOptions/allowedURLSchemes``; without this route such a press is completed and reported
    /// (`url-not-opened`). The closure runs in a task on the actor it was written on — the main actor in
    /// main-actor code, where `UIApplication` lives:
    ///
    /// ```swift
    /// routes.handleServerChosenURLs { url in await browser.open(url) }   // on iOS: UIApplication.shared.open(url)
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: Where the route is registered, for reports; leave the default.
    ///   - line: The line of the registration; leave the default.
    ///   - open: Opens the URL; the press is completed when it returns.
    public mutating func handleServerChosenURLs(
        fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ open: @escaping @isolated(any) @Sendable (_ url: URL) async -> Void
    ) {
        urlOpeners.append(URLOpener(site: SourceSite(fileID: fileID, line: line), open: open))
    }

    /// Routes presses of the server-chosen button `action` to `handler`.
    ///
    /// ```swift
    /// routes.handleServerChosen("resolve") { response in try await support.resolve(response) }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The button's identifier, as the push's spec writes it.
    ///   - fileID: Where the route is registered, for reports; leave the default.
    ///   - line: The line of the registration; leave the default.
    ///   - handler: Runs with the response; it completes when the handler returns.
    public mutating func handleServerChosen(
        _ action: ActionIdentifier, fileID: String = #fileID, line: Int = #line,
        @_inheritActorContext _ handler:
            @escaping @isolated(any) @Sendable (NotificationResponse) async throws -> Void
    ) {
        handleServerChosen(action, fileID: fileID, line: line, ResponseHandler(handler))
    }

    /// Routes presses of the server-chosen button `action` to a handler of any shape.
    ///
    /// - Parameters:
    ///   - action: The button's identifier, as the push's spec writes it.
    ///   - fileID: Where the route is registered, for reports; leave the default.
    ///   - line: The line of the registration; leave the default.
    ///   - handler: The handler (`.async`, `.completion`, `.reply`).
    package mutating func handleServerChosen(
        _ action: ActionIdentifier, fileID: String = #fileID, line: Int = #line, _ handler: ResponseHandler
    ) {
        add(.serverChosen(action), handler, SourceSite(fileID: fileID, line: line))
    }
}

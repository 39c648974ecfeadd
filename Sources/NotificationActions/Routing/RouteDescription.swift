/// The route that took a response (``ResponseOutcome/route``): what it matches and where it was
/// registered — what a test asserts and analytics record as "which handler ran".
///
/// ```swift
/// let outcome = await harness.route(try simulate.press("message.reply", in: "message"))
/// #expect(outcome.route?.kind == .action("message.reply", in: "message"))
/// ```
public struct RouteDescription: Hashable, Sendable, CustomStringConvertible {
    /// What the route matches.
    public var kind: RouteKind
    /// Where it was registered.
    package var registeredAt: SourceSite

    /// The file of the `handle…` call that registered it, as `#fileID` spells it (`App/Notifications.swift`).
    public var fileID: String { registeredAt.fileID }
    /// The line of the `handle…` call that registered it.
    public var line: Int { registeredAt.line }

    /// "the handler for action 'x' in category 'y' (registered at File.swift:12)".
    public var description: String { "\(kind) (registered at \(registeredAt))" }
}

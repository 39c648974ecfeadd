/// A registered route as it is reported: what it matches and where it was registered.
public struct RouteDescription: Hashable, Sendable, CustomStringConvertible {
    /// What the route matches.
    public var kind: RouteKind
    /// Where it was registered.
    public var registeredAt: SourceSite

    /// "the handler for action 'x' in category 'y' (registered at File.swift:12)".
    public var description: String { "\(kind) (registered at \(registeredAt))" }
}

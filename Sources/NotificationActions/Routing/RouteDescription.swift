/// A registered route as it is reported: what it matches and where it was registered.
package struct RouteDescription: Hashable, Sendable, CustomStringConvertible {
    /// What the route matches.
    package var kind: RouteKind
    /// Where it was registered.
    package var registeredAt: SourceSite

    /// "the handler for action 'x' in category 'y' (registered at File.swift:12)".
    package var description: String { "\(kind) (registered at \(registeredAt))" }
}

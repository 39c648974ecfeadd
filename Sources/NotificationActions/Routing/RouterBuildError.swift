/// The routes that stopped a router from being built, every one of them, with the warnings found alongside.
public struct RouterBuildError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found, errors and warnings.
    public var diagnostics: [Diagnostic]

    /// The problems that stopped the build.
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// A bulleted list of the problems, errors first, each starting with where the route was registered —
    /// the same form as ``RegistryError``'s.
    public var description: String {
        problemList(
            "the routes",
            diagnostics.map { diagnostic in
                let site = diagnostic.registeredAt.map { "\($0): " } ?? ""
                return (
                    diagnostic.severity,
                    "\(site)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
                )
            })
    }
}

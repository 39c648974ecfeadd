/// How a builder's routes cover its registry.
public struct CoverageReport: Sendable {
    /// Every problem, errors first.
    public var diagnostics: [Diagnostic]
    /// Registered actions that no route and no fallback takes.
    public var unroutedActions: [ActionReference]

    /// The problems that stop the router from being built.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The problems that do not.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

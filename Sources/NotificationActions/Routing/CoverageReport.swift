/// How a builder's routes cover its registry.
package struct CoverageReport: Sendable {
    /// Every problem, errors first.
    package var diagnostics: [Diagnostic]
    /// Registered actions that no route and no fallback takes.
    package var unroutedActions: [ActionReference]

    /// The problems that stop the router from being built.
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The problems that do not.
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

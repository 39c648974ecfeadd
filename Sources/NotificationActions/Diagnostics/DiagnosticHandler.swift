import Foundation

/// Where a router sends its diagnostics: unified logging on Apple platforms and standard error elsewhere
/// by default (``platformDefault``), nowhere, or a closure of yours
/// (your logger, a test's recorder). Given per router; there is no global handler.
public struct DiagnosticHandler: Sendable {
    private let handle: @Sendable (Diagnostic) -> Void
    /// Whether this is ``platformDefault``, which a test harness does not forward to (the test set no
    /// handler of its own).
    package let isPlatformDefault: Bool

    /// A handler that runs a closure of yours with every diagnostic, in a task on the actor the closure
    /// was written on: the main actor in main-actor code (an app target Xcode 26 makes, a `@MainActor`
    /// type), so it may write into main-actor state as it is; no actor elsewhere.
    ///
    /// ```swift
    /// options.diagnostics = DiagnosticHandler { diagnostic in model.diagnostics.append(diagnostic.message) }
    /// ```
    ///
    /// The router never waits for it; a diagnostic reported as the app exits may not reach it.
    ///
    /// - Parameter handle: Called with every diagnostic, on the actor it was written on.
    public init(@_inheritActorContext _ handle: @escaping @isolated(any) @Sendable (Diagnostic) -> Void) {
        self.init(calling: { diagnostic in ImmediateTask.start { await handle(diagnostic) } })
    }

    /// A handler that calls `handle` at once, on the reporting thread (the package's own handlers, and
    /// the test kit's recorder, which must see a diagnostic before the response's outcome).
    package static func immediate(_ handle: @escaping @Sendable (Diagnostic) -> Void) -> DiagnosticHandler {
        DiagnosticHandler(calling: handle)
    }

    private init(calling handle: @escaping @Sendable (Diagnostic) -> Void) {
        self.handle = handle
        self.isPlatformDefault = false
    }

    init(platformDefault handler: DiagnosticHandler) {
        self.handle = handler.handle
        self.isPlatformDefault = true
    }

    package func callAsFunction(_ diagnostic: Diagnostic) { handle(diagnostic) }

    /// Writes each diagnostic as one line to standard error, in a single `write` so that lines from
    /// concurrent responses never interleave.
    public static let standardError = DiagnosticHandler.immediate({ diagnostic in
        let line = Array((diagnostic.description + "\n").utf8)
        line.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    })

    /// Discards diagnostics.
    public static let silent = DiagnosticHandler.immediate({ _ in })
}

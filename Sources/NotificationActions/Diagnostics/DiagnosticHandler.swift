import Foundation

/// Where a router sends its diagnostics: unified logging on Apple platforms and standard error elsewhere
/// by default (``platformDefault``), nowhere, or a closure of yours
/// (your logger, a test's recorder). Given per router; there is no global handler.
public struct DiagnosticHandler: Sendable {
    private let handle: @Sendable (Diagnostic) -> Void
    /// Whether this is ``platformDefault``, which a test harness does not forward to (the test set no
    /// handler of its own).
    package let isPlatformDefault: Bool

    /// A handler that calls a closure; it may be called from any thread, so the closure must be thread-safe.
    ///
    /// - Parameter handle: Called with every diagnostic, on whichever thread reports it; must not block.
    public init(_ handle: @escaping @Sendable (Diagnostic) -> Void) {
        self.handle = handle
        self.isPlatformDefault = false
    }

    /// `handler`, marked as the platform's default.
    init(platformDefault handler: DiagnosticHandler) {
        self.handle = handler.handle
        self.isPlatformDefault = true
    }

    /// A handler whose closure runs on the main actor: each diagnostic is handed to a task on the main
    /// actor, in the order this handler received them from any one thread.
    ///
    /// For a closure that writes into main-actor state — a debug screen's model, an app target with default
    /// main-actor isolation — without `Task { @MainActor in … }`:
    ///
    /// ```swift
    /// options.diagnostics = .mainActor { diagnostic in model.diagnostics.append(diagnostic.message) }
    /// ```
    ///
    /// The router never waits for it; a diagnostic reported as the app exits may not reach it.
    ///
    /// - Parameter handle: Called on the main actor with every diagnostic.
    public static func mainActor(_ handle: @escaping @MainActor @Sendable (Diagnostic) -> Void)
        -> DiagnosticHandler
    {
        DiagnosticHandler { diagnostic in
            Task { @MainActor in handle(diagnostic) }
        }
    }

    /// Sends a diagnostic.
    ///
    /// - Parameter diagnostic: The diagnostic to send.
    package func callAsFunction(_ diagnostic: Diagnostic) { handle(diagnostic) }

    /// Writes each diagnostic as one line to standard error, in a single `write` so that lines from
    /// concurrent responses never interleave.
    public static let standardError = DiagnosticHandler { diagnostic in
        let line = Array((diagnostic.description + "\n").utf8)
        line.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Discards diagnostics.
    public static let silent = DiagnosticHandler { _ in }
}

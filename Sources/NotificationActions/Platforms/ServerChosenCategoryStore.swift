import Foundation

/// The ledger of server-chosen categories in a file that the app and its Notification Service Extension share — put
/// it in an App Group container (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`).
///
/// Every change is made inside a registration's single step, under the lock file beside the ledger
/// that the app and its extensions share (see `UNUserNotificationCenter.register(_:serverChosen:translatedIn:diagnostics:)`):
/// extension launches that overlap (two pushes at once) and the app's launch never lose each other's
/// updates, to the ledger or to the category set. The new ledger is written to a temporary file and
/// renamed over the old one, so a reader never sees half a file. A missing file is an empty ledger; a
/// corrupt one (truncated, not JSON, another version) is reset and reported, never a crash.
public struct ServerChosenCategoryStore: Sendable {
    /// The ledger's file.
    package let url: URL

    /// A store at `url`.
    ///
    /// - Parameter url: The ledger's file, in a container the app and the extension share.
    package init(url: URL) { self.url = url }

    /// A store in the App Group container at `directory`: `directory/notification-actions/dynamic-categories.json`.
    ///
    /// - Parameter directory: The shared container's URL.
    public init(inContainer directory: URL) {
        self.init(
            url: directory.appendingPathComponent("notification-actions", isDirectory: true)
                .appendingPathComponent("dynamic-categories.json"))
    }

    /// The lock file every registration of the app and its extensions takes, beside the ledger.
    package var lockPath: String { url.path + ".lock" }

    /// Reads the ledger, lets `change` modify it, and writes it back, under the registration lock (waiting
    /// without blocking a thread, and going ahead, reported, if another holder keeps it for 2 s).
    ///
    /// - Parameter change: Modifies the ledger; its result is returned.
    /// - Returns: `change`'s result, and the diagnostics of what went wrong (a corrupt file reset, a file
    ///   that could not be written, the lock not taken): the change is still made to what was read.
    package func update<Result>(_ change: (inout ServerChosenCategoryLedger) -> Result) async -> (
        Result, [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
        let result = await CategoryRegistration.serialized(store: self, patience: .standard, report: report) {
            updateHoldingLock(change)
        }
        return (result.0, diagnostics + result.1)
    }

    /// ``update(_:)`` for a caller that holds the registration lock.
    package func updateHoldingLock<Result>(_ change: (inout ServerChosenCategoryLedger) -> Result)
        -> (Result, [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var ledger = load(&diagnostics)
        let result = change(&ledger)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(ledger).write(to: url, options: .atomic)
        } catch {
            diagnostics.append(report("the ledger could not be written to \(url.path): \(error)"))
        }
        return (result, diagnostics)
    }

    /// The ledger as it is now; a corrupt file reads as empty (and is reset by the next ``update(_:)``).
    /// Writes replace the file whole, so reading needs no lock.
    package var ledger: ServerChosenCategoryLedger {
        var diagnostics: [Diagnostic] = []
        return load(&diagnostics)
    }

    /// For a caller holding the registration lock: the server-chosen categories to unregister — those no
    /// delivered notification uses, unused for longer than `grace` seconds. A server-chosen category
    /// registered but missing from the ledger (the ledger was reset) is entered in it as used now, so it
    /// gets the same grace as the others before it goes.
    package func prunable(
        registered: [CategoryIdentifier], delivered: Set<CategoryIdentifier>, now: Double, grace: Double,
        report: (Diagnostic) -> Void
    ) -> [CategoryIdentifier] {
        let (removed, problems) = updateHoldingLock { ledger -> [CategoryIdentifier] in
            let known = Set(ledger.identifiers)
            var evicted: [CategoryIdentifier] = []
            for orphan in registered where ServerChosenButtons.isDynamic(orphan) && !known.contains(orphan) {
                evicted += ledger.use(orphan, at: now, capacity: Int.max)
            }
            return evicted + ledger.prune(keeping: delivered, now: now, grace: grace)
        }
        for problem in problems { report(problem) }
        return removed
    }

    private func load(_ diagnostics: inout [Diagnostic]) -> ServerChosenCategoryLedger {
        guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else {
            return ServerChosenCategoryLedger()
        }
        do {
            let ledger = try JSONDecoder().decode(ServerChosenCategoryLedger.self, from: data)
            guard ledger.version == 1 else { throw CocoaError(.fileReadCorruptFile) }
            return ledger
        } catch {
            diagnostics.append(
                report(
                    "the ledger of server-chosen categories at \(url.path) could not be read (\(error)); it was "
                        + "reset, so the categories it listed are pruned only when the system's list is next compared"
                ))
            return ServerChosenCategoryLedger()
        }
    }

    private func report(_ message: String) -> Diagnostic {
        Diagnostic(.dynamicLedgerProblem, .warning, message)
    }

}

extension Diagnostic.Code {
    /// The shared ledger of server-chosen categories was corrupt (reset) or could not be written.
    public static let dynamicLedgerProblem = Diagnostic.Code("dynamic-ledger-problem", topic: .registration)
}

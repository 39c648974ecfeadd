import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The ``DynamicCategoryLedger`` in a file that the app and its Notification Service Extension share — put
/// it in an App Group container (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`).
///
/// Every change is a read-modify-write under an exclusive `flock` on a lock file beside it, so extension
/// launches that overlap (two pushes at once) and the app never lose each other's updates; the new ledger
/// is written to a temporary file and renamed over the old one, so a reader never sees half a file. A
/// missing file is an empty ledger; a corrupt one (truncated, not JSON, another version) is reset and
/// reported, never a crash.
public struct DynamicCategoryStore: Sendable {
    /// The ledger's file.
    public let url: URL

    /// A store at `url`.
    ///
    /// - Parameter url: The ledger's file, in a container the app and the extension share.
    public init(url: URL) { self.url = url }

    /// A store in the App Group container at `directory`: `directory/notification-actions/dynamic-categories.json`.
    ///
    /// - Parameter directory: The shared container's URL.
    public init(inContainer directory: URL) {
        self.init(
            url: directory.appendingPathComponent("notification-actions", isDirectory: true)
                .appendingPathComponent("dynamic-categories.json"))
    }

    /// Reads the ledger, lets `change` modify it, and writes it back, atomically and under the lock.
    ///
    /// - Parameter change: Modifies the ledger; its result is returned.
    /// - Returns: `change`'s result, and the diagnostics of what went wrong (a corrupt file reset, a file
    ///   that could not be written): the change is still made to what was read.
    public func update<Result>(_ change: (inout DynamicCategoryLedger) -> Result) -> (Result, [Diagnostic]) {
        withLock { diagnostics in
            var ledger = load(&diagnostics)
            let result = change(&ledger)
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try encoder.encode(ledger).write(to: url, options: .atomic)
            } catch {
                diagnostics.append(report("the ledger could not be written to \(url.path): \(error)"))
            }
            return result
        }
    }

    /// The ledger as it is now, read under the lock; a corrupt file reads as empty (and is reset by the
    /// next ``update(_:)``).
    public var ledger: DynamicCategoryLedger {
        withLock { diagnostics in load(&diagnostics) }.0
    }

    private func withLock<Result>(_ body: (inout [Diagnostic]) -> Result) -> (Result, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = open(url.path + ".lock", O_CREAT | O_RDWR, 0o644)
        if lock >= 0 {
            while flock(lock, LOCK_EX) != 0, errno == EINTR {}
        } else {
            diagnostics.append(
                report(
                    "cannot open the lock file \(url.path).lock (\(Self.errorText())); updating without it"))
        }
        defer {
            if lock >= 0 {
                flock(lock, LOCK_UN)
                close(lock)
            }
        }
        let result = body(&diagnostics)
        return (result, diagnostics)
    }

    private func load(_ diagnostics: inout [Diagnostic]) -> DynamicCategoryLedger {
        guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else {
            return DynamicCategoryLedger()
        }
        do {
            let ledger = try JSONDecoder().decode(DynamicCategoryLedger.self, from: data)
            guard ledger.version == 1 else { throw CocoaError(.fileReadCorruptFile) }
            return ledger
        } catch {
            diagnostics.append(
                report(
                    "the ledger of server-chosen categories at \(url.path) could not be read (\(error)); it was "
                        + "reset, so the categories it listed are pruned only when the system's list is next compared"
                ))
            return DynamicCategoryLedger()
        }
    }

    private func report(_ message: String) -> Diagnostic {
        Diagnostic(.dynamicLedgerProblem, .warning, message)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

extension Diagnostic.Code {
    /// The shared ledger of server-chosen categories was corrupt (reset) or could not be written.
    public static let dynamicLedgerProblem = Diagnostic.Code("dynamic-ledger-problem", topic: .registration)
}

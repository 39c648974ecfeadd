import Foundation

/// A value guarded by a lock. `NSLock` rather than `Mutex`, which needs iOS 18.
package final class Locked<Value>: @unchecked Sendable {
    // Safe: `value` is only read or written inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value under the lock. Never call user code from `body`: decide inside, act
    /// outside.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

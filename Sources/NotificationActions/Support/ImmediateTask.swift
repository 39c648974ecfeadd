/// Starts user code in a task — at once, on the calling thread, where the runtime can. The one place that
/// knows where `Task.immediate` exists.
package enum ImmediateTask {
    /// Whether ``start(_:)`` runs the operation on the calling thread until its first suspension: wherever the
    /// Swift runtime has `Task.immediate` (SE-0472, Swift 6.2's runtime: Linux built with Swift 6.2 or later,
    /// and Apple's OSes 26 built with Xcode 26).
    package static var isImmediate: Bool {
        #if canImport(Darwin)
            #if canImport(_Concurrency, _version: 6.2)
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
            #endif
            return false
        #elseif compiler(>=6.2)
            return true
        #else
            // A Swift 6.1 toolchain (the package's floor): its runtime has no `Task.immediate`.
            return false
        #endif
    }

    /// Starts `operation` in a task that runs on the calling thread until its first suspension — at once, as
    /// a call would, for user code on no actor; code written on an actor is hopped to there — where
    /// ``isImmediate``; elsewhere an ordinary task.
    @discardableResult
    package static func start(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        #if canImport(Darwin)
            #if canImport(_Concurrency, _version: 6.2)
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                    return Task.immediate { await operation() }
                }
            #endif
            return Task { await operation() }
        #elseif compiler(>=6.2)
            return Task.immediate { await operation() }
        #else
            return Task { await operation() }
        #endif
    }

    /// Starts `operation`, written on the main actor, from the main queue (the caller checked
    /// `MainQueue.isCurrent`): where ``isImmediate``, it runs here, synchronously, until its first
    /// suspension — its isolation is the one the caller already has, so there is no hop — and the task is
    /// returned; elsewhere `nil`, and the caller starts it as it would any other. `MainActor.assumeIsolated`
    /// is only reached where `Task.immediate` is, so SDKs whose standard library lacks it still compile.
    package static func startOnMainQueue(_ operation: @escaping @MainActor () async -> Void) -> Task<
        Void, Never
    >? {
        #if canImport(Darwin)
            #if canImport(_Concurrency, _version: 6.2)
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                    return MainActor.assumeIsolated { Task.immediate { await operation() } }
                }
            #endif
            return nil
        #elseif compiler(>=6.2)
            return MainActor.assumeIsolated { Task.immediate { await operation() } }
        #else
            return nil
        #endif
    }
}

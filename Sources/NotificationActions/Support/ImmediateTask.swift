/// Starts user code in a task — at once, on the calling thread, where the runtime can.
package enum ImmediateTask {
    /// Starts `operation` in a task that runs on the calling thread until its first suspension — at once, as
    /// a call would, for user code on no actor; code written on an actor is hopped to there — wherever the
    /// runtime has `Task.immediate` (Linux, and Apple's OSes 26). Earlier Apple OSes start an ordinary task.
    package static func start(_ operation: @escaping @Sendable () async -> Void) {
        #if canImport(Darwin)
            #if canImport(_Concurrency, _version: 6.2)
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                    Task.immediate { await operation() }
                    return
                }
            #endif
            Task { await operation() }
        #else
            Task.immediate { await operation() }
        #endif
    }
}

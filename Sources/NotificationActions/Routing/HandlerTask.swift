/// Starts async handlers' tasks.
enum HandlerTask {
    /// Whether ``startInOrder(_:)`` runs each operation at once on the calling thread, so that operations
    /// started one after another begin in that order. True wherever the Swift runtime has
    /// `Task.immediate` (Swift 6.2's runtime: Linux, and iOS, macOS, tvOS, watchOS and visionOS 26).
    static var startsInOrder: Bool {
        #if canImport(Darwin)
            #if canImport(_Concurrency, _version: 6.2)
                if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
            #endif
            return false
        #else
            return true
        #endif
    }

    /// Starts `operation` in a new task.
    static func start(_ operation: @escaping @Sendable () async -> Void) {
        Task { await operation() }
    }

    /// Starts `operation` in a new task that runs on the calling thread until its first suspension, so
    /// that operations started one after another (the queued responses ``ResponseRouter/resume()``
    /// delivers) begin in that order; where the runtime cannot, as ``start(_:)``.
    static func startInOrder(_ operation: @escaping @Sendable () async -> Void) {
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

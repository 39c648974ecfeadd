#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The operating system's cheapest mutex: `os_unfair_lock` on Apple platforms, a `pthread_mutex_t`
/// elsewhere. Stored in the tail of a `ManagedBuffer`, so a lock and what it guards are one allocation.
#if canImport(Darwin)
    package typealias LockPrimitive = os_unfair_lock
#else
    package typealias LockPrimitive = pthread_mutex_t
#endif

/// Every `pthread_mutex_*` result is checked, as swift-log's `Locks.swift` and NIO's `NIOLock` do: a lock
/// that failed (an error code, not contention) is a broken invariant, and the process stops naming the
/// call and the code rather than running unguarded. (`os_unfair_lock` calls return nothing; misuse of one
/// traps in the OS itself.)
package enum LockOperations {
    package static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            #if DEBUG
                // Debug builds check the lock's use too, as NIOLock does: taking it again on the thread that
                // holds it (user code called under a lock) returns EDEADLK, and the check below traps,
                // instead of hanging.
                var attributes = pthread_mutexattr_t()
                pthread_mutexattr_init(&attributes)
                defer { pthread_mutexattr_destroy(&attributes) }
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
                let result = pthread_mutex_init(lock, &attributes)
            #else
                let result = pthread_mutex_init(lock, nil)
            #endif
            precondition(result == 0, "pthread_mutex_init failed with error \(result)")
        #endif
    }

    package static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            let result = pthread_mutex_lock(lock)
            precondition(result == 0, "pthread_mutex_lock failed with error \(result)")
        #endif
    }

    package static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            let result = pthread_mutex_unlock(lock)
            precondition(result == 0, "pthread_mutex_unlock failed with error \(result)")
        #endif
    }

    package static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if !canImport(Darwin)
            let result = pthread_mutex_destroy(lock)
            precondition(result == 0, "pthread_mutex_destroy failed with error \(result)")
        #endif
        lock.deinitialize(count: 1)
    }
}

/// A value and its lock in one allocation.
package final class LockedStorage<Value>: ManagedBuffer<Value, LockPrimitive> {
    // ManagedBuffer destroys the header (the value) itself; the tail (the lock) is ours to destroy.
    deinit {
        withUnsafeMutablePointerToElements { LockOperations.destroy($0) }
    }
}

/// A value guarded by a lock. (Not `Mutex`, which needs iOS 18.) Copies share the same value and lock.
package struct Locked<Value>: @unchecked Sendable {
    // Safe: the value is only read or written inside `withLock`, under the lock.
    private let storage: LockedStorage<Value>

    package init(_ value: Value) {
        let buffer = LockedStorage<Value>.create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { LockOperations.initialize($0) }
        storage = unsafeDowncast(buffer, to: LockedStorage<Value>.self)
    }

    /// Runs `body` with the value under the lock. Never call user code from `body`: decide inside, act
    /// outside.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, lock in
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            return try body(&value.pointee)
        }
    }
}

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

package enum LockOperations {
    static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            pthread_mutex_lock(lock)
        #endif
    }

    static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            pthread_mutex_unlock(lock)
        #endif
    }

    static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
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

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The operating system's mutex: `os_unfair_lock` on Apple platforms, a `pthread_mutex_t` elsewhere.
/// Stored in the tail of a `ManagedBuffer`, the standard way to give a C lock the stable address it needs
/// (NIOLock does the same).
#if canImport(Darwin)
    package typealias LockPrimitive = os_unfair_lock
#else
    package typealias LockPrimitive = pthread_mutex_t
#endif

/// Every `pthread_mutex_*` result is checked, as swift-log's `Locks.swift` and NIO's `NIOLock` do: a lock
/// that failed (an error code, not contention) is a broken invariant, and the process stops naming the
/// call and the code rather than running unguarded. (`os_unfair_lock` calls return nothing; misuse of one
/// traps in the OS itself.)
///
/// The pointers are the tail of a ``LockedStorage``, reached only inside its `withUnsafeMutablePointers`
/// or its `deinit`, while the storage is alive: no pointer outlives the object it points into.
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
        LockDepth.entered()
    }

    package static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        LockDepth.left()
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

/// How many of the package's locks the current thread holds, counted in debug builds, so that "no
/// `deinit` runs inside another object's lock" is a checked fact rather than a comment: a `deinit` that
/// takes a lock, or that may run user code, calls ``assertNoneHeld(_:)``. Release builds count nothing.
package enum LockDepth {
    #if DEBUG
        /// A thread-specific slot holding the count itself (as the pointer's bit pattern: the slot never
        /// points anywhere and is never dereferenced).
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let result = pthread_key_create(&key, nil)
            precondition(result == 0, "pthread_key_create failed with error \(result)")
            return key
        }()

        /// The number of locks this thread holds.
        package static var current: Int { Int(bitPattern: pthread_getspecific(key)) }

        private static func set(_ depth: Int) {
            let result = pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth))
            precondition(result == 0, "pthread_setspecific failed with error \(result)")
        }
    #else
        package static var current: Int { 0 }
    #endif

    @inline(__always) static func entered() {
        #if DEBUG
            set(current + 1)
        #endif
    }

    @inline(__always) static func left() {
        #if DEBUG
            set(current - 1)
        #endif
    }

    /// Traps in a debug build when the current thread holds one of the package's locks: `what` (a
    /// `deinit`) would run inside another object's lock, where it could deadlock or free what the lock's
    /// holder is still using.
    package static func assertNoneHeld(_ what: @autoclosure () -> String) {
        #if DEBUG
            let depth = current
            precondition(
                depth == 0,
                "NotificationActions: \(what()) ran while this thread held \(depth) lock(s): a deinit must not "
                    + "run inside another object's lock. Move the last release out of the locked step.")
        #endif
    }
}

/// A value and its lock in one allocation.
package final class LockedStorage<Value: Sendable>: ManagedBuffer<Value, LockPrimitive> {
    // ManagedBuffer destroys the header (the value) itself; the tail (the lock) is ours to destroy.
    deinit {
        withUnsafeMutablePointerToElements { LockOperations.destroy($0) }
    }
}

/// A value guarded by a lock, which copies share. (Not `Synchronization.Mutex`, which needs iOS 18.) The
/// value must be `Sendable`: whatever leaves `withLock` may be used on another thread, so a non-`Sendable`
/// value — a delegate object, say — cannot be smuggled between threads through a lock.
package struct Locked<Value: Sendable>: @unchecked Sendable {
    // Safe: the storage's value is only read or written inside `withLock`, under its lock, and is itself
    // `Sendable`. (`ManagedBuffer` is explicitly not `Sendable`, so neither it nor this can be checked.)
    private let storage: LockedStorage<Value>

    package init(_ value: Value) {
        let buffer = LockedStorage<Value>.create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { LockOperations.initialize($0) }
        // `create` called on a subclass returns an instance of it (ManagedBuffer's documented contract), so
        // the downcast cannot fail; `unsafeDowncast` checks it in debug builds, as NIOLock does. (A checked
        // `as!` is a dynamic cast costing a third of a response's dispatch, measured by callgrind.)
        storage = unsafeDowncast(buffer, to: LockedStorage<Value>.self)
    }

    /// Runs `body` with the value under the lock, as one complete step. Never call user code from `body`
    /// and never let the last reference to an object go inside it: decide inside, act outside.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, lock in
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            return try body(&value.pointee)
        }
    }

    /// Replaces the value and returns the old one, which is released by the caller once the lock is let
    /// go (so that a `deinit` it triggers runs outside the lock).
    package func exchange(with newValue: Value) -> Value {
        withLock { value in
            defer { value = newValue }
            return value
        }
    }
}

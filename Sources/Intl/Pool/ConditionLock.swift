#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with a condition variable, for the pool's waits: a caller that
/// finds a formatter being created by another thread, or every instance of
/// a non-shareable formatter checked out, sleeps until one is ready.
/// pthreads rather than Synchronization's `Mutex`: waiting needs a condition
/// variable, which `Mutex` does not offer (glibc, musl and Darwin all have both).
///
/// `@unchecked Sendable` is safe: the pthread objects live at stable heap
/// addresses for the lock's lifetime and are only touched through pthread
/// calls, which are thread-safe by definition; the protected state is only
/// reachable inside `withLock`.
final class ConditionLock<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// `@exclusivity(unchecked)`: only touched with the mutex held, which
    /// already excludes overlapping access; the runtime check would only cost time.
    @exclusivity(unchecked) private var state: State

    init(_ state: State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Runs `body` with the state while holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Holding the lock, waits until `ready` returns a value, then returns it.
    /// `ready` is re-evaluated after every `broadcast()`.
    func wait<Result>(until ready: (inout State) -> Result?) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let result = ready(&state) { return result }
            pthread_cond_wait(condition, mutex)
        }
    }

    /// Wakes every waiter to re-check its condition. Call after changing
    /// the state in a way a waiter may be waiting for.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

import CICU

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One ICU `UFormattedNumber` per thread, reused by every skeleton formatter.
///
/// ICU lets many threads share a `UNumberFormatter` as long as each formats
/// into its own result. Opening a result per call costs an allocation and
/// about as much time as a short format; a thread-local one costs a
/// `pthread_getspecific`. A result is used only between the start and the
/// end of one synchronous formatting call (no suspension point, no callback),
/// so a thread never sees it in use twice. It is closed when its thread exits.
enum ICUThreadNumberResult {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { result in
            // The destructor's argument is optional with glibc and musl, not with Darwin.
            let result: UnsafeMutableRawPointer? = result
            if let result { cicu_numresult_close(OpaquePointer(result)) }
        }
        // One key per static pool, made once at startup whatever the input: only a
        // process already out of its 1,024 thread-local keys can fail here.
        precondition(created == 0, "pthread_key_create failed: out of thread-local keys")
        return key
    }()

    /// This thread's result, opened on first use; nil only if ICU cannot allocate.
    static func current() -> OpaquePointer? {
        if let existing = pthread_getspecific(key) { return OpaquePointer(existing) }
        var status = cicu_status_ok()
        guard let result = cicu_numresult_open(&status), !status.failed else { return nil }
        pthread_setspecific(key, UnsafeRawPointer(result))
        return result
    }
}

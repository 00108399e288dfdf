import CICU

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What frees a thread's per-thread tables (``ThreadFrontCache``,
/// ``ThreadOptionFieldsTable``) when the thread exits: the thread-local
/// pointers of CICU have no destructor, so each thread's tables are also
/// kept here, behind a pthread key whose destructor releases this owner.
/// Only its own thread ever reaches it.
final class ThreadSlotOwner {
    /// The slots made by this thread, with their pointer numbers.
    private var kept: [(index: Int32, slots: AnyObject)] = []

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { owner in
            if let owner { Unmanaged<ThreadSlotOwner>.fromOpaque(owner).release() }
        }
        // Made once, on the first per-thread table use, whatever the input: only a
        // process already out of its 1,024 thread-local keys can fail here.
        precondition(created == 0, "pthread_key_create failed: out of thread-local keys")
        return key
    }()

    /// This thread's object in thread-local pointer `index`, made by `make` on the thread's first
    /// use and kept until the thread exits. Unmanaged: the owner keeps it alive, so a use needs
    /// no retain of its own.
    @inline(__always)
    static func object<Object: AnyObject>(at index: Int32, make: () -> Object) -> Unmanaged<Object> {
        if let existing = cicu_thread_slot(index) { return Unmanaged<Object>.fromOpaque(existing) }
        return keepNew(at: index, make)
    }

    /// The thread's first use of pointer `index`: a new object, owned by the thread. Out of
    /// line, so that the users' hot paths carry only the pointer read.
    @inline(never)
    private static func keepNew<Object: AnyObject>(at index: Int32, _ make: () -> Object) -> Unmanaged<Object> {
        let object = make()
        keep(object, at: index)
        let unmanaged = Unmanaged.passUnretained(object)
        cicu_set_thread_slot(index, unmanaged.toOpaque())
        return unmanaged
    }

    /// Keeps `slots` (stored in thread-local pointer `index`) until this thread exits.
    private static func keep(_ slots: AnyObject, at index: Int32) {
        let owner: ThreadSlotOwner
        if let existing = pthread_getspecific(threadKey) {
            owner = Unmanaged<ThreadSlotOwner>.fromOpaque(existing).takeUnretainedValue()
        } else {
            owner = ThreadSlotOwner()
            pthread_setspecific(threadKey, Unmanaged.passRetained(owner).toOpaque())
        }
        owner.kept.append((index, slots))
    }

    /// The pointers are cleared before the slots go: a destructor running
    /// later on this thread that formats makes new slots instead of reading
    /// freed ones.
    deinit {
        for (index, _) in kept { cicu_set_thread_slot(index, nil) }
    }
}

#ifndef CICU_THREAD_SLOTS_H
#define CICU_THREAD_SLOTS_H

/// How many per-thread pointers `Intl`'s front caches (ThreadFrontCache) may use.
#define CICU_THREAD_SLOT_COUNT 8

/// Per-thread pointers, NULL until set. Not ICU: a C `_Thread_local` array,
/// because Swift has no thread-local storage of its own and
/// `pthread_getspecific` costs a front-cache hit about 17 instructions where
/// this read, inlined into Swift, costs two (in an executable the variable
/// lives in the static TLS block, at a fixed offset from the thread
/// pointer). Whoever stores a pointer owns what it points to; `Intl` frees
/// it with a pthread key destructor.
extern _Thread_local void *cicu_thread_slots[CICU_THREAD_SLOT_COUNT];

/// This thread's pointer number `index` (0 ..< CICU_THREAD_SLOT_COUNT).
static inline void *cicu_thread_slot(int index) { return cicu_thread_slots[index]; }

/// Sets this thread's pointer number `index`.
static inline void cicu_set_thread_slot(int index, void *value) { cicu_thread_slots[index] = value; }

#endif

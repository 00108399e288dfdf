#include "cicu_thread_slots.h"

_Thread_local void *cicu_thread_slots[CICU_THREAD_SLOT_COUNT];

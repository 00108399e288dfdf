#ifndef CICU_ENUM_H
#define CICU_ENUM_H

#include "cicu_status.h"

/// An opaque ICU `UEnumeration` of strings (currency codes, time zone ids…).
typedef struct cicu_enum cicu_enum;

/// The next string (NUL-terminated, owned by the enumeration until the next
/// call), or NULL at the end.
const char *cicu_enum_next(cicu_enum *enumeration, cicu_status *status);
void cicu_enum_close(cicu_enum *enumeration);

#endif

#include "cicu_enum.h"
#include "cicu_internal.h"

#include <unicode/uenum.h>

const char *cicu_enum_next(cicu_enum *enumeration, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    const char *next = uenum_next((UEnumeration *)enumeration, NULL, &ec);
    *status = cicu_status_from(ec);
    return next;
}

void cicu_enum_close(cicu_enum *enumeration) { uenum_close((UEnumeration *)enumeration); }

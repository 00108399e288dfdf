#include "cicu_status.h"
#include "cicu_internal.h"

#include <stdio.h>

_Static_assert(U_BUFFER_OVERFLOW_ERROR == CICU_BUFFER_OVERFLOW,
               "CICU_BUFFER_OVERFLOW must equal ICU's U_BUFFER_OVERFLOW_ERROR");

cicu_status cicu_status_ok(void) { return cicu_status_from(U_ZERO_ERROR); }

cicu_status cicu_status_from(UErrorCode code) {
    cicu_status status = { (int32_t)code, u_errorName(code) };
    return status;
}

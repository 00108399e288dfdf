#ifndef CICU_STATUS_H
#define CICU_STATUS_H

#include <stdint.h>

/// The outcome of a shim call: ICU's UErrorCode and its `u_errorName`.
/// `code` <= 0 is success (negative values are ICU warnings).
typedef struct cicu_status {
    int32_t code;
    /// Static string owned by ICU, e.g. "U_ILLEGAL_ARGUMENT_ERROR"; never NULL.
    const char *name;
} cicu_status;

/// A successful status ("U_ZERO_ERROR").
cicu_status cicu_status_ok(void);

/// Nonzero when `status` is an error (not a warning).
static inline int cicu_status_failed(cicu_status status) { return status.code > 0; }

/// ICU's code for a too-small output buffer: the caller retries with the
/// length the call returned. The only code Swift needs to recognise.
#define CICU_BUFFER_OVERFLOW 15

#endif

#ifndef CICU_NUMRANGE_H
#define CICU_NUMRANGE_H

#include <stdint.h>
#include "cicu_status.h"

// Number ranges (UNumberRangeFormatter): "3–5 kg", "€3.00 – €5.00", "~5".
// Text out follows the convention of cicu_number.h.

/// An opaque `UNumberRangeFormatter`. ICU documents it as immutable and
/// safe to use from many threads at once, each with its own result.
typedef struct cicu_numrangefmt cicu_numrangefmt;

/// An opaque `UFormattedNumberRange`: one per thread (or per call).
typedef struct cicu_numrangeresult cicu_numrangeresult;

/// How much of the two numbers' affixes is shared; values mirror UNumberRangeCollapse.
typedef enum cicu_range_collapse {
    CICU_RANGE_COLLAPSE_AUTO = 0, // UNUM_RANGE_COLLAPSE_AUTO: the locale's choice ("3–5 kg")
    CICU_RANGE_COLLAPSE_NONE = 1, // UNUM_RANGE_COLLAPSE_NONE: "3 kg – 5 kg"
    CICU_RANGE_COLLAPSE_UNIT = 2, // UNUM_RANGE_COLLAPSE_UNIT: shared unit, not shared scale
    CICU_RANGE_COLLAPSE_ALL = 3,  // UNUM_RANGE_COLLAPSE_ALL: "3–5K"
} cicu_range_collapse;

/// What to print when both ends format alike; values mirror UNumberRangeIdentityFallback.
typedef enum cicu_range_identity_fallback {
    CICU_RANGE_IDENTITY_SINGLE_VALUE = 0,                // "5"
    CICU_RANGE_IDENTITY_APPROXIMATELY_OR_SINGLE_VALUE = 1, // "~5" unless the inputs were equal
    CICU_RANGE_IDENTITY_APPROXIMATELY = 2,               // "~5"
    CICU_RANGE_IDENTITY_RANGE = 3,                       // "5–5"
} cicu_range_identity_fallback;

/// Opens a range formatter whose both ends use the number skeleton
/// `skeleton`. On a bad skeleton `*errorOffset` is ICU's UTF-16 offset (-1: none).
cicu_numrangefmt *cicu_numrangefmt_open(const char *skeleton, const char *localeID,
                                        cicu_range_collapse collapse,
                                        cicu_range_identity_fallback identityFallback,
                                        int32_t *errorOffset, cicu_status *status);
void cicu_numrangefmt_close(cicu_numrangefmt *formatter);

cicu_numrangeresult *cicu_numrangeresult_open(cicu_status *status);
void cicu_numrangeresult_close(cicu_numrangeresult *result);

/// Formats the range [first, second] into `result` and copies the text out.
int32_t cicu_numrangefmt_format_double(const cicu_numrangefmt *formatter, double first,
                                       double second, cicu_numrangeresult *result, char *out,
                                       int32_t capacity, cicu_status *status);
/// The same for two decimal number strings ("-1234.5", "1.2E+30"), exactly.
int32_t cicu_numrangefmt_format_decimal(const cicu_numrangefmt *formatter, const char *first,
                                        int32_t firstLength, const char *second,
                                        int32_t secondLength, cicu_numrangeresult *result,
                                        char *out, int32_t capacity, cicu_status *status);

/// The text of the last format into `result`.
int32_t cicu_numrangeresult_utf8(const cicu_numrangeresult *result, char *out, int32_t capacity,
                                 cicu_status *status);

#endif

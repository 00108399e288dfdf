#ifndef CICU_UNIT_USAGE_H
#define CICU_UNIT_USAGE_H

#include <stdint.h>
#include "cicu_status.h"

#ifdef __cplusplus
extern "C" {
#endif

// Measurements with the unit ICU chose: a skeleton with `usage/road`
// converts 1,000 meters to "0.62 mi" for en-US, and only the C++ API
// (FormattedNumber::getOutputUnit) says that the unit is "mile"; ICU 72's C
// API has no unumf_resultGetOutputUnit.

/// An opaque icu::number::LocalizedNumberFormatter. ICU documents it as
/// immutable and thread-safe; each call formats into its own result.
typedef struct cicu_unitfmt cicu_unitfmt;

/// Opens a formatter for a number skeleton and a locale id. On a bad
/// skeleton `*errorOffset` is ICU's UTF-16 offset (-1: none).
cicu_unitfmt *cicu_unitfmt_open(const char *skeleton, const char *localeID,
                                int32_t *errorOffset, cicu_status *status);
void cicu_unitfmt_close(cicu_unitfmt *formatter);

/// Formats `value`, copies the text to (out, capacity) and the output
/// unit's CLDR identifier ("mile", "foot-and-inch"; "" for no unit) to
/// (unit, unitCapacity), NUL-terminated. Returns the text's UTF-8 length;
/// when either does not fit the status is CICU_BUFFER_OVERFLOW and
/// `*unitLength` says how long the identifier is.
int32_t cicu_unitfmt_format_double(const cicu_unitfmt *formatter, double value, char *out,
                                   int32_t capacity, char *unit, int32_t unitCapacity,
                                   int32_t *unitLength, cicu_status *status);

/// Every unit usage of ICU's unit preference data as "category/usage"
/// pairs separated by ';' ("length/road;length/person-height;…"). ICU
/// quietly uses a category's defaults for a usage it lacks, so the caller
/// checks requests against this list.
int32_t cicu_unit_usages(char *out, int32_t capacity, cicu_status *status);

#ifdef __cplusplus
}
#endif

#endif

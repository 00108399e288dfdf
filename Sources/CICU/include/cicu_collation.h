#ifndef CICU_COLLATION_H
#define CICU_COLLATION_H

#include <stdint.h>
#include "cicu_status.h"

/// An opaque `UCollator`. ICU's user guide: collator instances cannot be
/// shared among threads (only cloning is thread-safe), so callers serialise use.
typedef struct cicu_collator cicu_collator;

/// The settings Swift may change, mirroring UColAttribute.
typedef enum cicu_collator_attribute {
    CICU_COLLATOR_ALTERNATE = 1,  // UCOL_ALTERNATE_HANDLING
    CICU_COLLATOR_CASE_FIRST = 2, // UCOL_CASE_FIRST
    CICU_COLLATOR_STRENGTH = 5,   // UCOL_STRENGTH
    CICU_COLLATOR_NUMERIC = 7,    // UCOL_NUMERIC_COLLATION
} cicu_collator_attribute;

/// Their values, mirroring UColAttributeValue.
typedef enum cicu_collator_value {
    CICU_COLLATOR_PRIMARY = 0,
    CICU_COLLATOR_SECONDARY = 1,
    CICU_COLLATOR_TERTIARY = 2,
    CICU_COLLATOR_QUATERNARY = 3,
    CICU_COLLATOR_IDENTICAL = 15,
    CICU_COLLATOR_OFF = 16,
    CICU_COLLATOR_ON = 17,
    CICU_COLLATOR_SHIFTED = 20,
    CICU_COLLATOR_NON_IGNORABLE = 21,
    CICU_COLLATOR_LOWER_FIRST = 24,
    CICU_COLLATOR_UPPER_FIRST = 25,
} cicu_collator_value;

/// Opens the collator of an ICU locale id; its `@collation=`, `colnumeric=`,
/// `colstrength=`… keywords apply. "" is root. Unknown script codes in
/// `colreorder=` fail with U_ILLEGAL_ARGUMENT_ERROR.
cicu_collator *cicu_collator_open(const char *localeID, cicu_status *status);
void cicu_collator_close(cicu_collator *collator);

/// Changes one setting (before the collator is shared).
void cicu_collator_set(cicu_collator *collator, cicu_collator_attribute attribute,
                       cicu_collator_value value, cicu_status *status);

/// Compares two UTF-8 strings: -1, 0 or 1.
int32_t cicu_collator_compare(const cicu_collator *collator, const char *a, int32_t aLength,
                              const char *b, int32_t bLength, cicu_status *status);

/// The sort key of a UTF-8 string, without ICU's terminating zero byte
/// (preflight: returns the full length; CICU_BUFFER_OVERFLOW when it did
/// not fit). Keys of one collator compare like the strings, byte by byte.
int32_t cicu_collator_sort_key(const cicu_collator *collator, const char *text, int32_t textLength,
                               uint8_t *out, int32_t capacity, cicu_status *status);

#endif

// Collation (ucol_*): compare UTF-8 strings and make sort keys.
#include "cicu_collation.h"
#include "cicu_internal.h"

#include <string.h>
#include <unicode/ucol.h>

struct cicu_collator;
#define AS_UCOL(c) ((UCollator *)(c))
#define AS_CONST_UCOL(c) ((const UCollator *)(c))

_Static_assert((int)CICU_COLLATOR_ALTERNATE == (int)UCOL_ALTERNATE_HANDLING &&
               (int)CICU_COLLATOR_CASE_FIRST == (int)UCOL_CASE_FIRST &&
               (int)CICU_COLLATOR_STRENGTH == (int)UCOL_STRENGTH &&
               (int)CICU_COLLATOR_NUMERIC == (int)UCOL_NUMERIC_COLLATION,
               "cicu_collator_attribute mirrors UColAttribute");
_Static_assert((int)CICU_COLLATOR_PRIMARY == (int)UCOL_PRIMARY &&
               (int)CICU_COLLATOR_SECONDARY == (int)UCOL_SECONDARY &&
               (int)CICU_COLLATOR_TERTIARY == (int)UCOL_TERTIARY &&
               (int)CICU_COLLATOR_QUATERNARY == (int)UCOL_QUATERNARY &&
               (int)CICU_COLLATOR_IDENTICAL == (int)UCOL_IDENTICAL &&
               (int)CICU_COLLATOR_OFF == (int)UCOL_OFF && (int)CICU_COLLATOR_ON == (int)UCOL_ON &&
               (int)CICU_COLLATOR_SHIFTED == (int)UCOL_SHIFTED &&
               (int)CICU_COLLATOR_NON_IGNORABLE == (int)UCOL_NON_IGNORABLE &&
               (int)CICU_COLLATOR_LOWER_FIRST == (int)UCOL_LOWER_FIRST &&
               (int)CICU_COLLATOR_UPPER_FIRST == (int)UCOL_UPPER_FIRST,
               "cicu_collator_value mirrors UColAttributeValue");

cicu_collator *cicu_collator_open(const char *localeID, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UCollator *collator = ucol_open(localeID, &ec);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && collator != NULL) {
        ucol_close(collator);
        collator = NULL;
    }
    return (cicu_collator *)collator;
}

void cicu_collator_close(cicu_collator *collator) { ucol_close(AS_UCOL(collator)); }

void cicu_collator_set(cicu_collator *collator, cicu_collator_attribute attribute,
                       cicu_collator_value value, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    ucol_setAttribute(AS_UCOL(collator), (UColAttribute)attribute, (UColAttributeValue)value, &ec);
    *status = cicu_status_from(ec);
}

int32_t cicu_collator_compare(const cicu_collator *collator, const char *a, int32_t aLength,
                              const char *b, int32_t bLength, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UCollationResult result = ucol_strcollUTF8(AS_CONST_UCOL(collator), a, aLength, b, bLength, &ec);
    *status = cicu_status_from(ec);
    return (int32_t)result;
}

int32_t cicu_collator_sort_key(const cicu_collator *collator, const char *text, int32_t textLength,
                               uint8_t *out, int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer buffer;
    int32_t length = cicu_utf8_to_uchar_buffer(text, textLength, &buffer, &ec);
    int32_t keyLength = 0;
    if (U_SUCCESS(ec)) {
        // ucol_getSortKey returns the full length, zero byte included, even
        // when it does not fit; 0 only on internal failure.
        keyLength = ucol_getSortKey(AS_CONST_UCOL(collator), buffer.chars, length, out, capacity) - 1;
        if (keyLength < 0) ec = U_INTERNAL_PROGRAM_ERROR;
        else if (keyLength + 1 > capacity) ec = U_BUFFER_OVERFLOW_ERROR;
    }
    cicu_uchar_buffer_free(&buffer);
    *status = cicu_status_from(ec);
    return keyLength < 0 ? 0 : keyLength;
}

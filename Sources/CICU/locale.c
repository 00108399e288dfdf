#include "cicu_locale.h"
#include "cicu_internal.h"

#include <unicode/uloc.h>

int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                     int32_t *parsedLength, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = uloc_forLanguageTag(tag, out, capacity, parsedLength, &ec);
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_locale_to_language_tag(const char *localeID, int strict, char *out,
                                    int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = uloc_toLanguageTag(localeID, out, capacity, strict ? true : false, &ec);
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_locale_canonicalize(const char *localeID, char *out, int32_t capacity,
                                 cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = uloc_canonicalize(localeID, out, capacity, &ec);
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_locale_count_available(void) { return uloc_countAvailable(); }

const char *cicu_locale_available(int32_t index) {
    return index >= 0 && index < uloc_countAvailable() ? uloc_getAvailable(index) : NULL;
}

int cicu_locale_is_right_to_left(const char *localeID) { return uloc_isRightToLeft(localeID); }

const char *cicu_locale_default(void) { return uloc_getDefault(); }

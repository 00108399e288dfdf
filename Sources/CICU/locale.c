#include "cicu_locale.h"
#include "cicu_internal.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/uenum.h>
#include <unicode/udata.h>
#include <unicode/ucol.h>
#include <unicode/unumsys.h>
#include <unicode/uregion.h>

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

int32_t cicu_locale_data_locale(const char *localeID, char *out, int32_t capacity,
                                int *fellBackToDefault, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, localeID, &ec);
    *fellBackToDefault = ec == U_USING_DEFAULT_WARNING;
    const char *actual = U_SUCCESS(ec) ? ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &ec) : NULL;
    int32_t length = 0;
    if (U_SUCCESS(ec) && actual != NULL) {
        length = (int32_t)strlen(actual);
        if (length < capacity) memcpy(out, actual, (size_t)length + 1);
        else ec = U_BUFFER_OVERFLOW_ERROR;
    }
    ures_close(bundle);
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_locale_data_bundle_ids(char *out, int32_t capacity, cicu_status *status) {
    static const char *const trees[] = {
        NULL,
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "lang",
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "region",
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "curr",
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "zone",
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "unit",
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "coll",
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "brkitr",
        U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "rbnf",
    };
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = 0;
    for (size_t i = 0; i < sizeof trees / sizeof trees[0] && U_SUCCESS(ec); i++) {
        UEnumeration *ids = ures_openAvailableLocales(trees[i], &ec);
        const char *id;
        int32_t idLength = 0;
        while (U_SUCCESS(ec) && (id = uenum_next(ids, &idLength, &ec)) != NULL) {
            // Writes what fits; the total length is the preflight answer.
            if (length + idLength + 1 <= capacity) {
                memcpy(out + length, id, (size_t)idLength);
                out[length + idLength] = ' ';
            }
            length += idLength + 1;
        }
        uenum_close(ids);
    }
    if (U_SUCCESS(ec) && length > capacity) ec = U_BUFFER_OVERFLOW_ERROR;
    else if (U_SUCCESS(ec) && length < capacity) out[length] = 0;
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity,
                                       cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = uloc_addLikelySubtags(localeID, out, capacity, &ec);
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_locale_minimize_subtags(const char *localeID, char *out, int32_t capacity,
                                     cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = uloc_minimizeSubtags(localeID, out, capacity, &ec);
    *status = cicu_status_from(ec);
    return length;
}

/// Copies an ICU answer that may be the caller's own `type` pointer.
static int32_t copy_type(const char *value, char *out, int32_t capacity, cicu_status *status) {
    if (value == NULL) {
        *status = cicu_status_from(U_ILLEGAL_ARGUMENT_ERROR);
        return 0;
    }
    int32_t length = (int32_t)strlen(value);
    UErrorCode ec = U_ZERO_ERROR;
    if (length < capacity) memcpy(out, value, (size_t)length + 1);
    else ec = U_BUFFER_OVERFLOW_ERROR;
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_locale_unicode_type(const char *key, const char *type, char *out, int32_t capacity,
                                 cicu_status *status) {
    return copy_type(uloc_toUnicodeLocaleType(key, type), out, capacity, status);
}

int32_t cicu_locale_legacy_type(const char *key, const char *type, char *out, int32_t capacity,
                                cicu_status *status) {
    return copy_type(uloc_toLegacyType(key, type), out, capacity, status);
}

int cicu_region_is_known(const char *code) {
    UErrorCode ec = U_ZERO_ERROR;
    char upper[4] = {0};
    for (int i = 0; i < 3 && code[i] != 0; i++) upper[i] = (char)(code[i] >= 'a' && code[i] <= 'z' ? code[i] - 32 : code[i]);
    const URegion *region = uregion_getRegionFromCode(upper, &ec);
    // "ZZ" (Unknown Region) is in ICU's data but names no real region.
    return U_SUCCESS(ec) && region != NULL && uregion_getType(region) != URGN_UNKNOWN;
}

cicu_enum *cicu_numbering_systems_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UEnumeration *names = unumsys_openAvailableNames(&ec);
    *status = cicu_status_from(ec);
    return (cicu_enum *)names;
}

cicu_enum *cicu_collation_types_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UEnumeration *types = ucol_getKeywordValues("collation", &ec);
    *status = cicu_status_from(ec);
    return (cicu_enum *)types;
}

#include "cicu_plurals.h"
#include "cicu_internal.h"

#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/unumberformatter.h>

struct cicu_plurals;
#define AS_RULES(r) ((const UPluralRules *)(r))

/// Keywords are a few ASCII letters; 32 UChars always fit.
#define KEYWORD_CAPACITY 32

cicu_plurals *cicu_plurals_open(const char *localeID, int ordinal, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(localeID, ordinal ? UPLURAL_TYPE_ORDINAL
                                                                 : UPLURAL_TYPE_CARDINAL, &ec);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && rules != NULL) {
        uplrules_close(rules);
        rules = NULL;
    }
    return (cicu_plurals *)rules;
}

void cicu_plurals_close(cicu_plurals *rules) { uplrules_close((UPluralRules *)rules); }

int32_t cicu_plurals_select(const cicu_plurals *rules, double value, char *out,
                            int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar keyword[KEYWORD_CAPACITY];
    int32_t length = uplrules_select(AS_RULES(rules), value, keyword, KEYWORD_CAPACITY, &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_utf16_to_utf8(keyword, length, out, capacity, status);
}

int32_t cicu_plurals_select_formatted(const cicu_plurals *rules, const cicu_numresult *result,
                                      char *out, int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar keyword[KEYWORD_CAPACITY];
    int32_t length = uplrules_selectFormatted(AS_RULES(rules), (const UFormattedNumber *)result,
                                              keyword, KEYWORD_CAPACITY, &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_utf16_to_utf8(keyword, length, out, capacity, status);
}

int32_t cicu_plurals_keywords(const cicu_plurals *rules, char *out, int32_t capacity,
                              cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(AS_RULES(rules), &ec);
    int32_t total = 0;
    const char *keyword;
    while (U_SUCCESS(ec) && (keyword = uenum_next(keywords, NULL, &ec)) != NULL) {
        if (total > 0) {
            if (total < capacity) out[total] = ';';
            total++;
        }
        for (; *keyword != '\0'; keyword++, total++)
            if (total < capacity) out[total] = *keyword;
    }
    uenum_close(keywords);
    if (U_SUCCESS(ec) && total > capacity) ec = U_BUFFER_OVERFLOW_ERROR;
    *status = cicu_status_from(ec);
    return total;
}

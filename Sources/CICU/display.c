// Display names of locales, languages, regions, scripts and currencies.
#include "cicu_display.h"
#include "cicu_internal.h"

#include <unicode/ucurr.h>
#include <unicode/uloc.h>

_Static_assert(U_USING_DEFAULT_WARNING == CICU_USING_DEFAULT_WARNING,
               "CICU_USING_DEFAULT_WARNING must equal ICU's U_USING_DEFAULT_WARNING");

typedef int32_t (*display_function)(const char *, const char *, UChar *, int32_t, UErrorCode *);

static display_function function_for(cicu_display_kind kind) {
    switch (kind) {
    case CICU_DISPLAY_LANGUAGE: return uloc_getDisplayLanguage;
    case CICU_DISPLAY_REGION: return uloc_getDisplayCountry;
    case CICU_DISPLAY_SCRIPT: return uloc_getDisplayScript;
    default: return uloc_getDisplayName;
    }
}

int32_t cicu_display_name(cicu_display_kind kind, const char *localeID, const char *displayLocaleID,
                          char *out, int32_t capacity, cicu_status *status) {
    display_function name = function_for(kind);
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer buffer;
    cicu_uchar_buffer_init(&buffer);
    int32_t length = name(localeID, displayLocaleID, buffer.chars, buffer.capacity, &ec);
    if (ec == U_BUFFER_OVERFLOW_ERROR && cicu_uchar_buffer_grow(&buffer, length)) {
        ec = U_ZERO_ERROR;
        length = name(localeID, displayLocaleID, buffer.chars, buffer.capacity, &ec);
    }
    if (ec == U_BUFFER_OVERFLOW_ERROR) ec = U_MEMORY_ALLOCATION_ERROR; // could not grow
    int32_t written = 0;
    if (U_SUCCESS(ec)) written = cicu_utf16_to_utf8(buffer.chars, length, out, capacity, status);
    cicu_uchar_buffer_free(&buffer);
    // Keep ICU's warning (no name found) unless the copy itself failed.
    if (U_FAILURE(ec) || !cicu_status_failed(*status)) *status = cicu_status_from(ec);
    return written;
}

int32_t cicu_currency_name(const char *code, const char *displayLocaleID, char *out,
                           int32_t capacity, cicu_status *status) {
    UChar isoCode[4] = {0};
    for (int i = 0; i < 3 && code[i] != 0; i++) isoCode[i] = (UChar)(unsigned char)code[i];
    UErrorCode ec = U_ZERO_ERROR;
    UBool isChoiceFormat = false;
    int32_t length = 0;
    // A static string owned by ICU: nothing to size.
    const UChar *name = ucurr_getName(isoCode, displayLocaleID, UCURR_LONG_NAME, &isChoiceFormat, &length, &ec);
    if (U_FAILURE(ec) || name == NULL) {
        *status = cicu_status_from(U_FAILURE(ec) ? ec : U_MISSING_RESOURCE_ERROR);
        return 0;
    }
    int32_t written = cicu_utf16_to_utf8(name, length, out, capacity, status);
    if (!cicu_status_failed(*status)) *status = cicu_status_from(ec);
    return written;
}

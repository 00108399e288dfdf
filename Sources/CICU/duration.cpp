// Unit lists (C API) and the numeric duration layout (icu::MeasureFormat,
// which has no C API for numeric width). No C++ exception can escape: ICU
// reports errors through UErrorCode.
#include "cicu_duration.h"

#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/ulistformatter.h>
#include <unicode/ustring.h>

// After ICU's headers, so their include guards keep them out of the C block.
extern "C" {
#include "cicu_internal.h"
}

struct cicu_unitlist;

extern "C" cicu_unitlist *cicu_unitlist_open(const char *localeID, cicu_unitlist_width width,
                                             cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UListFormatter *list = ulistfmt_openForType(localeID, ULISTFMT_TYPE_UNITS,
                                                (UListFormatterWidth)width, &ec);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && list != nullptr) {
        ulistfmt_close(list);
        list = nullptr;
    }
    return reinterpret_cast<cicu_unitlist *>(list);
}

extern "C" void cicu_unitlist_close(cicu_unitlist *list) {
    ulistfmt_close(reinterpret_cast<UListFormatter *>(list));
}

extern "C" int32_t cicu_unitlist_format(const cicu_unitlist *list, const char *const *items,
                                        const int32_t *lengths, int32_t count, char *out,
                                        int32_t capacity, cicu_status *status) {
    if (count < 0 || count > CICU_UNITLIST_MAX_ITEMS) {
        *status = cicu_status_from(U_ILLEGAL_ARGUMENT_ERROR);
        return 0;
    }
    // Each item in its own grow-once buffer: short items stay on the stack.
    UErrorCode conversion = U_ZERO_ERROR;
    cicu_uchar_buffer converted[CICU_UNITLIST_MAX_ITEMS];
    const UChar *strings[CICU_UNITLIST_MAX_ITEMS];
    int32_t stringLengths[CICU_UNITLIST_MAX_ITEMS];
    for (int32_t i = 0; i < count; i++) {
        stringLengths[i] = cicu_utf8_to_uchar_buffer(items[i], lengths[i], &converted[i], &conversion);
        strings[i] = converted[i].chars;
    }
    const UListFormatter *formatter = reinterpret_cast<const UListFormatter *>(list);
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, conversion,
                         ulistfmt_format(formatter, strings, stringLengths, count, buffer.chars,
                                         buffer.capacity, &ec));
    for (int32_t i = 0; i < count; i++) cicu_uchar_buffer_free(&converted[i]);
    return utf8Length;
}

extern "C" int32_t cicu_duration_numeric_hms(const char *localeID, char *out, int32_t capacity,
                                             cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    icu::Locale locale(localeID);
    // Latin digits whatever the locale's own, so the caller can find the fields.
    locale.setUnicodeKeywordValue("nu", "latn", ec);
    icu::MeasureFormat format(locale, UMEASFMT_WIDTH_NUMERIC, ec);
    icu::Measure measures[3] = {
        icu::Measure(1, icu::MeasureUnit::createHour(ec), ec),
        icu::Measure(22, icu::MeasureUnit::createMinute(ec), ec),
        icu::Measure(33, icu::MeasureUnit::createSecond(ec), ec),
    };
    icu::UnicodeString text;
    icu::FieldPosition position;
    if (U_SUCCESS(ec)) format.formatMeasures(measures, 3, text, position, ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_utf16_to_utf8(text.getBuffer(), text.length(), out, capacity, status);
}

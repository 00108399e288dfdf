#include "cicu_date.h"
#include "cicu_internal.h"
#include "cicu_fmtval.h"

#include <unicode/ucal.h>
#include <unicode/unum.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ufieldpositer.h>
#include <unicode/ustring.h>

// The opaque shim types are ICU's own handles under stable names.
struct cicu_date;
struct cicu_datepg;
struct cicu_reldate;
struct cicu_dateintv;
#define AS_UDAT(f) ((UDateFormat *)(f))
#define AS_UDATPG(g) ((UDateTimePatternGenerator *)(g))
#define AS_RELDATE(f) ((const URelativeDateTimeFormatter *)(f))
#define AS_DATEINTV(f) ((UDateIntervalFormat *)(f))

_Static_assert((int)CICU_DATE_STYLE_FULL == (int)UDAT_FULL, "cicu_date_style mirrors UDateFormatStyle");
_Static_assert((int)CICU_DATE_STYLE_SHORT == (int)UDAT_SHORT, "cicu_date_style mirrors UDateFormatStyle");
_Static_assert((int)CICU_DATE_STYLE_NONE == (int)UDAT_NONE, "cicu_date_style mirrors UDateFormatStyle");
_Static_assert((int)CICU_DATE_STYLE_PATTERN == (int)UDAT_PATTERN, "cicu_date_style mirrors UDateFormatStyle");
_Static_assert((int)CICU_DATE_ERA_FIELD == (int)UDAT_ERA_FIELD &&
               (int)CICU_DATE_FRACTIONAL_SECOND_FIELD == (int)UDAT_FRACTIONAL_SECOND_FIELD &&
               (int)CICU_DATE_TIMEZONE_FIELD == (int)UDAT_TIMEZONE_FIELD &&
               (int)CICU_DATE_JULIAN_DAY_FIELD == (int)UDAT_JULIAN_DAY_FIELD &&
               (int)CICU_DATE_STANDALONE_MONTH_FIELD == (int)UDAT_STANDALONE_MONTH_FIELD &&
               (int)CICU_DATE_YEAR_NAME_FIELD == (int)UDAT_YEAR_NAME_FIELD &&
               (int)CICU_DATE_RELATED_YEAR_FIELD == (int)UDAT_RELATED_YEAR_FIELD &&
               (int)CICU_DATE_FLEXIBLE_DAY_PERIOD_FIELD == (int)UDAT_FLEXIBLE_DAY_PERIOD_FIELD,
               "cicu_date_field mirrors UDateFormatField");
_Static_assert((int)CICU_RELDATE_NARROW == (int)UDAT_STYLE_NARROW, "cicu_reldate_width mirrors ICU");
_Static_assert((int)CICU_RELDATE_YEAR == (int)UDAT_REL_UNIT_YEAR, "cicu_reldate_unit mirrors ICU");
_Static_assert((int)CICU_RELDATE_SECOND == (int)UDAT_REL_UNIT_SECOND, "cicu_reldate_unit mirrors ICU");

// MARK: Date formats

cicu_date *cicu_date_open(cicu_date_style dateStyle, cicu_date_style timeStyle,
                          const char *pattern, const char *localeID,
                          const char *timeZoneID, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer zone, patternChars;
    int32_t zoneLength = cicu_utf8_to_uchar_buffer(timeZoneID, -1, &zone, &ec);
    int32_t patternLength = cicu_utf8_to_uchar_buffer(pattern, -1, &patternChars, &ec);
    UDateFormat *format = NULL;
    if (U_SUCCESS(ec))
        format = udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, localeID,
                           timeZoneID ? zone.chars : NULL, zoneLength,
                           pattern ? patternChars.chars : NULL, patternLength, &ec);
    cicu_uchar_buffer_free(&zone);
    cicu_uchar_buffer_free(&patternChars);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && format != NULL) {
        udat_close(format);
        format = NULL;
    }
    return (cicu_date *)format;
}

void cicu_date_close(cicu_date *format) { udat_close(AS_UDAT(format)); }

void cicu_date_set_lenient(cicu_date *format, int lenient) {
    udat_setLenient(AS_UDAT(format), lenient ? true : false);
}

int32_t cicu_date_format(cicu_date *format, double udate, char *out, int32_t capacity,
                         cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                        udat_format(AS_UDAT(format), udate, buffer.chars, buffer.capacity,
                                    NULL, &ec));
    return utf8Length;
}

/// Copies the iterator's fields (UTF-16 offsets into `text`) into `spans`
/// as UTF-8 spans; returns how many there are.
static int32_t copy_date_fields(UFieldPositionIterator *fields, const UChar *text, int32_t length,
                                cicu_field_span *spans, int32_t capacity, UErrorCode *ec) {
    int32_t count = 0, start = 0, limit = 0, field;
    while ((field = ufieldpositer_next(fields, &start, &limit)) >= 0) {
        if (count < capacity)
            spans[count] = (cicu_field_span){ CICU_FIELD_CATEGORY_DATE, field, start, limit };
        count++;
    }
    if (!cicu_spans_to_utf8(text, length, spans, count < capacity ? count : capacity))
        *ec = U_MEMORY_ALLOCATION_ERROR;
    return count;
}

int32_t cicu_date_format_fields(cicu_date *format, double udate, char *out, int32_t capacity,
                                cicu_field_span *spans, int32_t spanCapacity, int32_t *spanCount,
                                cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UFieldPositionIterator *fields = ufieldpositer_open(&ec);
    cicu_uchar_buffer buffer;
    cicu_uchar_buffer_init(&buffer);
    int32_t length = U_SUCCESS(ec) ? udat_formatForFields(AS_UDAT(format), udate, buffer.chars,
                                                          buffer.capacity, fields, &ec) : 0;
    if (ec == U_BUFFER_OVERFLOW_ERROR && cicu_uchar_buffer_grow(&buffer, length)) {
        ec = U_ZERO_ERROR;
        length = udat_formatForFields(AS_UDAT(format), udate, buffer.chars, buffer.capacity, fields, &ec);
    }
    if (ec == U_BUFFER_OVERFLOW_ERROR) ec = U_MEMORY_ALLOCATION_ERROR;
    *spanCount = U_SUCCESS(ec) ? copy_date_fields(fields, buffer.chars, length, spans, spanCapacity, &ec) : 0;
    int32_t utf8Length = 0;
    if (U_SUCCESS(ec)) utf8Length = cicu_utf16_to_utf8(buffer.chars, length, out, capacity, status);
    else *status = cicu_status_from(ec);
    if (U_SUCCESS(ec) && !cicu_status_failed(*status) && *spanCount > spanCapacity)
        *status = cicu_status_from(U_BUFFER_OVERFLOW_ERROR);
    ufieldpositer_close(fields);
    cicu_uchar_buffer_free(&buffer);
    return utf8Length;
}

double cicu_date_parse(cicu_date *format, const char *text, int32_t textLength,
                       int32_t *endOffset, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer buffer;
    int32_t length = cicu_utf8_to_uchar_buffer(text, textLength, &buffer, &ec);
    int32_t position = 0;
    double udate = 0;
    if (U_SUCCESS(ec)) udate = udat_parse(AS_UDAT(format), buffer.chars, length, &position, &ec);
    // Report the stop position in UTF-8 bytes, the unit Swift callers index by.
    UErrorCode positionError = U_ZERO_ERROR;
    int32_t utf8Position = 0;
    u_strToUTF8(NULL, 0, &utf8Position, buffer.chars, position, &positionError);
    *endOffset = utf8Position;
    cicu_uchar_buffer_free(&buffer);
    *status = cicu_status_from(ec);
    return udate;
}

int32_t cicu_date_pattern(const cicu_date *format, char *out, int32_t capacity,
                          cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                        udat_toPattern(AS_UDAT(format), false, buffer.chars, buffer.capacity,
                                       &ec));
    return utf8Length;
}

const char *cicu_date_calendar_type(const cicu_date *format, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    const char *type = ucal_getType(udat_getCalendar(AS_UDAT(format)), &ec);
    *status = cicu_status_from(ec);
    return type;
}

cicu_enum *cicu_date_calendars_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    // commonlyUsed = false: every calendar, not just the root locale's preference.
    UEnumeration *types = ucal_getKeywordValuesForLocale("calendar", "", false, &ec);
    *status = cicu_status_from(ec);
    return (cicu_enum *)types;
}

// MARK: Pattern generator

cicu_datepg *cicu_datepg_open(const char *localeID, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UDateTimePatternGenerator *generator = udatpg_open(localeID, &ec);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && generator != NULL) {
        udatpg_close(generator);
        generator = NULL;
    }
    return (cicu_datepg *)generator;
}

void cicu_datepg_close(cicu_datepg *generator) { udatpg_close(AS_UDATPG(generator)); }

int32_t cicu_datepg_best_pattern(cicu_datepg *generator, const char *skeleton, char *out,
                                 int32_t capacity, cicu_status *status) {
    UErrorCode start = U_ZERO_ERROR;
    cicu_uchar_buffer input;
    int32_t inputLength = cicu_utf8_to_uchar_buffer(skeleton, -1, &input, &start);
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, start,
                        udatpg_getBestPattern(AS_UDATPG(generator), input.chars, inputLength,
                                              buffer.chars, buffer.capacity, &ec));
    cicu_uchar_buffer_free(&input);
    return utf8Length;
}

int32_t cicu_datepg_skeleton(const char *pattern, char *out, int32_t capacity,
                             cicu_status *status) {
    UErrorCode start = U_ZERO_ERROR;
    cicu_uchar_buffer input;
    int32_t inputLength = cicu_utf8_to_uchar_buffer(pattern, -1, &input, &start);
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, start,
                        udatpg_getSkeleton(NULL, input.chars, inputLength, buffer.chars,
                                           buffer.capacity, &ec));
    cicu_uchar_buffer_free(&input);
    return utf8Length;
}

// MARK: Relative times

cicu_reldate *cicu_reldate_open(const char *localeID, cicu_reldate_width width,
                                cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    URelativeDateTimeFormatter *formatter = ureldatefmt_open(
        localeID, NULL, (UDateRelativeDateTimeFormatterStyle)width,
        UDISPCTX_CAPITALIZATION_NONE, &ec);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && formatter != NULL) {
        ureldatefmt_close(formatter);
        formatter = NULL;
    }
    return (cicu_reldate *)formatter;
}

void cicu_reldate_close(cicu_reldate *formatter) {
    ureldatefmt_close((URelativeDateTimeFormatter *)formatter);
}

int32_t cicu_reldate_format(const cicu_reldate *formatter, double offset,
                            cicu_reldate_unit unit, int numeric, char *out,
                            int32_t capacity, cicu_status *status) {
    int32_t utf8Length;
    URelativeDateTimeUnit icuUnit = (URelativeDateTimeUnit)unit;
    if (numeric)
        CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                            ureldatefmt_formatNumeric(AS_RELDATE(formatter), offset, icuUnit,
                                                      buffer.chars, buffer.capacity, &ec));
    else
        CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                            ureldatefmt_format(AS_RELDATE(formatter), offset, icuUnit,
                                               buffer.chars, buffer.capacity, &ec));
    return utf8Length;
}

// MARK: Date intervals

cicu_dateintv *cicu_dateintv_open(const char *localeID, const char *skeleton,
                                  const char *timeZoneID, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer skeletonChars, zone;
    int32_t skeletonLength = cicu_utf8_to_uchar_buffer(skeleton, -1, &skeletonChars, &ec);
    int32_t zoneLength = cicu_utf8_to_uchar_buffer(timeZoneID, -1, &zone, &ec);
    UDateIntervalFormat *formatter = NULL;
    if (U_SUCCESS(ec))
        formatter = udtitvfmt_open(localeID, skeletonChars.chars, skeletonLength,
                                   timeZoneID ? zone.chars : NULL, zoneLength, &ec);
    cicu_uchar_buffer_free(&skeletonChars);
    cicu_uchar_buffer_free(&zone);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && formatter != NULL) {
        udtitvfmt_close(formatter);
        formatter = NULL;
    }
    return (cicu_dateintv *)formatter;
}

void cicu_dateintv_close(cicu_dateintv *formatter) { udtitvfmt_close(AS_DATEINTV(formatter)); }

int32_t cicu_dateintv_format(cicu_dateintv *formatter, double from, double to, char *out,
                             int32_t capacity, cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                        udtitvfmt_format(AS_DATEINTV(formatter), from, to, buffer.chars,
                                         buffer.capacity, NULL, &ec));
    return utf8Length;
}

// MARK: Time zones

int32_t cicu_timezone_canonical(const char *timeZoneID, char *out, int32_t capacity,
                                int *isSystemID, cicu_status *status) {
    UErrorCode start = U_ZERO_ERROR;
    cicu_uchar_buffer input;
    int32_t inputLength = cicu_utf8_to_uchar_buffer(timeZoneID, -1, &input, &start);
    UBool system = false;
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, start,
                        ucal_getCanonicalTimeZoneID(input.chars, inputLength, buffer.chars,
                                                    buffer.capacity, &system, &ec));
    cicu_uchar_buffer_free(&input);
    *isSystemID = system ? 1 : 0;
    return utf8Length;
}

cicu_enum *cicu_timezone_ids_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UEnumeration *ids = ucal_openTimeZones(&ec);
    *status = cicu_status_from(ec);
    return (cicu_enum *)ids;
}

// MARK: Native formatting data

_Static_assert((int)CICU_DATE_SYMBOL_AM_PMS == (int)UDAT_AM_PMS, "cicu_date_symbol_kind mirrors ICU");
_Static_assert((int)CICU_DATE_SYMBOL_ERA_NAMES == (int)UDAT_ERA_NAMES, "cicu_date_symbol_kind mirrors ICU");
_Static_assert((int)CICU_DATE_SYMBOL_STANDALONE_NARROW_WEEKDAYS == (int)UDAT_STANDALONE_NARROW_WEEKDAYS,
               "cicu_date_symbol_kind mirrors ICU");
_Static_assert((int)CICU_DATE_SYMBOL_SHORTER_WEEKDAYS == (int)UDAT_SHORTER_WEEKDAYS,
               "cicu_date_symbol_kind mirrors ICU");
_Static_assert((int)CICU_DATE_SYMBOL_STANDALONE_SHORTER_WEEKDAYS == (int)UDAT_STANDALONE_SHORTER_WEEKDAYS,
               "cicu_date_symbol_kind mirrors ICU");

int32_t cicu_date_symbol_count(const cicu_date *format, cicu_date_symbol_kind kind) {
    return udat_countSymbols((const UDateFormat *)format, (UDateFormatSymbolType)kind);
}

int32_t cicu_date_symbol(const cicu_date *format, cicu_date_symbol_kind kind, int32_t index,
                         char *out, int32_t capacity, cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                        udat_getSymbols((const UDateFormat *)format, (UDateFormatSymbolType)kind,
                                        index, buffer.chars, buffer.capacity, &ec));
    return utf8Length;
}

int32_t cicu_date_digit(const cicu_date *format, int32_t digit, char *out, int32_t capacity,
                        cicu_status *status) {
    const UNumberFormat *numbers = udat_getNumberFormat((const UDateFormat *)format);
    // UNUM_ZERO_DIGIT_SYMBOL is not followed by the other digits in the enum.
    UNumberFormatSymbol symbol =
        digit == 0 ? UNUM_ZERO_DIGIT_SYMBOL : (UNumberFormatSymbol)(UNUM_ONE_DIGIT_SYMBOL + digit - 1);
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                        unum_getSymbol(numbers, symbol, buffer.chars, buffer.capacity, &ec));
    return utf8Length;
}

int32_t cicu_timezone_offsets(const char *timeZoneID, double from, double to, double *starts,
                              int32_t *offsets, int32_t *daylight, int32_t capacity,
                              cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer zone;
    int32_t zoneLength = cicu_utf8_to_uchar_buffer(timeZoneID, -1, &zone, &ec);
    UCalendar *calendar = U_SUCCESS(ec) ? ucal_open(zone.chars, zoneLength, "", UCAL_GREGORIAN, &ec) : NULL;
    cicu_uchar_buffer_free(&zone);
    int32_t count = 0;
    UDate start = from;
    while (U_SUCCESS(ec) && start < to) {
        ucal_setMillis(calendar, start, &ec);
        int32_t offset = ucal_get(calendar, UCAL_ZONE_OFFSET, &ec);
        int32_t dst = ucal_get(calendar, UCAL_DST_OFFSET, &ec);
        if (U_FAILURE(ec)) break;
        if (count < capacity) {
            starts[count] = start;
            offsets[count] = offset + dst;
            daylight[count] = dst != 0;
        }
        count++;
        UDate next = 0;
        if (!ucal_getTimeZoneTransitionDate(calendar, UCAL_TZ_TRANSITION_NEXT, &next, &ec) || next <= start) break;
        start = next;
    }
    if (calendar != NULL) ucal_close(calendar);
    *status = cicu_status_from(ec);
    return count;
}

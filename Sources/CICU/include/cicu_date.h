#ifndef CICU_DATE_H
#define CICU_DATE_H

#include <stdint.h>
#include "cicu_enum.h"
#include "cicu_fields.h"
#include "cicu_status.h"

// Dates and times: UDateFormat, the pattern generator, relative times,
// intervals and time-zone ids. Instants are ICU's UDate: milliseconds since
// 1970-01-01T00:00:00Z as a double. Text in and out is UTF-8; output follows
// the preflight convention of cicu_number.h (returns the full UTF-8 length,
// CICU_BUFFER_OVERFLOW when it did not fit).

/// A date or time style; mirrors ICU's UDateFormatStyle.
typedef enum cicu_date_style {
    CICU_DATE_STYLE_FULL = 0,
    CICU_DATE_STYLE_LONG = 1,
    CICU_DATE_STYLE_MEDIUM = 2,
    CICU_DATE_STYLE_SHORT = 3,
    CICU_DATE_STYLE_NONE = -1,
    /// Both styles are this when the formatter is opened from a pattern.
    CICU_DATE_STYLE_PATTERN = -2,
} cicu_date_style;

// MARK: Date formats (UDateFormat). Not thread-safe: formatting and parsing
// use the handle's calendar, so the caller serialises use of one handle.

typedef struct cicu_date cicu_date;

/// Opens a formatter from styles (`pattern` NULL) or from a pattern (both
/// styles CICU_DATE_STYLE_PATTERN). The calendar and numbering system come
/// from the locale id's keywords (`@calendar=japanese;numbers=deva`). ICU
/// uses GMT for an unknown `timeZoneID` without complaint: validate first.
cicu_date *cicu_date_open(cicu_date_style dateStyle, cicu_date_style timeStyle,
                          const char *pattern, const char *localeID,
                          const char *timeZoneID, cicu_status *status);
void cicu_date_close(cicu_date *format);

/// Lenient (nonzero) or strict (0) parsing; strict also makes the calendar
/// reject instants outside ICU's range instead of clamping them.
void cicu_date_set_lenient(cicu_date *format, int lenient);

/// Formats `udate` (milliseconds since the epoch).
int32_t cicu_date_format(cicu_date *format, double udate, char *out, int32_t capacity,
                         cicu_status *status);

/// The fields of a formatted date (category CICU_FIELD_CATEGORY_DATE);
/// mirrors UDateFormatField, by pattern letter.
typedef enum cicu_date_field {
    CICU_DATE_ERA_FIELD = 0,                 // G
    CICU_DATE_YEAR_FIELD = 1,                // y
    CICU_DATE_MONTH_FIELD = 2,               // M
    CICU_DATE_DATE_FIELD = 3,                // d
    CICU_DATE_HOUR_OF_DAY1_FIELD = 4,        // k
    CICU_DATE_HOUR_OF_DAY0_FIELD = 5,        // H
    CICU_DATE_MINUTE_FIELD = 6,              // m
    CICU_DATE_SECOND_FIELD = 7,              // s
    CICU_DATE_FRACTIONAL_SECOND_FIELD = 8,   // S
    CICU_DATE_DAY_OF_WEEK_FIELD = 9,         // E
    CICU_DATE_DAY_OF_YEAR_FIELD = 10,        // D
    CICU_DATE_DAY_OF_WEEK_IN_MONTH_FIELD = 11, // F
    CICU_DATE_WEEK_OF_YEAR_FIELD = 12,       // w
    CICU_DATE_WEEK_OF_MONTH_FIELD = 13,      // W
    CICU_DATE_AM_PM_FIELD = 14,              // a
    CICU_DATE_HOUR1_FIELD = 15,              // h
    CICU_DATE_HOUR0_FIELD = 16,              // K
    CICU_DATE_TIMEZONE_FIELD = 17,           // z
    CICU_DATE_YEAR_WOY_FIELD = 18,           // Y
    CICU_DATE_DOW_LOCAL_FIELD = 19,          // e
    CICU_DATE_EXTENDED_YEAR_FIELD = 20,      // u
    CICU_DATE_JULIAN_DAY_FIELD = 21,         // g
    CICU_DATE_MILLISECONDS_IN_DAY_FIELD = 22, // A
    CICU_DATE_TIMEZONE_RFC_FIELD = 23,       // Z
    CICU_DATE_TIMEZONE_GENERIC_FIELD = 24,   // v
    CICU_DATE_STANDALONE_DAY_FIELD = 25,     // c
    CICU_DATE_STANDALONE_MONTH_FIELD = 26,   // L
    CICU_DATE_QUARTER_FIELD = 27,            // Q
    CICU_DATE_STANDALONE_QUARTER_FIELD = 28, // q
    CICU_DATE_TIMEZONE_SPECIAL_FIELD = 29,   // V
    CICU_DATE_YEAR_NAME_FIELD = 30,          // U
    CICU_DATE_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD = 31, // O
    CICU_DATE_TIMEZONE_ISO_FIELD = 32,       // X
    CICU_DATE_TIMEZONE_ISO_LOCAL_FIELD = 33, // x
    CICU_DATE_RELATED_YEAR_FIELD = 34,       // r
    CICU_DATE_AM_PM_MIDNIGHT_NOON_FIELD = 35, // b
    CICU_DATE_FLEXIBLE_DAY_PERIOD_FIELD = 36, // B
} cicu_date_field;

/// Formats `udate` like `cicu_date_format` and writes its fields
/// (`udat_formatForFields`; UDateFormat has no UFormattedValue): at most
/// `spanCapacity` spans, their number in `*spanCount`. CICU_BUFFER_OVERFLOW
/// when the text or the spans did not fit: call again with more room.
int32_t cicu_date_format_fields(cicu_date *format, double udate, char *out, int32_t capacity,
                                cicu_field_span *spans, int32_t spanCapacity, int32_t *spanCount,
                                cicu_status *status);

/// Parses UTF-8 `text` from its start. `*endOffset` receives the UTF-8 byte
/// offset where parsing stopped (on failure: where it failed, status
/// U_PARSE_ERROR). Stopping before the end of `text` is not an error here.
double cicu_date_parse(cicu_date *format, const char *text, int32_t textLength,
                       int32_t *endOffset, cicu_status *status);

/// The pattern in use (`udat_toPattern`, not localized).
int32_t cicu_date_pattern(const cicu_date *format, char *out, int32_t capacity,
                          cicu_status *status);

/// The calendar type the formatter uses ("gregorian", "japanese"); owned by ICU.
const char *cicu_date_calendar_type(const cicu_date *format, cicu_status *status);

/// Every calendar type ICU knows ("gregorian", "japanese", "islamic-umalqura"…).
cicu_enum *cicu_date_calendars_open(cicu_status *status);

// MARK: Pattern generator (UDateTimePatternGenerator). Expensive to open,
// not thread-safe: the caller serialises use of one handle.

typedef struct cicu_datepg cicu_datepg;

/// Opens the generator for a locale id; honours its `hours=` keyword.
cicu_datepg *cicu_datepg_open(const char *localeID, cicu_status *status);
void cicu_datepg_close(cicu_datepg *generator);

/// The locale's best pattern for a skeleton ("yMMMd" -> "MMM d, y" in en).
int32_t cicu_datepg_best_pattern(cicu_datepg *generator, const char *skeleton, char *out,
                                 int32_t capacity, cicu_status *status);

/// The skeleton of a pattern ("MMM d, y" -> "yMMMd"); needs no generator.
int32_t cicu_datepg_skeleton(const char *pattern, char *out, int32_t capacity,
                             cicu_status *status);

// MARK: Relative times (URelativeDateTimeFormatter). ICU documents the C++
// RelativeDateTimeFormatter as immutable and thread-safe.

typedef struct cicu_reldate cicu_reldate;

/// Width of relative-time text; mirrors UDateRelativeDateTimeFormatterStyle.
typedef enum cicu_reldate_width {
    CICU_RELDATE_LONG = 0,
    CICU_RELDATE_SHORT = 1,
    CICU_RELDATE_NARROW = 2,
} cicu_reldate_width;

/// A relative-time unit; mirrors URelativeDateTimeUnit.
typedef enum cicu_reldate_unit {
    CICU_RELDATE_YEAR = 0,
    CICU_RELDATE_QUARTER = 1,
    CICU_RELDATE_MONTH = 2,
    CICU_RELDATE_WEEK = 3,
    CICU_RELDATE_DAY = 4,
    CICU_RELDATE_HOUR = 5,
    CICU_RELDATE_MINUTE = 6,
    CICU_RELDATE_SECOND = 7,
} cicu_reldate_unit;

cicu_reldate *cicu_reldate_open(const char *localeID, cicu_reldate_width width,
                                cicu_status *status);
void cicu_reldate_close(cicu_reldate *formatter);

/// "in 3 days" / "1 day ago" (`numeric` nonzero) or, where the locale has a
/// name for the offset, "yesterday" / "tomorrow" (`numeric` 0).
int32_t cicu_reldate_format(const cicu_reldate *formatter, double offset,
                            cicu_reldate_unit unit, int numeric, char *out,
                            int32_t capacity, cicu_status *status);

// MARK: Date intervals (UDateIntervalFormat). Not documented as
// thread-safe: the caller serialises use of one handle.

typedef struct cicu_dateintv cicu_dateintv;

/// Opens an interval formatter for a skeleton ("yMMMd"), locale and zone.
cicu_dateintv *cicu_dateintv_open(const char *localeID, const char *skeleton,
                                  const char *timeZoneID, cicu_status *status);
void cicu_dateintv_close(cicu_dateintv *formatter);

/// Formats [from, to] (UDate milliseconds): "Feb 7 – 9, 2014" in en.
int32_t cicu_dateintv_format(cicu_dateintv *formatter, double from, double to, char *out,
                             int32_t capacity, cicu_status *status);

// MARK: Time zones

/// ICU's canonical id for a time zone id ("US/Pacific" -> "America/Los_Angeles",
/// "GMT+5" -> "GMT+05:00"). Unknown ids fail with U_ILLEGAL_ARGUMENT_ERROR.
/// `*isSystemID` is nonzero for ids from the tz database, zero for custom
/// offsets such as "GMT+05:30".
int32_t cicu_timezone_canonical(const char *timeZoneID, char *out, int32_t capacity,
                                int *isSystemID, cicu_status *status);

/// Every time zone id ICU knows, canonical and aliases (`ucal_openTimeZones`).
cicu_enum *cicu_timezone_ids_open(cicu_status *status);

// MARK: Native formatting data. What the Swift date formatter needs to write
// a pattern without ICU: the formatter's symbols and digits, and a zone's
// UTC offsets from ICU's own zone data.

/// A set of date symbols; mirrors the UDateFormatSymbolType values used.
typedef enum cicu_date_symbol_kind {
    CICU_DATE_SYMBOL_ERAS = 0,
    CICU_DATE_SYMBOL_MONTHS = 1,
    CICU_DATE_SYMBOL_SHORT_MONTHS = 2,
    CICU_DATE_SYMBOL_WEEKDAYS = 3,
    CICU_DATE_SYMBOL_SHORT_WEEKDAYS = 4,
    CICU_DATE_SYMBOL_AM_PMS = 5,
    CICU_DATE_SYMBOL_ERA_NAMES = 7,
    CICU_DATE_SYMBOL_NARROW_MONTHS = 8,
    CICU_DATE_SYMBOL_NARROW_WEEKDAYS = 9,
    CICU_DATE_SYMBOL_STANDALONE_MONTHS = 10,
    CICU_DATE_SYMBOL_STANDALONE_SHORT_MONTHS = 11,
    CICU_DATE_SYMBOL_STANDALONE_NARROW_MONTHS = 12,
    CICU_DATE_SYMBOL_STANDALONE_WEEKDAYS = 13,
    CICU_DATE_SYMBOL_STANDALONE_SHORT_WEEKDAYS = 14,
    CICU_DATE_SYMBOL_STANDALONE_NARROW_WEEKDAYS = 15,
    CICU_DATE_SYMBOL_SHORTER_WEEKDAYS = 20,
    CICU_DATE_SYMBOL_STANDALONE_SHORTER_WEEKDAYS = 21,
} cicu_date_symbol_kind;

/// How many symbols of a kind the formatter has (`udat_countSymbols`).
int32_t cicu_date_symbol_count(const cicu_date *format, cicu_date_symbol_kind kind);

/// One symbol (`udat_getSymbols`): months from 0 (January), weekdays from 1
/// (Sunday; index 0 is empty), eras 0 (BC) and 1 (AD), AM 0 and PM 1.
int32_t cicu_date_symbol(const cicu_date *format, cicu_date_symbol_kind kind, int32_t index,
                         char *out, int32_t capacity, cicu_status *status);

/// One digit (0...9) of the formatter's number format; fails for
/// algorithmic numbering systems (no decimal digits to read).
int32_t cicu_date_digit(const cicu_date *format, int32_t digit, char *out, int32_t capacity,
                        cicu_status *status);

/// The zone's UTC offsets over [from, to) (UDate milliseconds), from ICU's
/// zone data: entry 0 starts at `from`, each further entry at a transition
/// (`ucal_getTimeZoneTransitionDate`). Writes at most `capacity` entries:
/// start, total offset in milliseconds (raw + DST) and whether DST is on;
/// returns the number of entries the span has.
int32_t cicu_timezone_offsets(const char *timeZoneID, double from, double to, double *starts,
                              int32_t *offsets, int32_t *daylight, int32_t capacity,
                              cicu_status *status);

#endif

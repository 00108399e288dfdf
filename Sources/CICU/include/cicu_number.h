#ifndef CICU_NUMBER_H
#define CICU_NUMBER_H

#include <stdint.h>
#include "cicu_enum.h"
#include "cicu_fields.h"
#include "cicu_status.h"

// Text out: every formatting call writes UTF-8 into (out, capacity) and
// returns the full UTF-8 length. When that exceeds `capacity`, the status is
// CICU_BUFFER_OVERFLOW and nothing else went wrong: read the text again with
// a big enough buffer (for skeleton formatters without formatting again, via
// cicu_numresult_utf8).

/// Every ISO 4217 code ICU knows, current and historic ("EUR", "DEM").
cicu_enum *cicu_currencies_open(cicu_status *status);

/// A currency's standard fraction digits (2 for EUR, 0 for JPY) and its
/// standard rounding increment in units of the last digit (0: none), for
/// the native currency formatter. `code` is three ASCII letters.
int32_t cicu_currency_fraction_digits(const char *code, double *roundingIncrement,
                                      cicu_status *status);

/// The currency in use where a locale's region is (`ucurr_forLocale`: its
/// `-u-cu-` keyword first, then `-u-rg-`, then the region): "CHF" for de_CH,
/// "EUR" for en_IE. Writes the three ASCII letters and a NUL into `out`
/// (capacity at least 4) and returns 3; a locale without a region, or one
/// whose region has no currency (ICU's "XXX"), is CICU_ILLEGAL_ARGUMENT.
int32_t cicu_currency_for_locale(const char *localeID, char *out, int32_t capacity, cicu_status *status);

// MARK: Skeleton formatters (UNumberFormatter): immutable, shareable.

/// An opaque `UNumberFormatter`. ICU documents it as safe to use from many
/// threads at once, provided each thread formats into its own result.
typedef struct cicu_numfmt cicu_numfmt;

/// An opaque `UFormattedNumber`: one per thread (or per call).
typedef struct cicu_numresult cicu_numresult;

/// Opens a formatter for an ICU number skeleton ("currency/EUR .00") and a
/// locale id. On a bad skeleton `*errorOffset` is the UTF-16 offset ICU
/// reports (-1 when it has none).
cicu_numfmt *cicu_numfmt_open(const char *skeleton, const char *localeID,
                              int32_t *errorOffset, cicu_status *status);
void cicu_numfmt_close(cicu_numfmt *formatter);

cicu_numresult *cicu_numresult_open(cicu_status *status);
void cicu_numresult_close(cicu_numresult *result);

/// Formats into `result` and copies the text out.
int32_t cicu_numfmt_format_int64(const cicu_numfmt *formatter, int64_t value,
                                 cicu_numresult *result, char *out, int32_t capacity,
                                 cicu_status *status);
int32_t cicu_numfmt_format_double(const cicu_numfmt *formatter, double value,
                                  cicu_numresult *result, char *out, int32_t capacity,
                                  cicu_status *status);
/// Formats a decimal number string ("-1234.5", "1.2E+30") exactly.
int32_t cicu_numfmt_format_decimal(const cicu_numfmt *formatter, const char *value,
                                   int32_t valueLength, cicu_numresult *result, char *out,
                                   int32_t capacity, cicu_status *status);

/// The text of the last format into `result`.
int32_t cicu_numresult_utf8(const cicu_numresult *result, char *out, int32_t capacity,
                            cicu_status *status);

/// The fields of a formatted number (category CICU_FIELD_CATEGORY_NUMBER);
/// mirrors UNumberFormatFields.
typedef enum cicu_number_field {
    CICU_NUMBER_INTEGER_FIELD = 0,            // "1,234" of "-1,234.5" (groups inside it)
    CICU_NUMBER_FRACTION_FIELD = 1,           // "5"
    CICU_NUMBER_DECIMAL_SEPARATOR_FIELD = 2,  // "."
    CICU_NUMBER_EXPONENT_SYMBOL_FIELD = 3,    // "E" of "1.2E-4"
    CICU_NUMBER_EXPONENT_SIGN_FIELD = 4,      // "-" of "1.2E-4"
    CICU_NUMBER_EXPONENT_FIELD = 5,           // "4" of "1.2E-4"
    CICU_NUMBER_GROUPING_SEPARATOR_FIELD = 6, // ","
    CICU_NUMBER_CURRENCY_FIELD = 7,           // "€", "EUR", "euros"
    CICU_NUMBER_PERCENT_FIELD = 8,            // "%"
    CICU_NUMBER_PERMILL_FIELD = 9,            // "‰" (decimal patterns only)
    CICU_NUMBER_SIGN_FIELD = 10,              // "-" or "+"
    CICU_NUMBER_MEASURE_UNIT_FIELD = 11,      // "meters"
    CICU_NUMBER_COMPACT_FIELD = 12,           // "K" of "1.2K"
    CICU_NUMBER_APPROXIMATELY_SIGN_FIELD = 13, // "~" of "~5"
} cicu_number_field;

/// The fields of the last format into `result`, in ICU's order (an
/// integer's groups come after it). Writes at most `capacity` spans and
/// returns how many there are.
int32_t cicu_numresult_fields(const cicu_numresult *result, cicu_field_span *spans,
                              int32_t capacity, cicu_status *status);

// MARK: Classic formatters (UNumberFormat): rule-based spell-out and parsing.
// Not thread-safe: the caller serialises use of one handle.

typedef struct cicu_unum cicu_unum;

/// Which classic formatter to open.
typedef enum cicu_unum_kind {
    CICU_UNUM_DECIMAL = 1,  // UNUM_DECIMAL: parsing
    CICU_UNUM_CURRENCY = 2, // UNUM_CURRENCY: the locale's currency pattern (grouping sizes)
    CICU_UNUM_PERCENT = 3,  // UNUM_PERCENT: the locale's percent pattern (grouping sizes)
    CICU_UNUM_SPELLOUT = 5, // UNUM_SPELLOUT: "two thousand"
    CICU_UNUM_ORDINAL = 6,  // UNUM_ORDINAL: "2nd"
    CICU_UNUM_DURATION = 7, // UNUM_DURATION: "1:01:01" (ICU MessageFormat's `{n, duration}`)
} cicu_unum_kind;

cicu_unum *cicu_unum_open(cicu_unum_kind kind, const char *localeID, cicu_status *status);
void cicu_unum_close(cicu_unum *formatter);

/// Selects a named rule set ("%spellout-ordinal"); unknown names fail.
void cicu_unum_set_rule_set(cicu_unum *formatter, const char *ruleSet, cicu_status *status);

/// The public rule set names, separated by ';' (rule-based formatters only).
int32_t cicu_unum_public_rule_sets(const cicu_unum *formatter, char *out, int32_t capacity,
                                   cicu_status *status);

/// Strict (non-lenient) parsing when `lenient` is 0.
void cicu_unum_set_lenient(cicu_unum *formatter, int lenient);

int32_t cicu_unum_format_int64(const cicu_unum *formatter, int64_t value, char *out,
                               int32_t capacity, cicu_status *status);
int32_t cicu_unum_format_double(const cicu_unum *formatter, double value, char *out,
                                int32_t capacity, cicu_status *status);
int32_t cicu_unum_format_decimal(const cicu_unum *formatter, const char *value,
                                 int32_t valueLength, char *out, int32_t capacity,
                                 cicu_status *status);

/// Parses UTF-8 `text` from its start to a decimal number string in `out`.
/// `*endOffset` receives the UTF-8 byte offset where parsing stopped (on
/// failure: where it failed). Parsing that stops before the end of `text` is
/// not an error here; the caller decides.
int32_t cicu_unum_parse_decimal(const cicu_unum *formatter, const char *text,
                                int32_t textLength, int32_t *endOffset, char *out,
                                int32_t capacity, cicu_status *status);

/// The locale whose data the formatter uses (`actual` nonzero) or the most
/// specific locale ICU supports for the request (`actual` zero).
const char *cicu_unum_locale(const cicu_unum *formatter, int actual, cicu_status *status);

// MARK: Locale number data (classic decimal formatter): what a native
// formatter needs to write plain decimals itself.

/// The symbols `cicu_unum_symbol` reads; values mirror UNumberFormatSymbol.
typedef enum cicu_unum_symbol_kind {
    CICU_UNUM_DECIMAL_SEPARATOR = 0,  // UNUM_DECIMAL_SEPARATOR_SYMBOL: "," in de
    CICU_UNUM_GROUPING_SEPARATOR = 1, // UNUM_GROUPING_SEPARATOR_SYMBOL: "." in de
    CICU_UNUM_ZERO_DIGIT = 4,         // UNUM_ZERO_DIGIT_SYMBOL: "٠" in ar-EG
    CICU_UNUM_MINUS_SIGN = 6,         // UNUM_MINUS_SIGN_SYMBOL
    CICU_UNUM_MONETARY_SEPARATOR = 10, // UNUM_MONETARY_SEPARATOR_SYMBOL: the decimal separator of money
    CICU_UNUM_MONETARY_GROUPING_SEPARATOR = 17, // UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL
    CICU_UNUM_ONE_DIGIT = 18,         // UNUM_ONE_DIGIT_SYMBOL; two to nine follow
    CICU_UNUM_NINE_DIGIT = 26,        // UNUM_NINE_DIGIT_SYMBOL
} cicu_unum_symbol_kind;

/// The integer attributes `cicu_unum_attribute` reads; values mirror UNumberFormatAttribute.
typedef enum cicu_unum_attribute_kind {
    CICU_UNUM_GROUPING_SIZE = 10,           // UNUM_GROUPING_SIZE: 3; 0 when the pattern has none
    CICU_UNUM_SECONDARY_GROUPING_SIZE = 15, // UNUM_SECONDARY_GROUPING_SIZE: 2 in hi, else 0
} cicu_unum_attribute_kind;

/// The text attributes `cicu_unum_text_attribute` reads; values mirror UNumberFormatTextAttribute.
typedef enum cicu_unum_text_attribute_kind {
    CICU_UNUM_POSITIVE_PREFIX = 0, // UNUM_POSITIVE_PREFIX
    CICU_UNUM_POSITIVE_SUFFIX = 1, // UNUM_POSITIVE_SUFFIX
    CICU_UNUM_NEGATIVE_PREFIX = 2, // UNUM_NEGATIVE_PREFIX: the minus sign as written
    CICU_UNUM_NEGATIVE_SUFFIX = 3, // UNUM_NEGATIVE_SUFFIX
} cicu_unum_text_attribute_kind;

/// One of the formatter's symbols (unum_getSymbol), as UTF-8.
int32_t cicu_unum_symbol(const cicu_unum *formatter, cicu_unum_symbol_kind symbol, char *out,
                         int32_t capacity, cicu_status *status);

/// An integer attribute (unum_getAttribute).
int32_t cicu_unum_attribute(const cicu_unum *formatter, cicu_unum_attribute_kind attribute);

/// A text attribute such as the negative prefix (unum_getTextAttribute), as UTF-8.
int32_t cicu_unum_text_attribute(const cicu_unum *formatter,
                                 cicu_unum_text_attribute_kind attribute, char *out,
                                 int32_t capacity, cicu_status *status);

#endif

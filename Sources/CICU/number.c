#include "cicu_number.h"
#include "cicu_internal.h"
#include "cicu_fmtval.h"

#include <string.h>
#include <unicode/ucurr.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ustring.h>

// The opaque shim types are ICU's own handles under stable names.
struct cicu_numfmt;
struct cicu_numresult;
struct cicu_unum;
#define AS_UNUMF(f) ((const UNumberFormatter *)(f))
#define AS_RESULT(r) ((UFormattedNumber *)(r))
#define AS_UNUM(f) ((UNumberFormat *)(f))

_Static_assert((int)CICU_UNUM_DECIMAL == (int)UNUM_DECIMAL, "cicu_unum_kind mirrors UNumberFormatStyle");
_Static_assert((int)CICU_UNUM_SPELLOUT == (int)UNUM_SPELLOUT, "cicu_unum_kind mirrors UNumberFormatStyle");
_Static_assert((int)CICU_UNUM_ORDINAL == (int)UNUM_ORDINAL, "cicu_unum_kind mirrors UNumberFormatStyle");
_Static_assert((int)CICU_UNUM_DURATION == (int)UNUM_DURATION, "cicu_unum_kind mirrors UNumberFormatStyle");
_Static_assert((int)CICU_UNUM_CURRENCY == (int)UNUM_CURRENCY &&
               (int)CICU_UNUM_PERCENT == (int)UNUM_PERCENT, "cicu_unum_kind mirrors UNumberFormatStyle");
_Static_assert((int)CICU_UNUM_MONETARY_SEPARATOR == (int)UNUM_MONETARY_SEPARATOR_SYMBOL &&
               (int)CICU_UNUM_MONETARY_GROUPING_SEPARATOR == (int)UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL,
               "cicu_unum_symbol_kind mirrors UNumberFormatSymbol");
_Static_assert((int)CICU_UNUM_DECIMAL_SEPARATOR == (int)UNUM_DECIMAL_SEPARATOR_SYMBOL &&
               (int)CICU_UNUM_GROUPING_SEPARATOR == (int)UNUM_GROUPING_SEPARATOR_SYMBOL &&
               (int)CICU_UNUM_ZERO_DIGIT == (int)UNUM_ZERO_DIGIT_SYMBOL &&
               (int)CICU_UNUM_MINUS_SIGN == (int)UNUM_MINUS_SIGN_SYMBOL &&
               (int)CICU_UNUM_ONE_DIGIT == (int)UNUM_ONE_DIGIT_SYMBOL &&
               (int)CICU_UNUM_NINE_DIGIT == (int)UNUM_NINE_DIGIT_SYMBOL,
               "cicu_unum_symbol_kind mirrors UNumberFormatSymbol");
_Static_assert((int)CICU_NUMBER_INTEGER_FIELD == (int)UNUM_INTEGER_FIELD &&
               (int)CICU_NUMBER_FRACTION_FIELD == (int)UNUM_FRACTION_FIELD &&
               (int)CICU_NUMBER_DECIMAL_SEPARATOR_FIELD == (int)UNUM_DECIMAL_SEPARATOR_FIELD &&
               (int)CICU_NUMBER_EXPONENT_SYMBOL_FIELD == (int)UNUM_EXPONENT_SYMBOL_FIELD &&
               (int)CICU_NUMBER_EXPONENT_SIGN_FIELD == (int)UNUM_EXPONENT_SIGN_FIELD &&
               (int)CICU_NUMBER_EXPONENT_FIELD == (int)UNUM_EXPONENT_FIELD &&
               (int)CICU_NUMBER_GROUPING_SEPARATOR_FIELD == (int)UNUM_GROUPING_SEPARATOR_FIELD &&
               (int)CICU_NUMBER_CURRENCY_FIELD == (int)UNUM_CURRENCY_FIELD &&
               (int)CICU_NUMBER_PERCENT_FIELD == (int)UNUM_PERCENT_FIELD &&
               (int)CICU_NUMBER_PERMILL_FIELD == (int)UNUM_PERMILL_FIELD &&
               (int)CICU_NUMBER_SIGN_FIELD == (int)UNUM_SIGN_FIELD &&
               (int)CICU_NUMBER_MEASURE_UNIT_FIELD == (int)UNUM_MEASURE_UNIT_FIELD &&
               (int)CICU_NUMBER_COMPACT_FIELD == (int)UNUM_COMPACT_FIELD &&
               (int)CICU_NUMBER_APPROXIMATELY_SIGN_FIELD == (int)UNUM_APPROXIMATELY_SIGN_FIELD,
               "cicu_number_field mirrors UNumberFormatFields");
_Static_assert((int)CICU_UNUM_GROUPING_SIZE == (int)UNUM_GROUPING_SIZE &&
               (int)CICU_UNUM_SECONDARY_GROUPING_SIZE == (int)UNUM_SECONDARY_GROUPING_SIZE,
               "cicu_unum_attribute_kind mirrors UNumberFormatAttribute");
_Static_assert((int)CICU_UNUM_POSITIVE_PREFIX == (int)UNUM_POSITIVE_PREFIX &&
               (int)CICU_UNUM_POSITIVE_SUFFIX == (int)UNUM_POSITIVE_SUFFIX &&
               (int)CICU_UNUM_NEGATIVE_PREFIX == (int)UNUM_NEGATIVE_PREFIX &&
               (int)CICU_UNUM_NEGATIVE_SUFFIX == (int)UNUM_NEGATIVE_SUFFIX,
               "cicu_unum_text_attribute_kind mirrors UNumberFormatTextAttribute");

cicu_enum *cicu_currencies_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_ALL, &ec);
    *status = cicu_status_from(ec);
    return (cicu_enum *)codes;
}

int32_t cicu_currency_fraction_digits(const char *code, double *roundingIncrement,
                                      cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar iso[4] = {0};
    for (int i = 0; i < 3 && code[i] != 0; i++) iso[i] = (UChar)(unsigned char)code[i];
    int32_t digits = ucurr_getDefaultFractionDigitsForUsage(iso, UCURR_USAGE_STANDARD, &ec);
    *roundingIncrement = ucurr_getRoundingIncrementForUsage(iso, UCURR_USAGE_STANDARD, &ec);
    *status = cicu_status_from(ec);
    return digits;
}

int32_t cicu_currency_for_locale(const char *localeID, char *out, int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar iso[4] = {0};
    int32_t length = ucurr_forLocale(localeID, iso, 4, &ec);
    // ICU answers a region-less locale with U_ZERO_ERROR and length 0 on some versions, and a
    // region without a currency (AQ) with "XXX", ISO 4217's "no currency".
    static const UChar none[3] = { 'X', 'X', 'X' };
    if (U_SUCCESS(ec) && (length != 3 || u_strncmp(iso, none, 3) == 0)) ec = U_ILLEGAL_ARGUMENT_ERROR;
    if (U_SUCCESS(ec) && capacity < 4) ec = U_BUFFER_OVERFLOW_ERROR;
    if (U_SUCCESS(ec)) {
        for (int i = 0; i < 3; i++) out[i] = (char)iso[i];
        out[3] = 0;
    }
    *status = cicu_status_from(ec);
    return U_SUCCESS(ec) ? 3 : 0;
}

// MARK: Skeleton formatters

cicu_numfmt *cicu_numfmt_open(const char *skeleton, const char *localeID,
                              int32_t *errorOffset, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer buffer;
    int32_t length = cicu_utf8_to_uchar_buffer(skeleton, -1, &buffer, &ec);
    UParseError parseError = { .offset = -1 };
    UNumberFormatter *formatter = NULL;
    if (U_SUCCESS(ec))
        formatter = unumf_openForSkeletonAndLocaleWithError(buffer.chars, length, localeID,
                                                            &parseError, &ec);
    cicu_uchar_buffer_free(&buffer);
    *errorOffset = parseError.offset;
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && formatter != NULL) {
        unumf_close(formatter);
        formatter = NULL;
    }
    return (cicu_numfmt *)formatter;
}

void cicu_numfmt_close(cicu_numfmt *formatter) { unumf_close((UNumberFormatter *)formatter); }

cicu_numresult *cicu_numresult_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&ec);
    *status = cicu_status_from(ec);
    return (cicu_numresult *)result;
}

void cicu_numresult_close(cicu_numresult *result) { unumf_closeResult(AS_RESULT(result)); }

int32_t cicu_numresult_utf8(const cicu_numresult *result, char *out, int32_t capacity,
                            cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    const UFormattedValue *value = unumf_resultAsValue(AS_RESULT(result), &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_fmtval_utf8(value, out, capacity, status);
}

int32_t cicu_numresult_fields(const cicu_numresult *result, cicu_field_span *spans,
                              int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    const UFormattedValue *value = unumf_resultAsValue(AS_RESULT(result), &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_fmtval_fields(value, spans, capacity, status);
}

/// Shared tail of the three format calls: report ICU's error or copy out.
static int32_t finish_format(UErrorCode ec, const cicu_numresult *result, char *out,
                             int32_t capacity, cicu_status *status) {
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_numresult_utf8(result, out, capacity, status);
}

int32_t cicu_numfmt_format_int64(const cicu_numfmt *formatter, int64_t value,
                                 cicu_numresult *result, char *out, int32_t capacity,
                                 cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    unumf_formatInt(AS_UNUMF(formatter), value, AS_RESULT(result), &ec);
    return finish_format(ec, result, out, capacity, status);
}

int32_t cicu_numfmt_format_double(const cicu_numfmt *formatter, double value,
                                  cicu_numresult *result, char *out, int32_t capacity,
                                  cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    unumf_formatDouble(AS_UNUMF(formatter), value, AS_RESULT(result), &ec);
    return finish_format(ec, result, out, capacity, status);
}

int32_t cicu_numfmt_format_decimal(const cicu_numfmt *formatter, const char *value,
                                   int32_t valueLength, cicu_numresult *result, char *out,
                                   int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    unumf_formatDecimal(AS_UNUMF(formatter), value, valueLength, AS_RESULT(result), &ec);
    return finish_format(ec, result, out, capacity, status);
}

// MARK: Classic formatters

cicu_unum *cicu_unum_open(cicu_unum_kind kind, const char *localeID, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UNumberFormat *formatter = unum_open((UNumberFormatStyle)kind, NULL, 0, localeID, NULL, &ec);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && formatter != NULL) {
        unum_close(formatter);
        formatter = NULL;
    }
    return (cicu_unum *)formatter;
}

void cicu_unum_close(cicu_unum *formatter) { unum_close(AS_UNUM(formatter)); }

void cicu_unum_set_rule_set(cicu_unum *formatter, const char *ruleSet, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer name;
    int32_t length = cicu_utf8_to_uchar_buffer(ruleSet, -1, &name, &ec);
    if (U_SUCCESS(ec))
        unum_setTextAttribute(AS_UNUM(formatter), UNUM_DEFAULT_RULESET, name.chars, length, &ec);
    cicu_uchar_buffer_free(&name);
    *status = cicu_status_from(ec);
}

int32_t cicu_unum_public_rule_sets(const cicu_unum *formatter, char *out, int32_t capacity,
                                   cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                         unum_getTextAttribute(AS_UNUM(formatter), UNUM_PUBLIC_RULESETS,
                                               buffer.chars, buffer.capacity, &ec));
    return utf8Length;
}

void cicu_unum_set_lenient(cicu_unum *formatter, int lenient) {
    unum_setAttribute(AS_UNUM(formatter), UNUM_LENIENT_PARSE, lenient ? 1 : 0);
}

int32_t cicu_unum_format_int64(const cicu_unum *formatter, int64_t value, char *out,
                               int32_t capacity, cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                         unum_formatInt64(AS_UNUM(formatter), value, buffer.chars,
                                          buffer.capacity, NULL, &ec));
    return utf8Length;
}

int32_t cicu_unum_format_double(const cicu_unum *formatter, double value, char *out,
                                int32_t capacity, cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                         unum_formatDouble(AS_UNUM(formatter), value, buffer.chars,
                                           buffer.capacity, NULL, &ec));
    return utf8Length;
}

int32_t cicu_unum_format_decimal(const cicu_unum *formatter, const char *value,
                                 int32_t valueLength, char *out, int32_t capacity,
                                 cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                         unum_formatDecimal(AS_UNUM(formatter), value, valueLength,
                                            buffer.chars, buffer.capacity, NULL, &ec));
    return utf8Length;
}

int32_t cicu_unum_parse_decimal(const cicu_unum *formatter, const char *text,
                                int32_t textLength, int32_t *endOffset, char *out,
                                int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer buffer;
    int32_t length = cicu_utf8_to_uchar_buffer(text, textLength, &buffer, &ec);
    int32_t position = 0, decimalLength = 0;
    if (U_SUCCESS(ec))
        decimalLength = unum_parseDecimal(AS_UNUM(formatter), buffer.chars, length, &position,
                                          out, capacity, &ec);
    // Report the stop position in UTF-8 bytes, the unit Swift callers index by.
    UErrorCode positionError = U_ZERO_ERROR;
    int32_t utf8Position = 0;
    u_strToUTF8(NULL, 0, &utf8Position, buffer.chars, position, &positionError);
    *endOffset = utf8Position;
    cicu_uchar_buffer_free(&buffer);
    if (ec == U_STRING_NOT_TERMINATED_WARNING) ec = U_ZERO_ERROR;
    *status = cicu_status_from(ec);
    return decimalLength;
}

const char *cicu_unum_locale(const cicu_unum *formatter, int actual, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    const char *locale = unum_getLocaleByType(AS_UNUM(formatter),
                                              actual ? ULOC_ACTUAL_LOCALE : ULOC_VALID_LOCALE, &ec);
    *status = cicu_status_from(ec);
    return locale;
}

// MARK: Locale number data

int32_t cicu_unum_symbol(const cicu_unum *formatter, cicu_unum_symbol_kind symbol, char *out,
                         int32_t capacity, cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                         unum_getSymbol(AS_UNUM(formatter), (UNumberFormatSymbol)symbol,
                                        buffer.chars, buffer.capacity, &ec));
    return utf8Length;
}

int32_t cicu_unum_attribute(const cicu_unum *formatter, cicu_unum_attribute_kind attribute) {
    return unum_getAttribute(AS_UNUM(formatter), (UNumberFormatAttribute)attribute);
}

int32_t cicu_unum_text_attribute(const cicu_unum *formatter,
                                 cicu_unum_text_attribute_kind attribute, char *out,
                                 int32_t capacity, cicu_status *status) {
    int32_t utf8Length;
    CICU_UCHAR_TEXT_CALL(utf8Length, U_ZERO_ERROR,
                         unum_getTextAttribute(AS_UNUM(formatter),
                                               (UNumberFormatTextAttribute)attribute,
                                               buffer.chars, buffer.capacity, &ec));
    return utf8Length;
}

#include "cicu_numrange.h"
#include "cicu_internal.h"

#include <unicode/unumberrangeformatter.h>
#include <unicode/uformattedvalue.h>

// The opaque shim types are ICU's own handles under stable names.
struct cicu_numrangefmt;
struct cicu_numrangeresult;
#define AS_UNUMRF(f) ((const UNumberRangeFormatter *)(f))
#define AS_RANGE_RESULT(r) ((UFormattedNumberRange *)(r))

_Static_assert((int)CICU_RANGE_COLLAPSE_AUTO == (int)UNUM_RANGE_COLLAPSE_AUTO &&
               (int)CICU_RANGE_COLLAPSE_NONE == (int)UNUM_RANGE_COLLAPSE_NONE &&
               (int)CICU_RANGE_COLLAPSE_UNIT == (int)UNUM_RANGE_COLLAPSE_UNIT &&
               (int)CICU_RANGE_COLLAPSE_ALL == (int)UNUM_RANGE_COLLAPSE_ALL,
               "cicu_range_collapse mirrors UNumberRangeCollapse");
_Static_assert((int)CICU_RANGE_IDENTITY_SINGLE_VALUE == (int)UNUM_IDENTITY_FALLBACK_SINGLE_VALUE &&
               (int)CICU_RANGE_IDENTITY_APPROXIMATELY_OR_SINGLE_VALUE ==
                   (int)UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE &&
               (int)CICU_RANGE_IDENTITY_APPROXIMATELY == (int)UNUM_IDENTITY_FALLBACK_APPROXIMATELY &&
               (int)CICU_RANGE_IDENTITY_RANGE == (int)UNUM_IDENTITY_FALLBACK_RANGE,
               "cicu_range_identity_fallback mirrors UNumberRangeIdentityFallback");

cicu_numrangefmt *cicu_numrangefmt_open(const char *skeleton, const char *localeID,
                                        cicu_range_collapse collapse,
                                        cicu_range_identity_fallback identityFallback,
                                        int32_t *errorOffset, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_uchar_buffer buffer;
    int32_t length = cicu_utf8_to_uchar_buffer(skeleton, -1, &buffer, &ec);
    UParseError parseError = { .offset = -1 };
    UNumberRangeFormatter *formatter = NULL;
    if (U_SUCCESS(ec))
        formatter = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
            buffer.chars, length, (UNumberRangeCollapse)collapse,
            (UNumberRangeIdentityFallback)identityFallback, localeID, &parseError, &ec);
    cicu_uchar_buffer_free(&buffer);
    *errorOffset = parseError.offset;
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && formatter != NULL) {
        unumrf_close(formatter);
        formatter = NULL;
    }
    return (cicu_numrangefmt *)formatter;
}

void cicu_numrangefmt_close(cicu_numrangefmt *formatter) {
    unumrf_close((UNumberRangeFormatter *)formatter);
}

cicu_numrangeresult *cicu_numrangeresult_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UFormattedNumberRange *result = unumrf_openResult(&ec);
    *status = cicu_status_from(ec);
    return (cicu_numrangeresult *)result;
}

void cicu_numrangeresult_close(cicu_numrangeresult *result) {
    unumrf_closeResult(AS_RANGE_RESULT(result));
}

int32_t cicu_numrangeresult_utf8(const cicu_numrangeresult *result, char *out, int32_t capacity,
                                 cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = 0;
    // Zero-copy view of ICU's UTF-16 text: no UChar buffer to size here.
    const UChar *text = ufmtval_getString(unumrf_resultAsValue(AS_RANGE_RESULT(result), &ec),
                                          &length, &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_utf16_to_utf8(text, length, out, capacity, status);
}

/// Shared tail of the two format calls: report ICU's error or copy out.
static int32_t finish_range(UErrorCode ec, const cicu_numrangeresult *result, char *out,
                            int32_t capacity, cicu_status *status) {
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_numrangeresult_utf8(result, out, capacity, status);
}

int32_t cicu_numrangefmt_format_double(const cicu_numrangefmt *formatter, double first,
                                       double second, cicu_numrangeresult *result, char *out,
                                       int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    unumrf_formatDoubleRange(AS_UNUMRF(formatter), first, second, AS_RANGE_RESULT(result), &ec);
    return finish_range(ec, result, out, capacity, status);
}

int32_t cicu_numrangefmt_format_decimal(const cicu_numrangefmt *formatter, const char *first,
                                        int32_t firstLength, const char *second,
                                        int32_t secondLength, cicu_numrangeresult *result,
                                        char *out, int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    unumrf_formatDecimalRange(AS_UNUMRF(formatter), first, firstLength, second, secondLength,
                         AS_RANGE_RESULT(result), &ec);
    return finish_range(ec, result, out, capacity, status);
}

// Text and fields of ICU's formatted values, the one source of "parts".
#include "cicu_internal.h"
#include "cicu_fmtval.h"

#include <stdlib.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

_Static_assert((int)CICU_FIELD_CATEGORY_DATE == (int)UFIELD_CATEGORY_DATE &&
               (int)CICU_FIELD_CATEGORY_NUMBER == (int)UFIELD_CATEGORY_NUMBER &&
               (int)CICU_FIELD_CATEGORY_LIST == (int)UFIELD_CATEGORY_LIST &&
               (int)CICU_FIELD_CATEGORY_LIST_SPAN == (int)UFIELD_CATEGORY_LIST_SPAN &&
               (int)CICU_FIELD_CATEGORY_NUMBER_RANGE_SPAN == (int)UFIELD_CATEGORY_NUMBER_RANGE_SPAN,
               "cicu_field_category mirrors UFieldCategory");

int32_t cicu_fmtval_utf8(const UFormattedValue *value, char *out, int32_t capacity,
                         cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = 0;
    // Zero-copy view of ICU's UTF-16 text: no UChar buffer to size here.
    const UChar *text = ufmtval_getString(value, &length, &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_utf16_to_utf8(text, length, out, capacity, status);
}

int32_t cicu_fmtval_fields(const UFormattedValue *value, cicu_field_span *spans,
                           int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *text = ufmtval_getString(value, &length, &ec);
    UConstrainedFieldPosition *position = ucfpos_open(&ec);
    int32_t count = 0;
    while (U_SUCCESS(ec) && ufmtval_nextPosition(value, position, &ec)) {
        if (count < capacity) {
            cicu_field_span *span = &spans[count];
            span->category = ucfpos_getCategory(position, &ec);
            span->field = ucfpos_getField(position, &ec);
            ucfpos_getIndexes(position, &span->start, &span->limit, &ec);
        }
        count++;
    }
    ucfpos_close(position);
    int32_t written = count < capacity ? count : capacity;
    if (U_SUCCESS(ec) && !cicu_spans_to_utf8(text, length, spans, written)) ec = U_MEMORY_ALLOCATION_ERROR;
    if (U_SUCCESS(ec) && count > capacity) ec = U_BUFFER_OVERFLOW_ERROR;
    *status = cicu_status_from(ec);
    return count;
}

int cicu_spans_to_utf8(const UChar *text, int32_t length, cicu_field_span *spans, int32_t count) {
    // One pass over the text for every span: the UTF-8 offset of each UTF-16
    // offset. A pair's second unit maps like its first; ICU never ends a
    // field inside a pair.
    int32_t inlineTable[257];
    int32_t *table = length < 257 ? inlineTable : malloc(sizeof(int32_t) * ((size_t)length + 1));
    if (table == NULL) return 0;
    int32_t utf8 = 0;
    for (int32_t i = 0; i < length;) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT(text, i, length, c);
        for (int32_t unit = start; unit < i; unit++) table[unit] = utf8;
        utf8 += U8_LENGTH(c) > 0 ? U8_LENGTH(c) : 3; // a lone surrogate becomes U+FFFD
    }
    table[length] = utf8;
    for (int32_t k = 0; k < count; k++) {
        cicu_field_span *span = &spans[k];
        span->start = span->start >= 0 && span->start <= length ? table[span->start] : 0;
        span->limit = span->limit >= 0 && span->limit <= length ? table[span->limit] : 0;
    }
    if (table != inlineTable) free(table);
    return 1;
}

#include "cicu_list.h"
#include "cicu_internal.h"
#include "cicu_fmtval.h"

#include <stdlib.h>
#include <unicode/ulistformatter.h>
#include <unicode/ustring.h>

// The opaque shim types are ICU's own handles under stable names.
struct cicu_listfmt;
struct cicu_listresult;
#define AS_LISTFMT(f) ((const UListFormatter *)(f))
#define AS_LISTRESULT(r) ((UFormattedList *)(r))

_Static_assert((int)CICU_LIST_AND == (int)ULISTFMT_TYPE_AND && (int)CICU_LIST_OR == (int)ULISTFMT_TYPE_OR &&
               (int)CICU_LIST_UNITS == (int)ULISTFMT_TYPE_UNITS, "cicu_list_type mirrors UListFormatterType");
_Static_assert((int)CICU_LIST_WIDE == (int)ULISTFMT_WIDTH_WIDE && (int)CICU_LIST_SHORT == (int)ULISTFMT_WIDTH_SHORT &&
               (int)CICU_LIST_NARROW == (int)ULISTFMT_WIDTH_NARROW, "cicu_list_width mirrors UListFormatterWidth");
_Static_assert((int)CICU_LIST_LITERAL_FIELD == (int)ULISTFMT_LITERAL_FIELD &&
               (int)CICU_LIST_ELEMENT_FIELD == (int)ULISTFMT_ELEMENT_FIELD, "cicu_list_field mirrors UListFormatterField");

cicu_listfmt *cicu_listfmt_open(const char *localeID, cicu_list_type type, cicu_list_width width,
                                cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UListFormatter *formatter = ulistfmt_openForType(localeID, (UListFormatterType)type,
                                                     (UListFormatterWidth)width, &ec);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec) && formatter != NULL) {
        ulistfmt_close(formatter);
        formatter = NULL;
    }
    return (cicu_listfmt *)formatter;
}

void cicu_listfmt_close(cicu_listfmt *formatter) { ulistfmt_close((UListFormatter *)formatter); }

cicu_listresult *cicu_listresult_open(cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UFormattedList *result = ulistfmt_openResult(&ec);
    *status = cicu_status_from(ec);
    return (cicu_listresult *)result;
}

void cicu_listresult_close(cicu_listresult *result) { ulistfmt_closeResult(AS_LISTRESULT(result)); }

/// The items as UTF-16: one buffer (never longer than their UTF-8), each
/// item named by a pointer into it and a length.
typedef struct list_items {
    cicu_uchar_buffer chars;
    const UChar **pointers;
    int32_t *lengths;
    const UChar *inlinePointers[16];
    int32_t inlineLengths[16];
} list_items;

static void list_items_free(list_items *converted) {
    if (converted->pointers != converted->inlinePointers) free(converted->pointers);
    if (converted->lengths != converted->inlineLengths) free(converted->lengths);
    cicu_uchar_buffer_free(&converted->chars);
}

static void list_items_convert(list_items *converted, const char *items, const int32_t *itemLengths,
                               int32_t count, UErrorCode *ec) {
    int32_t total = 0;
    for (int32_t i = 0; i < count; i++) total += itemLengths[i];
    cicu_uchar_buffer_init(&converted->chars);
    int small = count <= 16;
    converted->pointers = small ? converted->inlinePointers : malloc(sizeof(UChar *) * (size_t)count);
    converted->lengths = small ? converted->inlineLengths : malloc(sizeof(int32_t) * (size_t)count);
    if (converted->pointers == NULL || converted->lengths == NULL ||
        (total >= converted->chars.capacity && !cicu_uchar_buffer_grow(&converted->chars, total)))
        *ec = U_MEMORY_ALLOCATION_ERROR;
    for (int32_t i = 0, utf8 = 0, utf16 = 0; U_SUCCESS(*ec) && i < count; i++) {
        converted->pointers[i] = converted->chars.chars + utf16;
        u_strFromUTF8(converted->chars.chars + utf16, converted->chars.capacity - utf16,
                      &converted->lengths[i], items + utf8, itemLengths[i], ec);
        if (*ec == U_STRING_NOT_TERMINATED_WARNING) *ec = U_ZERO_ERROR; // lengths are explicit
        utf8 += itemLengths[i];
        utf16 += converted->lengths[i];
    }
}

int32_t cicu_listfmt_format(const cicu_listfmt *formatter, const char *items,
                            const int32_t *itemLengths, int32_t count, cicu_listresult *result,
                            char *out, int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    list_items converted;
    list_items_convert(&converted, items, itemLengths, count, &ec);
    if (U_SUCCESS(ec))
        ulistfmt_formatStringsToResult(AS_LISTFMT(formatter), converted.pointers, converted.lengths,
                                       count, AS_LISTRESULT(result), &ec);
    list_items_free(&converted);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_listresult_utf8(result, out, capacity, status);
}

int32_t cicu_listresult_utf8(const cicu_listresult *result, char *out, int32_t capacity,
                             cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    const UFormattedValue *value = ulistfmt_resultAsValue(AS_LISTRESULT(result), &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_fmtval_utf8(value, out, capacity, status);
}

int32_t cicu_listresult_fields(const cicu_listresult *result, cicu_field_span *spans,
                               int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    const UFormattedValue *value = ulistfmt_resultAsValue(AS_LISTRESULT(result), &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return cicu_fmtval_fields(value, spans, capacity, status);
}

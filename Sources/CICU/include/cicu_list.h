#ifndef CICU_LIST_H
#define CICU_LIST_H

#include <stdint.h>
#include "cicu_fields.h"
#include "cicu_status.h"

// Lists: "A, B, and C" (UListFormatter). ICU makes no thread-safety promise
// for it: the caller serialises use of one formatter and its result.

/// And, or, or a unit list; mirrors UListFormatterType.
typedef enum cicu_list_type {
    CICU_LIST_AND = 0,   // ULISTFMT_TYPE_AND: "A, B, and C"
    CICU_LIST_OR = 1,    // ULISTFMT_TYPE_OR: "A, B, or C"
    CICU_LIST_UNITS = 2, // ULISTFMT_TYPE_UNITS: "3 ft, 7 in"
} cicu_list_type;

/// How long the connecting words are; mirrors UListFormatterWidth.
typedef enum cicu_list_width {
    CICU_LIST_WIDE = 0,   // "A, B, and C"
    CICU_LIST_SHORT = 1,  // "A, B, & C"
    CICU_LIST_NARROW = 2, // "A, B, C" (unit lists: "3ft 7in")
} cicu_list_width;

/// The fields of a list (category CICU_FIELD_CATEGORY_LIST); mirrors UListFormatterField.
typedef enum cicu_list_field {
    CICU_LIST_LITERAL_FIELD = 0, // ULISTFMT_LITERAL_FIELD: ", and "
    CICU_LIST_ELEMENT_FIELD = 1, // ULISTFMT_ELEMENT_FIELD: an item
} cicu_list_field;

/// An opaque `UListFormatter`.
typedef struct cicu_listfmt cicu_listfmt;
/// An opaque `UFormattedList`: the text and fields of the last format.
typedef struct cicu_listresult cicu_listresult;

cicu_listfmt *cicu_listfmt_open(const char *localeID, cicu_list_type type, cicu_list_width width,
                                cicu_status *status);
void cicu_listfmt_close(cicu_listfmt *formatter);

cicu_listresult *cicu_listresult_open(cicu_status *status);
void cicu_listresult_close(cicu_listresult *result);

/// Formats `count` items given as one UTF-8 buffer, item i being the next
/// `itemLengths[i]` bytes of `items`, into `result`, and copies the text out.
int32_t cicu_listfmt_format(const cicu_listfmt *formatter, const char *items,
                            const int32_t *itemLengths, int32_t count, cicu_listresult *result,
                            char *out, int32_t capacity, cicu_status *status);

/// The text of the last format into `result`.
int32_t cicu_listresult_utf8(const cicu_listresult *result, char *out, int32_t capacity,
                             cicu_status *status);

/// The fields of the last format into `result`: elements, literals and one
/// span per item. Writes at most `capacity`, returns how many there are.
int32_t cicu_listresult_fields(const cicu_listresult *result, cicu_field_span *spans,
                               int32_t capacity, cicu_status *status);

#endif

#ifndef CICU_FIELDS_H
#define CICU_FIELDS_H

#include <stdint.h>
#include "cicu_status.h"

// Where the fields of formatted text lie: what "format to parts" is built
// from. Every `*_fields` call writes the same record whatever the formatter,
// so one Swift mechanism turns any of them into parts.

/// The kind of field a span is; mirrors ICU's UFieldCategory.
typedef enum cicu_field_category {
    CICU_FIELD_CATEGORY_DATE = 1,     // UFIELD_CATEGORY_DATE: field is a cicu_date_field
    CICU_FIELD_CATEGORY_NUMBER = 2,   // UFIELD_CATEGORY_NUMBER: field is a cicu_number_field
    CICU_FIELD_CATEGORY_LIST = 3,     // UFIELD_CATEGORY_LIST: field is a cicu_list_field
    CICU_FIELD_CATEGORY_LIST_SPAN = 0x1003,         // one list item; field is its index
    CICU_FIELD_CATEGORY_NUMBER_RANGE_SPAN = 0x1002, // one end of a range; field 0 or 1
} cicu_field_category;

/// One field of formatted text. Offsets are UTF-8 bytes into the text the
/// same call produced (ICU's UTF-16 offsets, converted), so the span never
/// splits a character.
typedef struct cicu_field_span {
    int32_t category; // a cicu_field_category
    int32_t field;    // the category's field id, or the argument index of a span category
    int32_t start;    // first byte
    int32_t limit;    // one past the last byte
} cicu_field_span;

#endif

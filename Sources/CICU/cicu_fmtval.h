// Text and fields of ICU's formatted values, shared by the shim's .c files
// (not in cicu_internal.h: in C++, locale_matcher.cpp, ICU 72's LocalPointer
// wrappers of this header and ufieldpositer.h clash over `swap`).
#ifndef CICU_FMTVAL_H
#define CICU_FMTVAL_H

#include "cicu_internal.h"
#include <unicode/uformattedvalue.h>
#include "cicu_fields.h"

/// The text of a formatted value, as UTF-8 (see `cicu_utf16_to_utf8`).
int32_t cicu_fmtval_utf8(const UFormattedValue *value, char *out, int32_t capacity,
                         cicu_status *status);

/// Every field of a formatted value, in ICU's order, with UTF-8 offsets:
/// writes at most `capacity` spans and returns how many there are
/// (CICU_BUFFER_OVERFLOW when that is more than `capacity`).
int32_t cicu_fmtval_fields(const UFormattedValue *value, cicu_field_span *spans,
                           int32_t capacity, cicu_status *status);

/// Rewrites the UTF-16 offsets of `spans` (into `text`) as UTF-8 offsets;
/// 0 when out of memory.
int cicu_spans_to_utf8(const UChar *text, int32_t length, cicu_field_span *spans, int32_t count);

#endif

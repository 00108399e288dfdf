#ifndef CICU_CASEMAP_H
#define CICU_CASEMAP_H

#include <stdint.h>
#include "cicu_status.h"

/// Which case mapping to apply.
typedef enum cicu_case_kind {
    CICU_CASE_UPPER = 0,
    CICU_CASE_LOWER = 1,
    /// Words (ICU's word break iterator) start upper case, the rest lower case.
    CICU_CASE_TITLE = 2,
} cicu_case_kind;

/// Maps UTF-8 `text` to upper, lower or title case with the rules of
/// `language` ("tr", "lt", "el", "nl"; "root" for none) into `out`
/// (preflight: returns the full UTF-8 length). Pass the bare language:
/// ICU 72 reads "tr@collation=standard" as root for case mapping.
int32_t cicu_case_map(cicu_case_kind kind, const char *language, const char *text, int32_t textLength,
                      char *out, int32_t capacity, cicu_status *status);

#endif

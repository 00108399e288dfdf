// Locale-sensitive case mapping on UTF-8 (ucasemap_utf8To*).
#include "cicu_casemap.h"
#include "cicu_internal.h"

#include <unicode/ucasemap.h>

int32_t cicu_case_map(cicu_case_kind kind, const char *language, const char *text, int32_t textLength,
                      char *out, int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    // Opened per call: titlecasing keeps a break iterator in the map, so a
    // shared UCaseMap could not titlecase from two threads at once.
    UCaseMap *map = ucasemap_open(language, 0, &ec);
    int32_t length = 0;
    if (U_SUCCESS(ec)) {
        switch (kind) {
        case CICU_CASE_UPPER: length = ucasemap_utf8ToUpper(map, out, capacity, text, textLength, &ec); break;
        case CICU_CASE_LOWER: length = ucasemap_utf8ToLower(map, out, capacity, text, textLength, &ec); break;
        case CICU_CASE_TITLE: length = ucasemap_utf8ToTitle(map, out, capacity, text, textLength, &ec); break;
        }
    }
    ucasemap_close(map);
    if (ec == U_STRING_NOT_TERMINATED_WARNING) ec = U_ZERO_ERROR; // exact fit: lengths are explicit
    *status = cicu_status_from(ec);
    return length;
}

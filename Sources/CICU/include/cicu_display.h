#ifndef CICU_DISPLAY_H
#define CICU_DISPLAY_H

#include <stdint.h>
#include "cicu_status.h"

/// ICU's warning when it had no name and wrote the code instead ("xq",
/// "XY", "Qaaq"): U_USING_DEFAULT_WARNING.
#define CICU_USING_DEFAULT_WARNING (-127)

/// Which name of a locale id to look up.
typedef enum cicu_display_kind {
    CICU_DISPLAY_LOCALE = 0,   // uloc_getDisplayName: "allemand (Suisse)"
    CICU_DISPLAY_LANGUAGE = 1, // uloc_getDisplayLanguage: "allemand"
    CICU_DISPLAY_REGION = 2,   // uloc_getDisplayCountry: "Suisse"
    CICU_DISPLAY_SCRIPT = 3,   // uloc_getDisplayScript: "latin"
} cicu_display_kind;

/// The name of `localeID` (or of its language, region or script) in
/// `displayLocaleID`, as UTF-8 (preflight: returns the full length). The
/// status is CICU_USING_DEFAULT_WARNING when ICU had no name and wrote codes.
int32_t cicu_display_name(cicu_display_kind kind, const char *localeID, const char *displayLocaleID,
                          char *out, int32_t capacity, cicu_status *status);

/// The long name of ISO 4217 `code` (three ASCII letters) in `displayLocaleID`
/// ("EUR", "de" -> "Euro"), as UTF-8 (preflight). The status is
/// CICU_USING_DEFAULT_WARNING when ICU has no name and wrote the code.
int32_t cicu_currency_name(const char *code, const char *displayLocaleID, char *out,
                           int32_t capacity, cicu_status *status);

#endif

#ifndef CICU_PLURALS_H
#define CICU_PLURALS_H

#include <stdint.h>
#include "cicu_status.h"
#include "cicu_number.h"

// ICU's plural rules (UPluralRules). swift-intl selects plural categories
// natively from CLDR data; these calls are the reference its tests and
// benchmarks compare against. Keywords come out as UTF-8 ("one", "other")
// with the preflight convention of cicu_number.h.

/// An opaque `UPluralRules`.
typedef struct cicu_plurals cicu_plurals;

/// Opens the cardinal (`ordinal` zero) or ordinal rules of a locale id.
cicu_plurals *cicu_plurals_open(const char *localeID, int ordinal, cicu_status *status);
void cicu_plurals_close(cicu_plurals *rules);

/// The keyword for a double (`uplrules_select`; ICU picks the visible digits).
int32_t cicu_plurals_select(const cicu_plurals *rules, double value, char *out,
                            int32_t capacity, cicu_status *status);

/// The keyword for a formatted number, digits as displayed
/// (`uplrules_selectFormatted`).
int32_t cicu_plurals_select_formatted(const cicu_plurals *rules, const cicu_numresult *result,
                                      char *out, int32_t capacity, cicu_status *status);

/// The keywords the rules use, separated by ';' in ICU's order.
int32_t cicu_plurals_keywords(const cicu_plurals *rules, char *out, int32_t capacity,
                              cicu_status *status);

#endif

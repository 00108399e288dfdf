#ifndef CICU_DURATION_H
#define CICU_DURATION_H

#include <stdint.h>
#include "cicu_status.h"

#ifdef __cplusplus
extern "C" {
#endif

// What a duration formatter needs from ICU beyond number formatting: the
// locale's unit list patterns (to join "1 hr" and "5 min") and its numeric
// duration layout (to learn the digital style's separators).

/// An opaque `UListFormatter` of type ULISTFMT_TYPE_UNITS. ICU does not
/// document list formatters as thread-safe: the caller serialises use of one.
typedef struct cicu_unitlist cicu_unitlist;

/// List widths; values mirror UListFormatterWidth.
typedef enum cicu_unitlist_width {
    CICU_UNITLIST_WIDE = 0,   // ULISTFMT_WIDTH_WIDE: "1 hour, 5 minutes"
    CICU_UNITLIST_SHORT = 1,  // ULISTFMT_WIDTH_SHORT: "1 hr, 5 min"
    CICU_UNITLIST_NARROW = 2, // ULISTFMT_WIDTH_NARROW: "1h 5m"
} cicu_unitlist_width;

/// The most items `cicu_unitlist_format` joins (a duration has ten units).
#define CICU_UNITLIST_MAX_ITEMS 16

cicu_unitlist *cicu_unitlist_open(const char *localeID, cicu_unitlist_width width,
                                  cicu_status *status);
void cicu_unitlist_close(cicu_unitlist *list);

/// Joins `count` UTF-8 items (`lengths[i]` bytes each) with the unit list
/// patterns. More than CICU_UNITLIST_MAX_ITEMS is U_ILLEGAL_ARGUMENT_ERROR.
int32_t cicu_unitlist_format(const cicu_unitlist *list, const char *const *items,
                             const int32_t *lengths, int32_t count, char *out, int32_t capacity,
                             cicu_status *status);

/// 1 hour, 22 minutes and 33 seconds as ICU's MeasureFormat writes them in
/// numeric width with Latin digits ("1:22:33" in en, "1.22.33" in fi): the
/// locale's CLDR `durationUnits` pattern, from which the caller reads the
/// separators and whether hours take two digits.
int32_t cicu_duration_numeric_hms(const char *localeID, char *out, int32_t capacity,
                                  cicu_status *status);

#ifdef __cplusplus
}
#endif

#endif

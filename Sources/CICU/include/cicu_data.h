#ifndef CICU_DATA_H
#define CICU_DATA_H

#include <stdint.h>
#include "cicu_status.h"

#ifdef __cplusplus
extern "C" {
#endif

// The loaded ICU's own CLDR tables, read from its resource bundles and
// written as plain text lines (UTF-8, "section field... rest"), so that the
// native code in Intl answers from the same data as the ICU the process
// runs on, whatever its version. Each call follows the preflight convention
// of cicu_number.h: at most `capacity` bytes, the full length returned,
// CICU_BUFFER_OVERFLOW when it did not fit.

/// Language matching (bundle langInfo, tables likely and match), in either
/// layout: ICU 72–73's `lsrs`/`paradigms` strings or ICU 74's and later's
/// `lsrnum`/`paradigmnum` encoded integers. Lines:
///   languageAlias FROM TO | regionAlias FROM TO
///   lsr LANGUAGE SCRIPT REGION            ("-" for empty)
///   likely PATH VALUE HAS_NEXT
///   distance PATH VALUE HAS_VALUE HAS_NEXT
///   partition STRING | regionPartition REGION_INDEX PARTITION_INDEX
///   paradigm LANGUAGE SCRIPT REGION | defaultDistance VALUE
///   macroregion CODE | layout 74     (the latter only in ICU 74's layout)
int32_t cicu_data_locale_matching(char *buffer, int32_t capacity, cicu_status *status);

/// Alias rules (bundle metadata, alias/language and alias/territory):
///   language TYPE REPLACEMENT      (ICU ids: "sh" "sr_Latn", "und_aaland" "und_AX")
///   territory TYPE REPLACEMENTS    (space separated: "SU" "RU AM AZ …")
int32_t cicu_data_aliases(char *buffer, int32_t capacity, cicu_status *status);

/// Plural rules and ranges (bundles plurals and pluralRanges):
///   cardinal LOCALE SET | ordinal LOCALE SET
///   rule SET KEYWORD TEXT          (TEXT: condition and samples, as CLDR writes them)
///   range LOCALE SET | rangeRule SET START END RESULT
int32_t cicu_data_plurals(char *buffer, int32_t capacity, cicu_status *status);

/// Parent locales: supplementalData's parentLocales, then the %%Parent of
/// every locale bundle ICU has, which is what its own fallback follows:
///   parent CHILD PARENT            (ICU ids; "root" for root)
int32_t cicu_data_parent_locales(char *buffer, int32_t capacity, cicu_status *status);

#ifdef __cplusplus
}
#endif

#endif

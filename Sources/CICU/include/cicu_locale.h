#ifndef CICU_LOCALE_H
#define CICU_LOCALE_H

#include "cicu_status.h"
#include "cicu_enum.h"

/// BCP 47 tag -> ICU locale id ("de-DE-u-nu-latn" -> "de_DE@numbers=latn").
/// `*parsedLength` receives how many bytes of `tag` ICU understood; a
/// well-formed tag is parsed to its end. Returns the id length (preflight).
int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                     int32_t *parsedLength, cicu_status *status);

/// ICU locale id -> BCP 47 tag. With `strict`, an ill-formed id is an error
/// instead of being silently dropped. Returns the tag length (preflight).
int32_t cicu_locale_to_language_tag(const char *localeID, int strict, char *out,
                                    int32_t capacity, cicu_status *status);

/// ICU's canonical form of a locale id ("iw_IL" -> "he_IL").
int32_t cicu_locale_canonicalize(const char *localeID, char *out, int32_t capacity,
                                 cicu_status *status);

/// Number of locales ICU has data for (`uloc_countAvailable`).
int32_t cicu_locale_count_available(void);

/// The `index`th available locale id, or NULL past the end. Owned by ICU.
const char *cicu_locale_available(int32_t index);

/// Nonzero when the locale's script is written right to left.
int cicu_locale_is_right_to_left(const char *localeID);

/// The ids of every bundle in every tree of ICU's data (locales, language and
/// region names, currencies, zones, units, collation, break iteration,
/// spell-out rules), separated by spaces. Returns the length (preflight).
int32_t cicu_locale_data_bundle_ids(char *out, int32_t capacity, cicu_status *status);

/// The locale whose resource data ICU loads for `localeID` (e.g. "de" for
/// "de_XX"). `*fellBackToDefault` is set when ICU found no data for the
/// language and substituted the process default locale: callers that must
/// not depend on the host substitute root themselves.
int32_t cicu_locale_data_locale(const char *localeID, char *out, int32_t capacity,
                                int *fellBackToDefault, cicu_status *status);

/// The id with likely subtags added ("zh_TW" -> "zh_Hant_TW"). Returns the length (preflight).
int32_t cicu_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity,
                                       cicu_status *status);

/// The id with likely subtags removed ("zh_Hant_TW" -> "zh_TW"). Returns the length (preflight).
int32_t cicu_locale_minimize_subtags(const char *localeID, char *out, int32_t capacity,
                                     cicu_status *status);

/// The BCP 47 form of an ICU keyword value ("calendar", "gregorian" -> "gregory"),
/// copied into `out` (preflight convention); a failed status when ICU
/// cannot map it. A well-formed value ICU does not know comes back unchanged
/// (ICU answers with the input pointer itself, hence the copy).
int32_t cicu_locale_unicode_type(const char *key, const char *type, char *out, int32_t capacity,
                                 cicu_status *status);

/// The ICU (legacy) value of a BCP 47 keyword value ("tz", "usnyc" -> "America/New_York"),
/// copied like cicu_locale_unicode_type.
int32_t cicu_locale_legacy_type(const char *key, const char *type, char *out, int32_t capacity,
                                cicu_status *status);

/// Nonzero when ICU knows the region code ("US", "419"; case-insensitive).
int cicu_region_is_known(const char *code);

/// The numbering systems ICU has ("latn", "arab", "roman"…).
cicu_enum *cicu_numbering_systems_open(cicu_status *status);

/// The collation types ICU has, as ICU ids ("phonebook", "pinyin"…).
cicu_enum *cicu_collation_types_open(cicu_status *status);

/// ICU's default locale id (taken from the environment, e.g. "en_US_POSIX").
const char *cicu_locale_default(void);

#endif

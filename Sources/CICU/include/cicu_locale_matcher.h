#ifndef CICU_LOCALE_MATCHER_H
#define CICU_LOCALE_MATCHER_H

#include "cicu_status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An immutable icu::LocaleMatcher (CLDR language matching). ICU documents
/// the built matcher as immutable and thread-safe, so one handle may be
/// used by any number of threads at once.
typedef struct cicu_locale_matcher cicu_locale_matcher;

/// The outcome of one match.
typedef struct cicu_locale_match {
    /// Index into the supported list, or -1 when the default was chosen.
    int32_t supportedIndex;
    /// Index into the desired list of the locale that matched, or -1.
    int32_t desiredIndex;
    /// 1 for an exact match down to 0; 0 when the default was chosen.
    double quality;
} cicu_locale_match;

/// Builds a matcher over `count` supported BCP 47 tags, with CLDR's default
/// options (favor language, demote by desired position). `defaultTag` is
/// the answer when nothing matches; NULL means the first supported locale.
cicu_locale_matcher *cicu_locale_matcher_open(const char *const *supportedTags, int32_t count,
                                              const char *defaultTag, cicu_status *status);

void cicu_locale_matcher_close(cicu_locale_matcher *matcher);

/// The best supported locale for `count` desired BCP 47 tags in preference
/// order. Desired tags are parsed only as far as the matcher reads them.
cicu_locale_match cicu_locale_matcher_best(const cicu_locale_matcher *matcher,
                                           const char *const *desiredTags, int32_t count,
                                           cicu_status *status);

#ifdef __cplusplus
}
#endif

#endif

// icu::LocaleMatcher behind a C interface: ICU has no C API for CLDR
// language matching. No C++ exception can escape: ICU reports errors through
// UErrorCode, and allocation uses nothrow new.
#include "cicu_locale_matcher.h"

#include <new>
#include <unicode/localematcher.h>

// After ICU's headers, so their include guards keep them out of the C block.
extern "C" {
#include "cicu_internal.h"
}

struct cicu_locale_matcher {
    icu::LocaleMatcher matcher;
};

namespace {

/// Supplies desired locales to ICU one at a time, parsing each tag only
/// when ICU asks for it (ICU stops at the first exact match).
class DesiredTags : public icu::Locale::Iterator {
public:
    DesiredTags(const char *const *tags, int32_t count) : tags_(tags), count_(count) {}
    UBool hasNext() const override { return next_ < count_; }
    const icu::Locale &next() override {
        UErrorCode ec = U_ZERO_ERROR;
        current_ = icu::Locale::forLanguageTag(tags_[next_++], ec);
        if (U_FAILURE(ec)) { current_.setToBogus(); }
        return current_;
    }

private:
    const char *const *tags_;
    int32_t count_;
    int32_t next_ = 0;
    icu::Locale current_;
};

icu::Locale localeForTag(const char *tag, UErrorCode &ec) {
    return icu::Locale::forLanguageTag(tag, ec);
}

} // namespace

extern "C" cicu_locale_matcher *cicu_locale_matcher_open(const char *const *supportedTags, int32_t count,
                                                         const char *defaultTag, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    icu::LocaleMatcher::Builder builder;
    for (int32_t i = 0; i < count && U_SUCCESS(ec); i++) { builder.addSupportedLocale(localeForTag(supportedTags[i], ec)); }
    icu::Locale defaultLocale = defaultTag != nullptr ? localeForTag(defaultTag, ec) : icu::Locale();
    if (defaultTag != nullptr) { builder.setDefaultLocale(&defaultLocale); }
    cicu_locale_matcher *handle = nullptr;
    if (U_SUCCESS(ec)) {
        icu::LocaleMatcher matcher = builder.build(ec);
        if (U_SUCCESS(ec)) { handle = new (std::nothrow) cicu_locale_matcher{std::move(matcher)}; }
        if (U_SUCCESS(ec) && handle == nullptr) { ec = U_MEMORY_ALLOCATION_ERROR; }
    }
    *status = cicu_status_from(ec);
    return handle;
}

extern "C" void cicu_locale_matcher_close(cicu_locale_matcher *matcher) { delete matcher; }

extern "C" cicu_locale_match cicu_locale_matcher_best(const cicu_locale_matcher *matcher,
                                                      const char *const *desiredTags, int32_t count,
                                                      cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    DesiredTags desired(desiredTags, count);
    icu::LocaleMatcher::Result result = matcher->matcher.getBestMatchResult(desired, ec);
    cicu_locale_match match = { result.getSupportedIndex(), result.getDesiredIndex(), 0 };
    const icu::Locale *desiredLocale = result.getDesiredLocale();
    const icu::Locale *supportedLocale = result.getSupportedLocale();
    if (U_SUCCESS(ec) && desiredLocale != nullptr && supportedLocale != nullptr) {
        // internalMatch is ICU's 1 - distance/100 for the pair, declared in
        // the public header (U_HIDE_INTERNAL_API unset) and exported by libicuuc 72.
        match.quality = matcher->matcher.internalMatch(*desiredLocale, *supportedLocale, ec);
    }
    *status = cicu_status_from(ec);
    return match;
}

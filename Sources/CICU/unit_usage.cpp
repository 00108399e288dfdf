// icu::number::LocalizedNumberFormatter behind a C interface, for the one
// thing the C API lacks: the output unit of a usage-based conversion. No
// C++ exception can escape: ICU reports errors through UErrorCode, and
// allocation uses nothrow new.
#include "cicu_unit_usage.h"

#include <cstring>
#include <new>
#include <string>
#include <unicode/numberformatter.h>
#include <unicode/ures.h>

// After ICU's headers, so their include guards keep them out of the C block.
extern "C" {
#include "cicu_internal.h"
}

struct cicu_unitfmt {
    icu::number::LocalizedNumberFormatter formatter;
};

extern "C" cicu_unitfmt *cicu_unitfmt_open(const char *skeleton, const char *localeID,
                                           int32_t *errorOffset, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UParseError parseError = {};
    parseError.offset = -1;
    icu::UnicodeString text = icu::UnicodeString::fromUTF8(skeleton);
    icu::number::UnlocalizedNumberFormatter unlocalized =
        icu::number::NumberFormatter::forSkeleton(text, parseError, ec);
    cicu_unitfmt *handle = nullptr;
    if (U_SUCCESS(ec)) {
        handle = new (std::nothrow) cicu_unitfmt{unlocalized.locale(icu::Locale(localeID))};
        if (handle == nullptr) ec = U_MEMORY_ALLOCATION_ERROR;
    }
    *errorOffset = parseError.offset;
    *status = cicu_status_from(ec);
    return handle;
}

extern "C" void cicu_unitfmt_close(cicu_unitfmt *formatter) { delete formatter; }

extern "C" int32_t cicu_unitfmt_format_double(const cicu_unitfmt *formatter, double value,
                                              char *out, int32_t capacity, char *unit,
                                              int32_t unitCapacity, int32_t *unitLength,
                                              cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    icu::number::FormattedNumber result = formatter->formatter.formatDouble(value, ec);
    icu::MeasureUnit outputUnit = result.getOutputUnit(ec);
    icu::UnicodeString text = result.toTempString(ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    const char *identifier = outputUnit.getIdentifier();
    if (identifier == nullptr) identifier = "";
    *unitLength = (int32_t)std::strlen(identifier);
    int32_t length = cicu_utf16_to_utf8(text.getBuffer(), text.length(), out, capacity, status);
    if (*unitLength < unitCapacity) {
        std::memcpy(unit, identifier, (size_t)*unitLength + 1);
    } else {
        *status = cicu_status_from(U_BUFFER_OVERFLOW_ERROR);
    }
    return length;
}

extern "C" int32_t cicu_unit_usages(char *out, int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    UResourceBundle *units = ures_openDirect(nullptr, "units", &ec);
    UResourceBundle *preferences = ures_getByKey(units, "unitPreferenceData", nullptr, &ec);
    std::string list;
    for (int32_t i = 0; U_SUCCESS(ec) && i < ures_getSize(preferences); i++) {
        UResourceBundle *category = ures_getByIndex(preferences, i, nullptr, &ec);
        for (int32_t j = 0; U_SUCCESS(ec) && j < ures_getSize(category); j++) {
            UResourceBundle *usage = ures_getByIndex(category, j, nullptr, &ec);
            if (U_SUCCESS(ec)) {
                if (!list.empty()) list += ';';
                list += std::string(ures_getKey(category)) + "/" + ures_getKey(usage);
            }
            ures_close(usage);
        }
        ures_close(category);
    }
    ures_close(preferences);
    ures_close(units);
    *status = cicu_status_from(ec);
    if (U_FAILURE(ec)) return 0;
    int32_t length = (int32_t)list.size();
    if (length < capacity) {
        std::memcpy(out, list.c_str(), (size_t)length + 1);
    } else {
        *status = cicu_status_from(U_BUFFER_OVERFLOW_ERROR);
    }
    return length;
}

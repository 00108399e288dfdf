#include "MF1Reference.h"

#include <unicode/msgfmt.h>
#include <unicode/timezone.h>

#include <cstring>
#include <mutex>
#include <string>
#include <vector>

using icu::Formattable;
using icu::UnicodeString;

static int32_t copyOut(const std::string &text, char *out, int32_t capacity) {
    if (capacity <= 0) return 0;
    size_t length = text.size() < (size_t)(capacity - 1) ? text.size() : (size_t)(capacity - 1);
    memcpy(out, text.data(), length);
    out[length] = 0;
    return (int32_t)text.size();
}

int32_t mf1ref_format(const char *locale, const char *pattern, int32_t count, const char *const *names,
                      const mf1ref_arg *args, char *out, int32_t capacity) {
    // The formats MessageFormat creates read ICU's default zone; the Swift side formats in UTC.
    static std::once_flag zoneOnce;
    std::call_once(zoneOnce, [] { icu::TimeZone::adoptDefault(icu::TimeZone::createTimeZone("UTC")); });
    UErrorCode status = U_ZERO_ERROR;
    UParseError parseError;
    icu::MessageFormat format(UnicodeString::fromUTF8(pattern), icu::Locale(locale), parseError, status);
    if (U_FAILURE(status)) {
        copyOut(u_errorName(status), out, capacity);
        return -1;
    }
    std::vector<UnicodeString> argumentNames;
    std::vector<Formattable> arguments;
    for (int32_t index = 0; index < count; index++) {
        argumentNames.push_back(UnicodeString::fromUTF8(names[index]));
        const mf1ref_arg &arg = args[index];
        switch (arg.kind) {
        case MF1REF_STRING: arguments.push_back(Formattable(UnicodeString::fromUTF8(arg.text))); break;
        case MF1REF_INT64: arguments.push_back(Formattable((int64_t)arg.integer)); break;
        case MF1REF_DOUBLE: arguments.push_back(Formattable(arg.number)); break;
        case MF1REF_DATE: arguments.push_back(Formattable((UDate)arg.number, Formattable::kIsDate)); break;
        }
    }
    UnicodeString result;
    format.format(argumentNames.data(), arguments.data(), count, result, status);
    if (U_FAILURE(status)) {
        copyOut(u_errorName(status), out, capacity);
        return -2;
    }
    std::string text;
    result.toUTF8String(text);
    return copyOut(text, out, capacity);
}

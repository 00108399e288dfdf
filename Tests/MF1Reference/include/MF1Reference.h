// ICU's own icu::MessageFormat behind a C API, for the MF1 differential test
// in MessagesTests only: Swift cannot call ICU's C++ API, and MessageFormat
// with named arguments has no C API (umsg_* takes numbered arguments only).
// Never part of a product: the shipped shim (CICU) stays C over ICU's C API.
#ifndef MF1_REFERENCE_H
#define MF1_REFERENCE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kind of one argument.
typedef enum mf1ref_kind {
    MF1REF_STRING = 0,  // `text`, UTF-8
    MF1REF_INT64 = 1,   // `integer`
    MF1REF_DOUBLE = 2,  // `number`
    MF1REF_DATE = 3,    // `number`: milliseconds since 1970 UTC (Formattable::kIsDate)
} mf1ref_kind;

typedef struct mf1ref_arg {
    mf1ref_kind kind;
    const char *text;
    int64_t integer;
    double number;
} mf1ref_arg;

/// Formats `pattern` for `locale` with `count` named arguments, time zone UTC.
/// Returns the UTF-8 length of the text written to `out` (truncated to
/// `capacity - 1`, NUL-terminated); -1 when ICU rejects the pattern and -2
/// when formatting fails, `out` then holding the ICU error name.
int32_t mf1ref_format(const char *locale, const char *pattern, int32_t count, const char *const *names,
                      const mf1ref_arg *args, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif

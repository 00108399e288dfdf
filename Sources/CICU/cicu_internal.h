// Helpers shared by the shim's .c files; not part of the module's API.
#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include "cicu_status.h"

// The two ways a build finds no usable ICU, each stopped with what to install.
#if !__has_include(<unicode/utypes.h>)
#error "swift-intl needs ICU's development files (ICU 72 or newer), found through pkg-config (icu-uc, icu-i18n): Debian/Ubuntu: apt-get install libicu-dev pkg-config; Fedora: dnf install libicu-devel pkgconf; macOS: brew install icu4c pkg-config, then export PKG_CONFIG_PATH=\"$(brew --prefix icu4c)/lib/pkgconfig\""
#endif

#include <unicode/utypes.h>
#include <unicode/uversion.h>

#if U_ICU_VERSION_MAJOR_NUM < 72
#error "swift-intl needs ICU 72 or newer, and pkg-config found older ICU headers: install ICU 72+ (Debian 12, Ubuntu 24.04: libicu-dev; macOS: brew install icu4c) and point pkg-config at it (PKG_CONFIG_PATH=<its prefix>/lib/pkgconfig)"
#endif

/// Wraps a UErrorCode (and its static name) for Swift.
cicu_status cicu_status_from(UErrorCode code);

/// UTF-16 -> UTF-8 with the preflight convention: writes at most `capacity`
/// bytes and always returns the full UTF-8 length. When the result does not
/// fit, `*status` becomes CICU_BUFFER_OVERFLOW and the caller retries with
/// the returned length.
int32_t cicu_utf16_to_utf8(const UChar *src, int32_t srcLength, char *dest,
                           int32_t capacity, cicu_status *status);

/// A UTF-16 buffer that starts on the stack and grows once on overflow.
typedef struct cicu_uchar_buffer {
    UChar *chars;
    int32_t capacity;
    UChar inline_storage[256];
} cicu_uchar_buffer;

void cicu_uchar_buffer_init(cicu_uchar_buffer *buffer);

/// UTF-8 -> UTF-16, the one conversion of the shim's inputs: initializes
/// `buffer`, converts `src` (NUL-terminated when `srcLength` is -1) into it,
/// growing it once to the full length when the stack storage is too small,
/// and returns the UTF-16 length. A NULL `src` converts to nothing (length
/// 0), and a failure already in `*ec` skips the conversion, so several
/// inputs convert in a row with one check at the end. Out of memory is
/// U_MEMORY_ALLOCATION_ERROR. The caller frees `buffer` in every case.
int32_t cicu_utf8_to_uchar_buffer(const char *src, int32_t srcLength, cicu_uchar_buffer *buffer,
                                  UErrorCode *ec);

/// Grows to `length + 1` UChars; returns 0 when out of memory.
int cicu_uchar_buffer_grow(cicu_uchar_buffer *buffer, int32_t length);
void cicu_uchar_buffer_free(cicu_uchar_buffer *buffer);

/// Runs one UChar-producing ICU call with the grow-once buffer and stores
/// the UTF-8 length of its result (copied into out/capacity) in `result`.
/// `ec` starts as `start`, so an earlier conversion error skips the call;
/// the call names the buffer `buffer` and its error `ec`. The output
/// follows the shim's convention (see `cicu_utf16_to_utf8`).
#define CICU_UCHAR_TEXT_CALL(result, start, call_with_buffer)                         \
    do {                                                                               \
        UErrorCode ec = (start);                                                       \
        cicu_uchar_buffer buffer;                                                      \
        cicu_uchar_buffer_init(&buffer);                                               \
        int32_t length = U_SUCCESS(ec) ? (call_with_buffer) : 0;                       \
        if (ec == U_BUFFER_OVERFLOW_ERROR && cicu_uchar_buffer_grow(&buffer, length)) { \
            ec = U_ZERO_ERROR;                                                         \
            length = (call_with_buffer);                                               \
        }                                                                              \
        if (ec == U_BUFFER_OVERFLOW_ERROR) ec = U_MEMORY_ALLOCATION_ERROR;             \
        (result) = 0;                                                                  \
        if (U_FAILURE(ec)) *status = cicu_status_from(ec);                             \
        else (result) = cicu_utf16_to_utf8(buffer.chars, length, out, capacity, status); \
        cicu_uchar_buffer_free(&buffer);                                               \
    } while (0)

#endif

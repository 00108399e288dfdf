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

/// UTF-8 -> UTF-16 into `dest` (capacity in UChars). Returns the UTF-16
/// length; on U_BUFFER_OVERFLOW_ERROR that is the length needed.
int32_t cicu_utf8_to_utf16(const char *src, int32_t srcLength, UChar *dest,
                           int32_t capacity, UErrorCode *ec);

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
/// Grows to `length + 1` UChars; returns 0 when out of memory.
int cicu_uchar_buffer_grow(cicu_uchar_buffer *buffer, int32_t length);
void cicu_uchar_buffer_free(cicu_uchar_buffer *buffer);

#endif

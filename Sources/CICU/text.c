// UTF-8 <-> UTF-16 conversion and the grow-once UChar buffer.
#include "cicu_internal.h"

#include <stdlib.h>
#include <unicode/ustring.h>

int32_t cicu_utf8_to_uchar_buffer(const char *src, int32_t srcLength, cicu_uchar_buffer *buffer,
                                  UErrorCode *ec) {
    cicu_uchar_buffer_init(buffer);
    if (src == NULL || U_FAILURE(*ec)) return 0;
    // On overflow u_strFromUTF8 still returns the full UTF-16 length: grow to it once.
    int32_t length = 0;
    u_strFromUTF8(buffer->chars, buffer->capacity, &length, src, srcLength, ec);
    if (*ec == U_BUFFER_OVERFLOW_ERROR && cicu_uchar_buffer_grow(buffer, length)) {
        *ec = U_ZERO_ERROR;
        u_strFromUTF8(buffer->chars, buffer->capacity, &length, src, srcLength, ec);
    }
    if (*ec == U_BUFFER_OVERFLOW_ERROR) *ec = U_MEMORY_ALLOCATION_ERROR; // could not grow
    if (*ec == U_STRING_NOT_TERMINATED_WARNING) *ec = U_ZERO_ERROR; // exact fit: lengths are explicit
    return length;
}

int32_t cicu_utf16_to_utf8(const UChar *src, int32_t srcLength, char *dest,
                           int32_t capacity, cicu_status *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = 0;
    // ICU 72 writes some text with unpaired surrogates (the exponent digits
    // of scientific notation in numbering systems beyond the BMP, ccp and
    // Adlam: "1E21" comes out with its pairs interleaved). Each unpaired one
    // becomes U+FFFD instead of failing a format that cannot otherwise fail.
    u_strToUTF8WithSub(dest, capacity, &length, src, srcLength, 0xFFFD, NULL, &ec);
    if (ec == U_STRING_NOT_TERMINATED_WARNING) ec = U_ZERO_ERROR; // exact fit
    *status = cicu_status_from(ec);
    return length;
}

void cicu_uchar_buffer_init(cicu_uchar_buffer *buffer) {
    buffer->chars = buffer->inline_storage;
    buffer->capacity = (int32_t)(sizeof buffer->inline_storage / sizeof(UChar));
}

int cicu_uchar_buffer_grow(cicu_uchar_buffer *buffer, int32_t length) {
    cicu_uchar_buffer_free(buffer);
    buffer->chars = malloc(sizeof(UChar) * ((size_t)length + 1));
    if (buffer->chars == NULL) {
        cicu_uchar_buffer_init(buffer);
        return 0;
    }
    buffer->capacity = length + 1;
    return 1;
}

void cicu_uchar_buffer_free(cicu_uchar_buffer *buffer) {
    if (buffer->chars != buffer->inline_storage) free(buffer->chars);
    cicu_uchar_buffer_init(buffer);
}

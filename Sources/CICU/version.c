#include "cicu_version.h"
#include "cicu_internal.h"

#include <unicode/ulocdata.h>
#include <unicode/uversion.h>
#include <string.h>

/// Writes `version` as text ("72.1": at least two fields, trailing zero fields dropped).
static int32_t copy_version(const UVersionInfo version, char *out, int32_t capacity, cicu_status *status) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    int32_t length = (int32_t)strlen(text);
    UErrorCode ec = U_ZERO_ERROR;
    if (length < capacity) memcpy(out, text, (size_t)length + 1);
    else ec = U_BUFFER_OVERFLOW_ERROR;
    *status = cicu_status_from(ec);
    return length;
}

int32_t cicu_icu_version(char *out, int32_t capacity, cicu_status *status) {
    UVersionInfo version;
    u_getVersion(version);
    return copy_version(version, out, capacity, status);
}

int32_t cicu_cldr_version(char *out, int32_t capacity, cicu_status *status) {
    UVersionInfo version;
    UErrorCode ec = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(version, &ec);
    if (U_FAILURE(ec)) {
        *status = cicu_status_from(ec);
        return 0;
    }
    return copy_version(version, out, capacity, status);
}

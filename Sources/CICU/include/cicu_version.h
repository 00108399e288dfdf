#ifndef CICU_VERSION_H
#define CICU_VERSION_H

#include <stdint.h>
#include "cicu_status.h"

/// The version of the ICU library loaded at run time (`u_getVersion`), e.g.
/// "72.1": it can be newer than the headers the shim was compiled with.
/// Preflight convention: writes at most `capacity` bytes, returns the length.
int32_t cicu_icu_version(char *out, int32_t capacity, cicu_status *status);

/// The CLDR version of the loaded ICU's locale data
/// (`ulocdata_getCLDRVersion`), e.g. "42.0". Preflight convention.
int32_t cicu_cldr_version(char *out, int32_t capacity, cicu_status *status);

#endif

// CICU: a thin C shim over ICU's C API for swift-intl.
//
// Why it exists: ICU renames every C entry point per version (urename.h turns
// unumf_formatDouble into unumf_formatDouble_72), so Swift cannot name them
// stably. This shim exposes version-free `cicu_<service>_<verb>` names, sizes
// ICU's UTF-16 buffers (retrying on U_BUFFER_OVERFLOW_ERROR), converts text
// between UTF-8 and UTF-16 and maps UErrorCode to `cicu_status`.
//
// It holds no cache, no option logic and no locale fallback: those live in
// the Swift `Intl` module.
#ifndef CICU_H
#define CICU_H

#include "cicu_status.h"
#include "cicu_enum.h"
#include "cicu_locale.h"
#include "cicu_number.h"
#include "cicu_date.h"
#include "cicu_plurals.h"
#include "cicu_locale_matcher.h"
#include "cicu_display.h"
#include "cicu_casemap.h"
#include "cicu_collation.h"
#include "cicu_version.h"
#include "cicu_fields.h"
#include "cicu_list.h"
#include "cicu_numrange.h"
#include "cicu_duration.h"
#include "cicu_unit_usage.h"
#include "cicu_thread_slots.h"
#include "cicu_data.h"

#endif

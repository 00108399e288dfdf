// The system ICU, found through pkg-config (icu-uc, icu-i18n): SwiftPM adds
// their compiler and linker flags to every target that depends on ICU4C.
// Only CICU includes ICU's headers; Swift code never imports this module.
#include <unicode/utypes.h>

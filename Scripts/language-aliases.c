/* Prints ICU's language alias rules (resource bundle "metadata", table
 * alias/language: CLDR's supplementalMetadata languageAlias, compiled into
 * ICU's data) as "type replacement" lines, in ICU's order (sorted by type).
 * Used by generate-language-aliases.sh; CLDRData/ has no supplementalMetadata.xml. */
#include <stdio.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

int main(void) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *metadata = ures_openDirect(NULL, "metadata", &status);
    UResourceBundle *alias = ures_getByKey(metadata, "alias", NULL, &status);
    UResourceBundle *language = ures_getByKey(alias, "language", NULL, &status);
    while (U_SUCCESS(status) && ures_hasNext(language)) {
        UResourceBundle *rule = ures_getNextResource(language, NULL, &status);
        UResourceBundle *replacement = ures_getByKey(rule, "replacement", NULL, &status);
        int32_t length = 0;
        const UChar *text = ures_getString(replacement, &length, &status);
        char buffer[256];
        if (U_SUCCESS(status) && length < (int32_t)sizeof buffer) {
            u_austrcpy(buffer, text);
            printf("%s %s\n", ures_getKey(rule), buffer);
        }
        ures_close(replacement);
        ures_close(rule);
    }
    ures_close(language);
    ures_close(alias);
    ures_close(metadata);
    if (U_FAILURE(status)) {
        fprintf(stderr, "error: ICU alias data: %s\n", u_errorName(status));
        return 1;
    }
    return 0;
}

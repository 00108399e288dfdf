// The loaded ICU's CLDR tables as text lines (see cicu_data.h).
//
// Intl reads these once per process instead of trusting tables generated
// from one ICU: plural rules, aliases, parents and matching data changed
// between ICU 72 (CLDR 42) and ICU 76 (CLDR 46), and a native answer must
// equal what the ICU that formats the numbers would answer.
#include <map>
#include <string>
#include <unicode/bytestrie.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>

#include "cicu_data.h"
// After ICU's headers, so their include guards keep them out of the C block.
extern "C" {
#include "cicu_internal.h"
}

namespace {

/// A bundle that closes itself.
struct Bundle {
    UResourceBundle *bundle;
    explicit Bundle(UResourceBundle *b) : bundle(b) {}
    Bundle(const Bundle &) = delete;
    ~Bundle() { ures_close(bundle); }
    Bundle child(const char *key, UErrorCode &status) const { return Bundle(ures_getByKey(bundle, key, nullptr, &status)); }
    Bundle child(int32_t index, UErrorCode &status) const { return Bundle(ures_getByIndex(bundle, index, nullptr, &status)); }
    int32_t size() const { return ures_getSize(bundle); }
    const char *key() const { return ures_getKey(bundle); }
};

Bundle openBundle(const char *name, UErrorCode &status) { return Bundle(ures_openDirect(nullptr, name, &status)); }

/// Calls `body` with each child of `parent` in order, while `status` is a success.
template <typename Body>
void forEachChild(const Bundle &parent, UErrorCode &status, Body body) {
    const int32_t size = U_SUCCESS(status) ? parent.size() : 0;
    for (int32_t i = 0; U_SUCCESS(status) && i < size; i++) {
        Bundle child = parent.child(i, status);
        if (U_SUCCESS(status)) { body(child); }
    }
}

/// A string resource as UTF-8 (every string these tables hold is ASCII).
std::string text(const Bundle &resource, UErrorCode &status) {
    int32_t length = 0;
    const UChar *chars = ures_getString(resource.bundle, &length, &status);
    if (U_FAILURE(status)) { return ""; }
    std::string result;
    int32_t needed = 0;
    UErrorCode sizing = U_ZERO_ERROR;
    u_strToUTF8(nullptr, 0, &needed, chars, length, &sizing);
    result.resize(static_cast<size_t>(needed));
    u_strToUTF8(result.data(), needed, nullptr, chars, length, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING) { status = U_ZERO_ERROR; }
    return result;
}

std::string stringAt(const Bundle &array, int32_t index, UErrorCode &status) {
    Bundle item = array.child(index, status);
    return text(item, status);
}

int32_t deliver(const std::string &lines, char *buffer, int32_t capacity, UErrorCode status, cicu_status *out) {
    if (U_FAILURE(status)) {
        *out = cicu_status_from(status);
        return 0;
    }
    const int32_t length = static_cast<int32_t>(lines.size());
    if (length > capacity) {
        *out = cicu_status_from(U_BUFFER_OVERFLOW_ERROR);
    } else {
        lines.copy(buffer, lines.size());
    }
    return length;
}

// MARK: Language matching

struct TrieNode {
    int32_t value = 0;
    bool hasValue = false;
    bool hasNext = false;
};

/// Every whole-subtag prefix of every key of one of ICU's byte tries, with
/// what a walk that far finds. Subtags end in a byte with bit 7 set, or are
/// a lone "*" (an empty or wildcard subtag); they are joined with "-".
std::map<std::string, TrieNode> triePrefixes(const uint8_t *bytes, UErrorCode &status) {
    std::map<std::string, TrieNode> nodes;
    if (U_FAILURE(status)) { return nodes; }
    icu::BytesTrie::Iterator iterator(bytes, 0, status);
    while (U_SUCCESS(status) && iterator.hasNext()) {
        iterator.next(status);
        const icu::StringPiece key = iterator.getString();
        std::string path, subtag;
        for (int32_t i = 0; i < key.length(); i++) {
            const unsigned char byte = static_cast<unsigned char>(key.data()[i]);
            const bool ends = byte == '*' || (byte & 0x80) != 0;
            subtag.push_back(static_cast<char>(byte & 0x7f));
            if (!ends) { continue; }
            if (!path.empty()) { path += "-"; }
            path += subtag;
            subtag.clear();
            if (i + 1 < key.length()) { nodes[path].hasNext = true; }
        }
        TrieNode &node = nodes[path];
        node.value = iterator.getValue();
        node.hasValue = true;
    }
    return nodes;
}

const uint8_t *binary(const Bundle &table, const char *key, int32_t &length, UErrorCode &status) {
    Bundle resource = table.child(key, status);
    // The bytes live in ICU's mapped data, not in the bundle.
    return ures_getBinary(resource.bundle, &length, &status);
}

void appendField(std::string &out, const std::string &field) {
    out += ' ';
    out += field.empty() ? "-" : field;
}

/// A string array, `group` strings per line.
void appendStrings(std::string &out, const char *section, const Bundle &table, const char *key, int group,
                   UErrorCode &status) {
    Bundle array = table.child(key, status);
    const int32_t size = U_SUCCESS(status) ? array.size() : 0;
    for (int32_t i = 0; U_SUCCESS(status) && i + group <= size; i += group) {
        out += section;
        for (int g = 0; g < group; g++) { appendField(out, stringAt(array, i + g, status)); }
        out += '\n';
    }
}

/// ICU 74's encoding of a (language, script, region) triple in one integer
/// (`lsrnum`, `paradigmnum`): 0 is the empty triple and 1 the "skip"
/// marker; otherwise the low 24 bits hold the language (three base-27
/// letters, the first lowest) and, above 27³, the region (two base-27
/// letters, or below 27 an index into the `m49` array), and the high byte
/// holds the script's UScriptCode.
std::string decodedLanguage(int32_t encoded) {
    if (encoded == 0) { return ""; }
    if (encoded == 1) { return "skip"; }
    int32_t value = (encoded & 0x00ffffff) % (27 * 27 * 27);
    std::string language;
    for (; value > 0; value /= 27) { language.push_back(static_cast<char>('a' + value % 27 - 1)); }
    return language;
}

std::string decodedScript(int32_t encoded) {
    if (encoded == 0) { return ""; }
    if (encoded == 1) { return "script"; }
    const char *script = uscript_getShortName(static_cast<UScriptCode>((encoded >> 24) & 0xff));
    return script == nullptr ? "" : script;
}

std::string decodedRegion(int32_t encoded, const Bundle &m49, UErrorCode &status) {
    if (encoded == 0 || encoded == 1) { return ""; }
    const int32_t value = ((encoded & 0x00ffffff) / (27 * 27 * 27)) % (27 * 27);
    if (value < 27) { return stringAt(m49, value, status); }
    return std::string{static_cast<char>('A' + value % 27 - 1), static_cast<char>('A' + value / 27 % 27 - 1)};
}

/// LSR lines from ICU 72–73's string array (`stringsKey`) or ICU 74's
/// encoded integers (`numbersKey`).
void appendLSRs(std::string &out, const char *section, const Bundle &table, const char *stringsKey,
                const char *numbersKey, const Bundle &likely, UErrorCode &status) {
    UErrorCode probe = U_ZERO_ERROR;
    Bundle strings = table.child(stringsKey, probe);
    if (U_SUCCESS(probe)) {
        appendStrings(out, section, table, stringsKey, 3, status);
        return;
    }
    // ICU 74 changed how likely subtags flag a macroregion along with the layout.
    if (std::string(section) == "lsr") { out += "layout 74\n"; }
    Bundle numbers = table.child(numbersKey, status);
    Bundle m49 = likely.child("m49", status);
    int32_t count = 0;
    const int32_t *values = U_SUCCESS(status) ? ures_getIntVector(numbers.bundle, &count, &status) : nullptr;
    for (int32_t i = 0; U_SUCCESS(status) && i < count; i++) {
        out += section;
        appendField(out, decodedLanguage(values[i]));
        appendField(out, decodedScript(values[i]));
        appendField(out, decodedRegion(values[i], m49, status));
        out += '\n';
    }
}

/// "macroregion CODE" for supplementalData's idValidity/region/macroregion,
/// whose ranges ("013~5") are expanded: ICU 74's likely subtags do not mark
/// such a region as one the locale named.
void appendMacroregions(std::string &out, UErrorCode &status) {
    Bundle supplemental = openBundle("supplementalData", status);
    Bundle idValidity = supplemental.child("idValidity", status);
    Bundle regions = idValidity.child("region", status);
    Bundle macroregions = regions.child("macroregion", status);
    const int32_t size = U_SUCCESS(status) ? macroregions.size() : 0;
    for (int32_t i = 0; U_SUCCESS(status) && i < size; i++) {
        const std::string code = stringAt(macroregions, i, status);
        const size_t tilde = code.find('~');
        if (tilde == std::string::npos || tilde == 0 || tilde + 1 >= code.size()) {
            out += "macroregion " + code + "\n";
            continue;
        }
        std::string current = code.substr(0, tilde);
        for (char last = current.back(); last <= code[tilde + 1]; last++) {
            current.back() = last;
            out += "macroregion " + current + "\n";
        }
    }
}

std::string localeMatchingLines(UErrorCode &status) {
    std::string out;
    Bundle langInfo = openBundle("langInfo", status);
    Bundle likely = langInfo.child("likely", status);
    Bundle match = langInfo.child("match", status);
    appendStrings(out, "languageAlias", likely, "languageAliases", 2, status);
    appendStrings(out, "regionAlias", likely, "regionAliases", 2, status);
    appendLSRs(out, "lsr", likely, "lsrs", "lsrnum", likely, status);
    int32_t length = 0;
    for (const auto &[path, node] : triePrefixes(binary(likely, "trie", length, status), status)) {
        out += "likely " + path + " " + std::to_string(node.hasValue ? node.value : 0) + " " + (node.hasNext ? "1" : "0") + "\n";
    }
    for (const auto &[path, node] : triePrefixes(binary(match, "trie", length, status), status)) {
        out += "distance " + path + " " + std::to_string(node.value) + " " + (node.hasValue ? "1" : "0") + " "
            + (node.hasNext ? "1" : "0") + "\n";
    }
    appendStrings(out, "partition", match, "partitions", 1, status);
    const uint8_t *regionToPartitions = binary(match, "regionToPartitions", length, status);
    for (int32_t i = 0; U_SUCCESS(status) && i < length; i++) {
        if (regionToPartitions[i] != 0) {
            out += "regionPartition " + std::to_string(i) + " " + std::to_string(regionToPartitions[i]) + "\n";
        }
    }
    appendLSRs(out, "paradigm", match, "paradigms", "paradigmnum", likely, status);
    appendMacroregions(out, status);
    Bundle distances = match.child("distances", status);
    int32_t count = 0;
    const int32_t *values = U_SUCCESS(status) ? ures_getIntVector(distances.bundle, &count, &status) : nullptr;
    for (int32_t i = 0; U_SUCCESS(status) && i < count; i++) { out += "defaultDistance " + std::to_string(values[i]) + "\n"; }
    return out;
}

// MARK: Aliases

/// "section TYPE REPLACEMENT" for each rule of metadata/alias/`kind`.
void appendAliases(std::string &out, const Bundle &alias, const char *kind, UErrorCode &status) {
    Bundle rules = alias.child(kind, status);
    forEachChild(rules, status, [&](const Bundle &rule) {
        Bundle replacement = rule.child("replacement", status);
        const std::string replaced = text(replacement, status);
        if (U_SUCCESS(status)) { out += std::string(kind) + " " + rule.key() + " " + replaced + "\n"; }
    });
}

std::string aliasLines(UErrorCode &status) {
    std::string out;
    Bundle metadata = openBundle("metadata", status);
    Bundle alias = metadata.child("alias", status);
    appendAliases(out, alias, "language", status);
    appendAliases(out, alias, "territory", status);
    return out;
}

// MARK: Plurals

/// "section LOCALE SET" for each entry of a locale → set table.
void appendLocaleSets(std::string &out, const char *section, const Bundle &bundle, const char *key, UErrorCode &status) {
    Bundle table = bundle.child(key, status);
    forEachChild(table, status, [&](const Bundle &entry) {
        const std::string set = text(entry, status);
        out += std::string(section) + " " + entry.key() + " " + set + "\n";
    });
}

std::string pluralLines(UErrorCode &status) {
    std::string out;
    Bundle plurals = openBundle("plurals", status);
    appendLocaleSets(out, "cardinal", plurals, "locales", status);
    appendLocaleSets(out, "ordinal", plurals, "locales_ordinals", status);
    Bundle sets = plurals.child("rules", status);
    forEachChild(sets, status, [&](const Bundle &set) {
        forEachChild(set, status, [&](const Bundle &rule) {
            const std::string condition = text(rule, status);
            out += std::string("rule ") + set.key() + " " + rule.key() + " " + condition + "\n";
        });
    });
    Bundle ranges = openBundle("pluralRanges", status);
    appendLocaleSets(out, "range", ranges, "locales", status);
    Bundle rangeSets = ranges.child("rules", status);
    forEachChild(rangeSets, status, [&](const Bundle &set) {
        forEachChild(set, status, [&](const Bundle &triple) {
            out += std::string("rangeRule ") + set.key();
            for (int32_t k = 0; k < 3 && U_SUCCESS(status); k++) { appendField(out, stringAt(triple, k, status)); }
            out += "\n";
        });
    });
    return out;
}

// MARK: Parents

std::string parentLines(UErrorCode &status) {
    std::string out;
    Bundle supplemental = openBundle("supplementalData", status);
    Bundle parents = supplemental.child("parentLocales", status);
    forEachChild(parents, status, [&](const Bundle &children) {
        const int32_t size = children.size();
        for (int32_t c = 0; U_SUCCESS(status) && c < size; c++) {
            out += "parent " + stringAt(children, c, status) + " " + children.key() + "\n";
        }
    });
    // What ICU's own bundle fallback follows, which since CLDR 45 includes
    // the parents that supplementalData no longer lists (zh_Hant → root).
    const int32_t available = uloc_countAvailable();
    for (int32_t i = 0; U_SUCCESS(status) && i < available; i++) {
        const char *locale = uloc_getAvailable(i);
        UErrorCode local = U_ZERO_ERROR;
        Bundle bundle = Bundle(ures_openDirect(nullptr, locale, &local));
        int32_t length = 0;
        const UChar *parent = ures_getStringByKey(bundle.bundle, "%%Parent", &length, &local);
        if (U_FAILURE(local) || length <= 0 || length >= 64) { continue; }
        char ascii[64];
        u_UCharsToChars(parent, ascii, length);
        ascii[length] = '\0';
        out += std::string("parent ") + locale + " " + ascii + "\n";
    }
    return out;
}

}  // namespace

/// Renders one table and copies it out with the preflight convention.
static int32_t copyLines(std::string (*lines)(UErrorCode &), char *buffer, int32_t capacity, cicu_status *status) {
    UErrorCode code = U_ZERO_ERROR;
    const std::string text = lines(code);
    return deliver(text, buffer, capacity, code, status);
}

extern "C" {

int32_t cicu_data_locale_matching(char *buffer, int32_t capacity, cicu_status *status) {
    return copyLines(localeMatchingLines, buffer, capacity, status);
}

int32_t cicu_data_aliases(char *buffer, int32_t capacity, cicu_status *status) {
    return copyLines(aliasLines, buffer, capacity, status);
}

int32_t cicu_data_plurals(char *buffer, int32_t capacity, cicu_status *status) {
    return copyLines(pluralLines, buffer, capacity, status);
}

int32_t cicu_data_parent_locales(char *buffer, int32_t capacity, cicu_status *status) {
    return copyLines(parentLines, buffer, capacity, status);
}

}

// Prints ICU's compiled language-matching data (resource bundle "langInfo":
// CLDR's likelySubtags and languageMatching as ICU's LocaleMatcher reads
// them) as plain text lines for generate-locale-matcher-data.sh.
//
// ICU stores the likely-subtags and distance tables as byte tries whose keys
// are subtags, each ending in a byte with bit 7 set, with a lone "*" for an
// empty or wildcard subtag. The matcher walks them one whole subtag at a
// time, so this prints, for every whole-subtag prefix of every key, what a
// walk that far finds: whether a value is there, whether longer keys go on,
// and the value. Subtags are joined with "-", "*" kept as "*".
//
// Output sections, each line "section field...":
//   languageAlias FROM TO | regionAlias FROM TO
//   lsr LANGUAGE SCRIPT REGION           (index = order; "" written as "-")
//   likely PATH VALUE HAS_NEXT          (value 0: none)
//   distance PATH VALUE HAS_VALUE HAS_NEXT
//   partition STRING | regionPartition REGION_INDEX PARTITION_INDEX (nonzero only)
//   paradigm LANGUAGE SCRIPT REGION | defaultDistance VALUE (4, in ICU's order)
#include <cstdio>
#include <map>
#include <string>
#include <unicode/bytestrie.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

namespace {

struct Node {
    int32_t value = 0;
    bool hasValue = false;
    bool hasNext = false;
};

/// Whole-subtag prefixes of every key, with what a walk finds there.
std::map<std::string, Node> prefixes(const uint8_t *bytes, UErrorCode &status) {
    std::map<std::string, Node> nodes;
    icu::BytesTrie::Iterator iterator(bytes, 0, status);
    while (U_SUCCESS(status) && iterator.hasNext()) {
        iterator.next(status);
        const icu::StringPiece key = iterator.getString();
        std::string path;
        std::string subtag;
        for (int32_t i = 0; i < key.length(); i++) {
            const unsigned char byte = static_cast<unsigned char>(key.data()[i]);
            bool ends = byte == '*' || (byte & 0x80) != 0;
            subtag.push_back(static_cast<char>(byte & 0x7f));
            if (!ends) { continue; }
            if (!path.empty()) { path += "-"; }
            path += subtag;
            subtag.clear();
            if (i + 1 < key.length()) { nodes[path].hasNext = true; }
        }
        Node &node = nodes[path];
        node.value = iterator.getValue();
        node.hasValue = true;
    }
    return nodes;
}


/// Prints a string array in groups of `group` per line.
void printStrings(const char *section, UResourceBundle *table, const char *key, int group, UErrorCode &status) {
    UResourceBundle *array = ures_getByKey(table, key, nullptr, &status);
    const int32_t size = ures_getSize(array);
    for (int32_t i = 0; U_SUCCESS(status) && i < size; i += group) {
        std::printf("%s", section);
        for (int g = 0; g < group && U_SUCCESS(status); g++) {
            int32_t length = 0;
            const UChar *text = ures_getStringByIndex(array, i + g, &length, &status);
            char buffer[64] = "";
            if (U_SUCCESS(status) && length < static_cast<int32_t>(sizeof buffer)) { u_austrcpy(buffer, text); }
            std::printf(" %s", *buffer ? buffer : "-");
        }
        std::printf("\n");
    }
    ures_close(array);
}

const uint8_t *binary(UResourceBundle *table, const char *key, int32_t &length, UErrorCode &status) {
    UResourceBundle *resource = ures_getByKey(table, key, nullptr, &status);
    const uint8_t *bytes = ures_getBinary(resource, &length, &status);
    ures_close(resource);  // the bytes live in ICU's mapped data, not in the bundle
    return bytes;
}

}  // namespace

int main() {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *langInfo = ures_openDirect(nullptr, "langInfo", &status);
    UResourceBundle *likely = ures_getByKey(langInfo, "likely", nullptr, &status);
    UResourceBundle *match = ures_getByKey(langInfo, "match", nullptr, &status);

    printStrings("languageAlias", likely, "languageAliases", 2, status);
    printStrings("regionAlias", likely, "regionAliases", 2, status);
    printStrings("lsr", likely, "lsrs", 3, status);
    int32_t length = 0;
    for (const auto &[path, node] : prefixes(binary(likely, "trie", length, status), status)) {
        std::printf("likely %s %d %d\n", path.c_str(), node.hasValue ? node.value : 0, node.hasNext ? 1 : 0);
    }
    for (const auto &[path, node] : prefixes(binary(match, "trie", length, status), status)) {
        std::printf("distance %s %d %d %d\n", path.c_str(), node.value, node.hasValue ? 1 : 0, node.hasNext ? 1 : 0);
    }
    printStrings("partition", match, "partitions", 1, status);
    const uint8_t *regionToPartitions = binary(match, "regionToPartitions", length, status);
    for (int32_t i = 0; U_SUCCESS(status) && i < length; i++) {
        if (regionToPartitions[i] != 0) { std::printf("regionPartition %d %d\n", i, regionToPartitions[i]); }
    }
    printStrings("paradigm", match, "paradigms", 3, status);
    UResourceBundle *distances = ures_getByKey(match, "distances", nullptr, &status);
    int32_t count = 0;
    const int32_t *values = ures_getIntVector(distances, &count, &status);
    for (int32_t i = 0; U_SUCCESS(status) && i < count; i++) { std::printf("defaultDistance %d\n", values[i]); }
    ures_close(distances);

    ures_close(match);
    ures_close(likely);
    ures_close(langInfo);
    if (U_FAILURE(status)) {
        std::fprintf(stderr, "error: ICU langInfo data: %s\n", u_errorName(status));
        return 1;
    }
    return 0;
}

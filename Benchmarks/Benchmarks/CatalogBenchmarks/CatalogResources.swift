// The generated resources folders the catalog benchmarks read: 40 languages × 2,000 keys,
// with a .stringsdict per language (shared by CatalogBenchmarks and reload drivers).
import BenchmarkSupport
import Foundation

let languages = [
    "en", "en-GB", "de", "fr", "fr-CA", "es", "es-419", "it", "pt", "pt-PT",
    "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
    "el", "tr", "ru", "uk", "he", "ar", "fa", "hi", "th", "vi",
    "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant", "ca", "hr", "bg", "lt",
]
let keyCount = 2000
let keys = (0..<keyCount).map { "screen.\($0 / 20).label.\($0)" }

/// One `.strings` table of `keyCount` keys for `language`, with comments.
func stringsTable(_ language: String) -> String {
    keys.enumerated().map { index, key in
        "/* Label \(index) */\n\"\(key)\" = \"\(language) text number \(index) for the label\";\n"
    }.joined() + "\"files.size\" = \"%d files (%.1f MB)\";\n"
}

let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ (%.1f MB)</string>
    <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
    <key>runs</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
    <key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>lu</string>
    <key>zero</key><string>No runs completed yet</string><key>one</key><string>One %2$#@total@</string>
    <key>other</key><string>%lu %2$#@total@</string></dict>
    <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>lu</string>
    <key>one</key><string>run completed</string><key>other</key><string>of %lu runs completed</string></dict></dict>
    </dict></plist>
    """

/// Keys of messages with device variants (iphone, mac, other), each holding
/// width variants (20, 40), as an iOS app ships them.
let variantKeys = (0..<keyCount).map { "variant.\($0 / 20).label.\($0)" }

/// `stringsdict` with the `variantKeys` entries added.
func stringsdictWithVariants(_ language: String) -> String {
    func widths(_ device: String, _ index: Int) -> String {
        """
        <dict><key>NSStringVariableWidthRuleType</key><dict>\
        <key>20</key><string>\(language) \(device) \(index)</string>\
        <key>40</key><string>\(language) \(device) text \(index) for the label</string></dict></dict>
        """
    }
    let entries = variantKeys.enumerated().map { index, key in
        """
        <key>\(key)</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>\
        <key>iphone</key>\(widths("iphone", index))<key>mac</key>\(widths("mac", index))\
        <key>other</key>\(widths("other", index))</dict></dict>
        """
    }.joined(separator: "\n")
    return stringsdict.replacingOccurrences(of: "</dict></plist>", with: entries + "\n</dict></plist>")
}

/// Writes a resources folder with `languages`, returns its path and total
/// bytes; with `variants`, each `.stringsdict` also holds `variantKeys`.
func writeResources(_ languages: [String], variants: Bool = false) throws -> (path: String, bytes: Int) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(UUID().uuidString)")
    var bytes = 0
    for language in languages {
        let folder = root.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let strings = Data(stringsTable(language).utf8)
        try strings.write(to: folder.appendingPathComponent("Localizable.strings"))
        let plurals = Data((variants ? stringsdictWithVariants(language) : stringsdict).utf8)
        try plurals.write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        bytes += strings.count + plurals.count
    }
    return (root.path, bytes)
}

/// 64 distinct `Accept-Language` headers as browsers send them (seeded).
let browserHeaders: [String] = {
    let ranges = ["de-CH", "de-DE", "de", "en-US", "en", "en-GB", "fr-CH", "fr", "it-CH", "it", "es", "pt-BR"]
    var generator = SplitMix64(state: 29)
    var headers: [String] = []
    while headers.count < 64 {
        var picked: [String] = []
        let count = 1 + Int(generator.next() % 4)
        while picked.count < count {
            let range = ranges[Int(generator.next() % UInt64(ranges.count))]
            if !picked.contains(range) { picked.append(range) }
        }
        let header = picked.enumerated().map { $0 == 0 ? $1 : "\($1);q=0.\(9 - $0)" }.joined(separator: ",")
        if !headers.contains(header) { headers.append(header) }
    }
    return headers
}()

import Foundation

/// The resources folder `intl bench catalog` reads, written into a fresh
/// temporary folder (the same shapes as Benchmarks/CatalogBenchmarks):
///
///     en.lproj/Localizable.strings      "screen.0.label.0" = "en text number 0 for the label"; … 2,000 keys,
///                                       "files.size" = "%d files (%.1f MB)";
///     en.lproj/Localizable.stringsdict  files: "%#@files@ (%.1f MB)"; runs: two nested plural variables
///     de.lproj/…                        the same in German
struct CatalogBenchFixture {
    static let keys = (0..<2000).map { "screen.\($0 / 20).label.\($0)" }

    let path: String

    init() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intl-bench-catalog-\(UUID().uuidString)")
        for (language, words) in [("en", Self.english), ("de", Self.german)] {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.strings(language, words).utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
            try Data(Self.stringsdict(words).utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        }
        path = root.path
    }

    /// Deletes the folder (a failure leaves it in the temporary folder, where the system cleans up).
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The words of one localization's messages.
    private struct Words {
        let file, files, noRuns, oneRun, runCompleted, ofRunsCompleted: String
    }

    private static let english = Words(file: "file", files: "files", noRuns: "No runs completed yet", oneRun: "One",
                                       runCompleted: "run completed", ofRunsCompleted: "of %lu runs completed")
    private static let german = Words(file: "Datei", files: "Dateien", noRuns: "Noch keine Läufe abgeschlossen",
                                      oneRun: "Einer", runCompleted: "Lauf abgeschlossen",
                                      ofRunsCompleted: "von %lu Läufen abgeschlossen")

    private static func strings(_ language: String, _ words: Words) -> String {
        keys.enumerated().map { index, key in
            "/* Label \(index) */\n\"\(key)\" = \"\(language) text number \(index) for the label\";\n"
        }.joined() + "\"files.size\" = \"%d \(words.files) (%.1f MB)\";\n"
    }

    private static func stringsdict(_ words: Words) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ (%.1f MB)</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d \(words.file)</string><key>other</key><string>%d \(words.files)</string></dict></dict>
        <key>runs</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
        <key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lu</string>
        <key>zero</key><string>\(words.noRuns)</string><key>one</key><string>\(words.oneRun) %2$#@total@</string>
        <key>other</key><string>%lu %2$#@total@</string></dict>
        <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lu</string>
        <key>one</key><string>\(words.runCompleted)</string><key>other</key><string>\(words.ofRunsCompleted)</string></dict></dict>
        </dict></plist>
        """
    }
}

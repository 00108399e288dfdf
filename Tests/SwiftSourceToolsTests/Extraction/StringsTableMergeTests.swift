#if SourceTools
import StringCatalog
import StringCatalogTools
import SwiftSourceTools
import Testing

@Suite struct StringsTableMergeTests {
    private func string(_ key: String, _ comment: String?, value: String? = nil, line: Int = 1) -> ExtractedString {
        ExtractedString(key: key, table: "Localizable", defaultValue: value, comment: comment, path: "A.swift", line: line, column: 5)
    }

    @Test func keepsTranslationsAndCommentsAddsNewReportsStale() throws {
        let existing = "/* Edited by the translator */\n\"kept\" = \"Translated text\";\n\n/* Gone */\n\"old\" = \"Old\";\n"
        let file = try StringsFileParser.parse(Array(existing.utf8), path: "en.lproj/Localizable.strings")
        let merge = StringsTableMerge(strings: [
            string("kept", "Source comment"), string("new", "New one", value: "New value"), string("bare", nil),
        ], existing: file, path: "en.lproj/Localizable.strings")
        #expect(merge.added == ["bare", "new"])
        #expect(merge.kept == ["kept"])
        #expect(merge.stale == ["old"])
        #expect(merge.warnings.map(\.description) == ["en.lproj/Localizable.strings:5:1: warning: \"old\" is no longer in the sources (kept)"])
        #expect(StringsFileWriter.render(merge.table) == """
            /* No comment provided by engineer. */
            "bare" = "bare";

            /* Edited by the translator */
            "kept" = "Translated text";

            /* New one */
            "new" = "New value";

            /* Gone */
            "old" = "Old";

            """)
    }

    @Test func conflictingCommentsAreJoinedAndReported() {
        let merge = StringsTableMerge(strings: [
            string("ok", "Confirm button", value: "OK", line: 3), string("ok", "Alert dismiss", value: "Okay", line: 9),
            string("ok", "Confirm button", line: 12), string("ok", nil, line: 14),
        ], existing: nil, path: "en.lproj/Localizable.strings")
        #expect(merge.warnings.map(\.description) == [
            "A.swift:9:5: warning: \"ok\" has the comment \"Alert dismiss\" here but \"Confirm button\" at A.swift:3:5; both are kept",
            "A.swift:9:5: warning: \"ok\" has the default value \"Okay\" here but \"OK\" at A.swift:3:5; the first is kept",
        ])
        #expect(merge.table.entries["ok"] == CatalogEntry(key: "ok", message: .text("OK"), comment: "Confirm button\nAlert dismiss"))
    }
}
#endif

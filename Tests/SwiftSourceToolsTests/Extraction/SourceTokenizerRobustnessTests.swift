#if SourceTools
import SwiftSourceTools
import TestSupport
import Testing

/// Extraction reads whatever is in a source tree: arbitrary text made of the
/// tokenizer's special characters must never trap or hang.
@Suite struct SourceTokenizerRobustnessTests {
    @Test(arguments: SourceLanguage.allCases)
    func arbitrarySourceNeverTraps(language: SourceLanguage) {
        var random = SplitMix64(seed: 0x70_4B3E)
        let pieces = ["\"", "\"\"\"", "#", "#\"", "\"#", "\\", "\\(", "\\#(", "(", ")", ",", ":", "@\"", "'", "/*", "*/", "//",
                      "\n", " ", "NSLocalizedString", "String", "localized", "comment", "nil", "\\u{", "}", "é", "😂", "x"]
        let extractor = StringsExtractor(customRoutines: ["x"])
        for _ in 0..<2_000 {
            let source = (0..<random.int(0...40)).map { _ in random.pick(pieces) }.joined()
            let result = extractor.extract(from: source, path: "F", language: language)
            #expect(result.strings.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }
}
#endif

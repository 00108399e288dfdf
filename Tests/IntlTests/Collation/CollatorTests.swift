@testable import Intl
import Testing

@Suite struct CollatorTests {
    static let letters = ["z", "ä", "a", "ö", "å", "o"]
    static let names = ["Muller", "Müller", "Mueller", "Muffler"]

    @Test func swedishSortsAUmlautAfterZ() throws {
        let sv = try Collator(locale: "sv")
        #expect(sv.sorted(Self.letters) == ["a", "o", "z", "å", "ä", "ö"])
        #expect(sv.compare("ä", "z") == .descending)
        #expect(sv.sortKey("ä") > sv.sortKey("z"))
        #expect(sv.sorted(["ö", "z", "a"]) == ["a", "z", "ö"])
        let en = try Collator(locale: "en")
        #expect(en.sorted(Self.letters) == ["a", "å", "ä", "o", "ö", "z"])
        #expect(en.compare("ä", "z") == .ascending)
    }

    @Test func germanPhonebookReadsUmlautAsE() throws {
        let phonebook = try Collator(locale: "de-u-co-phonebk")
        #expect(phonebook.sorted(Self.names) == ["Mueller", "Müller", "Muffler", "Muller"])
        #expect(phonebook.compare("Müller", "Muller") == .ascending)
        #expect(try Collator(locale: "de@collation=phonebook").sorted(Self.names) == ["Mueller", "Müller", "Muffler", "Muller"])
        let standard = try Collator(locale: "de")
        #expect(standard.sorted(Self.names) == ["Mueller", "Muffler", "Muller", "Müller"])
        #expect(standard.compare("Müller", "Muller") == .descending)
    }

    @Test func traditionalSpanishSortsLLAfterL() throws {
        #expect(try Collator(locale: "es-u-co-trad").sorted(["llama", "luz", "lz"]) == ["luz", "lz", "llama"])
        #expect(try Collator(locale: "es").sorted(["llama", "luz", "lz"]) == ["llama", "luz", "lz"])
    }

    @Test func numericOrdering() throws {
        let files = ["file10", "file2", "file1"]
        let numeric = try Collator(locale: "en", options: .init(numeric: true))
        #expect(numeric.compare("file2", "file10") == .ascending)
        #expect(numeric.sorted(files) == ["file1", "file2", "file10"])
        #expect(try Collator(locale: "en").sorted(files) == ["file1", "file10", "file2"])
        #expect(try Collator(locale: "en-u-kn").sorted(files) == ["file1", "file2", "file10"])
        // Options win over the locale's keyword.
        #expect(try Collator(locale: "en-u-kn", options: .init(numeric: false)).sorted(files) == ["file1", "file10", "file2"])
    }

    @Test func strength() throws {
        let primary = try Collator(locale: "en", options: .init(strength: .primary))
        #expect(primary.compare("a", "A") == .equal)
        #expect(primary.compare("a", "á") == .equal)
        #expect(try Collator(locale: "en", options: .init(strength: .primary, numeric: true)).compare("File10", "file2") == .descending)
        let secondary = try Collator(locale: "en", options: .init(strength: .secondary))
        #expect(secondary.compare("a", "A") == .equal)
        #expect(secondary.compare("a", "á") == .ascending)
        let tertiary = try Collator(locale: "en")
        #expect(tertiary.compare("a", "A") == .ascending)
        #expect(try Collator(locale: "en-u-ks-level1").compare("a", "Á") == .equal)
        let identical = try Collator(locale: "en", options: .init(strength: .identical))
        #expect(tertiary.compare("a", "a\u{0001}") == .equal)
        #expect(identical.compare("a", "a\u{0001}") == .ascending)
    }

    @Test func caseFirst() throws {
        let mixed = ["b", "B", "a", "A"]
        #expect(try Collator(locale: "en").sorted(mixed) == ["a", "A", "b", "B"])
        #expect(try Collator(locale: "en", options: .init(caseFirst: .upper)).sorted(mixed) == ["A", "a", "B", "b"])
        #expect(try Collator(locale: "en-u-kf-upper").sorted(mixed) == ["A", "a", "B", "b"])
        #expect(try Collator(locale: "en-u-kf-upper", options: .init(caseFirst: .off)).sorted(mixed) == ["a", "A", "b", "B"])
        #expect(try Collator(locale: "da").sorted(mixed) == ["A", "a", "B", "b"]) // Danish sorts upper case first
    }

    @Test func alternateShifted() throws {
        let shifted = try Collator(locale: "en", options: .init(alternate: .shifted))
        #expect(shifted.compare("a-b", "ab") == .equal)
        #expect(shifted.compare("a b", "ab") == .equal)
        #expect(try Collator(locale: "en").compare("a-b", "ab") == .ascending)
        #expect(try Collator(locale: "en").compare("a b", "ab") == .ascending)
        let quaternary = try Collator(locale: "en", options: .init(strength: .quaternary, alternate: .shifted))
        #expect(quaternary.compare("a-b", "ab") == .ascending)
        #expect(try Collator(locale: "en-u-ka-shifted").compare("a-b", "ab") == .equal)
    }

    @Test func sortInPlaceUsesComparison() throws {
        var names = ["Zoë", "zoe", "Ärger", "Arg"]
        try Collator(locale: "de").sort(&names)
        #expect(names == ["Arg", "Ärger", "zoe", "Zoë"])
    }

    @Test func emptyAndLongStrings() throws {
        let en = try Collator(locale: "en")
        #expect(en.compare("", "") == .equal)
        #expect(en.compare("", "a") == .ascending)
        #expect(en.sortKey("") < en.sortKey("a"))
        let long = String(repeating: "abcdé", count: 20_000)
        #expect(en.compare(long, long + "a") == .ascending)
        #expect(en.sortKey(long).bytes.count > 512) // past the first key buffer
        #expect(en.sortKey(long) < en.sortKey(long + "a"))
    }

    @Test func equalityFollowsLocaleAndOptions() throws {
        #expect(try Collator(locale: "sv") == Collator(locale: "sv"))
        #expect(try Collator(locale: "sv") != Collator(locale: "sv", options: .init(numeric: true)))
        #expect(try Collator(locale: "iw").locale.identifier == "he")
    }

    /// Every collation keyword value the locale accepts opens a collator
    /// (ICU could otherwise refuse it only here).
    @Test(arguments: [
        "en-u-ka-shifted", "en-u-kb", "en-u-kc-true", "en-u-kf-lower", "en-u-kk-false",
        "en-u-kn-true", "en-u-kr-grek-latn", "en-u-kr-digit-zzzz", "en-u-ks-level4", "en-u-ks-identic",
        "en-u-kv-currency", "de-u-co-phonebk", "zh-u-co-pinyin", "zh-u-co-stroke", "en-u-co-phonebk",
        "sv-u-co-trad", "ja-u-co-unihan", "und-u-co-emoji", "xq-u-kn",
    ])
    func collationKeywordsOpen(identifier: String) throws {
        let collator = try Collator(locale: identifier)
        #expect(collator.compare("a", "b") == .ascending)
    }

    /// Keyword values the locale accepts but ICU's collator refuses.
    @Test func keywordsICURefusesAtOpenAreTypedErrors() {
        #expect(throws: IntlError.unsupportedLocaleKeywordValue(key: "kr", value: "abcd", locale: "de-u-kr-abcd")) {
            try Collator(locale: "de-u-kr-abcd")
        }
        #expect(throws: IntlError.unsupportedLocaleKeywordValue(key: "kr", value: "digit-others", locale: "en-u-kr-digit-others")) {
            try Collator(locale: "en-u-kr-digit-others")
        }
        #expect(throws: IntlError.unsupportedLocaleKeywordValue(key: "kh", value: "", locale: "ja-u-kh")) {
            try Collator(locale: "ja-u-kh")
        }
        #expect(throws: IntlError.unsupportedLocaleKeywordValue(key: "kh", value: "false", locale: "ja-u-kh-false")) {
            try Collator(locale: "ja-u-kh-false")
        }
        let message = IntlError.unsupportedLocaleKeywordValue(key: "kh", value: "", locale: "ja-u-kh").description
        #expect(message == #"unsupported collation hiragana quaternary "" in locale "ja-u-kh" (keyword -u-kh-)"#)
        #expect(throws: IntlError.malformedLocale("!!")) { try Collator(locale: "!!") }
    }

    @Test func concurrentSortsMatchASingleThreadedOne() async throws {
        let collator = try Collator(locale: "sv")
        let words = (0..<200).map { "\(Self.letters[$0 % 6])\($0 % 7)\(Self.letters[($0 / 6) % 6])" }
        let expected = collator.sorted(words)
        var inPlace = words
        collator.sort(&inPlace)
        #expect(inPlace == expected)
        let results = await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    if task % 2 == 0 { return collator.sorted(words) }
                    var copy = words
                    collator.sort(&copy)
                    return copy
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}

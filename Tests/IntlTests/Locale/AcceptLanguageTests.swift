@testable import Intl
import Testing
import TestSupport

@Suite struct AcceptLanguageTests {
    typealias Reason = AcceptLanguage.SkippedEntry.Reason

    private func identifiers(_ header: String) -> [String] {
        AcceptLanguage(header).entries.map(\.locale.identifier)
    }

    // MARK: ok

    @Test func sortsByQualityKeepingHeaderOrderForTies() {
        let header = AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
        #expect(header.entries.map(\.locale.identifier) == ["fr-CH", "fr", "en", "de"])
        #expect(header.entries.map(\.quality) == [1000, 900, 800, 700])
        #expect(header.wildcardQuality == 500)
        #expect(header.skipped == [])
        #expect(identifiers("da;q=0.5, en-gb;q=0.8, en;q=0.5, sv") == ["sv", "en-GB", "da", "en"])
    }

    @Test func keepsTheRangeAsWritten() {
        let entry = AcceptLanguage("EN-us;Q=0.5").entries.first
        #expect(entry?.range == "EN-us")
        #expect(entry?.locale.identifier == "en-US")
        #expect(entry?.quality == 500)
    }

    @Test(arguments: [("1", 1000), ("1.", 1000), ("1.000", 1000), ("0", 0), ("0.", 0), ("0.5", 500),
                      ("0.25", 250), ("0.001", 1), ("0.999", 999)])
    func qualityValues(value: String, thousandths: Int) {
        let header = AcceptLanguage("de;q=\(value)")
        #expect((header.entries + header.excluded).map(\.quality) == [thousandths])
    }

    @Test func emptyHeadersAndEmptyElements() {
        #expect(AcceptLanguage("").entries == [])
        #expect(AcceptLanguage("").skipped == [])
        #expect(AcceptLanguage(" \t ").skipped == [])
        #expect(identifiers(" , ,de,, \ten ,") == ["de", "en"])
        #expect(AcceptLanguage(" , ,de,, \ten ,").skipped == [])
    }

    @Test func wildcard() {
        let header = AcceptLanguage("*")
        #expect(header.entries == [])
        #expect(header.wildcardQuality == 1000)
        #expect(header.skipped == [])
        let twice = AcceptLanguage("*;q=0.1, de, *;q=0.5")
        #expect(twice.wildcardQuality == 500)
        #expect(twice.skipped.map(\.description) == ["\"*;q=0.1\": duplicate of \"*\""])
    }

    @Test func zeroQualityExcludes() {
        let header = AcceptLanguage("en;q=0, de, fr;q=0.000")
        #expect(header.entries.map(\.locale.identifier) == ["de"])
        #expect(header.excluded.map(\.locale.identifier) == ["en", "fr"])
        #expect(header.skipped == [])
    }

    // MARK: duplicates

    /// As ICU's `LocalePriorityList` reads a header: a locale named twice
    /// takes the quality and the place of its last mention.
    @Test func duplicatesCountOnceAtTheirLastMention() {
        let header = AcceptLanguage("en;q=0.5, de, en-us, EN;q=0.9, he, iw;q=0.3, fr, fr;q=0")
        #expect(header.entries.map(\.range) == ["de", "en-us", "EN", "iw"])
        #expect(header.entries.map(\.quality) == [1000, 1000, 900, 300])
        #expect(header.excluded.map(\.range) == ["fr"])
        #expect(header.skipped.map(\.description) == [
            "\"en;q=0.5\": duplicate of \"EN\"",
            "\"he\": duplicate of \"iw\"",
            "\"fr\": duplicate of \"fr\"",
        ])
    }

    @Test func aLaterMentionMovesALocaleBack() {
        #expect(AcceptLanguage("de, fr, de").entries.map(\.range) == ["fr", "de"])
        #expect(AcceptLanguage("de, fr;q=0.8, de;q=0.1").entries.map(\.range) == ["fr", "de"])
        #expect(AcceptLanguage("de;q=0.5, fr;q=0.8, de").entries.map(\.range) == ["de", "fr"])
    }

    // MARK: err

    @Test(arguments: [
        ("de;q=2", Reason.invalidQuality("2"), "\"de;q=2\": invalid quality \"2\" (expected 0 to 1 with at most three decimals)"),
        ("de;q=abc", .invalidQuality("abc"), "\"de;q=abc\": invalid quality \"abc\" (expected 0 to 1 with at most three decimals)"),
        ("de;q=0.1234", .invalidQuality("0.1234"), "\"de;q=0.1234\": invalid quality \"0.1234\" (expected 0 to 1 with at most three decimals)"),
        ("de;q=1.5", .invalidQuality("1.5"), "\"de;q=1.5\": invalid quality \"1.5\" (expected 0 to 1 with at most three decimals)"),
        ("de;q=-0.5", .invalidQuality("-0.5"), "\"de;q=-0.5\": invalid quality \"-0.5\" (expected 0 to 1 with at most three decimals)"),
        ("de;q=", .invalidQuality(""), "\"de;q=\": invalid quality \"\" (expected 0 to 1 with at most three decimals)"),
        ("de;q= 0.5", .invalidQuality(" 0.5"), "\"de;q= 0.5\": invalid quality \" 0.5\" (expected 0 to 1 with at most three decimals)"),
        ("de;level=1", .unexpectedParameter("level=1"), "\"de;level=1\": unexpected parameter \"level=1\" (only one q is allowed)"),
        ("de;q=0.5;q=0.6", .unexpectedParameter("q=0.6"), "\"de;q=0.5;q=0.6\": unexpected parameter \"q=0.6\" (only one q is allowed)"),
        ("de;", .unexpectedParameter(""), "\"de;\": unexpected parameter \"\" (only one q is allowed)"),
        ("en_US", .malformedRange, "\"en_US\": not a language range (letters, digits and \"-\", or \"*\")"),
        (";q=0.5", .malformedRange, "\";q=0.5\": not a language range (letters, digits and \"-\", or \"*\")"),
        ("über", .malformedRange, "\"über\": not a language range (letters, digits and \"-\", or \"*\")"),
        ("en-", .malformedRange, "\"en-\": not a language range (letters, digits and \"-\", or \"*\")"),
        ("abcdefghi", .malformedRange, "\"abcdefghi\": not a language range (letters, digits and \"-\", or \"*\")"),
        ("en-u-nu-foo", .invalidLocale(.unsupportedLocaleKeywordValue(key: "nu", value: "foo", locale: "en-u-nu-foo")),
         "\"en-u-nu-foo\": unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)"),
        ("en-u-nu-yyy", .invalidLocale(.unsupportedLocaleKeywordValue(key: "nu", value: "yyy", locale: "en-u-nu-yyy")),
         "\"en-u-nu-yyy\": unsupported numbering system \"yyy\" in locale \"en-u-nu-yyy\" (keyword -u-nu-)"),
        ("1de", .malformedRange, "\"1de\": not a language range (letters, digits and \"-\", or \"*\")"),
    ])
    func skipsAndReports(entry: String, reason: Reason, message: String) {
        let header = AcceptLanguage("fr;q=0.1, \(entry) , it;q=0.2")
        #expect(header.entries.map(\.locale.identifier) == ["it", "fr"])
        #expect(header.skipped == [.init(text: entry.trimmingSpaces, reason: reason)])
        #expect(header.skipped.map(\.description) == [message])
    }

    @Test func readsAtMostOneHundredEntries() {
        let languages = IntlLocale.availableIdentifiers.filter { !$0.contains("-") && $0 != "und" }
        #expect(languages.count > 150)
        let header = languages.prefix(150).joined(separator: ", ")
        let parsed = AcceptLanguage(header)
        #expect(parsed.entries.count == 100)
        #expect(parsed.entries.map(\.range) == Array(languages.prefix(100)))
        let rest = languages[100..<150].joined(separator: ", ")
        #expect(parsed.skipped == [.init(text: rest, reason: .beyondEntryLimit)])
        #expect(parsed.skipped.first?.description.hasSuffix("\": not read: at most 100 entries are read") == true)
        // Malformed and duplicate entries count towards the limit: they were read.
        let noisy = AcceptLanguage(Array(repeating: "en_US", count: 100).joined(separator: ",") + ",de")
        #expect(noisy.entries == [])
        #expect(noisy.skipped.count == 101)
        #expect(noisy.skipped.last == .init(text: "de", reason: .beyondEntryLimit))
    }

    @Test func readsAtMostEightKibibytes() {
        let padding = String(repeating: "x", count: 9000)
        let cut = AcceptLanguage("de, " + padding + ", fr")
        #expect(cut.entries.map(\.range) == ["de"])
        #expect(cut.skipped == [.init(text: String(repeating: "x", count: 8188), reason: .beyondLengthLimit)])
        #expect(cut.skipped.first?.description.hasSuffix("\": not read: cut at 8192 bytes") == true)

        // A limit that falls just before a comma cuts no entry.
        let whitespace = String(repeating: " ", count: 8192 - 4)
        let exact = AcceptLanguage("de," + whitespace + "fr" + ",it")
        #expect(("de," + whitespace + "fr").utf8.count == 8193)
        #expect(exact.entries.map(\.range) == ["de"])
        #expect(exact.skipped == [.init(text: "f", reason: .beyondLengthLimit)])

        let atComma = AcceptLanguage("de," + String(repeating: " ", count: 8192 - 5) + "fr" + ",it")
        #expect(atComma.entries.map(\.range) == ["de", "fr"])
        #expect(atComma.skipped == [])
        #expect(AcceptLanguage(String(repeating: "de,", count: 10_000)).entries.map(\.range) == ["de"])
    }

    @Test func garbageNeverTraps() {
        var random = SplitMix64(seed: 10)
        let alphabet = Array("en-US;q=0.5,*  \t\u{0}\u{7F}é日\u{FFFD}_@=".unicodeScalars)
        for _ in 0..<2000 {
            var header = String.UnicodeScalarView()
            for _ in 0..<random.int(0...60) { header.append(random.pick(alphabet)) }
            let parsed = AcceptLanguage(String(header))
            #expect(parsed.entries.count + parsed.excluded.count <= AcceptLanguage.maximumEntries)
            #expect(parsed.entries.allSatisfy { $0.quality > 0 && $0.quality <= 1000 })
        }
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x80, 0x2C, 0x64, 0x65, 0x2C, 0xC3, 0x28, 0x0A, 0x0D]
        let decoded = AcceptLanguage(String(decoding: bytes, as: UTF8.self))
        #expect(decoded.entries.map(\.range) == ["de"])
        #expect(decoded.skipped.map(\.reason) == [.malformedRange, .malformedRange])
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

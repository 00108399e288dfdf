import Testing
@testable import Intl

/// The front caches' hash: equal keys hash alike however their strings are
/// stored (else an equal key would be looked for in the wrong set), and
/// every stored option feeds it.
@Suite struct FrontCacheHashTests {
    static func hash<Value: FrontCacheHashable>(_ value: Value) -> Int {
        var hasher = FrontCacheHasher()
        hasher.combine(value)
        return hasher.value
    }

    static func hash(_ text: String) -> Int {
        var hasher = FrontCacheHasher()
        hasher.combine(text)
        return hasher.value
    }

    /// `text`'s contents in a string stored out of line (not small).
    static func storedOutOfLine(_ text: String) -> String {
        var stored = String()
        stored.reserveCapacity(64)
        stored += text
        return stored
    }

    @Test func storageDoesNotChangeTheHash() {
        for text in ["", "d", "de", "de-", "de-DE", "zh-Hant-TW", "sr-Latn-RS-u-nu", "123456789012345", "1234567890123456",
                     "fr-CA-é", String(repeating: "x", count: 41)] {
            let stored = Self.storedOutOfLine(text)
            #expect(stored == text)
            #expect(Self.hash(stored) == Self.hash(text), "\(text)")
        }
        let key = OneShotNumberKey(locale: Self.storedOutOfLine("de-DE"), options: .init(style: .currency(Self.storedOutOfLine("EUR"))))
        #expect(Self.hash(key) == Self.hash(OneShotNumberKey(locale: "de-DE", options: .init(style: .currency("EUR")))))
    }

    @Test func differentStringsHashApart() {
        let texts = ["", "d", "e", "de", "ed", "de-DE", "de-AT", "ed-DE", "de-DE ", "EUR", "USD", "yMMMd", "yMMMMd",
                     "12345678", "123456789", "1234567890123456789", "1234567890123456788"]
        #expect(Set(texts.map(Self.hash)).count == texts.count)
    }

    /// One key per stored option, each differing from the default in that
    /// option only: all must hash apart from the default and each other.
    @Test func everyNumberOptionFeedsTheHash() {
        let variants: [NumberFormatOptions] = [
            .init(),
            .init(style: .currency("EUR")),
            .init(precision: .fractionDigits(0...2)),
            .init(roundingMode: .halfUp),
            .init(minimumIntegerDigits: 3),
            .init(maximumIntegerDigits: 3),
            .init(grouping: .never),
            .init(signDisplay: .always),
            .init(numberingSystem: "arab"),
        ]
        #expect(Set(variants.map(Self.hash)).count == variants.count)
        // A stored field added to the options must be fed to the hash and get a
        // variant above (every variant but the default changes one field).
        #expect(Mirror(reflecting: NumberFormatOptions().fields).children.count == variants.count - 1)
        // Changing a field refreshes the kept hash.
        var changed = NumberFormatOptions()
        changed.grouping = .never
        #expect(Self.hash(changed) == Self.hash(NumberFormatOptions(grouping: .never)))
        #expect(changed == NumberFormatOptions(grouping: .never))
        #expect(Self.hash(NumberFormatOptions(style: .currency("EUR"))) != Self.hash(NumberFormatOptions(style: .currency("USD"))))
        #expect(Self.hash(NumberFormatOptions(style: .currency("EUR"))) != Self.hash(NumberFormatOptions(style: .currency("EUR", display: .code))))
    }

    /// Options share their fields between copies; a change still touches one copy only,
    /// and `print`/`dump` still show the fields.
    @Test func sharedOptionsStayValues() {
        let original = NumberFormatOptions(style: .currency("EUR"))
        var copy = original
        #expect(copy == original)
        copy.grouping = .never
        #expect(original.grouping == .automatic)
        #expect(copy.grouping == .never)
        #expect(copy != original)
        #expect(copy == NumberFormatOptions(style: .currency("EUR"), grouping: .never))
        #expect(Set([copy, original, NumberFormatOptions(style: .currency("EUR"))]).count == 2)
        #expect(Mirror(reflecting: original).children.map(\.label) == [
            "style", "precision", "roundingMode", "minimumIntegerDigits", "maximumIntegerDigits", "grouping",
            "signDisplay", "numberingSystem",
        ])
        #expect(Mirror(reflecting: DateTimeFormatOptions()).children.map(\.label) == [
            "layout", "timeZone", "calendar", "hourCycle", "numberingSystem",
        ])
    }

    @Test func everyDateOptionFeedsTheHash() {
        let variants: [DateTimeFormatOptions] = [
            .init(),
            .init(layout: .template("yMMMd")),
            .init(timeZone: "Europe/Berlin"),
            .init(calendar: "japanese"),
            .init(hourCycle: .h23),
            .init(numberingSystem: "arab"),
        ]
        #expect(Set(variants.map(Self.hash)).count == variants.count)
        #expect(Mirror(reflecting: DateTimeFormatOptions().fields).children.count == variants.count - 1)
        var changed = DateTimeFormatOptions()
        changed.timeZone = "Europe/Berlin"
        #expect(Self.hash(changed) == Self.hash(DateTimeFormatOptions(timeZone: "Europe/Berlin")))
    }

    @Test func aNilLocaleIsNotAnyLocale() {
        let options = NumberFormatOptions()
        let keys = [nil, "", "en-US"].map { OneShotNumberKey(locale: $0, options: options) }
        #expect(Set(keys.map(Self.hash)).count == keys.count)
        #expect(Self.hash(OneShotPluralKey(locale: "en", type: .cardinal)) != Self.hash(OneShotPluralKey(locale: "en", type: .ordinal)))
    }
}

import Intl
import StringCatalog
import Testing

/// Generated inputs, valid or not: every conversion returns or throws, never traps; whatever
/// converts to MF1/MF2 parses there, and a catalog message that comes back formats as before.
@Suite struct MessageConversionRobustnessTests {
    /// A small xorshift generator, seeded: the same inputs on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    static let fragments = ["%d", "%ld", "%@", "%2$@", "%1$ld", "%%", "%#@v@", "%2$#@w@", "%#@w@", "%.1f", "%", "{", "}", "'", "#",
                            "\\", "|", ".", " ", "a", "é", "\u{202F}", "$", "=0", "1", "%lu", "%3$d", "%1$#@v@", "%5d", "@"]
    static let sourceFragments = ["{", "}", "'", "#", "$", ":", "n", "v", ", plural, ", ", select, ", "one", "other", "=0", "zero",
                                  " ", "\\", "|", ".input", ".match", "*", "{{", "}}", ":integer", "offset:1", "=1", "x", "%"]

    func text(_ generator: inout Generator, _ pieces: [String], count: Int) -> String {
        (0..<count).map { _ in pieces[generator.next(pieces.count)] }.joined()
    }

    @Test func generatedInputsNeverTrap() throws {
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15)
        let locales = try ["en", "pl", "lv", "ar"].map { try IntlLocale($0) }
        var converted = 0
        for _ in 0..<1500 {
            let locale = locales[generator.next(locales.count)]
            var variables: [String: PluralVariable] = [:]
            for name in ["v", "w"] where generator.next(3) > 0 {
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases where generator.next(2) == 0 || category == .other {
                    forms[category] = text(&generator, Self.fragments, count: generator.next(5))
                }
                variables[name] = PluralVariable(valueType: ["ld", "d", "f", nil][generator.next(4)], forms: forms)
            }
            let message = CatalogMessage.plural(PluralMessage(format: text(&generator, Self.fragments, count: generator.next(5)),
                                                              variables: variables))
            if let mf1 = try? MessageConversion.mf1(message, locale: locale) {
                converted += 1
                // The catalog's formatter may refuse the message (a missing argument…); when it formats, all agree.
                if let mismatches = try? formatsAlike(message, locale: locale.identifier, numbers: [0, 1, 2, 1234]) {
                    #expect(mismatches == [], "\(message)")
                }
                #expect((try? Message(icu: mf1.source)) != nil, "\(mf1.source)")
                _ = try? MessageConversion.catalogMessage(mf1: mf1.source, locale: locale)
            }
            if let mf2 = try? MessageConversion.mf2(message, locale: locale) {
                #expect((try? Message(mf2: mf2.source)) != nil, "\(mf2.source)")
                _ = try? MessageConversion.catalogMessage(mf2: mf2.source, locale: locale)
            }
            let source = text(&generator, Self.sourceFragments, count: generator.next(12))
            _ = try? MessageConversion.catalogMessage(mf1: source, locale: locale)
            _ = try? MessageConversion.catalogMessage(mf2: source, locale: locale)
        }
        #expect(converted > 200, "\(converted) converted")
    }
}

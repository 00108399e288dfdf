@testable import Intl
import Testing

@Suite struct CaseMappingTests {
    @Test(arguments: [
        ("tr", "istanbul", "İSTANBUL"),
        ("en", "istanbul", "ISTANBUL"),
        ("az", "izmir", "İZMİR"),
        ("tr-u-nu-latn", "istanbul", "İSTANBUL"), // keywords must not hide the language from ICU
        ("tr_TR@calendar=gregorian", "istanbul", "İSTANBUL"),
        ("de", "straße", "STRASSE"),
        ("el", "άδεια", "ΑΔΕΙΑ"),
        ("lt", "i\u{0307}", "I"),
        ("en", "i\u{0307}", "I\u{0307}"),
        ("en", "", ""),
    ])
    func uppercased(locale: String, text: String, expected: String) throws {
        #expect(try CaseMapping(locale: locale).uppercased(text) == expected)
    }

    @Test(arguments: [
        ("el", "ΟΔΟΣ", "\u{03BF}\u{03B4}\u{03BF}\u{03C2}"),           // final sigma ς
        ("el", "ΟΔΟΣ ΟΔΟΣ.", "\u{03BF}\u{03B4}\u{03BF}\u{03C2} \u{03BF}\u{03B4}\u{03BF}\u{03C2}."),
        ("tr", "İI", "iı"),
        ("en", "İI", "i\u{0307}i"),
        ("lt", "Ĩ", "i\u{0307}\u{0303}"),                                 // dot kept under the tilde
        ("lt", "Ì", "i\u{0307}\u{0300}"),
        ("lt", "I\u{0307}", "i\u{0307}\u{0307}"),
        ("en", "Ĩ", "ĩ"),
        ("en", "", ""),
    ])
    func lowercased(locale: String, text: String, expected: String) throws {
        #expect(try CaseMapping(locale: locale).lowercased(text) == expected)
    }

    @Test(arguments: [
        ("nl", "ijsland", "IJsland"),
        ("nl", "IJSLAND", "IJsland"),
        ("en", "ijsland", "Ijsland"),
        ("en", "hello wORLD. foo", "Hello World. Foo"),
        ("tr", "istanbul izmir", "İstanbul İzmir"),
        ("en", "", ""),
    ])
    func titlecased(locale: String, text: String, expected: String) throws {
        #expect(try CaseMapping(locale: locale).titlecased(text) == expected)
    }

    @Test func longTextGrowsPastTheFirstBuffer() throws {
        let text = String(repeating: "straße ", count: 100_000)
        let upper = try CaseMapping(locale: "de").uppercased(text)
        #expect(upper == String(repeating: "STRASSE ", count: 100_000))
    }

    @Test func piecesEndAfterWhitespaceOrAtAScalar() {
        #expect(CaseMapping.pieces(of: "ab cd ef", maximumBytes: 4) == ["ab ", "cd ", "ef"])
        #expect(CaseMapping.pieces(of: "ääää", maximumBytes: 5) == ["ää", "ää"])
        #expect(CaseMapping.pieces(of: "abc", maximumBytes: 4) == ["abc"])
        #expect(CaseMapping.pieces(of: "", maximumBytes: 4) == [""])
    }

    /// Text beyond one ICU call is mapped in pieces without changing the result.
    @Test func piecewiseMappingKeepsWordRules() throws {
        let greek = try CaseMapping(locale: "el")
        let text = "ΟΔΟΣ ΟΔΟΣ ΟΔΟΣ"
        #expect(greek.mapped(.lower, text, maximumPieceBytes: 9) == greek.lowercased(text))
        let dutch = try CaseMapping(locale: "nl")
        #expect(dutch.mapped(.title, "ijsland ijsland", maximumPieceBytes: 8) == "IJsland IJsland")
    }

    @Test func badLocaleIsATypedError() {
        #expect(throws: IntlError.malformedLocale("!!")) { try CaseMapping(locale: "!!") }
    }
}

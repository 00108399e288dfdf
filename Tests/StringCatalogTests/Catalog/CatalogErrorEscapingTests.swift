import Intl
import StringCatalog
import Testing

/// Catalog messages quote `.strings` keys and values (outside text) escaped: controls, C1
/// controls, DEL and bidi controls never reach a terminal or log as they are. Paths are not.
@Suite struct CatalogErrorEscapingTests {
    @Test func keysAndValues() {
        #expect(CatalogError.missingKey(key: "title\u{1B}[2J", table: "Local\u{202E}izable", locale: "de\u{85}").description
                == #"no localization of "title\u{1B}[2J" in table "Local\u{202E}izable" for de\u{85}"#)
        #expect(CatalogError.invalidDevelopmentLanguage("en\u{9B}").description == #"invalid development language "en\u{9B}""#)
        let format = MessageFormatError(reason: .unknownConversion("\u{7F}"), format: "%\u{7F} \u{2066}x", offset: 0, specifier: "%\u{7F}")
        #expect(CatalogError.format(key: "k\u{2069}", format).description
                == #""k\u{2069}": format "%\u{7F} \u{2066}x": offset 0: %\u{7F}: unknown conversion "\u{7F}""#)
        #expect(MessageFormatError(reason: .argumentNotConvertible(position: 1, text: "1\u{1B}", expected: "an integer"), format: "%d").description
                == #"format "%d": argument 1 is "1\u{1B}", which is not an integer"#)
        #expect(MessageArgument.string("a\u{202E}b").description == #""a\u{202E}b" (a string)"#)
    }

    @Test func parseErrors() {
        #expect(CatalogParseError(path: "x.stringsdict", line: 0, column: 0, reason: .missingFormatKey(key: "k\u{1B}")).description
                == #"x.stringsdict: error: entry "k\u{1B}" has no NSStringLocalizedFormatKey"#)
        #expect(CatalogParseError(path: "x.stringsdict", line: 0, column: 0,
                                  reason: .undefinedVariable(name: "n\u{85}", key: "k\u{202D}")).description
                == #"x.stringsdict: error: entry "k\u{202D}" refers to variable "n\u{85}", which it does not define"#)
        #expect(CatalogParseError(path: "x.xcstrings", line: 2, column: 3,
                                  reason: .wrongValueType(path: "strings → k\u{1B} → comment", expected: "a string", found: "a number")).description
                == #"x.xcstrings:2:3: error: strings → k\u{1B} → comment: expected a string, found a number"#)
        // The one character a syntax error shows: C1 controls and bidi controls as code points.
        for (input, message) in [
            ("\"a\" = \"b\";\u{9B}", "t.strings:1:11: error: expected a key (a quoted string or unquoted word), found U+009B"),
            ("\"a\" = \"b\";\u{202E}", "t.strings:1:11: error: expected a key (a quoted string or unquoted word), found U+202E"),
            ("\"a\" = \"b\";\u{1B}", "t.strings:1:11: error: expected a key (a quoted string or unquoted word), found U+001B"),
        ] {
            #expect(performing: { try StringsFileParser.parse(Array(input.utf8), path: "t.strings") },
                    throws: { ($0 as? CatalogParseError)?.description == message })
        }
    }
}

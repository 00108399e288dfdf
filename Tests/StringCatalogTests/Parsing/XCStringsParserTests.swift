import StringCatalog
import Testing

@Suite struct XCStringsParserTests {
    private func parse(_ json: String) throws(CatalogParseError) -> XCStringsFile {
        try XCStringsParser.parse(Array(json.utf8), path: "Resources/Localizable.xcstrings")
    }

    private func failure(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error.description
        }
    }

    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "run.title" : {
              "comment" : "Title of the run screen",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Lauf" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Run" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "" } },
                "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "ラン" } }
              }
            },
            "Only the key" : { },
            "brand" : {
              "shouldTranslate" : false,
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Runly" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Runly DE" } }
              }
            },
            "%lld days" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "none" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "1 day" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days" } }
                } } }
              }
            },
            "%@ has %lld items" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ has one item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ has %lld items" } }
                } } }
              }
            },
            "tap" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Select" } }
                } } },
                "de" : { "variations" : { "device" : {
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } },
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Auswählen" } }
                } } }
              }
            },
            "%lld of %lld runs" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@done@ of %#@total@" },
                  "substitutions" : {
                    "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg run" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg runs" } }
                    } } },
                    "total" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } }
                    } } }
                  }
                },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@done@ von %#@total@" },
                  "substitutions" : {
                    "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Läufe" } }
                    } } }
                  }
                }
              }
            }
          }
        }
        """#

    @Test func mapsEachLanguageToATable() throws {
        let file = try parse(Self.catalog)
        #expect(file.sourceLanguage == "en")
        #expect(file.tables.keys.sorted() == ["de", "en", "ja"])
        #expect(file.tables["en"]?.name == "Localizable")
        let en = try #require(file.tables["en"])
        let de = try #require(file.tables["de"])
        #expect(en.entries["run.title"] == CatalogEntry(key: "run.title", message: .text("Run"), comment: "Title of the run screen",
                                                     state: .translated))
        #expect(de.entries["run.title"] == CatalogEntry(key: "run.title", message: .text("Lauf"), comment: "Title of the run screen",
                                                     state: .translated))
        #expect(file.tables["ja"]?["run.title"] == .text("ラン"))
        #expect(en["Only the key"] == .text("Only the key"))
        #expect(de["Only the key"] == nil)
        #expect(en["brand"] == .text("Runly"))
        #expect(de["brand"] == nil)
        #expect(en["tap"] == .devices(DeviceVariants(other: .text("Select"), specific: [.iPhone: .text("Tap"), .mac: .text("Click")])))
        #expect(de["tap"] == .devices(DeviceVariants(other: .text("Auswählen"), specific: [.iPhone: .text("Tippen"), .mac: .text("Klicken")])))
    }

    @Test func wholeStringPlurals() throws {
        let en = try #require(try parse(Self.catalog).tables["en"])
        #expect(en["%lld days"] == .plural(PluralMessage(format: "%#@plural@", variables: [
            "plural": PluralVariable(valueType: "lld", forms: [.zero: "none", .one: "1 day", .other: "%lld days"]),
        ])))
        #expect(en["%@ has %lld items"] == .plural(PluralMessage(format: "%2$#@plural@", variables: [
            "plural": PluralVariable(valueType: "lld", forms: [.one: "%1$@ has one item", .other: "%1$@ has %2$lld items"]),
        ])))
    }

    @Test func substitutionsBecomePositionalVariables() throws {
        let file = try parse(Self.catalog)
        #expect(file.tables["en"]?["%lld of %lld runs"] == .plural(PluralMessage(format: "%1$#@done@ of %2$#@total@", variables: [
            "done": PluralVariable(valueType: "lld", forms: [.one: "%lld run", .other: "%lld runs"]),
            "total": PluralVariable(valueType: "lld", forms: [.other: "%lld"]),
        ])))
        // de has no forms for `total`: its reference stays unresolved, so the key is absent in de.
        #expect(file.tables["de"]?["%lld of %lld runs"] == nil)
    }

    @Test func pluralVariableNameAvoidsSubstitutionNames() throws {
        let file = try parse(#"""
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{
              "variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld and %#@plural@"}}}},
              "substitutions":{"plural":{"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg x"}}}}}}
            }}}}}
            """#)
        #expect(file.tables["en"]?["k"] == .plural(PluralMessage(format: "%#@plural2@", variables: [
            "plural2": PluralVariable(valueType: "lld", forms: [.other: "%1$lld and %2$#@plural@"]),
            "plural": PluralVariable(valueType: "lld", forms: [.other: "%lld x"]),
        ])))
    }

    @Test func structureErrors() {
        #expect(failure(#"{"strings":{}}"#) == "Resources/Localizable.xcstrings: error: sourceLanguage: expected a string, found nothing")
        #expect(failure(#"[1]"#) == "Resources/Localizable.xcstrings: error: the top level: expected an object, found an array")
        #expect(failure("{\"sourceLanguage\":\"en\",\"strings\":{\n  \"a\\\"b\":{\"comment\":3}}}")
                == #"Resources/Localizable.xcstrings:2:3: error: strings → a\"b → comment: expected a string, found a number"#)
        #expect(failure("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"shouldTranslate\":\"no\"}}}")
                == "Resources/Localizable.xcstrings:1:35: error: strings → k → shouldTranslate: expected a boolean, found a string")
        #expect(failure("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":null}}}}}}")
                == "Resources/Localizable.xcstrings:1:35: error: strings → k → localizations → en → stringUnit → value: expected a string, found null")
        #expect(failure("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"x\"},"
                        + "\"substitutions\":{\"n\":{\"argNum\":0}}}}}}}")
                == "Resources/Localizable.xcstrings:1:35: error: strings → k → localizations → en → substitutions → n → argNum: expected a positive integer, found a number")
    }

    @Test func malformedJSONHasAPosition() {
        #expect(failure("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { x }\n}")
                == "Resources/Localizable.xcstrings:3:17: error: expected '\"' to start a key, found 'x'")
        #expect(failure("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"comment\": \"x\ny\"}}}")
                == "Resources/Localizable.xcstrings:1:57: error: expected '\"' to end the string (control characters must be escaped), found U+000A")
        #expect(failure("{\"sourceLanguage\": \"e\\qn\"}") == "Resources/Localizable.xcstrings:1:22: error: "
                + "invalid escape: \\q (JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        #expect(failure("{\"sourceLanguage\": \"en\"} {}") == "Resources/Localizable.xcstrings:1:26: error: expected end of file after the top-level value, found '{'")
        #expect(failure("{\"version\": 1.}") == "Resources/Localizable.xcstrings:1:15: error: expected a digit after '.', found '}'")
        #expect(failure("{\"version\": 01}") == "Resources/Localizable.xcstrings:1:14: error: expected ',' or '}', found '1'")
        #expect(failure("{\"a\": \"b") == "Resources/Localizable.xcstrings:1:7: error: unterminated string (a '\"' opened here is never closed)")
        #expect(failure("") == "Resources/Localizable.xcstrings:1:1: error: expected a value, found end of file")
        #expect(failure(String(repeating: "[", count: 100_000)) == "Resources/Localizable.xcstrings:1:65: error: nesting deeper than 64 levels")
        #expect(failure("[\"" + String(repeating: "[", count: 100) + "\"]") == "Resources/Localizable.xcstrings: error: the top level: expected an object, found an array")
    }

    /// JSON5-isms Foundation accepts on Linux (trailing commas) or rejects
    /// without a position: Xcode refuses them all.
    @Test func nonStrictJSONIsRefusedWithItsPosition() {
        #expect(failure("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {},\n}")
                == "Resources/Localizable.xcstrings:3:16: error: a trailing comma is not allowed in JSON")
        #expect(failure("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {}, \"x\": [1, 2,]}}}")
                == "Resources/Localizable.xcstrings:1:75: error: a trailing comma is not allowed in JSON")
        #expect(failure("{\n  // the catalog\n  \"sourceLanguage\": \"en\"}")
                == "Resources/Localizable.xcstrings:2:3: error: a comment is not allowed in JSON")
        #expect(failure("{\"sourceLanguage\": \"en\" /* x */}") == "Resources/Localizable.xcstrings:1:25: error: a comment is not allowed in JSON")
        #expect(failure("{'sourceLanguage': 'en'}") == "Resources/Localizable.xcstrings:1:2: error: a single-quoted string is not allowed in JSON")
        #expect(failure("{\"sourceLanguage\": 'en'}") == "Resources/Localizable.xcstrings:1:20: error: a single-quoted string is not allowed in JSON")
        #expect(failure("{\"sourceLanguage\": \"en\", \"version\": NaN}") == "Resources/Localizable.xcstrings:1:37: error: NaN is not allowed in JSON")
        #expect(failure("{\"version\": -Infinity}") == "Resources/Localizable.xcstrings:1:13: error: -Infinity is not allowed in JSON")
        #expect(failure("{\"version\": Infinity}") == "Resources/Localizable.xcstrings:1:13: error: Infinity is not allowed in JSON")
    }
}

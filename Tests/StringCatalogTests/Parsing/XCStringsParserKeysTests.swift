import StringCatalog
import Testing

/// `XCStringsParser.parse(tree:bytes:path:keys:languages:warnings:)`: each string named is read
/// exactly as a whole parse reads it (its entries in every language, its warnings), each language
/// named too, and an empty set of keys checks the document's shape alone. An import's entry check reads only the strings it changes on
/// this promise (#44 item 9).
@Suite struct XCStringsParserKeysTests {
    private static let path = "Resources/Localizable.xcstrings"

    /// Strings the runtime cannot serve, each for its own reason, beside servable ones.
    static let unservable = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "not an object" : "text",
            "comment a number" : { "comment" : 3 },
            "no other device" : { "localizations" : { "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } } } } } } },
            "unknown device" : { "localizations" : { "en" : { "variations" : { "device" : {
              "toaster" : { "stringUnit" : { "state" : "translated", "value" : "Toast" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } } } },
            "no other form" : { "localizations" : {
              "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "eine" } } } } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld things" } } } },
            "unknown state" : { "localizations" : { "en" : { "stringUnit" : { "state" : "done", "value" : "x" } } } },
            "argNum zero" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
              "substitutions" : { "n" : { "argNum" : 0, "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } } } },
            "missing substitution in de" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@ Dinge" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@ things" },
                "substitutions" : { "n" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } } } },
            "fine" : { "comment" : "Fine", "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Gut" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Fine" } } } },
            "not translatable" : { "shouldTranslate" : false, "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Nein" } } } }
          }
        }
        """#

    static let catalogs = [XCStringsParserTests.catalog, XCStringsVariantsText.catalog, unservable]

    @Test(arguments: catalogs.indices)
    func eachStringReadAloneIsReadAsInTheWholeCatalog(_ index: Int) throws {
        let bytes = Array(Self.catalogs[index].utf8)
        let tree = try StructuredDocument.json(bytes, path: Self.path)
        var allWarnings: [CatalogWarning] = []
        let whole = try XCStringsParser.parse(tree: tree, bytes: bytes, path: Self.path, warnings: &allWarnings)
        let keys = try #require(tree.dictionary?["strings"]?.dictionary).keys.sorted()
        for key in keys {
            var warnings: [CatalogWarning] = []
            let alone = try XCStringsParser.parse(tree: tree, bytes: bytes, path: Self.path, keys: [key], warnings: &warnings)
            #expect(alone.sourceLanguage == whole.sourceLanguage)
            for (language, table) in whole.tables {
                #expect(alone.tables[language]?.entries[key] == table.entries[key], "\(key) in \(language)")
            }
            #expect(alone.tables.values.allSatisfy { $0.entries.keys.sorted() == [key] }, "\(key)")
            #expect(warnings == allWarnings.filter { $0.key == key }, "\(key)")
        }
        // Several keys and one the catalog lacks: those it has, in the order of a whole parse.
        var warnings: [CatalogWarning] = []
        let some = Set(keys.prefix(3) + ["no such key"])
        let part = try XCStringsParser.parse(tree: tree, bytes: bytes, path: Self.path, keys: some, warnings: &warnings)
        for (language, table) in whole.tables {
            #expect(part.tables[language]?.entries ?? [:] == table.entries.filter { some.contains($0.key) })
        }
        #expect(warnings == allWarnings.filter { some.contains($0.key) })
    }

    /// One language alone: its entry as in the whole catalog, and no warning a whole parse lacks.
    @Test(arguments: catalogs.indices)
    func eachLanguageReadAloneIsReadAsInTheWholeCatalog(_ index: Int) throws {
        let bytes = Array(Self.catalogs[index].utf8)
        let tree = try StructuredDocument.json(bytes, path: Self.path)
        var allWarnings: [CatalogWarning] = []
        let whole = try XCStringsParser.parse(tree: tree, bytes: bytes, path: Self.path, warnings: &allWarnings)
        let strings = try #require(tree.dictionary?["strings"]?.dictionary)
        let languages = Set(strings.values.flatMap { $0.dictionary?["localizations"]?.dictionary?.keys ?? [:].keys } + ["en", "xx"])
        for key in strings.keys.sorted() {
            for language in languages.sorted() {
                var warnings: [CatalogWarning] = []
                let alone = try XCStringsParser.parse(tree: tree, bytes: bytes, path: Self.path, keys: [key], languages: [language],
                                                      warnings: &warnings)
                #expect(alone.tables[language]?.entries[key] == whole.tables[language]?.entries[key], "\(key) in \(language)")
                #expect(Set(alone.tables.keys).isSubset(of: [language]))
                #expect(warnings.allSatisfy(allWarnings.filter { $0.key == key }.contains), "\(key) in \(language)")
            }
        }
    }

    @Test func anEmptySetChecksTheDocumentsShapeAlone() throws {
        let bytes = Array(Self.unservable.utf8)
        var warnings: [CatalogWarning] = []
        let file = try XCStringsParser.parse(tree: try StructuredDocument.json(bytes, path: Self.path), bytes: bytes, path: Self.path,
                                             keys: [], warnings: &warnings)
        #expect(file.sourceLanguage == "en")
        #expect(file.tables.isEmpty)
        #expect(warnings.isEmpty)
        for (json, message) in [
            (#"{"strings":{}}"#, "Resources/Localizable.xcstrings: error: sourceLanguage: expected a string, found nothing"),
            (#"[1]"#, "Resources/Localizable.xcstrings: error: the top level: expected an object, found an array"),
            (#"{"sourceLanguage":"en","strings":[]}"#, "Resources/Localizable.xcstrings: error: strings: expected an object, found an array"),
        ] {
            let bytes = Array(json.utf8)
            var ignored: [CatalogWarning] = []
            #expect(throws: CatalogParseError.self) {
                try XCStringsParser.parse(tree: try StructuredDocument.json(bytes, path: Self.path), bytes: bytes, path: Self.path,
                                          keys: [], warnings: &ignored)
            }
            do {
                _ = try XCStringsParser.parse(tree: try StructuredDocument.json(bytes, path: Self.path), bytes: bytes, path: Self.path,
                                              keys: [], warnings: &ignored)
            } catch {
                #expect(error.description == message)
            }
        }
    }
}

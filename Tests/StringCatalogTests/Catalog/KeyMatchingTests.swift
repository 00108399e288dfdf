import StringCatalog
import Testing

/// Keys match as Swift `String`s do (canonical equivalence), whichever index
/// answers: ASCII keys are found by their bytes, everything else by `String`.
@Suite struct KeyMatchingTests {
    private func localizer(_ strings: String, policy: MissingKeyPolicy = .returnKey) throws -> (Localizer, TemporaryResources) {
        let resources = try TemporaryResources(["en.lproj/Localizable.strings": strings])
        let catalog = try Catalog(directory: resources.path, missingKeyPolicy: policy)
        return (catalog.localizer(acceptLanguage: "en"), resources)
    }

    @Test func asciiQueryFindsCanonicallyEquivalentStoredKey() throws {
        // U+212A KELVIN SIGN decomposes to "K"; U+037E GREEK QUESTION MARK to ";".
        let (strings, resources) = try localizer("\"\u{212A}elvin\" = \"kelvin\";\n\"a\u{037E}b\" = \"semicolon\";\n\"plain\" = \"p\";")
        defer { resources.remove() }
        #expect(try strings.string("Kelvin") == "kelvin")
        #expect(try strings.string("a;b") == "semicolon")
        #expect(try strings.string("plain") == "p")
        #expect(try strings.string("Plain") == "Plain")
    }

    @Test func nonASCIIQueryFindsEquivalentStoredKey() throws {
        let (strings, resources) = try localizer("\"K\" = \"ascii\";\n\"caf\u{E9}\" = \"precomposed\";")
        defer { resources.remove() }
        #expect(try strings.string("\u{212A}") == "ascii")
        #expect(try strings.string("cafe\u{301}") == "precomposed")
        #expect(try strings.string("caf\u{E9}") == "precomposed")
    }

    @Test func keysOfSeventeenToThirtyTwoBytesMatchAsStrings() throws {
        // The 17–32-byte path reads four words: a non-ASCII key or query of those lengths still matches by `String`.
        let (strings, resources) = try localizer("\"settings.caf\u{E9}.title\" = \"precomposed\";\n\"screen.\u{212A}.label.12\" = \"kelvin\";\n\"screen.12.label.345\" = \"ascii\";")
        defer { resources.remove() }
        #expect(try strings.string("settings.cafe\u{301}.title") == "precomposed")
        #expect(try strings.string("settings.caf\u{E9}.title") == "precomposed")
        #expect(try strings.string("screen.K.label.12") == "kelvin")
        #expect(try strings.string("screen.12.label.345") == "ascii")
        #expect(try strings.string("screen.12.label.346") == "screen.12.label.346")
    }

    @Test func everyKeyLengthAroundWordBoundariesIsFound() throws {
        let keys = (0...33).map { String(repeating: "k", count: $0) } + (0..<500).map { "screen.\($0 / 20).label.\($0)" }
        let (strings, resources) = try localizer(keys.enumerated().map { "\"\($1)\" = \"v\($0)\";\n" }.joined(),
                                                 policy: .throwError)
        defer { resources.remove() }
        for (index, key) in keys.enumerated() {
            #expect(try strings.string(key) == "v\(index)", "key \"\(key)\"")
        }
        #expect(throws: CatalogError.missingKey(key: "screen.0.label.500", table: "Localizable", locale: "en")) {
            try strings.string("screen.0.label.500")
        }
        #expect(throws: CatalogError.missingKey(key: String(repeating: "k", count: 34), table: "Localizable", locale: "en")) {
            try strings.string(String(repeating: "k", count: 34))
        }
    }

    @Test func aKeyDifferingInOneByteIsAnotherKey() throws {
        // Every length to 40, and per length every one-byte change: the byte compare covers each word of the key.
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCD")
        let keys = (1...40).map { String(alphabet.prefix($0)) }
        let (strings, resources) = try localizer(keys.enumerated().map { "\"\($1)\" = \"v\($0)\";\n" }.joined(),
                                                 policy: .throwError)
        defer { resources.remove() }
        for (index, key) in keys.enumerated() {
            #expect(try strings.string(key) == "v\(index)", "key \"\(key)\"")
            for position in 0..<key.count {
                var changed = Array(key)
                changed[position] = "_"
                #expect(throws: CatalogError.missingKey(key: String(changed), table: "Localizable", locale: "en")) {
                    try strings.string(String(changed))
                }
            }
        }
    }
}

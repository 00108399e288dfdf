/// Upper, lower and title case with the rules of a locale's language: the
/// Turkish dotted İ, Lithuanian dots kept over i with accents, Greek final
/// sigma, Dutch "IJ", German "ß" → "SS".
///
///     try CaseMapping(locale: "tr").uppercased("istanbul")   // "İSTANBUL"
///     try CaseMapping(locale: "en").uppercased("istanbul")   // "ISTANBUL"
///     try CaseMapping(locale: "de").uppercased("straße")     // "STRASSE"
///     try CaseMapping(locale: "el").lowercased("ΟΔΟΣ")       // "οδος" (final ς)
///     try CaseMapping(locale: "nl").titlecased("ijsland")    // "IJsland" ("Ijsland" in en)
///     try CaseMapping(locale: "lt").lowercased("Ĩ")          // "i\u{0307}\u{0303}" ("ĩ" in en)
///
/// Only the language matters (`tr`, `az`, `lt`, `el`, `nl`… have their own
/// rules; every other language maps like root). Any string maps, the empty
/// one included; results may be longer than the input ("ß" → "SS").
/// Text over 256 MiB of UTF-8 is mapped in pieces cut after ASCII
/// whitespace (at a scalar boundary when a whole piece has none), which
/// keeps word-level rules such as final sigma intact.
public struct CaseMapping: Hashable, Sendable {
    /// The locale whose language's rules apply.
    public let locale: IntlLocale

    /// - Throws: `IntlError.malformedLocale`, `.unknownLocaleKeyword`,
    ///   `.unsupportedLocaleKeywordValue`.
    public init(locale: String) throws(IntlError) {
        self.init(locale: try IntlLocale(locale))
    }

    public init(locale: IntlLocale) {
        self.locale = locale
    }

    /// Upper case: "istanbul" → "İSTANBUL" in tr.
    public func uppercased(_ text: String) -> String { mapped(.upper, text) }

    /// Lower case: "ΟΔΟΣ" → "οδος" in el, "İI" → "iı" in tr.
    public func lowercased(_ text: String) -> String { mapped(.lower, text) }

    /// Title case: the first letter of each word (Unicode word breaks) upper
    /// case, the rest lower case: "hello wORLD" → "Hello World", "ijsland" →
    /// "IJsland" in nl.
    public func titlecased(_ text: String) -> String { mapped(.title, text) }

    /// The most UTF-8 bytes mapped by one ICU call: ICU counts in Int32 and
    /// output may be three times the input.
    static let maximumPieceBytes = 1 << 28

    func mapped(_ kind: ICUCaseMap.Kind, _ text: String, maximumPieceBytes: Int = maximumPieceBytes) -> String {
        // ICU 72 reads "tr@collation=…" as root for case mapping: pass the bare language.
        let language = locale.language == "und" ? "root" : locale.language
        if text.utf8.count <= maximumPieceBytes { return ICUCaseMap.map(kind, text[...], language: language) }
        return Self.pieces(of: text, maximumBytes: maximumPieceBytes)
            .map { ICUCaseMap.map(kind, $0, language: language) }
            .joined()
    }

    /// `text` cut into pieces of at most `maximumBytes` UTF-8 bytes, each
    /// ending after ASCII whitespace where the piece has some, else at a
    /// scalar boundary.
    static func pieces(of text: String, maximumBytes: Int) -> [Substring] {
        let maximumBytes = max(maximumBytes, 4) // room for any one scalar
        let utf8 = text.utf8
        var pieces: [Substring] = []
        var start = utf8.startIndex
        while utf8.distance(from: start, to: utf8.endIndex) > maximumBytes {
            let limit = utf8.index(start, offsetBy: maximumBytes)
            var cut = limit
            while cut > start, !isASCIIWhitespace(utf8[utf8.index(before: cut)]) { cut = utf8.index(before: cut) }
            if cut == start {
                // No whitespace: back off continuation bytes to a scalar start.
                cut = limit
                while cut > start, utf8[cut] & 0xC0 == 0x80 { cut = utf8.index(before: cut) }
            }
            pieces.append(text[start..<cut])
            start = cut
        }
        pieces.append(text[start...])
        return pieces
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

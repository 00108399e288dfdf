/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4), read into validated
/// locales in preference order.
///
/// Entries are sorted by quality, highest first; equal qualities keep the
/// header's order. Nothing in a header can make parsing fail: every entry
/// that cannot be used is left out and listed in ``skipped`` with the reason.
///
///     let header = AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
///     header.entries.map(\.locale.identifier)   // ["fr-CH", "fr", "en", "de"]
///     header.entries.map(\.quality)             // [1000, 900, 800, 700]
///     header.wildcardQuality                    // 500
///
///     let odd = AcceptLanguage("en-u-nu-foo, de;q=2, en_US, fr")
///     odd.entries.map(\.locale.identifier)      // ["fr"]
///     odd.skipped.map(\.description)
///     // ["\"en-u-nu-foo\": unsupported numbering system \"foo\" in locale \"en-u-nu-foo\" (keyword -u-nu-)",
///     //  "\"de;q=2\": invalid quality \"2\" (expected 0 to 1 with at most three decimals)",
///     //  "\"en_US\": not a language range (letters, digits and \"-\", or \"*\")"]
///
/// Rules:
/// - `q=0` means "not acceptable": the entry goes to ``excluded``, not ``entries``.
/// - A range given twice (after canonicalization: `en-us` and `en-US`,
///   `iw` and `he`) counts once, with the quality and the place of its last
///   mention, as ICU's `LocalePriorityList` reads it ("de, fr, de" prefers
///   fr); the earlier mentions are skipped as duplicates.
/// - `*` is not a locale; its quality is ``wildcardQuality``.
/// - Only the first ``maximumLength`` (8,192) bytes are read; an entry cut
///   by that limit is skipped. Only the first ``maximumEntries`` (100)
///   entries are read; the rest is skipped as one entry. So a header costs
///   bounded time and memory whatever its size.
/// - Ranges must have RFC 4647's syntax (`en_US` is skipped), then go
///   through ``IntlLocale`` (`en-u-nu-foo` is skipped with its error).
public struct AcceptLanguage: Hashable, Sendable {
    /// One usable entry of the header.
    public struct Entry: Hashable, Sendable {
        /// The language range as written: "en-us".
        public let range: String
        /// The validated, canonical locale: "en-US".
        public let locale: IntlLocale
        /// The quality in thousandths: 800 for `q=0.8`, 1000 when no `q` is given.
        public let quality: Int
    }

    /// Acceptable locales, highest quality first (stable for equal qualities).
    public let entries: [Entry]
    /// Locales the header marks not acceptable (`q=0`), in header order.
    public let excluded: [Entry]
    /// The quality of `*` in thousandths, nil when the header has none.
    public let wildcardQuality: Int?
    /// Entries that were left out, in header order, with the reason.
    public let skipped: [SkippedEntry]

    /// Entries read from one header at most; the rest is skipped.
    public static let maximumEntries = 100
    /// Bytes (UTF-8) read from one header at most; the rest is skipped.
    public static let maximumLength = 8192

    /// Reads a header value (without the `Accept-Language:` name).
    public init(_ header: String) {
        var reader = AcceptLanguageReader<Entry>()
        var header = header   // withUTF8 is mutating; a native string is not copied
        header.withUTF8 { bytes in
            reader.read(bytes) { range, quality throws(IntlError) in
                Entry(range: String(utf8Copy: range), locale: try IntlLocale(utf8: range), quality: quality)
            }
        }
        entries = reader.values(0..<reader.acceptableCount)
        excluded = reader.values(reader.acceptableCount..<reader.entries.count)
        wildcardQuality = reader.wildcardQuality
        skipped = reader.skipped
    }
}

extension AcceptLanguage.Entry: AcceptLanguageValue {}

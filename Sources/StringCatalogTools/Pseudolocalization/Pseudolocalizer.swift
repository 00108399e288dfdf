import StringCatalog

/// Rewrites messages into a pseudolanguage, so that a build shows at a
/// glance which text is not localized, where layouts truncate, and how they
/// behave right to left, before any translation exists.
///
///     let accented = Pseudolocalizer(mode: .accented)
///     try accented.pseudolocalize("Settings")          // "Ŝéţţîñĝš"
///     try accented.pseudolocalize("%d files in %@")    // "%d ƒîļéš îñ %@"
///
/// | mode | `Settings` | `%d of %@ done` |
/// |---|---|---|
/// | ``Mode/accented`` | `Ŝéţţîñĝš` | `%d öƒ %@ ðöñé` |
/// | ``Mode/doubled`` | `SSeettttiinnggss` | `%d ooff %@ ddoonnee` |
/// | ``Mode/bounded`` | `[# Settings #]` | `[# %d of %@ done #]` |
/// | ``Mode/rightToLeft`` | `\u{202E}Settings\u{202C}` | `%d\u{202E} of \u{202C}%@\u{202E} done\u{202C}` |
///
/// Specifiers (`%2$lu`, `%.2f`), `%%` and plural references (`%#@days@`)
/// are kept exactly as written, so the result takes the same arguments and
/// passes lint. A plural message keeps its variables: accented, doubled and
/// right-to-left rewrite the format and every category string; bounded
/// wraps only the format, so the brackets enclose the whole formatted text once.
public struct Pseudolocalizer: Hashable, Sendable {
    /// The pseudolanguages.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// ASCII letters become accented look-alikes: `Settings` → `Ŝéţţîñĝš`.
        case accented
        /// Every letter is written twice, doubling the text's length:
        /// `Settings` → `SSeettttiinnggss`.
        case doubled = "double"
        /// The whole message between `[# ` and ` #]`: `[# Settings #]`, so
        /// truncation shows.
        case bounded
        /// Each run of text between RIGHT-TO-LEFT OVERRIDE (U+202E) and POP
        /// DIRECTIONAL FORMATTING (U+202C), so it displays mirrored while the
        /// formatted arguments stay readable.
        case rightToLeft = "rtl"
    }

    /// The pseudolanguage written.
    public var mode: Mode

    public init(mode: Mode) {
        self.mode = mode
    }

    /// The pseudolocalized message: the text, or the plural format and every
    /// category string.
    ///
    ///     let days = CatalogMessage.plural(PluralMessage(format: "%#@days@", variables: [
    ///         "days": PluralVariable(valueType: "ld", forms: [.one: "1 day", .other: "%ld days"]),
    ///     ]))
    ///     try Pseudolocalizer(mode: .accented).pseudolocalize(days)
    ///     // format "%#@days@", one "1 ðåý", other "%ld ðåýš"
    ///
    /// - Throws: `MessageFormatError` when a format or category string has a
    ///   malformed specifier (whose text could not be told apart from the specifier).
    public func pseudolocalize(_ message: CatalogMessage) throws(MessageFormatError) -> CatalogMessage {
        switch message {
        case .text(let text):
            return .text(try pseudolocalize(text))
        case .plural(var plural):
            plural.format = try pseudolocalize(plural.format)
            for (name, variable) in plural.variables {
                var rewritten = variable
                for (form, text) in variable.forms {
                    rewritten.forms[form] = try rewrite(text, allowingMixedPositions: true)
                }
                plural.variables[name] = rewritten
            }
            return .plural(plural)
        case .devices, .widths:
            return try message.mapPlainMessages { (plain) throws(MessageFormatError) in try pseudolocalize(plain) }
        }
    }

    /// The pseudolocalized format string.
    ///
    ///     try Pseudolocalizer(mode: .bounded).pseudolocalize("%1$@ invited %2$@")   // "[# %1$@ invited %2$@ #]"
    ///
    /// - Throws: `MessageFormatError` for a malformed specifier.
    public func pseudolocalize(_ format: String) throws(MessageFormatError) -> String {
        let rewritten = try rewrite(format, allowingMixedPositions: false)
        return mode == .bounded ? "[# " + rewritten + " #]" : rewritten
    }

    /// Rewrites the literal text of `format`, keeping every specifier.
    private func rewrite(_ format: String, allowingMixedPositions: Bool) throws(MessageFormatError) -> String {
        let segments = try FormatSegment.all(in: format, allowingMixedPositions: allowingMixedPositions)
        var output = ""
        for segment in segments {
            if case .literal(let text) = segment {
                output += rewriteText(text)
            } else {
                output += segment.text
            }
        }
        return output
    }

    private func rewriteText(_ text: String) -> String {
        switch mode {
        case .accented:
            return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accented[$0] ?? $0 }))
        case .doubled:
            var doubled = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                doubled.append(scalar)
                if scalar.properties.isAlphabetic { doubled.append(scalar) }
            }
            return String(doubled)
        case .bounded:
            return text
        case .rightToLeft:
            return "\u{202E}" + text + "\u{202C}"
        }
    }

    /// ASCII letters and their accented look-alikes, one scalar each.
    private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let marked = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}

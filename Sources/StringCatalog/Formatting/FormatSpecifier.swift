/// One printf-style specifier of a localized string, as Apple's
/// `String(format:)` and `.stringsdict` files write them: `%@`, `%d`, `%2$lu`,
/// `%.2f`, or a plural variable reference `%#@files@` / `%1$#@files@`.
///
///     let specifiers = try FormatSpecifier.all(in: "%2$lu of %1$#@runs@ (%3$.1f%%)")
///     specifiers.map(\.text)        // ["%2$lu", "%1$#@runs@", "%3$.1f"]
///     specifiers.map(\.position)    // [2, 1, 3]
///     specifiers[0].kind            // .unsignedInteger
///     specifiers[1].kind            // .pluralVariable("runs")
///     specifiers[2].precision       // 1
///
/// The grammar, after `%`:
///
/// | part | syntax | example |
/// |---|---|---|
/// | position | digits `1…99` then `$` | `%2$@` |
/// | plural variable | `#@` name `@` (right after `%` or the position) | `%#@days@`, `%1$#@days@` |
/// | flags | any of `- + space # 0 '` | `%-5d`, `%+d`, `%05d` |
/// | width | digits, at most 99 | `%5d` |
/// | precision | `.` and digits, at most 99 (`.` alone is 0) | `%.2f` |
/// | length | `hh h ll l q z t j L` | `%lu`, `%lld`, `%zd` |
/// | conversion | `d i` · `u x X o p` · `f F e E g G a A` · `@ s S` · `c C` | |
///
/// `%%` is a literal `%` and no specifier. Not accepted (a
/// ``MessageFormatError``): `*` widths and precisions (they consume an
/// argument, which translations must not change), `%n`, any other
/// conversion, position 0, a `$` without a position (`%$1lu`), a format that
/// ends inside a specifier, and (unless allowed) positioned and unpositioned
/// specifiers mixed in one format.
public struct FormatSpecifier: Hashable, Sendable {
    /// The UTF-8 byte offset of the `%` in the format.
    public var offset: Int
    /// The specifier as written: `"%2$lu"`, `"%#@days@"`.
    public var text: String
    /// The 1-based argument position of `%2$lu`; nil when unpositioned.
    public var position: Int?
    /// The flags in the order written, from `- + space # 0 '`: `"-"` for `%-5d`.
    public var flags: String
    /// The minimum width in characters: 5 for `%5d`.
    public var width: Int?
    /// The precision: 2 for `%.2f`, 0 for `%.f`.
    public var precision: Int?
    /// The C length modifier: `"l"` for `%lu`, `"ll"` for `%lld`, `""` for none.
    public var lengthModifier: String
    /// What the specifier formats.
    public var kind: Kind

    /// Creates a specifier from its parts (the tokenizer makes them from text).
    public init(offset: Int, text: String, position: Int?, flags: String, width: Int?,
                precision: Int?, lengthModifier: String, kind: Kind) {
        self.offset = offset
        self.text = text
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.lengthModifier = lengthModifier
        self.kind = kind
    }

    /// What a specifier formats; the value a lint step compares between
    /// languages (together with ``position`` and ``lengthModifier``).
    public enum Kind: Hashable, Sendable {
        /// `%d`, `%i`: a signed integer, localized ("1,234,567" in en).
        case signedInteger
        /// `%u`: an unsigned integer, localized.
        case unsignedInteger
        /// `%x`, `%X`, `%o`: an integer in base 16 or 8, never localized; `%p`: an
        /// integer as an address, `0x` and base 16. The conversion character is kept.
        case radixInteger(Character)
        /// `%f`, `%F`, `%e`, `%E`, `%g`, `%G`: a floating-point number, localized;
        /// `%a`, `%A`: one in hexadecimal (`0x1.8p+1`), never localized. The
        /// conversion character is kept.
        case floatingPoint(Character)
        /// `%@`: any value, as text.
        case object
        /// `%s`, `%S`: text.
        case string
        /// `%c`, `%C`: one character.
        case character
        /// `%#@name@`: a plural variable named `name`.
        case pluralVariable(String)
    }

    /// Every specifier of `format`, in order (`%%` excluded).
    ///
    ///     try FormatSpecifier.all(in: "%d%% of %@").map(\.text)   // ["%d", "%@"]
    ///     try FormatSpecifier.all(in: "%$1lu")
    ///     // throws: format "%$1lu": offset 0: %$: "$" without a position number before it
    ///
    /// - Parameters:
    ///   - format: a printf-style message.
    ///   - allowingMixedPositions: whether positioned and unpositioned
    ///     specifiers may appear together, as they may in `.stringsdict`
    ///     category strings (`%lu %2$#@total@`). Default: false.
    /// - Throws: `MessageFormatError` with the offset of the malformed specifier.
    public static func all(in format: String, allowingMixedPositions: Bool = false) throws(MessageFormatError) -> [FormatSpecifier] {
        try format.withUTF8Bytes { bytes -> Result<[FormatSpecifier], MessageFormatError> in
            var scanner = FormatScanner(bytes: bytes, allowsMixedPositions: allowingMixedPositions)
            var specifiers: [FormatSpecifier] = []
            do throws(ScanFailure) {
                while let token = try scanner.next() {
                    if case .specifier(let specifier) = token { specifiers.append(FormatSpecifier(specifier, in: bytes)) }
                }
            } catch {
                return .failure(error.error(in: format, bytes: bytes))
            }
            return .success(specifiers)
        }.get()
    }
}

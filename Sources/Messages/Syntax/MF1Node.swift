/// An ICU MessageFormat pattern as ``MF1Parser`` reads it, before
/// ``MF1Lowering`` turns it into a ``Message``.
enum MF1Node: Sendable {
    /// Literal text, quoting undone.
    case text(String)
    /// `{name}` (no type) or `{name, type}` / `{name, type, style}`; the
    /// style is the raw text between the comma and the closing brace.
    case argument(name: String, type: SimpleType?, style: String?)
    /// `#` directly in a plural or selectordinal variant.
    case pound
    /// `{name, plural|selectordinal|select, …}`.
    case complex(Complex)

    /// The simple argument types ICU's `MessageFormat` knows.
    enum SimpleType: String, Sendable {
        case number, date, time, spellout, ordinal, duration
    }

    /// A selecting argument and its variants in source order.
    struct Complex: Sendable {
        enum Kind: String, Sendable {
            case plural, selectordinal, select
        }

        var kind: Kind
        var name: String
        /// `offset:` as written (`1`, `1.5`); nil without one.
        var offset: String?
        var variants: [(key: String, pattern: [MF1Node])]
    }
}

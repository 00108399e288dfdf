/// An ICU MessageFormat pattern as ``MF1Parser`` reads it, before
/// ``MF1Lowering`` turns it into a ``Message``.
package enum MF1Node: Sendable {
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
    package enum SimpleType: String, Sendable {
        case number, date, time, spellout, ordinal, duration
    }

    /// A selecting argument and its variants in source order.
    package struct Complex: Sendable {
        package enum Kind: String, Sendable {
            case plural, selectordinal, select
        }

        package var kind: Kind
        package var name: String
        /// `offset:` as written (`1`, `1.5`); nil without one.
        package var offset: String?
        package var variants: [(key: String, pattern: [MF1Node])]
    }
}

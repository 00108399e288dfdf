extension Message {
    /// Parses ICU MessageFormat (MF1) source, as ICU's `icu::MessageFormat`
    /// reads it with named arguments, into the MF2 data model: one
    /// ``MessageFormat`` then formats both syntaxes.
    ///
    ///     let files = try Message(icu: "{count, plural, one {# file} other {# files}}")
    ///     try MessageFormat(files, locale: IntlLocale("en"), options: .init(bidiIsolation: .none))
    ///         .format(["count": 1234]).text        // "1,234 files"
    ///     try Message(icu: "Hello {name")
    ///     // throws: 1:7: syntax-error: expected `}` to end the argument
    ///
    /// What it reads, with ICU's meaning:
    ///
    /// | source | formats as |
    /// |---|---|
    /// | `{n}` | a number: at most 3 fraction digits; a `Timestamp`: short date and time; text as is |
    /// | `{n, number}`, `{n, number, integer\|percent\|currency}` | ICU's decimal, integer, percent and locale-currency formats (half-even) |
    /// | `{n, number, ::currency/EUR}` | an ICU number skeleton |
    /// | `{d, date}`, `{d, time}` + `short\|medium\|long\|full`, `::yMMMd`, or a pattern | ICU's date and time styles; a number is milliseconds since 1970 UTC |
    /// | `{n, spellout}`, `{n, ordinal}`, `{n, duration}` | ICU's rule-based formats ("twenty-one", "21st", "1:01:01") |
    /// | `{n, plural, offset:1 =0 {…} one {…} other {…}}` | `=N` against the number, keywords against the number minus the offset; `#` is that number |
    /// | `{n, selectordinal, …}`, `{s, select, …}` | ordinal categories; exact text, else `other` |
    ///
    /// Quoting is ICU's default (DOUBLE_OPTIONAL): `''` is one apostrophe,
    /// `'{'`, `'}'` quote braces, `'#'` quotes only in a plural's variant,
    /// and any other apostrophe is literal. `#` is literal in a select
    /// variant, even nested in a plural. A missing argument formats as
    /// `{name}` (`unresolved-variable`), a value of the wrong kind too
    /// (`bad-operand`). Not supported: `choice` (a syntax error) and number
    /// patterns such as `#,##0.00` (a `bad-option` when formatted).
    ///
    /// Each plural, selectordinal and select becomes a `.local` declaration
    /// and a selector; the variants are the combinations of their keys.
    ///
    /// - Throws: ``MessageSyntaxError``: `syntax-error` (with line:column),
    ///   `missing-fallback-variant` (no `other`), `message-too-long` beyond
    ///   ``MessageSyntaxError/maximumLength`` bytes, `message-too-deep` beyond
    ///   32 nested selecting arguments, `too-many-variants` beyond 4096 combinations.
    public init(icu source: String) throws(MessageSyntaxError) {
        var parser = MF1Parser(source)
        self = try MF1Lowering.message(parser.parse())
    }
}

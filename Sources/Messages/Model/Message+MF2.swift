extension Message {
    /// Parses Unicode MessageFormat 2 source (the LDML 47/48 syntax).
    ///
    ///     let files = try Message(mf2: """
    ///         .input {$count :integer}
    ///         .match $count
    ///         one {{{$count} file}}
    ///         *   {{{$count} files}}
    ///         """)
    ///     try Message(mf2: "Hello {$name")
    ///     // throws: 1:13: syntax-error: expected `}` to end the placeholder
    ///
    /// - Throws: ``MessageSyntaxError``: a syntax error first, else the first
    ///   data model error (`duplicate-declaration`, `variant-key-mismatch`, …);
    ///   `message-too-long` beyond ``MessageSyntaxError/maximumLength`` bytes.
    public init(mf2 source: String) throws(MessageSyntaxError) {
        var parser = MF2Parser(source)
        self = try parser.parse()
    }
}

extension Message {
    /// One key of a variant: a literal compared with its selector's value, or
    /// `*`, which matches anything and loses to every literal that matches.
    ///
    /// Keys compare as Swift strings do, by canonical equivalence: `|Ḍ̇|` written
    /// precomposed or decomposed is one key (the specification's NFC rule).
    public enum VariantKey: Hashable, Sendable {
        /// `one`, `1`, `|1.0|`: quoted and unquoted forms are the same key.
        case literal(String)
        /// `*`, the catch-all.
        case catchAll
    }
}

extension Message {
    /// One variant of a match: a key per selector, and the pattern formatted
    /// when the keys select it.
    ///
    ///     one {{{$count} file}}   // Variant(keys: [.literal("one")], pattern: …)
    ///     *   {{{$count} files}}  // Variant(keys: [.catchAll], pattern: …)
    public struct Variant: Hashable, Sendable {
        /// One key per selector, in selector order.
        public var keys: [VariantKey]
        /// What the variant formats.
        public var pattern: Pattern

        /// A variant with these keys and pattern.
        public init(keys: [VariantKey], pattern: Pattern) {
            self.keys = keys
            self.pattern = pattern
        }
    }
}

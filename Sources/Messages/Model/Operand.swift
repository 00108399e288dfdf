extension Message {
    /// A literal or a variable: what an expression operates on, and what an
    /// option's value is.
    ///
    ///     {|horse| :string}               // .literal("horse")
    ///     {$count}                        // .variable("count")
    ///     minimumFractionDigits=$digits   // .variable("digits")
    public enum Operand: Hashable, Sendable {
        /// A quoted (`|a b|`) or unquoted (`42`) literal, escapes undone; both
        /// forms are the same value.
        case literal(String)
        /// `$name`, without the `$`.
        case variable(String)
    }
}

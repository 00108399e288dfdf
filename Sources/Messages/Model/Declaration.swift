extension Message {
    /// A declaration at the start of a complex message: it names a value that
    /// the rest of the message uses by `$name`.
    ///
    ///     .input {$count :number}           // .input(name: "count", expression: {$count :number})
    ///     .local $n = {$count :integer}     // .local(name: "n", expression: {$count :integer})
    public enum Declaration: Hashable, Sendable {
        /// `.input {$name …}`: an argument, annotated; the expression's operand
        /// is `.variable(name)`.
        case input(name: String, expression: Expression)
        /// `.local $name = {…}`: a new variable bound to an expression.
        case local(name: String, expression: Expression)

        /// The variable the declaration binds (`count` for `.input {$count}`).
        public var name: String {
            switch self {
            case .input(let name, _), .local(let name, _): name
            }
        }

        /// The expression whose value the variable takes.
        public var expression: Expression {
            switch self {
            case .input(_, let expression), .local(_, let expression): expression
            }
        }
    }
}

/// A pattern split the way ICU's SimpleDateFormat reads it: runs of one
/// unquoted ASCII letter are fields, everything else is literal text.
///
///     DatePatternToken.tokens(of: "h:mm a 'o''clock'")
///     // [.field("h", 1), .literal(":"), .field("m", 2), .literal(" "),
///     //  .field("a", 1), .literal(" o'clock")]
enum DatePatternToken: Equatable, Sendable {
    case literal(String)
    case field(letter: Character, count: Int)

    /// The tokens of a pattern; `''` is a quote inside or outside quotes.
    /// An unterminated quote runs to the end (ICU does the same; validated
    /// patterns never have one).
    static func tokens(of pattern: String) -> [DatePatternToken] {
        var tokens: [DatePatternToken] = []
        var literal = ""
        var inQuote = false
        var characters = pattern[...]
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.popFirst() {
            if character == "'" {
                if characters.first == "'" {
                    characters.removeFirst()
                    literal.append("'")
                } else {
                    inQuote.toggle()
                }
            } else if !inQuote, character.isASCII, character.isLetter {
                var count = 1
                while characters.first == character {
                    characters.removeFirst()
                    count += 1
                }
                flushLiteral()
                tokens.append(.field(letter: character, count: count))
            } else {
                literal.append(character)
            }
        }
        flushLiteral()
        return tokens
    }
}

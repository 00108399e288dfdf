/// The character classes of ICU's `MessagePattern` (`PatternProps`): what
/// separates tokens and what may be in an argument name or variant key.
enum MF1Characters {
    /// `Pattern_White_Space`: `\t \n \v \f \r`, space, U+0085, U+200E, U+200F, U+2028, U+2029.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200E, 0x200F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `Pattern_Syntax` (Unicode 15): ASCII punctuation except `_`, and the
    /// symbol blocks ICU lists in `PatternProps`.
    static func isSyntax(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x5E, 0x60, 0x7B...0x7E: true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7: true
        case 0x2010...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E: true
        case 0x2190...0x245F, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F: true
        case 0x3001...0x3003, 0x3008...0x3020, 0x3030, 0xFD3E, 0xFD3F, 0xFE45, 0xFE46: true
        default: false
        }
    }

    /// A character of an argument name or variant key: neither syntax nor whitespace.
    static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        !isWhitespace(scalar) && !isSyntax(scalar)
    }

    /// What ICU's `skipDouble` passes over: `+ - . 0-9 e E ∞`.
    static func isNumberCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2B, 0x2D, 0x2E, 0x30...0x39, 0x45, 0x65, 0x221E: true
        default: false
        }
    }
}

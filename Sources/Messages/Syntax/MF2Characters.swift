/// The character classes of MF2's ABNF (`spec/message.abnf`), on scalar values.
enum MF2Characters {
    /// `ws`: space, tab, CR, LF, ideographic space.
    static func isWhitespace(_ c: UInt32) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0A || c == 0x3000
    }

    /// `bidi`: ALM, LRM, RLM and the isolates LRI, RLI, FSI, PDI.
    static func isBidi(_ c: UInt32) -> Bool {
        c == 0x061C || c == 0x200E || c == 0x200F || (0x2066...0x2069).contains(c)
    }

    /// `name-start`: letters, `+`, `_`, and most of Unicode above Latin-1's
    /// controls, without whitespace, bidi controls and noncharacters.
    static func isNameStart(_ c: UInt32) -> Bool {
        switch c {
        case 0x41...0x5A, 0x61...0x7A, 0x2B, 0x5F: return true
        case 0xA1...0x61B, 0x61D...0x167F, 0x1681...0x1FFF, 0x200B...0x200D, 0x2010...0x2027,
             0x2030...0x205E, 0x2060...0x2065, 0x206A...0x2FFF, 0x3001...0xD7FF, 0xE000...0xFDCF,
             0xFDF0...0xFFFD:
            return true
        case 0x10000...0x10FFFD:
            // Every plane but its last two code points (U+1FFFE, U+1FFFF, …).
            return c & 0xFFFE != 0xFFFE
        default:
            return false
        }
    }

    /// `name-char`: a name start, a digit, `-` or `.`.
    static func isNameChar(_ c: UInt32) -> Bool {
        isNameStart(c) || (0x30...0x39).contains(c) || c == 0x2D || c == 0x2E
    }

    /// What `escaped-char` may escape after `\`: `\`, `{`, `|`, `}`.
    static func isEscapable(_ c: UInt32) -> Bool {
        c == 0x5C || c == 0x7B || c == 0x7C || c == 0x7D
    }
}

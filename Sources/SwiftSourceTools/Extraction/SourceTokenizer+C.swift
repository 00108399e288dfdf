#if SourceTools
extension SourceTokenizer {
    /// A C or Objective-C literal's value, positioned at its `"`: C escapes
    /// decoded (`\"` is a quote, not the end). Unterminated at the end of its line.
    mutating func cString() -> String {
        advanceOne()
        var value = String.UnicodeScalarView()
        while let scalar = current, scalar != "\n" {
            advanceOne()
            switch scalar {
            case "\"": return String(value)
            case "\\": value.append(cEscape())
            default: value.append(scalar)
            }
        }
        return String(value)
    }

    /// The scalar an escape stands for, positioned after the backslash.
    private mutating func cEscape() -> Unicode.Scalar {
        guard let scalar = current else { return "\\" }
        advanceOne()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0"..."7": return number(first: scalar.value - 0x30, base: 8, maximumDigits: 2)
        case "x": return number(first: 0, base: 16, maximumDigits: 8)
        case "u": return number(first: 0, base: 16, maximumDigits: 4)
        case "U": return number(first: 0, base: 16, maximumDigits: 8)
        default: return scalar
        }
    }

    /// Up to `maximumDigits` more digits; U+FFFD when the value is no scalar.
    private mutating func number(first: UInt32, base: UInt32, maximumDigits: Int) -> Unicode.Scalar {
        var value = first
        for _ in 0..<maximumDigits {
            guard let scalar = current, let digit = Self.hexValue(scalar), digit < base else { break }
            value = value &* base &+ digit
            advanceOne()
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
#endif

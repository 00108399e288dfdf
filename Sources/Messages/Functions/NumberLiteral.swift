/// The specification's `number-literal`:
/// `["-"] ("0" / [1-9] *DIGIT) ["." 1*DIGIT] [("e" / "E") ["-" / "+"] 1*DIGIT]`.
/// Numeric functions take text only in this form (`|4.2|`, `|-1e3|`, not
/// `|01|`, `|.5|` or `|+1|`), and numeric selectors compare such keys exactly.
enum NumberLiteral {
    static func matches(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, isDigit(first) else { return false }
        bytes = first == UInt8(ascii: "0") ? bytes.dropFirst() : bytes.drop(while: isDigit)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard let digit = bytes.first, isDigit(digit) else { return false }
            bytes = bytes.drop(while: isDigit)
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard let digit = bytes.first, isDigit(digit) else { return false }
            bytes = bytes.drop(while: isDigit)
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

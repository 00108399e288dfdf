/// The decimal number strings ICU accepts: `[+-]digits[.digits][e[+-]digits]`,
/// with at least one digit in the mantissa ("1.", ".5" and "1e3" included).
enum DecimalString {
    static func isValid(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0, exponentDigits <= 9 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// How many zeros an exponent may add when a value is written out: "1e500"
    /// is fine, "1e999999999" would be a gigabyte (and ICU would spend
    /// minutes on it), so such input is refused instead of expanded.
    static let maximumAddedDigits = 1_000

    /// ICU's parser answers in scientific form ("1.234567891E+6"); this
    /// writes the same value out plainly ("1234567.891"), digit for digit.
    /// Nil when that would add more than ``maximumAddedDigits`` zeros.
    static func plain(_ text: String) -> String? {
        var mantissa = Substring(text)
        var exponent = 0
        if let e = mantissa.firstIndex(where: { $0 == "E" || $0 == "e" }) {
            exponent = Int(mantissa[mantissa.index(after: e)...]) ?? 0
            mantissa = mantissa[..<e]
        }
        let negative = mantissa.first == "-"
        if negative || mantissa.first == "+" { mantissa = mantissa.dropFirst() }
        let point = mantissa.firstIndex(of: ".")
        let integerPart = point.map { mantissa[..<$0] } ?? mantissa
        let fractionPart = point.map { mantissa[mantissa.index(after: $0)...] } ?? ""
        let digits = Array(integerPart + fractionPart)
        var pointPosition = integerPart.count + exponent
        guard pointPosition - digits.count <= maximumAddedDigits, -pointPosition <= maximumAddedDigits else {
            return nil
        }
        var padded = digits
        if pointPosition < 0 {
            padded = Array(repeating: "0", count: -pointPosition) + padded
            pointPosition = 0
        }
        if pointPosition > padded.count {
            padded += Array(repeating: "0", count: pointPosition - padded.count)
        }
        var whole = String(padded[..<pointPosition]).drop { $0 == "0" }
        if whole.isEmpty { whole = "0" }
        var fraction = Substring(String(padded[pointPosition...]))
        while fraction.last == "0" { fraction = fraction.dropLast() }
        let sign = negative && (whole != "0" || !fraction.isEmpty) ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}

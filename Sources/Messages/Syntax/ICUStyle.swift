/// How ICU's `MessageFormat` reads a style: keywords trimmed and compared
/// without case, skeletons after `::`.
enum ICUStyle {
    /// The style trimmed of `Pattern_White_Space` and lowercased (ASCII):
    /// "" for none.
    static func keyword(_ style: String?) -> String {
        guard let style else { return "" }
        let scalars = Array(style.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !MF1Characters.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !MF1Characters.isWhitespace($0) }) else { return "" }
        var text = ""
        for scalar in scalars[first...last] {
            text.unicodeScalars.append(scalar.isASCII ? Unicode.Scalar(UInt8(scalar.value) | (("A"..."Z").contains(scalar) ? 0x20 : 0)) : scalar)
        }
        return text
    }

    /// The skeleton of `::skeleton` (leading whitespace skipped), nil for
    /// another style.
    static func skeleton(_ style: String?) -> String? {
        guard let style else { return nil }
        let scalars = style.unicodeScalars.drop(while: MF1Characters.isWhitespace)
        guard scalars.starts(with: "::".unicodeScalars) else { return nil }
        var skeleton = ""
        skeleton.unicodeScalars.append(contentsOf: scalars.dropFirst(2))
        return skeleton
    }
}

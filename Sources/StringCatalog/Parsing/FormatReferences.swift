/// The `%#@name@` variable references in a format string.
enum FormatReferences {
    /// Names in order of appearance: `["a", "b"]` for `"%#@a@ and %2$#@b@ (100%%)"`.
    static func variableNames(in format: String) -> [String] {
        let scalars = Array(format.unicodeScalars)
        var names: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" {
                index = cursor + 1
                continue
            }
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor > index + 1, cursor < scalars.count, scalars[cursor] == "$" { cursor += 1 }
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@",
               let end = scalars[(cursor + 2)...].firstIndex(of: "@") {
                names.append(String(String.UnicodeScalarView(scalars[(cursor + 2)..<end])))
                index = end + 1
            } else {
                index = cursor
            }
        }
        return names
    }
}

/// Line and column bookkeeping shared by the parsers.
enum TextPosition {
    /// The 1-based (line, column) of the scalar that would follow `scalars`.
    /// A line ends at LF, at CR not followed by LF, and at CRLF (counted once;
    /// its CR is the line's last column, as in the `.strings` scanner).
    static func after(_ scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        of(scalars.endIndex, in: scalars)
    }

    /// The 1-based (line, column) of `scalars[index]`.
    static func of(_ index: Int, in scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var position = 0
        while position < index, position < scalars.count {
            let scalar = scalars[position]
            if scalar == "\n" || (scalar == "\r" && (position + 1 >= scalars.count || scalars[position + 1] != "\n")) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }
        return (line, column)
    }
}

#if SourceTools
/// One literal `wrap` rewrites: where, into what, and the key it adds.
struct WrapSite: Sendable {
    /// The literal's UTF-8 byte range in its file.
    var utf8Range: Range<Int>
    /// The call that replaces it.
    var replacement: String
    /// The key (and value) it adds to the table.
    var key: String
    /// 1-based line of the literal's start, for the `file:line` comment.
    var line: Int
}

/// What `wrap` found in one source text.
struct WrapScan: Sendable {
    var sites: [WrapSite] = []
    var warnings: [ExtractionWarning] = []
}

extension [UInt8] {
    /// The bytes with each range replaced by its text (ranges in order, not overlapping).
    func replacing(_ edits: [(range: Range<Int>, text: String)]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count + edits.count * 48)
        var cursor = 0
        for edit in edits {
            result += self[cursor..<edit.range.lowerBound]
            result += Array(edit.text.utf8)
            cursor = edit.range.upperBound
        }
        result += self[cursor...]
        return result
    }
}
#endif

/// Applies replacements of byte ranges to a text in one pass: the editors of `.strings`, JSON
/// and property list files collect theirs and write the result once, so 55,000 changes to a
/// 20 MB catalog copy it once instead of shifting its tail 55,000 times.
enum TextReplacement {
    /// `bytes` with each range replaced by its text; ranges must not overlap (an insertion is an
    /// empty range; several at one offset keep their order).
    static func apply(_ replacements: [(range: Range<Int>, text: String)], to bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        for (range, text) in replacements.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }).map(\.element) {
            result.append(contentsOf: bytes[position..<max(position, range.lowerBound)])
            result.append(contentsOf: text.utf8)
            position = max(position, range.upperBound)
        }
        result.append(contentsOf: bytes[min(position, bytes.count)...])
        return String(decoding: result, as: UTF8.self)
    }
}

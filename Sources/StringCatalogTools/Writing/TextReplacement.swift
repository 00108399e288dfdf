/// Applies replacements of byte ranges to a text in one pass: the editors of `.strings`, JSON
/// and property list files collect theirs and write the result once, so 55,000 changes to a
/// 20 MB catalog copy it once instead of shifting its tail 55,000 times.
enum TextReplacement {
    /// `bytes` with each range replaced by its text; ranges must not overlap (an insertion is an
    /// empty range; several at one offset keep their order).
    static func apply(_ replacements: [(range: Range<Int>, text: String)], to bytes: [UInt8]) -> String {
        let order = replacements.indices.sorted {
            (replacements[$0].range.lowerBound, $0) < (replacements[$1].range.lowerBound, $1)
        }
        // Written straight into the string's storage (a 27 MB catalog is not built in an array
        // first and copied); at most every byte kept and every text.
        let capacity = bytes.count + replacements.reduce(0) { $0 + $1.text.utf8.count }
        return bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: capacity) { output in
                var count = 0
                func append(_ part: UnsafeBufferPointer<UInt8>) {
                    guard let from = part.baseAddress, let to = output.baseAddress, !part.isEmpty else { return }
                    (to + count).initialize(from: from, count: part.count)
                    count += part.count
                }
                var position = 0
                for index in order {
                    let range = replacements[index].range
                    append(UnsafeBufferPointer(rebasing: source[position..<max(position, range.lowerBound)]))
                    var text = replacements[index].text
                    text.withUTF8 { append($0) }
                    position = max(position, range.upperBound)
                }
                append(UnsafeBufferPointer(rebasing: source[min(position, source.count)...]))
                return count
            }
        }
    }
}

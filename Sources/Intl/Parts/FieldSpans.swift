import CICU

/// A shim call that writes field spans: (buffer, capacity, status) → how many there are.
typealias ICUFieldSpanCall = (UnsafeMutablePointer<cicu_field_span>, Int32, inout cicu_status) -> Int32

/// Reads the field spans of a formatted value from a shim call that writes
/// at most `capacity` and returns how many there are: a stack buffer
/// first, then once more with the exact count.
func icuFieldSpans(_ call: ICUFieldSpanCall) -> ([cicu_field_span], cicu_status) {
    var status = cicu_status_ok()
    var needed = 0
    let first: [cicu_field_span]? = withUnsafeTemporaryAllocation(of: cicu_field_span.self, capacity: 32) { buffer in
        needed = Int(call(buffer.baseAddress!, Int32(buffer.count), &status))
        return status.failed ? nil : Array(buffer.prefix(needed))
    }
    if let first { return (first, status) }
    guard status.isBufferOverflow else { return ([], status) }
    status = cicu_status_ok()
    var spans = [cicu_field_span](repeating: cicu_field_span(), count: needed)
    let count = spans.withUnsafeMutableBufferPointer { Int(call($0.baseAddress!, Int32($0.count), &status)) }
    return (status.failed ? [] : Array(spans.prefix(count)), status)
}

extension FormattedParts {
    /// The parts of `string` from ICU's fields, as ECMA-402 draws them:
    /// fields nest (a number's integer field holds its group separators),
    /// so each stretch of text belongs to the innermost field covering it;
    /// neighbouring stretches of one field join, and text no field covers
    /// is a literal. `kind` names a span's part, or nil to ignore the span
    /// (the per-item spans of a list, which the element fields repeat).
    ///
    /// Offsets are UTF-8 bytes (the shim converts ICU's UTF-16); spans
    /// outside the text or empty are dropped, so no ICU answer can trap.
    ///
    /// - Complexity: O(*m* log *m*) for *m* spans: one sweep over the field
    ///   boundaries with a stack of the fields open there (ICU's fields nest
    ///   or are disjoint; were two to overlap, the later one owns the overlap).
    init(string: String, spans: [cicu_field_span], kind: (cicu_field_span) -> FormatPart.Kind?) {
        let length = string.utf8.count
        let fields = spans.compactMap { span -> (kind: FormatPart.Kind, start: Int, limit: Int)? in
            let (start, limit) = (Int(span.start), Int(span.limit))
            guard 0 <= start, start < limit, limit <= length, let kind = kind(span) else { return nil }
            return (kind, start, limit)
        }
        // Opening order: by start, the outer (longer) field first, ICU's order last.
        let opening = fields.indices.sorted {
            (fields[$0].start, fields[$1].limit - fields[$1].start, $0) < (fields[$1].start, fields[$0].limit - fields[$0].start, $1)
        }
        let boundaries = Set([0, length] + fields.flatMap { [$0.start, $0.limit] }).sorted()
        var open: [Int] = [], next = 0
        // (owner, start, limit): owner is the index of the field, -1 for literal text.
        var pieces: [(owner: Int, start: Int, limit: Int)] = []
        for (start, limit) in zip(boundaries, boundaries.dropFirst()) {
            while let top = open.last, fields[top].limit <= start { open.removeLast() }
            while next < opening.count, fields[opening[next]].start <= start {
                open.append(opening[next])
                next += 1
            }
            let owner = open.last ?? -1
            if let last = pieces.last, last.owner == owner {
                pieces[pieces.count - 1].limit = limit
            } else {
                pieces.append((owner, start, limit))
            }
        }
        let utf8 = string.utf8
        let parts = pieces.map { piece in
            FormatPart(kind: piece.owner < 0 ? .literal : fields[piece.owner].kind,
                       range: utf8.index(utf8.startIndex, offsetBy: piece.start)..<utf8.index(utf8.startIndex, offsetBy: piece.limit))
        }
        self.init(string: string, parts: parts)
    }

    /// A string that is one literal part (a format without fields, such as
    /// spelled-out numbers); the empty string has no parts.
    init(literal string: String) {
        self.init(string: string, parts: string.isEmpty ? [] : [FormatPart(kind: .literal, range: string.startIndex..<string.endIndex)])
    }
}

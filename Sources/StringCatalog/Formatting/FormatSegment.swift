/// One piece of a format: literal text, an escaped `%%`, or a specifier.
/// Tools that rewrite the text of a message and must keep its specifiers
/// (pseudolocalization, lint) walk these.
///
///     try FormatSegment.all(in: "%d%% of %@ done")
///     // [.specifier(%d), .escapedPercent, .literal(" of "), .specifier(%@), .literal(" done")]
///
/// Joining ``text`` of every segment gives the format back exactly.
public enum FormatSegment: Hashable, Sendable {
    /// Text copied unchanged.
    case literal(String)
    /// `%%`, which formats as `%`.
    case escapedPercent
    /// A specifier or plural variable reference.
    case specifier(FormatSpecifier)

    /// The segment as written in the format: the text, `"%%"`, or the specifier.
    public var text: String {
        switch self {
        case .literal(let text): text
        case .escapedPercent: "%%"
        case .specifier(let specifier): specifier.text
        }
    }

    /// Every segment of `format`, in order.
    ///
    /// - Parameters:
    ///   - format: a printf-style message.
    ///   - allowingMixedPositions: as in ``FormatSpecifier/all(in:allowingMixedPositions:)``.
    /// - Throws: `MessageFormatError` for a malformed specifier.
    public static func all(in format: String, allowingMixedPositions: Bool = false) throws(MessageFormatError) -> [FormatSegment] {
        try format.withUTF8Bytes { bytes -> Result<[FormatSegment], MessageFormatError> in
            var scanner = FormatScanner(bytes: bytes, allowsMixedPositions: allowingMixedPositions)
            var segments: [FormatSegment] = []
            do throws(ScanFailure) {
                while let token = try scanner.next() {
                    switch token {
                    case .literal(let range): segments.append(.literal(String(decoding: bytes[range], as: UTF8.self)))
                    case .percent: segments.append(.escapedPercent)
                    case .specifier(let specifier): segments.append(.specifier(FormatSpecifier(specifier, in: bytes)))
                    }
                }
            } catch {
                return .failure(error.error(in: format, bytes: bytes))
            }
            return .success(segments)
        }.get()
    }
}

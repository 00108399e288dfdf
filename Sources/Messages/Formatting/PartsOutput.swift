/// Collects a pattern's parts, wrapping placeholders in bidi isolation
/// marks by the specification's default strategy when asked to.
struct PartsOutput {
    let isolating: Bool
    let messageDirection: MessageDirection
    var parts: [MessagePart] = []

    /// Adds a placeholder's part: left alone when it is left to right like
    /// the message and `u:dir` did not ask for isolation; otherwise between
    /// LRI (U+2066), RLI (U+2067) or FSI (U+2068) and PDI (U+2069).
    mutating func append(_ part: MessagePart, direction: MessageDirection, isolated: Bool = false) {
        guard isolating, !(direction == .ltr && messageDirection == .ltr && !isolated) else {
            parts.append(part)
            return
        }
        let opening: Unicode.Scalar = switch direction {
        case .ltr: "\u{2066}"
        case .rtl: "\u{2067}"
        case .auto: "\u{2068}"
        }
        parts.append(.bidiIsolation(opening))
        parts.append(part)
        parts.append(.bidiIsolation("\u{2069}"))
    }
}

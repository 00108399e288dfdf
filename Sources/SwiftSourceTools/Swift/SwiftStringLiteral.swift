#if SourceTools
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// A Swift string literal read for localization: its pieces decoded
/// exactly as the compiler reads them (escapes, raw `#"…"#` delimiters,
/// multi-line indentation and `\` line continuations), interpolations kept
/// as expressions.
struct SwiftStringLiteral {
    enum Piece {
        case text(String)
        case interpolation(ExpressionSegmentSyntax)
    }

    let syntax: StringLiteralExprSyntax
    let pieces: [Piece]

    /// Nil when the literal does not parse cleanly (it then cannot be read exactly).
    init?(_ syntax: StringLiteralExprSyntax) {
        guard !syntax.hasError, let kind = syntax.stringLiteralKind else { return nil }
        self.syntax = syntax
        var pieces: [Piece] = []
        for segment in syntax.segments {
            switch segment {
            case .stringSegment(let text):
                var decoded = ""
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: syntax.delimiterLength, to: &decoded)
                if case .text(let previous) = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + decoded)
                } else {
                    pieces.append(.text(decoded))
                }
            case .expressionSegment(let expression):
                pieces.append(.interpolation(expression))
            }
        }
        self.pieces = pieces
    }

    var isInterpolated: Bool {
        pieces.contains { if case .interpolation = $0 { true } else { false } }
    }

    /// The text without its interpolations: what `--match` looks at.
    var plainText: String {
        pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    /// The decoded text with each interpolation as written: `共\(n)项`.
    var displayText: String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .interpolation(let segment): "\\(" + segment.expressions.trimmedDescription + ")"
            }
        }.joined()
    }

    /// The key `String.LocalizationValue` derives: each interpolation a
    /// placeholder (`placeholder` gives it; nil means `%@`) and, in an
    /// interpolated literal, `%` doubled as in any format. A literal without
    /// interpolation is its text.
    func formatKey(_ placeholder: (ExpressionSegmentSyntax) -> InterpolationPlaceholder?) -> String {
        guard isInterpolated else { return plainText }
        return pieces.map { piece in
            switch piece {
            case .text(let text): text.replacingPercentSigns()
            case .interpolation(let segment): (placeholder(segment) ?? .string).specifier
            }
        }.joined()
    }

    /// The extraction value: display text, interpolation flag and derived key.
    var extractionLiteral: CallArguments.Literal {
        CallArguments.Literal(text: displayText, interpolated: isInterpolated,
                              formatKey: formatKey { Self.certainPlaceholder($0) })
    }

    /// The placeholder of a single unlabeled interpolated expression whose
    /// type the syntax fixes; nil otherwise (`\(count)`, `\(x, specifier: "%d")`).
    static func certainPlaceholder(_ segment: ExpressionSegmentSyntax) -> InterpolationPlaceholder? {
        guard segment.expressions.count == 1, let only = segment.expressions.first, only.label == nil else { return nil }
        return InterpolationPlaceholder(certain: only.expression)
    }
}

extension String {
    /// `%` → `%%`, for literal text inside a format.
    func replacingPercentSigns() -> String {
        guard contains("%") else { return self }
        var result = ""
        for character in self {
            result.append(character)
            if character == "%" { result.append("%") }
        }
        return result
    }
}
#endif

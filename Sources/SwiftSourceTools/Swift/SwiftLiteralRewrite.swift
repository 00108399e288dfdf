#if SourceTools
import SwiftSyntax

/// The localized call that replaces one Swift literal, and its key.
///
/// Interpolated values keep a typed placeholder only where the syntax fixes
/// the type (``InterpolationPlaceholder/init(certain:)``); any other value
/// is passed as `String(describing: value)` with `%@`, so the key never
/// guesses `%lld` for what may be a `Double`.
struct SwiftLiteralRewrite {
    /// The key, as `String.LocalizationValue` derives it from the rewritten literal.
    let key: String
    /// `String(localized:)`: the literal, unknown values wrapped in `String(describing:)`.
    /// `NSLocalizedString`: the literal, or its format (placeholders, `%%`) when interpolated.
    private let literal: String
    /// The values passed to `String(format:)` (`NSLocalizedString` with interpolation only).
    private let formatArguments: [String]
    private let style: SwiftWrapStyle

    /// Nil for an interpolation with a label (`\(x, specifier: "%d")`) or
    /// several values: `String.LocalizationValue` handles those its own way.
    init?(_ literal: SwiftStringLiteral, style: SwiftWrapStyle) {
        let node = literal.syntax
        var values: [(segment: ExpressionSegmentSyntax, expression: ExprSyntax, placeholder: InterpolationPlaceholder?)] = []
        for case .expressionSegment(let segment) in node.segments {
            guard segment.expressions.count == 1, let only = segment.expressions.first, only.label == nil else { return nil }
            values.append((segment, only.expression, SwiftStringLiteral.certainPlaceholder(segment)))
        }
        self.style = style
        key = literal.formatKey(SwiftStringLiteral.certainPlaceholder)
        let base = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let text = Array(node.trimmedDescription.utf8)
        func range(_ from: AbsolutePosition, _ to: AbsolutePosition) -> Range<Int> { (from.utf8Offset - base)..<(to.utf8Offset - base) }
        func described(_ expression: ExprSyntax) -> String { "String(describing: \(expression.trimmedDescription))" }
        switch style {
        case .stringLocalized:
            let edits = values.filter { $0.placeholder == nil }.map { value in
                (range: range(value.expression.positionAfterSkippingLeadingTrivia, value.expression.endPositionBeforeTrailingTrivia),
                 text: described(value.expression))
            }
            self.literal = String(decoding: text.replacing(edits), as: UTF8.self)
            formatArguments = []
        case .nsLocalizedString where values.isEmpty:
            self.literal = node.trimmedDescription
            formatArguments = []
        case .nsLocalizedString:
            var edits: [(range: Range<Int>, text: String)] = []
            for segment in node.segments {
                switch segment {
                case .stringSegment(let piece):
                    edits.append((range(piece.position, piece.endPosition), piece.description.replacingPercentSigns()))
                case .expressionSegment(let piece):
                    let placeholder = SwiftStringLiteral.certainPlaceholder(piece) ?? .string
                    edits.append((range(piece.position, piece.endPosition), placeholder.specifier))
                }
            }
            self.literal = String(decoding: text.replacing(edits), as: UTF8.self)
            formatArguments = values.map { $0.placeholder == nil ? described($0.expression) : $0.expression.trimmedDescription }
        }
    }

    /// The call naming `table` (and `bundle` when given).
    func call(table: String, bundle: String?) -> String {
        let tableLiteral = SwiftLiteralRewrite.quoted(table)
        switch style {
        case .stringLocalized:
            return "String(localized: \(literal), table: \(tableLiteral)" + (bundle.map { ", bundle: \($0)" } ?? "") + ")"
        case .nsLocalizedString:
            let lookup = "NSLocalizedString(\(literal), tableName: \(tableLiteral)" + (bundle.map { ", bundle: \($0)" } ?? "")
                + ", comment: \"\")"
            guard !formatArguments.isEmpty else { return lookup }
            return "String(format: \(lookup), \(formatArguments.joined(separator: ", ")))"
        }
    }

    /// `text` as a Swift string literal: `"`, `\` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += "\\u{\(String(scalar.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
#endif

#if SourceTools
import SwiftParser
import SwiftSyntax

/// Finds calls to localization routines in Swift source through
/// swift-syntax, so that comments, strings and definitions are never
/// mistaken for calls, and reads their arguments as extraction needs them.
///
/// A routine is a free function (`NSLocalizedString(…)`, `String(localized:)`)
/// or, for a name starting with `.`, a method (`localizer.string(…)`).
final class SwiftCallFinder: SyntaxVisitor {
    private let routines: [String: LocalizationRoutine]
    private let lines: SourceLines
    private(set) var calls: [LocalizationCall] = []

    /// The calls of `source`, in source order.
    static func calls(in source: String, routines: [String: LocalizationRoutine]) -> [LocalizationCall] {
        let bytes = Array(source.utf8)
        let finder = SwiftCallFinder(routines: routines, lines: SourceLines(bytes))
        finder.walk(Parser.parse(source: source))
        return finder.calls
    }

    private init(routines: [String: LocalizationRoutine], lines: SourceLines) {
        self.routines = routines
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (name, nameToken) = Self.calledName(node), let routine = routines[name] else { return .visitChildren }
        let arguments = CallArguments(node.arguments.map { ($0.label?.text, Self.value($0.expression)) })
        guard arguments.hasLabels(of: routine) else { return .visitChildren }
        let position = lines.position(ofUTF8Offset: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset)
        calls.append(LocalizationCall(routine: routine, arguments: arguments, line: position.line, column: position.column))
        return .visitChildren
    }

    /// `NSLocalizedString` for a function, `.string` for a method; with the name's token.
    static func calledName(_ call: FunctionCallExprSyntax) -> (String, TokenSyntax)? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, reference.baseName)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            return ("." + member.declName.baseName.text, member.declName.baseName)
        }
        return nil
    }

    private static func value(_ expression: ExprSyntax) -> CallArguments.Value {
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        guard let literal = expression.as(StringLiteralExprSyntax.self).flatMap(SwiftStringLiteral.init) else { return .expression }
        return .literal(literal.extractionLiteral)
    }
}
#endif

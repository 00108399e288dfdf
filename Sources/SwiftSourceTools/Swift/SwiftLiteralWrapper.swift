#if SourceTools
import SwiftParser
import SwiftSyntax

/// Finds the user-facing string literals of a Swift file and the call that
/// localizes each, keeping the literal as written (raw `#"…"#`, `"""`,
/// escapes) so its value cannot change.
///
/// Left alone: literals in logging and assertion calls and `--skip` calls,
/// in calls that localize already, in attributes (`@available(message:)`),
/// macro expansions (`#selector`, `#warning`), key paths, enum raw values,
/// `case` patterns, and where a declared type needs a literal
/// (`StaticString`, `Character`, `Unicode.Scalar`). Comments hold no literals.
final class SwiftLiteralWrapper: SyntaxVisitor {
    private let options: WrapOptions
    private let names: CallNames
    private let regex: Regex<AnyRegexOutput>?
    private let lines: SourceLines
    private let path: String
    private var scan = WrapScan()

    /// The sites of `source`, in source order; a source with syntax errors gets none and a warning.
    static func scan(_ source: String, path: String, options: WrapOptions, regex: Regex<AnyRegexOutput>?) -> WrapScan {
        let tree = Parser.parse(source: source)
        let lines = SourceLines(Array(source.utf8))
        if tree.hasError {
            let position = lines.position(ofUTF8Offset: tree.firstErrorOffset)
            var scan = WrapScan()
            scan.warnings.append(ExtractionWarning(path: path, line: position.line, column: position.column,
                                                   message: "the file does not parse as Swift; left unchanged"))
            return scan
        }
        let wrapper = SwiftLiteralWrapper(options: options, regex: regex, lines: lines, path: path)
        wrapper.walk(tree)
        return wrapper.scan
    }

    private init(options: WrapOptions, regex: Regex<AnyRegexOutput>?, lines: SourceLines, path: String) {
        self.options = options
        self.names = CallNames(options: options)
        self.regex = regex
        self.lines = lines
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let literal = SwiftStringLiteral(node), options.match.matches(literal.plainText, regex: regex),
              !isLeftAlone(node) else { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let position = lines.position(ofUTF8Offset: start)
        guard let rewrite = SwiftLiteralRewrite(literal, style: options.swiftStyle) else {
            scan.warnings.append(ExtractionWarning(path: path, line: position.line, column: position.column, key: literal.displayText,
                                                   message: "an interpolation with a label or several values; wrap it by hand"))
            return .skipChildren
        }
        let call = rewrite.call(table: options.table, bundle: options.bundle)
        scan.sites.append(WrapSite(utf8Range: start..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                   replacement: call, key: rewrite.key, line: position.line))
        return .skipChildren
    }

    /// Whether anything around the literal keeps it as it is.
    private func isLeftAlone(_ node: StringLiteralExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self), leavesAlone(call) { return true }
            if ancestor.is(AttributeSyntax.self) || ancestor.is(MacroExpansionExprSyntax.self)
                || ancestor.is(MacroExpansionDeclSyntax.self) || ancestor.is(KeyPathExprSyntax.self)
                || ancestor.is(EnumCaseElementSyntax.self) || ancestor.is(ExpressionPatternSyntax.self)
                || ancestor.is(PoundSourceLocationSyntax.self) {
                return true
            }
            if let type = Self.declaredType(ancestor), Self.literalOnlyTypes.contains(type) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Types a literal initializes that a call cannot.
    private static let literalOnlyTypes: Set<String> = ["StaticString", "Character", "Unicode.Scalar", "UnicodeScalar"]

    /// The type written for a variable or parameter: `let s: StaticString = "…"`, `(s: Character = "…")`.
    private static func declaredType(_ node: Syntax) -> String? {
        if let binding = node.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedDescription }
        if let parameter = node.as(FunctionParameterSyntax.self) { return parameter.type.trimmedDescription }
        return nil
    }

    private func leavesAlone(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // String(localized:…) localizes, and so does String(format: <a localizing call>, …)
            // (what the nslocalizedstring style writes); String(format: "…") and the others do not.
            if name == "String" {
                guard let first = call.arguments.first else { return false }
                if first.label?.text == "localized" { return true }
                guard first.label?.text == "format", let format = first.expression.as(FunctionCallExprSyntax.self) else { return false }
                return leavesAlone(format)
            }
            return names.leavesAlone(name: name, written: name, isMethod: false)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let written = callee.trimmedDescription.filter { !$0.isWhitespace }
            return names.leavesAlone(name: member.declName.baseName.text, written: written, isMethod: member.base != nil)
        }
        return false
    }
}
#endif

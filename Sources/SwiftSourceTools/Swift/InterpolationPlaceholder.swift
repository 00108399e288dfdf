#if SourceTools
import SwiftSyntax

/// The format specifier `String.LocalizationValue` writes into a key for
/// one interpolated value: Foundation picks it by the value's type
/// (`Int` → `%lld`, `UInt` → `%llu`, `Double` → `%lf`, `Float` → `%f`,
/// anything else → `%@`). A parser has no types, so a specifier is
/// *certain* only where the syntax alone fixes the type.
enum InterpolationPlaceholder: Equatable {
    case signed, unsigned, double, float, string

    /// `%lld`, `%llu`, `%lf`, `%f`, `%@`.
    var specifier: String {
        switch self {
        case .signed: "%lld"
        case .unsigned: "%llu"
        case .double: "%lf"
        case .float: "%f"
        case .string: "%@"
        }
    }

    /// The placeholder when the syntax makes the type certain, else nil:
    ///
    /// - an integer literal (`3`, `-3`) → `%lld`; a float literal (`1.5`) → `%lf`;
    /// - a string literal, `String(x)`, `String(describing: x)` or
    ///   `String(reflecting: x)` → `%@` (other `String` initializers may
    ///   return an optional);
    /// - a conversion with one unlabeled argument that is not a string literal:
    ///   `Int(x)`, `Int64(x)` → `%lld`, `UInt(x)` → `%llu`, `Double(x)` → `%lf`,
    ///   `Float(x)` → `%f`. (`Int("3")` and `Int(x, radix: 16)` return an
    ///   optional, so they are not certain.)
    init?(certain expression: ExprSyntax) {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            self.init(literal: prefix.expression)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            self.init(conversion: call)
        } else {
            self.init(literal: expression)
        }
    }

    private init?(literal expression: ExprSyntax) {
        if expression.is(IntegerLiteralExprSyntax.self) {
            self = .signed
        } else if expression.is(FloatLiteralExprSyntax.self) {
            self = .double
        } else if expression.is(StringLiteralExprSyntax.self) {
            self = .string
        } else {
            return nil
        }
    }

    private init?(conversion call: FunctionCallExprSyntax) {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.trailingClosure == nil else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        if name == "String", labels == [nil] || labels == ["describing"] || labels == ["reflecting"] {
            self = .string
            return
        }
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              !argument.expression.is(StringLiteralExprSyntax.self) else { return nil }
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64": self = .signed
        case "UInt", "UInt8", "UInt16", "UInt32", "UInt64": self = .unsigned
        case "Double": self = .double
        case "Float": self = .float
        default: return nil
        }
    }
}
#endif

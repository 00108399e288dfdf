import Intl
import SwiftSyntax

// Prints "1,234.5 · swift-syntax's TokenSyntax" when both packages resolved and linked.
let formatted = try NumberFormat(locale: "en-US").format(1234.5)
print("\(formatted) · swift-syntax's \(TokenSyntax.self)")

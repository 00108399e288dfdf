/// A Unicode MessageFormat 2 message as data: its declarations, then one
/// pattern or a match over selectors, the shape of MF2's data model
/// (`spec/data-model`), so that one formatter serves every syntax that
/// parses into it. Its parts are nested types (`Message.Pattern`,
/// `Message.Option`, …) so that they never clash with other modules'
/// `Expression` (Foundation) or `Option` (swift-argument-parser).
///
///     let message = try Message(mf2: "Hello, {$name}!")
///     message.body
///     // .pattern(Message.Pattern([.text("Hello, "), .expression(Message.Expression(operand: .variable("name"))),
///     //                           .text("!")]))
public struct Message: Hashable, Sendable {
    /// The `.input` and `.local` declarations, in source order.
    public var declarations: [Declaration]
    /// What the message formats: one pattern, or the variant a match selects.
    public var body: Body
    /// The syntax the message was written in, which decides how a fallback
    /// names a variable: `{$name}` in MF2, `{name}` in ICU MessageFormat.
    public var syntax: Syntax

    /// The source syntax of a message.
    public enum Syntax: String, Hashable, Sendable {
        /// MessageFormat 2 (``init(mf2:)``).
        case mf2
        /// ICU MessageFormat, MF1 (``init(icu:)``): fallbacks are `{name}`,
        /// an argument that fails in one variant is reported only when that
        /// variant is chosen, and `:icu:` functions carry MF1's semantics.
        case icu
    }

    /// The part of a message after its declarations.
    public enum Body: Hashable, Sendable {
        /// A message without selection (a simple message, or `{{…}}`).
        case pattern(Pattern)
        /// `.match $a $b` (the selector variables' names) and its variants, in source order.
        case match(selectors: [String], variants: [Variant])
    }

    /// A message of the given parts; ``init(mf2:)`` checks what the syntax
    /// requires, this initializer takes the parts as they are.
    public init(declarations: [Declaration] = [], body: Body, syntax: Syntax = .mf2) {
        self.declarations = declarations
        self.body = body
        self.syntax = syntax
    }
}

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

    /// The part of a message after its declarations.
    public enum Body: Hashable, Sendable {
        /// A message without selection (a simple message, or `{{…}}`).
        case pattern(Pattern)
        /// `.match $a $b` (the selector variables' names) and its variants, in source order.
        case match(selectors: [String], variants: [Variant])
    }

    /// A message of the given parts; ``init(mf2:)`` checks what the syntax
    /// requires, this initializer takes the parts as they are.
    public init(declarations: [Declaration] = [], body: Body) {
        self.declarations = declarations
        self.body = body
    }
}

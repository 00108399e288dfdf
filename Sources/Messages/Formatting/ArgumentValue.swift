/// An argument or literal used without a function: shown as its text, and
/// not a selector (the specification requires an annotation to select).
struct ArgumentValue: MessageValue {
    let argument: MessageArgument

    var partType: String { "string" }

    func format() throws(MessageError) -> FormattedValue { FormattedValue(text: argument.textDescription) }
}

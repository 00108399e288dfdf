/// `:string`: the operand as text, selecting by exact (canonically
/// equivalent) text. Numbers show their plain digits.
///
///     .input {$mood :string}
///     .match $mood
///     happy {{:)}}
///     *     {{:|}}
struct StringFunction: MessageFunction {
    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":string needs an operand") }
        return StringValue(operand.argument.textDescription)
    }
}

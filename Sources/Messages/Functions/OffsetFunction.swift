/// `:offset`: a number moved by `add` or `subtract` (exactly one), for
/// "you and 3 others" messages, ICU's plural `offset:` in MF2.
///
///     .local $others = {$count :offset subtract=1}
///     {41 :offset add=1}     // "42"
///
/// It formats and selects as the function that formatted its operand
/// (`:integer`, `:number`, …) with that function's options, `:number` otherwise.
struct OffsetFunction: MessageFunction {
    func resolve(_ operand: (any MessageValue)?, options: MessageFunctionOptions,
                 context: inout MessageFunctionContext) throws(MessageError) -> any MessageValue {
        guard let operand else { throw MessageError(.badOperand, ":offset needs an operand") }
        let number = try NumericValue(operand.argument)
        let add = options["add"]
        let subtract = options["subtract"]
        guard (add == nil) != (subtract == nil), let option = add ?? subtract else {
            throw MessageError(.badOption, ":offset takes exactly one of add and subtract")
        }
        guard let size = OptionReader.digitSize(option.argument) else {
            throw MessageError(.badOption, ":offset \(add == nil ? "subtract" : "add") is \(option.text), not a digit size")
        }
        let moved = try number.adding(add == nil ? -Int64(size) : Int64(size))
        let inherited = operand.annotation.flatMap { annotation in
            NumberFunction.Kind(rawValue: annotation.function).map { (kind: $0, options: annotation.options) }
        }
        let function = NumberFunction(inherited?.kind ?? .number)
        return try function.value(of: moved, options: inherited?.options ?? MessageFunctionOptions(),
                                  selectable: true, context: &context)
    }
}

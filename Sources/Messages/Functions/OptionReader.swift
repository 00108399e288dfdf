/// Reads function options by name, collecting a `bad-option` error for
/// each value that is not one the option takes (the caller ignores it).
struct OptionReader {
    let options: MessageFunctionOptions
    var errors: [MessageError] = []

    /// The value `choices` gives the option's text, nil when absent or invalid.
    mutating func choice<T>(_ name: String, _ choices: [String: T]) -> T? {
        guard let option = options[name] else { return nil }
        guard let value = choices[option.text] else {
            errors.append(MessageError(.badOption, "\(name) is \(option.text), not one of \(choices.keys.sorted().joined(separator: ", "))"))
            return nil
        }
        return value
    }

    /// A digit size option: a small non-negative integer, `0` to `99`
    /// (`digit-size-option = "0" / (("1"-"9") [DIGIT])`).
    mutating func digitSize(_ name: String) -> Int? {
        guard let option = options[name] else { return nil }
        guard let size = Self.digitSize(option.argument) else {
            errors.append(MessageError(.badOption, "\(name) is \(option.text), not a digit size (0 to 99)"))
            return nil
        }
        return size
    }

    static func digitSize(_ argument: MessageArgument) -> Int? {
        switch argument {
        case .int(let value): return (0...99).contains(value) ? Int(value) : nil
        case .uint(let value): return value <= 99 ? Int(value) : nil
        case .double(let value): return Int64(exactly: value).flatMap { (0...99).contains($0) ? Int($0) : nil }
        case .string(let text):
            let bytes = Array(text.utf8)
            guard (1...2).contains(bytes.count), bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  bytes.count == 1 || bytes[0] != 0x30 else { return nil }
            return Int(text)
        case .character, .timestamp: return nil
        }
    }
}

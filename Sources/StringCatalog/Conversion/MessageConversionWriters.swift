import Intl

/// Writes a ``PrintfModel`` as ICU MessageFormat: variables stay where they
/// are, as `{v, plural, …}`.
enum MF1Writer {
    /// `pound`: whether `#` and `number, integer` format as `%d` in the locale (else a skeleton that does).
    static func source(_ model: PrintfModel, pound: Bool) -> String {
        write(model.pieces, model: model, inPlural: false, pound: pound)
    }

    private static func write(_ pieces: [PrintfModel.Piece], model: PrintfModel, inPlural: Bool, pound: Bool) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += quoted(text, inPlural: inPlural)
            case .argument(let name, let integer):
                out += !integer ? "{\(name)}" : pound ? "{\(name), number, integer}" : "{\(name), number, ::precision-integer}"
            case .own(let name): out += pound ? "#" : "{\(name), number, ::precision-integer}"
            case .variable(let index):
                guard model.variables.indices.contains(index) else { continue }
                let variable = model.variables[index]
                out += "{\(variable.name), plural,"
                for form in variable.forms {
                    let key = switch form.key {
                    case .exactZero: "=0"
                    case .category(let category): category.rawValue
                    }
                    out += " \(key) {\(write(form.pieces, model: model, inPlural: true, pound: pound))}"
                }
                out += "}"
            }
        }
        return out
    }

    /// ICU's DOUBLE_OPTIONAL quoting: each run of syntax characters (`{`, `}`,
    /// and `#` in a plural's variant) with the apostrophes next to it is quoted
    /// as one (`'}}'`, `'{''}'`), apostrophes doubled inside; other apostrophes
    /// are `''`. One quote per character would not do: in `'}''}'` the middle
    /// `''` is an apostrophe inside the quote, not two quotes.
    static func quoted(_ text: String, inPlural: Bool) -> String {
        func isSyntax(_ character: Character) -> Bool { character == "{" || character == "}" || (inPlural && character == "#") }
        var out = ""
        var run = ""
        func flush() {
            guard !run.isEmpty else { return }
            let doubled = run.replacing("'", with: "''")
            out += run.contains(where: isSyntax) ? "'" + doubled + "'" : doubled
            run = ""
        }
        for character in text {
            if isSyntax(character) || character == "'" {
                run.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }
}

/// Writes a ``PrintfModel`` as MessageFormat 2: one `.input {$v :integer}`
/// and selector per variable, one variant per combination of forms.
enum MF2Writer {
    static func source(_ model: PrintfModel) throws(MessageConversionProblem) -> String {
        guard !model.variables.isEmpty else {
            let pattern = write(model.pieces, model: model, choice: [])
            let needsQuotes = pattern.first.map { $0 == "." || $0.isWhitespace } ?? false
            return needsQuotes ? "{{\(pattern)}}" : pattern
        }
        var count = 1
        for variable in model.variables {
            count = count.multipliedReportingOverflow(by: variable.forms.count).partialValue
            guard count <= MessageConversion.maximumVariants, count > 0 else {
                throw MessageConversionProblem(reason: .tooManyVariants(count))
            }
        }
        var lines = model.variables.map { ".input {$\($0.name) :integer}" }
        lines.append(".match " + model.variables.map { "$" + $0.name }.joined(separator: " "))
        var choices: [[Int]] = [[]]
        for variable in model.variables {
            choices = choices.flatMap { prefix in variable.forms.indices.map { prefix + [$0] } }
        }
        for choice in choices {
            var keys: [String] = []
            for (variable, form) in zip(model.variables, choice) {
                switch variable.forms[form].key {
                case .exactZero: keys.append("0")
                case .category(.other): keys.append("*")
                case .category(let category): keys.append(category.rawValue)
                }
            }
            lines.append(keys.joined(separator: " ") + " {{" + write(model.pieces, model: model, choice: choice) + "}}")
        }
        return lines.joined(separator: "\n")
    }

    private static func write(_ pieces: [PrintfModel.Piece], model: PrintfModel, choice: [Int]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += escaped(text)
            case .argument(let name, let integer): out += integer ? "{$\(name) :integer}" : "{$\(name)}"
            case .own(let name): out += "{$\(name)}"
            case .variable(let index):
                guard choice.indices.contains(index), model.variables.indices.contains(index) else { continue }
                let variable = model.variables[index]
                guard variable.forms.indices.contains(choice[index]) else { continue }
                out += write(variable.forms[choice[index]].pieces, model: model, choice: choice)
            }
        }
        return out
    }

    /// MF2 text escapes: `\\`, `\{`, `\}`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "\\" || character == "{" || character == "}" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

import Intl

/// One formatting run: resolves declarations in order (each refers only to
/// arguments and earlier declarations, so nothing recurses), selects a
/// variant and formats its pattern, collecting errors as it goes.
///
/// A declaration's errors are held back until something uses the variable,
/// so the errors read as if declarations were resolved when first used (as
/// the specification describes): an `.input {$x}` nothing uses reports nothing.
struct MessageResolver {
    private let format: MessageFormat
    private let arguments: [String: MessageArgument]
    private(set) var errors: [MessageError] = []
    private var declared: [String: Resolution] = [:]
    /// Errors of declarations not used yet, by variable.
    private var heldErrors: [String: [MessageError]] = [:]
    /// ICU MessageFormat's rules (``Message/Syntax/icu``): `{name}` fallbacks,
    /// errors only from the chosen variant's arguments.
    private let isICU: Bool
    /// What a variable's fallback shows: `$name` in MF2, `name` in MF1.
    private let variablePrefix: String

    init(format: MessageFormat, arguments: [String: MessageArgument]) {
        self.format = format
        self.arguments = arguments
        isICU = format.message.syntax == .icu
        variablePrefix = isICU ? "" : "$"
    }

    mutating func formatMessage() -> [MessagePart] {
        for declaration in format.message.declarations {
            let outer = errors
            errors = []
            declared[declaration.name] = resolve(declaration.expression)
            heldErrors[declaration.name] = errors
            errors = outer
        }
        switch format.message.body {
        case .pattern(let pattern):
            return formatPattern(pattern)
        case .match(let selectors, let variants):
            var values: [(any MessageValue)?] = []
            var selectorErrors: [[MessageError]] = []
            for name in selectors {
                let before = errors.count
                values.append(selector(name))
                guard isICU else { continue }
                selectorErrors.append(Array(errors[before...]))
                errors.removeSubrange(before...)
            }
            var selection = VariantSelection(selectors: values)
            let variant = selection.best(of: variants)
            let pattern = variant?.pattern
            // MF1 evaluates an argument only in the variant chosen: a selector
            // whose key is `*` sits in another variant, and its errors are not the message's.
            if isICU, let variant {
                for (key, held) in zip(variant.keys, selectorErrors) where key != .catchAll { errors += held }
            }
            errors += selection.errors
            // Only a message built by hand can lack a variant that matches (no `* * …`).
            return pattern.map { formatPattern($0) } ?? [.fallback(source: "\u{FFFD}")]
        }
    }

    // MARK: Variables and expressions

    /// A declared variable's value, else the argument's; an unknown name is
    /// an error and a `$name` fallback.
    private mutating func lookUp(_ name: String) -> Resolution {
        if let held = heldErrors.removeValue(forKey: name) { errors += held }
        switch declared[name] {
        case .value(let resolved): return .value(resolved)
        // An MF1 declaration stands for its argument: its fallback is `{count}`, not `{#0}`.
        case .fallback(let source): return .fallback(isICU ? source : "$" + name)
        case nil: break
        }
        guard let argument = arguments[name] else {
            errors.append(MessageError(.unresolvedVariable, "\(variablePrefix)\(name) is not an argument"))
            return .fallback(variablePrefix + name)
        }
        return implicitValue(of: argument, source: variablePrefix + name)
    }

    /// An argument without a function: numbers as `:number` and instants as
    /// `:datetime` format them by default, everything else as text.
    private mutating func implicitValue(of argument: MessageArgument, source: String) -> Resolution {
        let functionName: String? = switch argument {
        case .int, .uint, .double: "number"
        case .timestamp: "datetime"
        case .string, .character: nil
        }
        guard let functionName, let function = MessageFunctionRegistry.standard[functionName] else {
            return .value(ResolvedValue(value: ArgumentValue(argument: argument), locale: format.locale))
        }
        return call(function, operand: ArgumentValue(argument: argument), options: MessageFunctionOptions(), source: source)
    }

    private mutating func resolve(_ expression: Message.Expression) -> Resolution {
        let source = fallbackSource(of: expression)
        let operand: Resolution? = switch expression.operand {
        case .variable(let name): lookUp(name)
        case .literal(let text): .value(ResolvedValue(value: ArgumentValue(argument: .string(text)), locale: format.locale))
        case nil: nil
        }
        guard let function = expression.function else { return operand ?? .fallback(source) }
        guard let handler = format.options.functions[function.name] else {
            errors.append(MessageError(.unknownFunction, ":\(function.name) is not a known function"))
            return .fallback(source)
        }
        // In MF1 an argument that did not resolve is the placeholder's fallback, one error.
        if isICU, case .fallback(let operandSource)? = operand { return .fallback(operandSource) }
        let operandValue: (any MessageValue)? = switch operand {
        case .value(let resolved): resolved.value
        case .fallback(let operandSource): FallbackValue(source: operandSource)
        case nil: nil
        }
        return call(handler, operand: operandValue, options: resolveOptions(function.options), source: source)
    }

    /// Applies the `u:` options, then calls the function; an error it throws
    /// makes the expression a fallback.
    private mutating func call(_ function: any MessageFunction, operand: (any MessageValue)?,
                               options: MessageFunctionOptions, source: String) -> Resolution {
        var context = MessageFunctionContext(locale: format.locale, timeZone: format.options.timeZone)
        let direction = uDirection(options)
        let id = options["u:id"]?.text
        if let localeOption = options["u:locale"] {
            do {
                context.locale = try IntlLocale(localeOption.text)
            } catch {
                errors.append(MessageError(.badOption, "u:locale \(localeOption.text) is not a locale"))
            }
        }
        do {
            let value = try function.resolve(operand, options: options.removing(Self.uOptions), context: &context)
            errors += context.errors
            return .value(ResolvedValue(value: value, direction: direction, id: id, locale: context.locale))
        } catch {
            errors += context.errors
            errors.append(error)
            return .fallback(source)
        }
    }

    private static let uOptions = ["u:dir", "u:id", "u:locale"]

    /// `u:dir`: `ltr`, `rtl` and `auto` isolate the value; `inherit` (and
    /// no option) leaves its own direction.
    private mutating func uDirection(_ options: MessageFunctionOptions) -> MessageDirection? {
        guard let option = options["u:dir"] else { return nil }
        switch option.text {
        case "ltr": return .ltr
        case "rtl": return .rtl
        case "auto": return .auto
        case "inherit": return nil
        default:
            errors.append(MessageError(.badOption, "u:dir is \(option.text), not ltr, rtl, auto or inherit"))
            return nil
        }
    }

    /// Options by name; a variable that does not resolve leaves its option
    /// out, with a `bad-option` error.
    private mutating func resolveOptions(_ options: [Message.Option]) -> MessageFunctionOptions {
        var resolved = MessageFunctionOptions()
        for option in options {
            switch option.value {
            case .literal(let text):
                resolved[option.name] = .init(.string(text), isLiteral: true)
            case .variable(let name):
                switch lookUp(name) {
                case .value(let value): resolved[option.name] = .init(value.value.argument, isLiteral: false)
                case .fallback: errors.append(MessageError(.badOption, "option \(option.name): $\(name) did not resolve"))
                }
            }
        }
        return resolved
    }

    /// `$name` (`name` in MF1), `|literal|` (with `\` and `|` escaped) or `:function`.
    private func fallbackSource(of expression: Message.Expression) -> String {
        switch expression.operand {
        case .variable(let name): return variablePrefix + name
        case .literal(let text):
            var escaped = ""
            for character in text.unicodeScalars {
                if character == "\\" || character == "|" { escaped.unicodeScalars.append("\\") }
                escaped.unicodeScalars.append(character)
            }
            return "|" + escaped + "|"
        case nil: return ":" + (expression.function?.name ?? "")
        }
    }

    // MARK: Selection

    /// A selector's value, or nil (a `bad-selector` error) when it cannot select.
    /// In MF1 a selector whose argument failed (already an error) selects
    /// the variant keyed ``MF1Lowering/failureKey``.
    private mutating func selector(_ name: String) -> (any MessageValue)? {
        let resolution = lookUp(name)
        if case .value(let resolved) = resolution, resolved.value.isSelectable { return resolved.value }
        if isICU, case .fallback = resolution { return FailedICUSelection() }
        errors.append(MessageError(.badSelector, "$\(name) cannot select a variant"))
        return nil
    }

    // MARK: Patterns

    private mutating func formatPattern(_ pattern: Message.Pattern) -> [MessagePart] {
        var output = PartsOutput(isolating: format.options.bidiIsolation == .default,
                                 messageDirection: format.locale.isRightToLeft ? .rtl : .ltr)
        for element in pattern.elements {
            switch element {
            case .text(let text):
                output.parts.append(.text(text))
            case .markup(let markup):
                output.parts.append(.markup(resolve(markup)))
            case .expression(let expression):
                formatPlaceholder(resolve(expression), source: fallbackSource(of: expression), into: &output)
            }
        }
        return output.parts
    }

    /// A resolved value formats (or falls back to the expression's source if
    /// formatting fails); a fallback shows its own source. Either is isolated
    /// by its direction, a fallback's being unknown.
    private mutating func formatPlaceholder(_ resolution: Resolution, source: String, into output: inout PartsOutput) {
        let resolved: ResolvedValue
        switch resolution {
        case .value(let value): resolved = value
        case .fallback(let fallbackSource):
            output.append(.fallback(source: fallbackSource), direction: .auto)
            return
        }
        do {
            let formatted = try resolved.value.format()
            let part = ExpressionPart(type: resolved.value.partType, text: formatted.text, fields: formatted.fields,
                                      locale: resolved.locale.identifier,
                                      direction: resolved.direction == .auto ? nil : resolved.direction, id: resolved.id)
            output.append(.expression(part), direction: resolved.direction ?? resolved.value.direction,
                          isolated: resolved.direction != nil)
        } catch {
            errors.append(error)
            output.append(.fallback(source: source), direction: .auto)
        }
    }

    /// Markup keeps its options as text; `u:id` names it, and `u:dir` or
    /// `u:locale` on markup are `bad-option` errors (markup has no text to orient).
    private mutating func resolve(_ markup: Message.Markup) -> MarkupPart {
        let options = resolveOptions(markup.options)
        for name in ["u:dir", "u:locale"] where options[name] != nil {
            errors.append(MessageError(.badOption, "\(name) does not apply to markup"))
        }
        var texts: [String: String] = [:]
        for name in options.names where !Self.uOptions.contains(name) { texts[name] = options[name]?.text }
        return MarkupPart(kind: markup.kind, name: markup.name, id: options["u:id"]?.text, options: texts)
    }
}

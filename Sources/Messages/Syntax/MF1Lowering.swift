/// Turns an MF1 tree into a ``Message``: MF2's data model selects only at
/// the top, so every plural, selectordinal and select becomes a `.local`
/// declaration (`.local $#0 = {$count :icu:plural offset=1}`) and a selector,
/// and the variants are the combinations of their keys, with the text
/// around each argument copied into every combination.
///
/// Keys: each MF1 key is a literal key (`one`, `=0`, `other`; the
/// selector ranks `=N` over keywords over `other`, as ICU does); the
/// key ``failureKey`` selects the variant for an argument that is missing
/// or of the wrong kind, whose text is ICU's `{name}`; a selector that
/// does not apply (it sits in another variant) has `*`. The number of
/// combinations is bounded (``maximumVariants``, ``maximumKeys``), so a
/// short source cannot make a huge message.
struct MF1Lowering {
    /// The most variants a message may lower to.
    static let maximumVariants = 4096
    /// The most keys (variants × selectors) a message may lower to.
    static let maximumKeys = 1 << 20
    /// The key an argument that cannot select matches: `{` and `}` are
    /// never in an MF1 key.
    static let failureKey = "{}"

    private var declarations: [Message.Declaration] = []
    private var selectorCount = 0

    /// One combination of keys, and the elements it formats.
    private struct Alternative {
        var keys: [Int: String] = [:]
        var elements: [Message.Pattern.Element] = []

        mutating func append(_ element: Message.Pattern.Element) {
            if case .text(let text) = element, case .text(let last)? = elements.last {
                elements[elements.count - 1] = .text(last + text)
            } else {
                elements.append(element)
            }
        }
    }

    /// The message for `nodes`.
    ///
    /// - Throws: `too-many-variants` beyond the bounds.
    static func message(_ nodes: [MF1Node]) throws(MessageSyntaxError) -> Message {
        var lowering = MF1Lowering()
        let alternatives = try lowering.lower(nodes, plural: nil)
        try check(alternatives.count * max(1, lowering.selectorCount) <= maximumKeys)
        guard lowering.selectorCount > 0 else {
            return Message(body: .pattern(Message.Pattern(alternatives.first?.elements ?? [])), syntax: .icu)
        }
        let variants = alternatives.map { alternative in
            Message.Variant(keys: (0..<lowering.selectorCount).map { alternative.keys[$0].map(Message.VariantKey.literal) ?? .catchAll },
                            pattern: Message.Pattern(alternative.elements))
        }
        return Message(declarations: lowering.declarations,
                       body: .match(selectors: lowering.declarations.map(\.name), variants: variants), syntax: .icu)
    }

    /// The combinations of `nodes`; `plural` is the variable `#` stands for.
    private mutating func lower(_ nodes: [MF1Node], plural: String?) throws(MessageSyntaxError) -> [Alternative] {
        var alternatives = [Alternative()]
        for node in nodes {
            switch node {
            case .text(let text):
                for index in alternatives.indices { alternatives[index].append(.text(text)) }
            case .pound:
                // The parser reads `#` only in a plural's variant, so `plural` is set.
                guard let plural else { continue }
                for index in alternatives.indices { alternatives[index].append(.expression(Message.Expression(operand: .variable(plural)))) }
            case .argument(let name, let type, let style):
                let expression = Self.expression(name: name, type: type, style: style)
                for index in alternatives.indices { alternatives[index].append(.expression(expression)) }
            case .complex(let complex):
                let inner = try lower(complex)
                // Both counts are at most `maximumVariants`: the product cannot overflow.
                try Self.check(alternatives.count * inner.count <= Self.maximumVariants)
                var product: [Alternative] = []
                product.reserveCapacity(alternatives.count * inner.count)
                for outer in alternatives {
                    for alternative in inner {
                        var combined = outer
                        combined.keys.merge(alternative.keys) { first, _ in first }
                        for element in alternative.elements { combined.append(element) }
                        product.append(combined)
                    }
                }
                alternatives = product
            }
        }
        return alternatives
    }

    /// One selecting argument: its declaration, and one alternative per key
    /// and per combination inside it, then the failure alternative.
    private mutating func lower(_ complex: MF1Node.Complex) throws(MessageSyntaxError) -> [Alternative] {
        let index = selectorCount
        selectorCount += 1
        let local = "#\(index)"
        var options = complex.offset.map { [Message.Option("offset", .literal($0))] } ?? []
        if complex.kind != .select, let style = Self.categoryStyle(complex) {
            options.append(Message.Option("categoryStyle", .literal(style)))
        }
        declarations.append(.local(name: local, expression: Message.Expression(
            operand: .variable(complex.name), function: Message.FunctionReference("icu:" + complex.kind.rawValue, options: options))))
        var alternatives: [Alternative] = []
        for (key, pattern) in complex.variants {
            let inner = try lower(pattern, plural: complex.kind == .select ? nil : local)
            try Self.check(alternatives.count + inner.count < Self.maximumVariants)
            for var alternative in inner {
                alternative.keys[index] = key
                alternatives.append(alternative)
            }
        }
        alternatives.append(Alternative(keys: [index: Self.failureKey],
                                        elements: [.expression(Message.Expression(operand: .variable(local)))]))
        return alternatives
    }

    /// How ICU computes a plural's category when its `other` variant formats
    /// the same argument with a style before any `#` (`PluralSelectorProvider`):
    /// `number`, `integer`, `percent`, `currency` (the digits that format
    /// shows: `{n, number, integer}` makes 1.5 "2", so `other`), or `raw`
    /// (the value itself, for skeletons, dates and rule-based styles);
    /// nil for the default (the digits `#` shows).
    private static func categoryStyle(_ complex: MF1Node.Complex) -> String? {
        guard let other = complex.variants.first(where: { $0.key == "other" }) else { return nil }
        for node in other.pattern {
            switch node {
            case .pound: return nil
            case .argument(let name, let type, let style) where name == complex.name:
                guard let type else { return nil }
                guard type == .number else { return "raw" }
                let keyword = ICUStyle.keyword(style)
                if ["", "integer", "percent", "currency"].contains(keyword) { return keyword.isEmpty ? "number" : keyword }
                return ICUStyle.skeleton(style) == nil ? nil : "raw"
            case .text, .argument, .complex: continue
            }
        }
        return nil
    }

    /// Throws `too-many-variants` unless `withinBounds`.
    private static func check(_ withinBounds: Bool) throws(MessageSyntaxError) {
        guard withinBounds else {
            throw MessageSyntaxError(.tooManyVariants, line: 1, column: 1,
                                     detail: "the selecting arguments combine into more than \(Self.maximumVariants) variants (or \(Self.maximumKeys) keys)")
        }
    }

    /// A placeholder: `{n}` → `:icu:arg`; number styles → `:number` and
    /// `:percent` where they give ICU's output, else `:icu:number`; dates,
    /// times and the rule-based styles → their `:icu:` functions with the
    /// raw style.
    private static func expression(name: String, type: MF1Node.SimpleType?, style: String?) -> Message.Expression {
        func call(_ function: String, _ options: [(String, String)]) -> Message.Expression {
            Message.Expression(operand: .variable(name), function: Message.FunctionReference(
                function, options: options.map { Message.Option($0.0, .literal($0.1)) }))
        }
        guard let type else { return call("icu:arg", []) }
        let rawStyle = style.map { [("style", $0)] } ?? []
        guard type == .number else { return call("icu:" + type.rawValue, rawStyle) }
        // ICU's DecimalFormat: at most 3 fraction digits, half-even rounding, and grouping
        // whatever the locale's minimum grouping digits ("1 000" in pl, where `:number` writes "1000").
        switch ICUStyle.keyword(style) {
        case "": return call("number", [("maximumFractionDigits", "3"), ("roundingMode", "halfEven"), ("useGrouping", "always")])
        // Not `:integer`, which truncates: ICU rounds (2.5 → "2", 2.7 → "3").
        case "integer": return call("number", [("maximumFractionDigits", "0"), ("roundingMode", "halfEven"), ("useGrouping", "always")])
        case "percent": return call("percent", [("roundingMode", "halfEven"), ("useGrouping", "always")])
        default: return call("icu:number", rawStyle)
        }
    }
}

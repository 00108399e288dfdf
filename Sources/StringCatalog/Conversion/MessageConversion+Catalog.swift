import Intl
import Messages

extension MessageConversion {
    /// Converts ICU MessageFormat source to a catalog message: text with
    /// positional specifiers, or a plural message of one `%#@v@` variable.
    ///
    ///     try MessageConversion.catalogMessage(mf1: "{n, plural, =0 {none} one {# file} other {# files}} for {who}",
    ///                                          locale: IntlLocale("en"))
    ///     // .plural(PluralMessage(format: "%1$#@n@ for %2$@", variables: [
    ///     //     "n": PluralVariable(valueType: "ld", forms: [.zero: "none", .one: "%ld file", .other: "%ld files"])]))
    ///
    /// The reverse of ``mf1(_:locale:)``: `#` and `{v, number, integer}` (or
    /// `::precision-integer`) inside v's plural are `%ld`; `{x}` is `%N$@`
    /// and `{x, number, integer}` `%N$ld`, where `argN` takes position N and
    /// other names the next free positions in order of appearance, the
    /// plural variable first; `=0` is the `zero` form.
    ///
    /// - Throws: ``MessageConversionProblem``: `.syntax` for a source that
    ///   does not parse; `.noCatalogEquivalent` for `select`,
    ///   `selectordinal`, `offset:`, a second or nested plural, `=N` keys
    ///   other than `=0`, `=0` and `zero` with different text, `=0` alone where
    ///   CLDR has a zero category (Apple's zero form would take 10 in lv), `zero`
    ///   where it has none, other argument types or styles, and `#` or
    ///   `number, integer` where ICU groups 4-digit numbers and `%d` does not (pl).
    public static func catalogMessage(mf1 source: String, locale: IntlLocale) throws(MessageConversionProblem) -> CatalogMessage {
        let nodes: [MF1Node]
        do {
            var parser = MF1Parser(source)
            nodes = try parser.parse()
        } catch {
            throw MessageConversionProblem(reason: .syntax(error))
        }
        let pound = poundGroupsLikeCatalog(locale)
        var outline = CatalogOutline()
        var seenPlural = false
        for node in nodes {
            switch node {
            case .complex(let complex):
                guard complex.kind == .plural else { throw noEquivalent(complex.kind.rawValue) }
                guard complex.offset == nil else { throw noEquivalent("offset:") }
                guard !seenPlural else { throw noEquivalent("a second plural") }
                seenPlural = true
                var forms: [(key: String, pieces: [CatalogOutline.Piece])] = []
                for (key, pattern) in complex.variants {
                    var pieces: [CatalogOutline.Piece] = []
                    for inner in pattern {
                        pieces.append(try piece(inner, plural: complex.name, pound: pound))
                    }
                    forms.append((key, pieces))
                }
                outline.plural = (complex.name, forms)
            default:
                let converted = try piece(node, plural: nil, pound: pound)
                if seenPlural { outline.suffix.append(converted) } else { outline.prefix.append(converted) }
            }
        }
        return try outline.message(locale: locale)
    }

    /// Converts MessageFormat 2 source to a catalog message.
    ///
    ///     try MessageConversion.catalogMessage(mf2: ".input {$n :integer}\n.match $n\none {{# {$n} file}}\n* {{{$n} files}}",
    ///                                          locale: IntlLocale("en"))
    ///     // .plural(PluralMessage(format: "%#@n@", variables: [
    ///     //     "n": PluralVariable(valueType: "ld", forms: [.one: "# %ld file", .other: "%ld files"])]))
    ///
    /// The reverse of ``mf2(_:locale:)`` for one selector: each variant is a
    /// form (`0` the `zero` form, `*` `other`), `{$n}` of the selector is its
    /// `%ld`; `{$x}` is `%N$@`, `{$x :integer}` (or `$x` declared
    /// `.input {$x :integer}`) `%N$ld`; positions as in ``catalogMessage(mf1:locale:)``.
    ///
    /// - Throws: ``MessageConversionProblem``: `.syntax`; `.noCatalogEquivalent`
    ///   for `.local`, more than one selector, functions other than `:integer`,
    ///   `:number` and `:string` or with options, markup, and the keys
    ///   ``catalogMessage(mf1:locale:)`` rejects.
    public static func catalogMessage(mf2 source: String, locale: IntlLocale) throws(MessageConversionProblem) -> CatalogMessage {
        let message: Message
        do {
            message = try Message(mf2: source)
        } catch {
            throw MessageConversionProblem(reason: .syntax(error))
        }
        var integers: Set<String> = []
        for declaration in message.declarations {
            guard case .input(let name, let expression) = declaration else { throw noEquivalent(".local") }
            guard let function = expression.function else { continue }
            guard ["integer", "number"].contains(function.name), function.options.isEmpty else {
                throw noEquivalent(":" + function.name + (function.options.isEmpty ? "" : " with options"))
            }
            integers.insert(name)
        }
        var outline = CatalogOutline()
        switch message.body {
        case .pattern(let pattern):
            outline.prefix = try pieces(pattern, selector: nil, integers: integers)
        case .match(let selectors, let variants):
            guard selectors.count == 1, let selector = selectors.first else { throw noEquivalent("more than one selector") }
            guard integers.contains(selector) else { throw noEquivalent("a selector without :integer or :number") }
            var forms: [(key: String, pieces: [CatalogOutline.Piece])] = []
            for variant in variants {
                let key = switch variant.keys.first {
                case .literal(let literal)?: CatalogOutline.categoryNames.contains(literal) ? literal : "=" + literal
                case .catchAll?, nil: "other"
                }
                forms.append((key, try pieces(variant.pattern, selector: selector, integers: integers)))
            }
            outline.plural = (selector, forms)
        }
        return try outline.message(locale: locale)
    }

    private static func noEquivalent(_ what: String) -> MessageConversionProblem {
        MessageConversionProblem(reason: .noCatalogEquivalent(what))
    }

    private static func piece(_ node: MF1Node, plural: String?, pound: Bool) throws(MessageConversionProblem) -> CatalogOutline.Piece {
        switch node {
        case .text(let text): return .text(text)
        case .pound:
            guard pound else { throw noEquivalent("# where ICU groups numbers unlike %d") }
            return .own
        case .argument(let name, let type, let style):
            guard let type else {
                guard name == plural else { return .argument(name, integer: false) }
                guard pound else { throw noEquivalent("{\(name)} where ICU groups numbers unlike %d") }
                return .own
            }
            let trimmed = String((style ?? "").filter { !$0.isWhitespace }).lowercased()
            guard type == .number, trimmed == "integer" || trimmed == "::precision-integer" else {
                throw noEquivalent("{\(name), \(type.rawValue)\(style.map { "," + $0 } ?? "")}")
            }
            guard pound || trimmed != "integer" else { throw noEquivalent("number, integer where ICU groups numbers unlike %d") }
            return name == plural ? .own : .argument(name, integer: true)
        case .complex(let complex):
            throw noEquivalent(plural == nil ? complex.kind.rawValue : "a nested " + complex.kind.rawValue)
        }
    }

    private static func pieces(_ pattern: Message.Pattern, selector: String?,
                               integers: Set<String>) throws(MessageConversionProblem) -> [CatalogOutline.Piece] {
        var pieces: [CatalogOutline.Piece] = []
        for element in pattern.elements {
            switch element {
            case .text(let text): pieces.append(.text(text))
            case .markup(let markup): throw noEquivalent("markup {#\(markup.name)}")
            case .expression(let expression):
                if let function = expression.function {
                    guard ["integer", "string"].contains(function.name), function.options.isEmpty else {
                        throw noEquivalent(":" + function.name + (function.options.isEmpty ? "" : " with options"))
                    }
                }
                switch expression.operand {
                case .literal(let text)?:
                    guard expression.function?.name != "integer" else { throw noEquivalent("a literal with :integer") }
                    pieces.append(.text(text))
                case .variable(let name)?:
                    let integer = expression.function.map { $0.name == "integer" } ?? integers.contains(name)
                    if name == selector {
                        guard integer else { throw noEquivalent("the selector with :string") }
                        pieces.append(.own)
                    } else {
                        pieces.append(.argument(name, integer: integer))
                    }
                case nil: throw noEquivalent("a function without an operand")
                }
            }
        }
        return pieces
    }
}

/// A message read from MF1 or MF2, before it becomes printf text: text and
/// arguments, with at most one plural.
struct CatalogOutline {
    enum Piece: Equatable {
        case text(String)
        /// The plural variable's own number.
        case own
        case argument(String, integer: Bool)
    }

    static let categoryNames: Set<String> = Set(PluralCategory.allCases.map(\.rawValue))

    var prefix: [Piece] = []
    var plural: (name: String, forms: [(key: String, pieces: [Piece])])?
    var suffix: [Piece] = []

    /// Positions by name: `argN` is N, the others (the plural variable first) the next free ones.
    private func positions() -> [String: Int] {
        var order: [String] = plural.map { [$0.name] } ?? []
        for piece in prefix + (plural?.forms.flatMap(\.pieces) ?? []) + suffix {
            if case .argument(let name, _) = piece, !order.contains(name) { order.append(name) }
        }
        var positions: [String: Int] = [:]
        var used: Set<Int> = []
        for name in order where name.hasPrefix("arg") {
            if let number = Int(name.dropFirst(3)), (1...99).contains(number), String(number) == name.dropFirst(3), used.insert(number).inserted {
                positions[name] = number
            }
        }
        var next = 1
        for name in order where positions[name] == nil {
            while used.contains(next) { next += 1 }
            positions[name] = next
            used.insert(next)
        }
        return positions
    }

    func message(locale: IntlLocale) throws(MessageConversionProblem) -> CatalogMessage {
        let positions = positions()
        func text(_ pieces: [Piece], own: Bool) -> String {
            var out = ""
            for piece in pieces {
                switch piece {
                case .text(let text): out += text.replacing("%", with: "%%")
                case .own: out += own ? "%ld" : "%\(positions[plural?.name ?? ""] ?? 1)$ld"
                case .argument(let name, let integer): out += "%\(positions[name] ?? 1)$" + (integer ? "ld" : "@")
                }
            }
            return out
        }
        guard let plural else { return .text(text(prefix, own: false)) }
        // Outside its plural, `%N$@` of the number would write it plainly ("1234").
        if (prefix + suffix).contains(.argument(plural.name, integer: false)) {
            throw MessageConversionProblem(reason: .textAndNumber(plural.name))
        }
        let hasZeroCategory = PluralRules(locale: locale).categories.contains(.zero)
        var forms: [PluralCategory: String] = [:]
        var exactZero: String?
        for (key, pieces) in plural.forms {
            let form = text(pieces, own: true)
            if key == "=0" {
                exactZero = form
            } else if let category = PluralCategory(rawValue: key) {
                forms[category] = form
            } else {
                throw MessageConversionProblem(reason: .noCatalogEquivalent("the key \(key)"))
            }
        }
        switch (exactZero, forms[.zero]) {
        case (let zero?, let category?):
            guard zero == category else { throw MessageConversionProblem(reason: .noCatalogEquivalent("=0 and zero with different text")) }
        case (let zero?, nil):
            guard !hasZeroCategory else {
                throw MessageConversionProblem(reason: .noCatalogEquivalent("=0 without zero in a language with a zero category"))
            }
            forms[.zero] = zero
        case (nil, _?):
            guard hasZeroCategory else {
                throw MessageConversionProblem(reason: .noCatalogEquivalent("zero in a language without a zero category"))
            }
        case (nil, nil): break
        }
        guard forms[.other] != nil else { throw MessageConversionProblem(reason: .missingOther(variable: plural.name)) }
        let positional = positions.count > 1
        let reference = positional ? "%\(positions[plural.name] ?? 1)$#@\(plural.name)@" : "%#@\(plural.name)@"
        let format = text(prefix, own: false) + reference + text(suffix, own: false)
        return .plural(PluralMessage(format: format, variables: [plural.name: PluralVariable(valueType: "ld", forms: forms)]))
    }
}

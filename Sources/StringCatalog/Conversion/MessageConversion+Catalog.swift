import Intl
import Messages

extension MessageConversion {
    /// Converts ICU MessageFormat source to a catalog message: text with
    /// positional specifiers, or a plural message with one `%#@v@` variable
    /// per plural (a plural nested in a variant is a positioned `%2$#@w@` in the form).
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
    ///   `selectordinal`, `offset:`, a second plural of the same argument with other variants, `=N` keys
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
        for node in nodes {
            if case .complex(let complex) = node {
                outline.segments.append(.plural(try plural(complex, into: &outline, pound: pound, depth: 0)))
            } else {
                outline.segments.append(.piece(try piece(node, plural: nil, pound: pound)))
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
    /// The reverse of ``mf2(_:locale:)``: each variant is a form (`0` the
    /// `zero` form, `*` `other`) of the last selector, `{$n}` of that selector
    /// its `%ld`; each selector after the first is a positioned variable per
    /// key of the one before (`%2$#@b_one@`, `%2$#@b_other@`); `{$x}` is `%N$@`, `{$x :integer}` (or `$x` declared
    /// `.input {$x :integer}`) `%N$ld`; positions as in ``catalogMessage(mf1:locale:)``.
    ///
    /// - Throws: ``MessageConversionProblem``: `.syntax`; `.noCatalogEquivalent`
    ///   for `.local`, variants without `*` for a later selector after some
    ///   keys (MF2 would fall back to an earlier selector's worse key), functions other than `:integer`,
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
            outline.segments = try pieces(pattern, selector: nil, integers: integers).map(CatalogOutline.Segment.piece)
        case .match(let selectors, let variants):
            guard !selectors.isEmpty, selectors.count <= 8 else { throw noEquivalent("more than 8 selectors") }
            guard selectors.allSatisfy(integers.contains) else { throw noEquivalent("a selector without :integer or :number") }
            guard Set(selectors).count == selectors.count else { throw noEquivalent("a selector given twice") }
            let keyed = variants.map { variant in
                (keys: variant.keys.map { key in
                    switch key {
                    case .literal(let literal): CatalogOutline.categoryNames.contains(literal) ? literal : "=" + literal
                    case .catchAll: "other"
                    }
                }, pattern: variant.pattern)
            }
            guard keyed.allSatisfy({ $0.keys.count == selectors.count }) else { throw noEquivalent("variants of the wrong length") }
            outline.segments = [.plural(try level(0, keyed, selectors: selectors, path: [], integers: integers, into: &outline))]
        }
        return try outline.message(locale: locale)
    }

    /// The plural of `selectors[index]` over `group` (the variants the keys
    /// before it chose), added to `outline` with the levels after it: each
    /// selector after the first is a positioned variable in the forms of the
    /// one before, one per path (`disks_one`, `disks_other`). This selects as
    /// MF2 does when each group has a `*` for the next selector, which is
    /// required: else MF2 would fall back to a worse key of an earlier selector.
    private static func level(_ index: Int, _ group: [(keys: [String], pattern: Message.Pattern)], selectors: [String], path: [String],
                              integers: Set<String>, into outline: inout CatalogOutline) throws(MessageConversionProblem) -> Int {
        let selector = selectors[index]
        var order: [String] = []
        for variant in group where !order.contains(variant.keys[index]) { order.append(variant.keys[index]) }
        guard order.contains("other") else {
            throw noEquivalent("variants without * for $\(selector)" + (path.isEmpty ? "" : " after " + path.joined(separator: " ")))
        }
        var forms: [(key: String, pieces: [CatalogOutline.Piece])] = []
        for key in order {
            let chosen = group.filter { $0.keys[index] == key }
            if index == selectors.count - 1 {
                guard chosen.count == 1, let variant = chosen.first else { throw noEquivalent("duplicate variants") }
                forms.append((key, try pieces(variant.pattern, selector: selector, integers: integers)))
            } else {
                let child = try level(index + 1, chosen, selectors: selectors, path: path + [key], integers: integers, into: &outline)
                forms.append((key, [.plural(child)]))
            }
        }
        let name = path.isEmpty ? selector : ([selector] + path.map { $0.replacing("=", with: "") }).joined(separator: "_")
        outline.plurals.append((name, forms))
        outline.arguments[outline.plurals.count - 1] = selector
        return outline.plurals.count - 1
    }

    /// Adds `complex`, a plural, and the plurals nested in it to `outline`: its index there. A plural of
    /// an argument met again must have the same variants (MF1 repeats a nested plural in each variant).
    private static func plural(_ complex: MF1Node.Complex, into outline: inout CatalogOutline, pound: Bool,
                               depth: Int) throws(MessageConversionProblem) -> Int {
        guard complex.kind == .plural else { throw noEquivalent(depth == 0 ? complex.kind.rawValue : "a nested " + complex.kind.rawValue) }
        guard complex.offset == nil else { throw noEquivalent("offset:") }
        guard depth < 8 else { throw noEquivalent("plurals nested more than 8 deep") }
        var forms: [(key: String, pieces: [CatalogOutline.Piece])] = []
        for (key, pattern) in complex.variants {
            var pieces: [CatalogOutline.Piece] = []
            for inner in pattern {
                if case .complex(let nested) = inner {
                    guard nested.name != complex.name else { throw noEquivalent("a plural of \(nested.name) nested in its own plural") }
                    pieces.append(.plural(try plural(nested, into: &outline, pound: pound, depth: depth + 1)))
                } else {
                    pieces.append(try piece(inner, plural: complex.name, pound: pound))
                }
            }
            forms.append((key, pieces))
        }
        if let index = outline.plurals.firstIndex(where: { $0.name == complex.name }) {
            let existing = outline.plurals[index].forms
            guard existing.count == forms.count, zip(existing, forms).allSatisfy({ $0.key == $1.key && $0.pieces == $1.pieces }) else {
                throw noEquivalent("a second plural of \(complex.name)")
            }
            return index
        }
        outline.plurals.append((complex.name, forms))
        return outline.plurals.count - 1
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
/// arguments, and plurals that are not nested.
struct CatalogOutline {
    enum Piece: Equatable {
        case text(String)
        /// The plural variable's own number.
        case own
        /// The plural at this index of ``CatalogOutline/plurals``, nested in a form.
        case plural(Int)
        case argument(String, integer: Bool)
    }

    static let categoryNames: Set<String> = Set(PluralCategory.allCases.map(\.rawValue))

    /// The top level: text and arguments, and the plurals by index.
    enum Segment {
        case piece(Piece)
        case plural(Int)
    }

    var segments: [Segment] = []
    var plurals: [(name: String, forms: [(key: String, pieces: [Piece])])] = []
    /// The argument of a plural whose variable has another name (MF2's nested levels: `disks_one` takes `disks`).
    var arguments: [Int: String] = [:]

    /// The argument the plural at `index` selects on.
    func argument(_ index: Int) -> String {
        arguments[index] ?? (plurals.indices.contains(index) ? plurals[index].name : "")
    }

    private var topPieces: [Piece] {
        segments.compactMap { if case .piece(let piece) = $0 { piece } else { nil } }
    }

    /// Positions by name: `argN` is N, the others (the plural variable first) the next free ones.
    private func positions() -> [String: Int] {
        // Names in order of appearance: each plural's name, then what its forms hold.
        var order: [String] = []
        var visited: Set<Int> = []
        func visit(_ pieces: [Piece]) {
            for piece in pieces {
                switch piece {
                case .argument(let name, _): if !order.contains(name) { order.append(name) }
                case .plural(let index): visitPlural(index)
                case .text, .own: continue
                }
            }
        }
        func visitPlural(_ index: Int) {
            guard plurals.indices.contains(index), visited.insert(index).inserted else { return }
            if !order.contains(argument(index)) { order.append(argument(index)) }
            for form in plurals[index].forms { visit(form.pieces) }
        }
        for segment in segments {
            switch segment {
            case .piece(let piece): visit([piece])
            case .plural(let index): visitPlural(index)
            }
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
        func text(_ pieces: [Piece]) -> String {
            var out = ""
            for piece in pieces {
                switch piece {
                case .text(let text): out += text.replacing("%", with: "%%")
                case .own: out += "%ld"
                case .plural(let index):
                    let name = plurals.indices.contains(index) ? plurals[index].name : ""
                    out += "%\(positions[argument(index)] ?? 1)$#@\(name)@"
                case .argument(let name, let integer): out += "%\(positions[name] ?? 1)$" + (integer ? "ld" : "@")
                }
            }
            return out
        }
        guard !plurals.isEmpty else { return .text(text(topPieces)) }
        // Outside its plural, `%N$@` of the number would write it plainly ("1234").
        for index in plurals.indices {
            let name = argument(index)
            if plurals.flatMap({ $0.forms.flatMap(\.pieces) }).contains(.argument(name, integer: false))
                || topPieces.contains(.argument(name, integer: false)) {
                throw MessageConversionProblem(reason: .textAndNumber(name))
            }
        }
        let hasZeroCategory = PluralRules(locale: locale).categories.contains(.zero)
        var variables: [String: PluralVariable] = [:]
        for plural in plurals {
            var forms: [PluralCategory: String] = [:]
            var exactZero: String?
            for (key, pieces) in plural.forms {
                let form = text(pieces)
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
            variables[plural.name] = PluralVariable(valueType: "ld", forms: forms)
        }
        let positional = positions.count > 1
        var format = ""
        for segment in segments {
            switch segment {
            case .piece(let piece): format += text([piece])
            case .plural(let index):
                guard plurals.indices.contains(index) else { continue }
                let name = plurals[index].name
                format += positional ? "%\(positions[argument(index)] ?? 1)$#@\(name)@" : "%#@\(name)@"
            }
        }
        return .plural(PluralMessage(format: format, variables: variables))
    }
}

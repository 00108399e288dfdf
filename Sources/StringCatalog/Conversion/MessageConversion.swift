import Intl
import Messages

/// Converts catalog messages (`.strings` text and `.stringsdict` /
/// `.xcstrings` plural messages) to ICU MessageFormat (MF1) and
/// MessageFormat 2 source that formats the same text.
///
///     let files = CatalogMessage.plural(PluralMessage(format: "%#@files@ left", variables: [
///         "files": PluralVariable(valueType: "ld", forms: [.zero: "No files", .one: "%ld file", .other: "%ld files"]),
///     ]))
///     try MessageConversion.mf1(files, locale: IntlLocale("en")).source
///     // "{files, plural, =0 {No files} one {# file} other {# files}} left"
///     try MessageConversion.mf2(files, locale: IntlLocale("en")).source
///     // ".input {$files :integer}\n.match $files\n0 {{No files left}}\none {{{$files} file left}}\n* {{{$files} files left}}"
///
/// The rules:
///
/// | catalog | MF1 | MF2 |
/// |---|---|---|
/// | `%#@v@` | `{v, plural, …}` | `.input {$v :integer}` `.match $v` |
/// | the variable's own `%d`, `%ld`, `%lu`, `%lld` in a form | `#` (see below) | `{$v}` |
/// | `zero` form | `=0` (and `zero` where CLDR has a zero category) | `0` (and `zero`) |
/// | `%@`, `%s`, `%2$@` | `{arg2}` | `{$arg2}` |
/// | `%d`, `%2$lu` | `{arg2, number, integer}` (see below) | `{$arg2 :integer}` |
/// | `%2$#@w@` in a form of `v` | `{w, plural, …}` inside v's variant | a second selector `$w` |
/// | `%%` | `%` | `%` |
/// | `{`, `}`, `'` | `'{'`, `'}'`, `''` (`'#'` in a plural) | `\{`, `\}`; `\\` for `\` |
///
/// Argument names: the argument at position *n* (1-based, counting
/// unpositioned specifiers in order) is the plural variable's name when a
/// `%#@v@` takes it and `v` is an identifier (`[A-Za-z_][A-Za-z0-9_]*`),
/// else `argn`. ``ConvertedMessage/argumentNames`` lists them.
///
/// MF1's `#` and `{n, number, integer}` group every number of 4 digits or
/// more, where `%d` follows CLDR's minimum grouping digits ("1234" in pl, es,
/// bg): where the two differ (checked by formatting 1234 and 12345 both
/// ways), both become `{v, number, ::precision-integer}`, which formats as
/// `%d` does.
///
/// Apple uses a `zero` form for the number 0 even where CLDR has no zero
/// category, and for CLDR's zero category too (Latvian 10): hence `=0`, and
/// `zero` as well when `locale`'s rules have that category.
///
/// - Throws: ``MessageConversionProblem`` for what has no equivalent: device
///   and width variants, other specifiers (`%.2f`, `%5d`, `%x`), non-integer
///   value types, a nested variable without a position (`%#@w@` in a form)
///   or one that contains itself, a number also shown with `%@`, a variable without `other`, more than
///   ``maximumVariants`` MF2 variants.
public enum MessageConversion {
    /// The most variants an MF2 message may get from combining variables.
    public static let maximumVariants = 1024

    /// Whether MF1's `#` and `{n, number, integer}` (ICU's DecimalFormat, which
    /// groups every number of 4 digits or more) format integers as `%d` does in
    /// `locale` (which follows CLDR's minimum grouping digits: "1234" in pl, es,
    /// bg). Proved by formatting 1234 and 12345 both ways.
    static func poundGroupsLikeCatalog(_ locale: IntlLocale) -> Bool {
        guard let catalog = try? MessageFormatter(localization: locale),
              let icu = try? MessageFormat(icu: "{n, number, integer}", locale: locale, options: .init(bidiIsolation: .none))
        else { return false }
        for number: Int64 in [1234, 12345] {
            guard let expected = try? catalog.format(.text("%d"), arguments: [.int(number)]),
                  let actual = try? icu.formatStrict(["n": number]), expected == actual else { return false }
        }
        return true
    }

    /// Converts `message` to ICU MessageFormat source.
    public static func mf1(_ message: CatalogMessage, locale: IntlLocale) throws(MessageConversionProblem) -> ConvertedMessage {
        let model = try PrintfModel(message, locale: locale)
        return ConvertedMessage(source: MF1Writer.source(model, pound: poundGroupsLikeCatalog(locale)), argumentNames: model.names, numericArguments: model.numeric)
    }

    /// Converts `message` to MessageFormat 2 source.
    public static func mf2(_ message: CatalogMessage, locale: IntlLocale) throws(MessageConversionProblem) -> ConvertedMessage {
        let model = try PrintfModel(message, locale: locale)
        return ConvertedMessage(source: try MF2Writer.source(model), argumentNames: model.names, numericArguments: model.numeric)
    }
}

/// A converted message: its source, and the name each catalog argument
/// position got.
public struct ConvertedMessage: Hashable, Sendable {
    /// MF1 or MF2 source.
    public var source: String
    /// The MessageFormat name of each argument position: `[1: "files", 2: "arg2"]`.
    public var argumentNames: [Int: String]
    /// The positions that take a number (plural variables, `%d`); the others take text (`%@`).
    public var numericArguments: Set<Int>

    /// A converted message of these parts.
    public init(source: String, argumentNames: [Int: String], numericArguments: Set<Int> = []) {
        self.source = source
        self.argumentNames = argumentNames
        self.numericArguments = numericArguments
    }
}

/// A catalog message read into pieces both writers share.
struct PrintfModel {
    enum Piece: Equatable {
        case text(String)
        /// An argument by name; `integer` for `%d`-like specifiers, else text (`%@`).
        case argument(name: String, integer: Bool)
        /// The variable at this index of ``variables``.
        case variable(Int)
        /// The number of the variable whose form this is.
        case own(String)
    }

    enum FormKey: Equatable {
        case exactZero
        case category(PluralCategory)
    }

    struct Variable {
        /// The argument's MessageFormat name.
        var name: String
        /// The variable's name in the catalog message.
        var catalogName: String
        var forms: [(key: FormKey, pieces: [Piece])]
    }

    var pieces: [Piece] = []
    var variables: [Variable] = []
    var names: [Int: String] = [:]
    /// Positions that take a number (plural variables, `%d`); the others take text.
    var numeric: Set<Int> = []
    /// Positions formatted as text (`%@`, `%s`).
    var textual: Set<Int> = []

    init(_ message: CatalogMessage, locale: IntlLocale) throws(MessageConversionProblem) {
        switch message {
        case .devices: throw MessageConversionProblem(reason: .deviceVariants)
        case .widths: throw MessageConversionProblem(reason: .widthVariants)
        case .text(let text):
            pieces = try Self.read(text, own: nil, names: &names, numeric: &numeric, textual: &textual, variableNames: [:], variables: &variables,
                                   catalog: [:], locale: locale)
        case .plural(let plural):
            pieces = try Self.read(plural.format, own: nil, names: &names, numeric: &numeric, textual: &textual, variableNames: Self.variableNames(plural),
                                   variables: &variables, catalog: plural.variables, locale: locale)
        }
        // `%@` of a number is its plain description ("1234"), which no MessageFormat placeholder writes.
        if let both = numeric.intersection(textual).min() {
            throw MessageConversionProblem(reason: .textAndNumber(names[both] ?? "arg\(both)"))
        }
        // `%1$#@v@ %1$#@v@`: two selectors of one name, which MF2 cannot declare twice.
        var selectorNames: Set<String> = []
        for variable in variables where !selectorNames.insert(variable.name).inserted {
            throw MessageConversionProblem(reason: .nameClash(variable.name))
        }
        var seen: Set<String> = []
        for position in names.keys.sorted() {
            guard let name = names[position], seen.insert(name).inserted else {
                throw MessageConversionProblem(reason: .nameClash(names[position] ?? ""))
            }
        }
    }

    /// The variable names that positions take, from the format and (positioned `%2$#@w@`) the forms: position → name.
    private static func variableNames(_ plural: PluralMessage) throws(MessageConversionProblem) -> [Int: String] {
        var result: [Int: String] = [:]
        var next = 1
        for specifier in try specifiers(plural.format, mixed: false) {
            let position = specifier.position ?? next
            if specifier.position == nil { next += 1 }
            if case .pluralVariable(let name) = specifier.kind { result[position] = name }
        }
        for name in plural.variables.keys.sorted() {
            for category in PluralCategory.allCases {
                guard let form = plural.variables[name]?.forms[category],
                      let specifiers = try? specifiers(form, mixed: true) else { continue }
                for specifier in specifiers {
                    if case .pluralVariable(let inner) = specifier.kind, let position = specifier.position, result[position] == nil {
                        result[position] = inner
                    }
                }
            }
        }
        return result
    }

    private static func specifiers(_ format: String, mixed: Bool) throws(MessageConversionProblem) -> [FormatSpecifier] {
        do {
            return try FormatSpecifier.all(in: format, allowingMixedPositions: mixed)
        } catch {
            throw MessageConversionProblem(reason: .invalidFormat(error.description))
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// The pieces of `format`: the top-level format when `own` is nil, else a form of the variable `own`.
    private static func read(_ format: String, own: String?, ancestors: [String] = [], names: inout [Int: String], numeric: inout Set<Int>, textual: inout Set<Int>, variableNames: [Int: String],
                             variables: inout [Variable], catalog: [String: PluralVariable],
                             locale: IntlLocale) throws(MessageConversionProblem) -> [Piece] {
        let bytes = Array(format.utf8)
        var pieces: [Piece] = []
        var cursor = 0
        var next = 1
        func name(_ position: Int) -> String {
            if let existing = names[position] { return existing }
            let variable = variableNames[position]
            let chosen = variable.flatMap { isIdentifier($0) ? $0 : nil } ?? "arg\(position)"
            names[position] = chosen
            return chosen
        }
        func appendText(_ text: String) {
            guard !text.isEmpty else { return }
            let unescaped = text.replacing("%%", with: "%")
            if case .text(let last)? = pieces.last { pieces[pieces.count - 1] = .text(last + unescaped) } else { pieces.append(.text(unescaped)) }
        }
        for specifier in try specifiers(format, mixed: own != nil) {
            let start = min(max(specifier.offset, cursor), bytes.count)
            appendText(String(decoding: bytes[cursor..<start], as: UTF8.self))
            cursor = min(start + specifier.text.utf8.count, bytes.count)
            let integer: Bool
            switch specifier.kind {
            case .signedInteger, .unsignedInteger: integer = true
            case .object, .string: integer = false
            case .pluralVariable(let variableName):
                // A nested variable needs its own argument (`%2$#@w@`); unpositioned, it would select on the
                // outer variable's number again. No variable may contain itself; nesting stops at 8.
                guard own == nil || specifier.position != nil, !ancestors.contains(variableName), ancestors.count < 8 else {
                    throw MessageConversionProblem(reason: .nestedVariable(variableName))
                }
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                // A variable referenced again (in several forms) is the same selector, if it takes the same argument.
                if let index = variables.firstIndex(where: { $0.catalogName == variableName }) {
                    guard variables[index].name == name(position) else { throw MessageConversionProblem(reason: .nameClash(variables[index].name)) }
                    pieces.append(.variable(index))
                    continue
                }
                guard let variable = catalog[variableName] else {
                    throw MessageConversionProblem(reason: .invalidFormat("no variable \"\(variableName)\""))
                }
                let argumentName = name(position)
                numeric.insert(position)
                if let valueType = variable.valueType, !isIntegerType(valueType) {
                    throw MessageConversionProblem(reason: .unsupportedValueType(variable: variableName, valueType: valueType))
                }
                guard variable.forms[.other] != nil else { throw MessageConversionProblem(reason: .missingOther(variable: variableName)) }
                let hasZeroCategory = PluralRules(locale: locale).categories.contains(.zero)
                var forms: [(key: FormKey, pieces: [Piece])] = []
                for category in PluralCategory.allCases {
                    guard let text = variable.forms[category] else { continue }
                    let formPieces = try read(text, own: argumentName, ancestors: ancestors + [variableName], names: &names, numeric: &numeric, textual: &textual, variableNames: variableNames,
                                              variables: &variables, catalog: catalog, locale: locale)
                    if category == .zero {
                        forms.append((.exactZero, formPieces))
                        if hasZeroCategory { forms.append((.category(.zero), formPieces)) }
                    } else {
                        forms.append((.category(category), formPieces))
                    }
                }
                variables.append(Variable(name: argumentName, catalogName: variableName, forms: forms))
                pieces.append(.variable(variables.count - 1))
                continue
            case .radixInteger, .floatingPoint, .character:
                throw MessageConversionProblem(reason: .unsupportedSpecifier(specifier.text))
            }
            guard specifier.flags.isEmpty, specifier.width == nil, specifier.precision == nil else {
                throw MessageConversionProblem(reason: .unsupportedSpecifier(specifier.text))
            }
            if let own, specifier.position == nil {
                guard integer else { throw MessageConversionProblem(reason: .unsupportedSpecifier(specifier.text)) }
                pieces.append(.own(own))
            } else {
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                if integer { numeric.insert(position) } else { textual.insert(position) }
                pieces.append(.argument(name: name(position), integer: integer))
            }
        }
        appendText(String(decoding: bytes[min(cursor, bytes.count)...], as: UTF8.self))
        return pieces
    }

    /// `d`, `ld`, `lu`, `lld`, `i`, `u`…: a length modifier and an integer conversion.
    private static func isIntegerType(_ valueType: String) -> Bool {
        // Some files write the value type with its `%` ("%ld").
        let valueType = valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType
        guard let specifier = try? FormatSpecifier.all(in: "%" + valueType).first, specifier.text == "%" + valueType else { return false }
        switch specifier.kind {
        case .signedInteger, .unsignedInteger: return specifier.flags.isEmpty && specifier.width == nil && specifier.precision == nil
        default: return false
        }
    }
}

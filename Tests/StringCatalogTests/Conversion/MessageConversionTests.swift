import Foundation
import Intl
import StringCatalog
import Testing

/// A plural message of one variable `v` with these forms.
private func plural(_ format: String, _ forms: [PluralCategory: String], name: String = "v",
                    valueType: String? = "ld") -> CatalogMessage {
    .plural(PluralMessage(format: format, variables: [name: PluralVariable(valueType: valueType, forms: forms)]))
}

/// Formats `message` with the catalog's formatter, and its MF1 and MF2
/// conversions with MessageFormat, for each value of each numeric argument;
/// text arguments get "Ana".
func formatsAlike(_ message: CatalogMessage, locale identifier: String, numbers: [Int64] = [0, 1, 2, 3, 5, 11, 21, 101, 1234, 1000000])
    throws -> [String] {
    let locale = try IntlLocale(identifier)
    let mf1 = try MessageConversion.mf1(message, locale: locale)
    let mf2 = try MessageConversion.mf2(message, locale: locale)
    let formatter = try MessageFormatter(localization: locale)
    let icu = try MessageFormat(icu: mf1.source, locale: locale, options: .init(bidiIsolation: .none))
    let two = try MessageFormat(mf2: mf2.source, locale: locale, options: .init(bidiIsolation: .none))
    let count = mf1.argumentNames.keys.max() ?? 0
    var mismatches: [String] = []
    for number in numbers {
        var positional: [MessageArgument] = []
        var named: [String: any MessageArgumentConvertible] = [:]
        for position in stride(from: 1, through: count, by: 1) {
            let value: MessageArgument = mf1.numericArguments.contains(position) ? .int(number) : .string("Ana")
            positional.append(value)
            if let name = mf1.argumentNames[position] { named[name] = value }
        }
        let expected = try formatter.format(message, arguments: positional)
        let one = try icu.formatStrict(named)
        let other = try two.formatStrict(named)
        if one != expected { mismatches.append("\(identifier) \(number): catalog \(expected.debugDescription), MF1 \(one.debugDescription)") }
        if other != expected { mismatches.append("\(identifier) \(number): catalog \(expected.debugDescription), MF2 \(other.debugDescription)") }
    }
    return mismatches
}

@Suite struct MessageConversionTests {
    static let en = try! IntlLocale("en")
    static let lv = try! IntlLocale("lv")

    @Test(arguments: [
        // A variable, its own %ld as #, Apple's zero as =0.
        (plural("%#@v@ left", [.zero: "No files", .one: "%ld file", .other: "%ld files"]),
         "{v, plural, =0 {No files} one {# file} other {# files}} left",
         ".input {$v :integer}\n.match $v\n0 {{No files left}}\none {{{$v} file left}}\n* {{{$v} files left}}"),
        // Positional arguments: the variable keeps its name, the others are argN.
        (plural("%1$@ has %2$#@v@", [.one: "%lld pin", .other: "%lld pins"]),
         "{arg1} has {v, plural, one {# pin} other {# pins}}",
         ".input {$v :integer}\n.match $v\none {{{$arg1} has {$v} pin}}\n* {{{$arg1} has {$v} pins}}"),
        // A positioned integer inside a form refers to the message's argument list.
        (plural("%#@v@", [.one: "%ld of %2$lu", .other: "%ld of %2$lu"]),
         "{v, plural, one {# of {arg2, number, integer}} other {# of {arg2, number, integer}}}",
         ".input {$v :integer}\n.match $v\none {{{$v} of {$arg2 :integer}}}\n* {{{$v} of {$arg2 :integer}}}"),
        // Quoting: MF1 apostrophes, '#' only in a plural; MF2 backslashes; %% is %.
        (plural("{'#'} %#@v@ \\|", [.other: "# {%d}'s 100%%"]),
         "'{'''#'''}' {v, plural, other {'#' '{'#'}'''s 100%}} \\|",
         ".input {$v :integer}\n.match $v\n* {{\\{'#'\\} # \\{{$v}\\}'s 100% \\\\|}}"),
        // Adjacent syntax characters and apostrophes are quoted as one run.
        (CatalogMessage.text("}} {'} '{ it's"),
         "'}}' '{''}' '''{' it''s",
         "\\}\\} \\{'\\} '\\{ it's"),
        // A name that is not an identifier becomes argN.
        (plural("%#@v-w@", [.other: "%d"], name: "v-w"),
         "{arg1, plural, other {#}}",
         ".input {$arg1 :integer}\n.match $arg1\n* {{{$arg1}}}"),
        // Plain text with unpositioned specifiers; a leading '.' is quoted in MF2.
        (CatalogMessage.text(".%@ sent %d\u{00A0}files"),
         ".{arg1} sent {arg2, number, integer}\u{00A0}files",
         "{{.{$arg1} sent {$arg2 :integer}\u{00A0}files}}"),
    ])
    func convertsToMF1AndMF2(message: CatalogMessage, mf1: String, mf2: String) throws {
        #expect(try MessageConversion.mf1(message, locale: Self.en).source == mf1)
        #expect(try MessageConversion.mf2(message, locale: Self.en).source == mf2)
        #expect(try formatsAlike(message, locale: "en") == [])
        #expect(try formatsAlike(message, locale: "fr") == [])
    }

    /// The example of `MessageConversion`'s documentation and of Messages.md.
    @Test func documentationExample() throws {
        let files = CatalogMessage.plural(PluralMessage(format: "%#@files@ left", variables: [
            "files": PluralVariable(valueType: "ld", forms: [.zero: "No files", .one: "%ld file", .other: "%ld files"]),
        ]))
        #expect(try MessageConversion.mf1(files, locale: Self.en).source
            == "{files, plural, =0 {No files} one {# file} other {# files}} left")
        #expect(try MessageConversion.mf2(files, locale: Self.en).source
            == ".input {$files :integer}\n.match $files\n0 {{No files left}}\none {{{$files} file left}}\n* {{{$files} files left}}")
        #expect(try MessageConversion.catalogMessage(mf1: "{n, plural, =0 {none} one {# file} other {# files}} for {who}", locale: Self.en)
            == .plural(PluralMessage(format: "%1$#@n@ for %2$@", variables: [
                "n": PluralVariable(valueType: "ld", forms: [.zero: "none", .one: "%ld file", .other: "%ld files"])])))
        #expect(try MessageConversion.catalogMessage(mf2: ".input {$n :integer}\n.match $n\none {{# {$n} file}}\n* {{{$n} files}}", locale: Self.en)
            == .plural(PluralMessage(format: "%#@n@", variables: [
                "n": PluralVariable(valueType: "ld", forms: [.one: "# %ld file", .other: "%ld files"])])))
        let message = try MessageFormat(icu: MessageConversion.mf1(files, locale: Self.en).source, locale: Self.en,
                                        options: .init(bidiIsolation: .none))
        #expect(message.format(["files": 1234]).text == "1,234 files left")
    }

    @Test func twoVariablesCombineInMF2() throws {
        let message = CatalogMessage.plural(PluralMessage(format: "%#@a@, %#@b@", variables: [
            "a": PluralVariable(valueType: "d", forms: [.one: "%d cat", .other: "%d cats"]),
            "b": PluralVariable(valueType: "d", forms: [.other: "%d dogs"]),
        ]))
        #expect(try MessageConversion.mf1(message, locale: Self.en).source
            == "{a, plural, one {# cat} other {# cats}}, {b, plural, other {# dogs}}")
        #expect(try MessageConversion.mf2(message, locale: Self.en).source
            == ".input {$a :integer}\n.input {$b :integer}\n.match $a $b\none * {{{$a} cat, {$b} dogs}}\n* * {{{$a} cats, {$b} dogs}}")
        #expect(try formatsAlike(message, locale: "en") == [])
    }

    /// A positioned variable in a form nests: a plural inside the plural in MF1, a second selector in MF2.
    @Test func nestedVariables() throws {
        let message = CatalogMessage.plural(PluralMessage(format: "%1$#@files@", variables: [
            "files": PluralVariable(valueType: "d", forms: [.one: "Delete %d file from %2$#@disks@?", .other: "Delete %d files from %2$#@disks@?"]),
            "disks": PluralVariable(valueType: "d", forms: [.one: "one disk", .other: "%d disks"]),
        ]))
        #expect(try MessageConversion.mf1(message, locale: Self.en).source
            == "{files, plural, one {Delete # file from {disks, plural, one {one disk} other {# disks}}?} "
            + "other {Delete # files from {disks, plural, one {one disk} other {# disks}}?}}")
        #expect(try MessageConversion.mf2(message, locale: Self.en).source
            == ".input {$disks :integer}\n.input {$files :integer}\n.match $disks $files\n"
            + "one one {{Delete {$files} file from one disk?}}\none * {{Delete {$files} files from one disk?}}\n"
            + "* one {{Delete {$files} file from {$disks} disks?}}\n* * {{Delete {$files} files from {$disks} disks?}}")
        #expect(try formatsAlike(message, locale: "en") == [])
        #expect(try formatsAlike(message, locale: "ar") == [])
    }

    /// A variable repeated at its own position is one selector.
    @Test func repeatedVariable() throws {
        let message = plural("%1$#@v@ (%1$#@v@)", [.one: "%d day", .other: "%d days"])
        #expect(try MessageConversion.mf2(message, locale: Self.en).source
            == ".input {$v :integer}\n.match $v\none {{{$v} day ({$v} day)}}\n* {{{$v} days ({$v} days)}}")
        #expect(try formatsAlike(message, locale: "en") == [])
    }

    /// Latvian has a CLDR zero category (0, 10–20, 30…): Apple's zero form serves it too, so both keys.
    @Test func zeroFormInALanguageWithAZeroCategory() throws {
        let message = plural("%#@v@", [.zero: "%d nulle", .one: "%d viens", .other: "%d citi"])
        let mf1 = try MessageConversion.mf1(message, locale: Self.lv).source
        // Latvian groups from 5 digits too, hence the skeleton for `%d`.
        let number = "{v, number, ::precision-integer}"
        #expect(mf1 == "{v, plural, =0 {\(number) nulle} zero {\(number) nulle} one {\(number) viens} other {\(number) citi}}")
        #expect(try MessageConversion.mf2(message, locale: Self.lv).source
            == ".input {$v :integer}\n.match $v\n0 {{{$v} nulle}}\nzero {{{$v} nulle}}\none {{{$v} viens}}\n* {{{$v} citi}}")
        #expect(try formatsAlike(message, locale: "lv", numbers: [0, 1, 2, 10, 11, 21, 30]) == [])
    }

    /// Polish groups from 5 digits ("1234", "12\u{00A0}345"); MF1's `#` groups 4: a skeleton instead.
    @Test func minimumGroupingDigitsUseASkeletonInMF1() throws {
        let message = plural("%#@v@ z %lu", [.one: "%ld plik", .few: "%ld pliki", .other: "%ld plików"])
        let pl = try IntlLocale("pl")
        #expect(try MessageConversion.mf1(message, locale: pl).source
            == "{v, plural, one {{v, number, ::precision-integer} plik} few {{v, number, ::precision-integer} pliki} "
            + "other {{v, number, ::precision-integer} plików}} z {arg2, number, ::precision-integer}")
        #expect(try MessageConversion.mf2(message, locale: pl).source
            == ".input {$v :integer}\n.match $v\none {{{$v} plik z {$arg2 :integer}}}\nfew {{{$v} pliki z {$arg2 :integer}}}\n"
            + "* {{{$v} plików z {$arg2 :integer}}}")
        #expect(try formatsAlike(message, locale: "pl") == [])
        #expect(try MessageFormatter(localization: pl).format(message, arguments: [1234, 12345]) == "1234 pliki z 12\u{00A0}345")
    }

    @Test(arguments: [
        (CatalogMessage.devices(DeviceVariants(other: .text("Tap"), specific: [.mac: .text("Click")])),
         "device variants have no MessageFormat equivalent"),
        (plural("%#@v@", [.other: "%.1f km"]), "specifier %.1f has no MessageFormat equivalent"),
        (plural("%#@v@", [.other: "%5ld"]), "specifier %5ld has no MessageFormat equivalent"),
        (plural("%#@v@", [.other: "%@"]), "specifier %@ has no MessageFormat equivalent"),
        (plural("%#@v@", [.other: "many"], valueType: "f"), "variable \"v\": value type %f is not an integer"),
        (plural("%#@v@", [.one: "one"]), "variable \"v\" has no other form"),
        (plural("%#@v@", [.other: "%#@w@"]), "variable \"w\" is nested in another variable's form"),
        (CatalogMessage.plural(PluralMessage(format: "%1$#@v@", variables: [
            "v": PluralVariable(valueType: "d", forms: [.other: "%2$#@w@"]),
            "w": PluralVariable(valueType: "d", forms: [.other: "%1$#@v@"]),
        ])), "variable \"v\" is nested in another variable's form"),
        (plural("%1$#@v@ %2$#@v@", [.other: "x"]), "two arguments are named \"v\""),
        (plural("%#@w@", [.other: "x"]), "invalid format: no variable \"w\""),
        (plural("%1$@ %1$#@v@", [.other: "x"]), "argument \"v\" is formatted both as text (%@) and as a number"),
        (CatalogMessage.text("%x"), "specifier %x has no MessageFormat equivalent"),
        (plural("%@ %#@arg1@", [.other: "x"], name: "arg1"), "two arguments are named \"arg1\""),
    ])
    func reportsWhatHasNoEquivalent(message: CatalogMessage, reason: String) {
        #expect(throws: MessageConversionProblem.self) { try MessageConversion.mf1(message, locale: Self.en) }
        do {
            _ = try MessageConversion.mf2(message, locale: Self.en)
            Issue.record("converted")
        } catch {
            #expect(error.message == reason)
        }
    }
}

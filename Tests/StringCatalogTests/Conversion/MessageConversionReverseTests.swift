import Intl
import StringCatalog
import Testing

@Suite struct MessageConversionReverseTests {
    static let en = try! IntlLocale("en")

    static func plural(_ format: String, _ name: String, _ forms: [PluralCategory: String]) -> CatalogMessage {
        .plural(PluralMessage(format: format, variables: [name: PluralVariable(valueType: "ld", forms: forms)]))
    }

    @Test(arguments: [
        ("{n, plural, =0 {none} one {# file} other {# files}} for {who}",
         plural("%1$#@n@ for %2$@", "n", [.zero: "none", .one: "%ld file", .other: "%ld files"])),
        ("{arg1} has {v, plural, one {# pin} other {{v, number, integer} pins}}",
         plural("%1$@ has %2$#@v@", "v", [.one: "%ld pin", .other: "%ld pins"])),
        ("'{'''#'''}' {v, plural, other {'#' '{'#'}'''s 100%}} \\|",
         plural("{'#'} %#@v@ \\|", "v", [.other: "# {%ld}'s 100%%"])),
        ("{arg2, number, integer} of {arg1}", CatalogMessage.text("%2$ld of %1$@")),
        // A nested plural is a positioned variable in the forms.
        ("{n, plural, one {# file on {d, plural, one {one disk} other {# disks}}} other {# files on {d, plural, one {one disk} other {# disks}}}}",
         CatalogMessage.plural(PluralMessage(format: "%1$#@n@", variables: [
            "n": PluralVariable(valueType: "ld", forms: [.one: "%ld file on %2$#@d@", .other: "%ld files on %2$#@d@"]),
            "d": PluralVariable(valueType: "ld", forms: [.one: "one disk", .other: "%ld disks"]),
         ]))),
        // Plurals in sequence are variables of one format.
        ("{a, plural, one {# cat} other {# cats}}, {b, plural, other {# dogs ({a, number, integer})}}",
         CatalogMessage.plural(PluralMessage(format: "%1$#@a@, %2$#@b@", variables: [
            "a": PluralVariable(valueType: "ld", forms: [.one: "%ld cat", .other: "%ld cats"]),
            "b": PluralVariable(valueType: "ld", forms: [.other: "%ld dogs (%1$ld)"]),
         ]))),
    ])
    func convertsMF1ToTheCatalog(source: String, expected: CatalogMessage) throws {
        let converted = try MessageConversion.catalogMessage(mf1: source, locale: Self.en)
        #expect(converted == expected)
    }

    @Test(arguments: [
        (".input {$v :integer}\n.match $v\n0 {{No files left}}\none {{{$v} file left}}\n* {{{$v} files left}}",
         plural("%#@v@", "v", [.zero: "No files left", .one: "%ld file left", .other: "%ld files left"])),
        (".input {$v :integer}\n.match $v\none {{{$arg1} has {$v} pin}}\n* {{{$arg1} has {$v} pins}}",
         plural("%2$#@v@", "v", [.one: "%1$@ has %ld pin", .other: "%1$@ has %ld pins"])),
        (".input {$v :integer}\n.match $v\n* {{\\{'#'\\} # \\{{$v}\\}'s 100% \\\\|}}",
         plural("%#@v@", "v", [.other: "{'#'} # {%ld}'s 100%% \\|"])),
        ("{{.{$arg1} sent {$arg2 :integer}\u{00A0}files}}", CatalogMessage.text(".%1$@ sent %2$ld\u{00A0}files")),
        // Two selectors: the second is a variable per key of the first, positioned in its forms.
        (".input {$a :integer}\n.input {$b :integer}\n.match $a $b\none one {{{$a} cat, {$b} dog}}\none * {{{$a} cat, {$b} dogs}}\n"
            + "* one {{{$a} cats, {$b} dog}}\n* * {{{$a} cats, {$b} dogs}}",
         CatalogMessage.plural(PluralMessage(format: "%1$#@a@", variables: [
            "a": PluralVariable(valueType: "ld", forms: [.one: "%2$#@b_one@", .other: "%2$#@b_other@"]),
            "b_one": PluralVariable(valueType: "ld", forms: [.one: "%1$ld cat, %ld dog", .other: "%1$ld cat, %ld dogs"]),
            "b_other": PluralVariable(valueType: "ld", forms: [.one: "%1$ld cats, %ld dog", .other: "%1$ld cats, %ld dogs"]),
         ]))),
    ])
    func convertsMF2ToTheCatalog(source: String, expected: CatalogMessage) throws {
        #expect(try MessageConversion.catalogMessage(mf2: source, locale: Self.en) == expected)
    }

    @Test(arguments: [
        ("{n, select, a {x} other {y}}", "en", "select has no stringsdict equivalent"),
        ("{n, selectordinal, one {#st} other {#th}}", "en", "selectordinal has no stringsdict equivalent"),
        ("{n, plural, offset:1 other {#}}", "en", "offset: has no stringsdict equivalent"),
        ("{n, plural, =1 {x} other {#}}", "en", "the key =1 has no stringsdict equivalent"),
        ("{n, plural, =0 {a} zero {b} other {x}}", "lv", "=0 and zero with different text has no stringsdict equivalent"),
        ("{n, plural, =0 {a} other {x}}", "lv", "=0 without zero in a language with a zero category has no stringsdict equivalent"),
        ("{n, plural, zero {a} other {#}}", "en", "zero in a language without a zero category has no stringsdict equivalent"),
        ("{n, plural, other {#}} {n, plural, other {x}}", "en", "a second plural of n has no stringsdict equivalent"),
        ("{n, plural, other {{n, plural, other {#}}}}", "en", "a plural of n nested in its own plural has no stringsdict equivalent"),
        ("{n, plural, one {{m, plural, other {a}}} other {{m, plural, other {b}}}}", "en", "a second plural of m has no stringsdict equivalent"),
        ("{n, plural, other {{m, select, other {b}}}}", "en", "a nested select has no stringsdict equivalent"),
        ("{d, date, short}", "en", "{d, date, short} has no stringsdict equivalent"),
        ("{n, plural, other {# pliki}}", "pl", "# where ICU groups numbers unlike %d has no stringsdict equivalent"),
        ("{n} {n, plural, other {#}}", "en", "argument \"n\" is formatted both as text (%@) and as a number"),
        ("{n, plural, one {#}", "en", "syntax-error: 1:1: expected `}` to end the plural argument"),
    ])
    func reportsMF1WithoutCatalogEquivalent(source: String, locale: String, reason: String) throws {
        let locale = try IntlLocale(locale)
        do {
            let message = try MessageConversion.catalogMessage(mf1: source, locale: locale)
            Issue.record("converted: \(message)")
        } catch {
            #expect(error.message == reason)
        }
    }

    @Test(arguments: [
        (".local $x = {$y :integer}\n{{{$x}}}", "en", ".local has no stringsdict equivalent"),
        (".input {$a :integer}\n.input {$b :integer}\n.match $a $b\none one {{x}}\n* * {{y}}", "en",
         "variants without * for $b after one has no stringsdict equivalent"),
        (".input {$n :number minimumFractionDigits=2}\n{{{$n}}}", "en", ":number with options has no stringsdict equivalent"),
        ("{#b}bold{/b}", "en", "markup {#b} has no stringsdict equivalent"),
        ("{$d :datetime}", "en", ":datetime has no stringsdict equivalent"),
        (".input {$n :integer}\n.match $n\n1 {{one}}\n* {{{$n}}}", "en", "the key =1 has no stringsdict equivalent"),
        ("Hello {$name", "en", "syntax-error: 1:13: expected `}` to end the placeholder"),
    ])
    func reportsMF2WithoutCatalogEquivalent(source: String, locale: String, reason: String) throws {
        let locale = try IntlLocale(locale)
        do {
            let message = try MessageConversion.catalogMessage(mf2: source, locale: locale)
            Issue.record("converted: \(message)")
        } catch {
            #expect(error.message == reason)
        }
    }

    /// Catalog → MF1/MF2 → catalog formats as the original.
    @Test func roundTripsFormatAlike() throws {
        let messages: [CatalogMessage] = [
            Self.plural("%#@v@ left", "v", [.zero: "No files", .one: "%ld file", .other: "%ld files"]),
            Self.plural("%1$@ has %2$#@v@", "v", [.one: "%lld pin", .other: "%lld pins"]),
            Self.plural("{'#'} %#@v@ \\|", "v", [.other: "# {%d}'s 100%%"]),
        ]
        for message in messages {
            for identifier in ["en", "pl", "lv", "ar"] {
                let locale = try IntlLocale(identifier)
                for back in [try MessageConversion.catalogMessage(mf1: MessageConversion.mf1(message, locale: locale).source, locale: locale),
                             try MessageConversion.catalogMessage(mf2: MessageConversion.mf2(message, locale: locale).source, locale: locale)] {
                    let formatter = try MessageFormatter(localization: locale)
                    for number: Int64 in [0, 1, 2, 3, 10, 11, 1234, 12345] {
                        let arguments: [MessageArgument] = message == messages[1] ? ["Ana", .int(number)] : [.int(number)]
                        #expect(try formatter.format(back, arguments: arguments) == formatter.format(message, arguments: arguments),
                                "\(identifier) \(number): \(back)")
                    }
                }
            }
        }
    }
}

import ArgumentParser
import Intl

/// `intl sort`: sorts the lines of standard input in a locale's order.
struct SortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sort",
        abstract: "Sort the lines of standard input in a locale's collation order.",
        discussion: """
            Lines end at LF; a CR before it (CRLF input) is dropped, and so is a CR ending the \
            last line. A last line without a newline is sorted like the others. Output lines end \
            with LF. Empty lines are kept (they sort first). Lines that compare equal keep their \
            input order. Invalid UTF-8 reads as U+FFFD.
            Examples:
              printf 'z\\nä\\na\\n' | intl sort --locale sv            # a z ä
              printf 'file10\\nfile2\\n' | intl sort --locale en --numeric
            """
    )

    @Option(help: "Locale identifier (BCP 47 or ICU), e.g. sv, de-u-co-phonebk, en-u-kn.")
    var locale: String

    @Flag(help: "Compare digits as numbers (file2 before file10).")
    var numeric = false

    @Option(help: "primary, secondary, tertiary, quaternary or identical (default: the locale's).")
    var strength: StrengthArgument?

    func run() throws {
        let collator: Collator
        do {
            let options = CollatorOptions(strength: strength?.strength, numeric: numeric ? true : nil)
            collator = try Collator(locale: locale, options: options)
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
        for line in collator.sorted(StandardInputItems.lines()) {
            print(line)
        }
    }
}

enum StrengthArgument: String, ExpressibleByArgument, CaseIterable {
    case primary, secondary, tertiary, quaternary, identical

    var strength: CollatorOptions.Strength {
        switch self {
        case .primary: .primary
        case .secondary: .secondary
        case .tertiary: .tertiary
        case .quaternary: .quaternary
        case .identical: .identical
        }
    }
}

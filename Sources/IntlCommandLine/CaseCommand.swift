import ArgumentParser
import Intl

/// `intl case`: upper, lower or title case with a locale's rules.
struct CaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "case",
        abstract: "Map text to upper, lower or title case with a locale's rules, one result per line.",
        discussion: """
            Turkish and Azeri dotted/dotless i, Lithuanian dots, Greek final sigma, Dutch IJ and \
            German ß follow the locale's language. Put text that starts with "-" after "--".
            Examples:
              intl case upper --locale tr istanbul        # İSTANBUL
              intl case title --locale nl ijsland         # IJsland
              intl case lower --locale el ΟΔΟΣ            # οδος
            """
    )

    @Argument(help: "upper, lower or title.")
    var mode: CaseModeArgument

    @Option(help: "Locale identifier (BCP 47 or ICU), e.g. tr, lt, el, nl.")
    var locale: String

    @Argument(help: "Texts to map, each result on its own line; - reads them from standard input, one per line.")
    var texts: [String] = []

    mutating func validate() throws {
        texts = try StandardInputItems.expand(texts)
        if texts.isEmpty { throw ValidationError("give at least one text") }
    }

    func run() throws {
        let mapping: CaseMapping
        do {
            mapping = try CaseMapping(locale: locale)
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
        for text in texts {
            switch mode {
            case .upper: print(mapping.uppercased(text))
            case .lower: print(mapping.lowercased(text))
            case .title: print(mapping.titlecased(text))
            }
        }
    }
}

enum CaseModeArgument: String, ExpressibleByArgument, CaseIterable {
    case upper, lower, title
}

import ArgumentParser
import Intl

/// `intl list`: joins items into a list the way a locale writes one.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Join items into a list in a locale: Anna, Ben, and Cleo.",
        discussion: """
            With --parts, prints the list's parts as one JSON array of {"type","value"} \
            (ECMA-402's formatToParts: element and literal).
            An item "-" stands for the lines of standard input, one item per line (for long lists).
            Examples:
              intl list --locale de Anna Ben Cleo         # Anna, Ben und Cleo
              printf 'Anna\\nBen\\n' | intl list --locale de -   # Anna und Ben
            """
    )

    @Option(help: "Locale identifier (BCP 47 or ICU), e.g. en, de-CH.")
    var locale: String

    @Option(help: "and, or or unit.")
    var type: ListTypeArgument = .and

    @Option(help: "wide, short or narrow.")
    var width: ListWidthArgument = .wide

    @Flag(help: "Print the parts as one JSON array of {\"type\",\"value\"}.")
    var parts = false

    @Argument(help: "The items, in order (none prints an empty line); - reads them from standard input, one per line.")
    var items: [String] = []

    mutating func validate() throws {
        items = try StandardInputItems.expand(items)
    }

    func run() throws {
        do {
            let list = try ListFormat(locale: locale, options: .init(type: type.type, width: width.width))
            print(parts ? try list.formatToParts(items).jsonText : try list.format(items))
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
    }
}

enum ListTypeArgument: String, ExpressibleByArgument, CaseIterable {
    case and, or, unit

    var type: ListFormatOptions.ListType {
        switch self {
        case .and: .and
        case .or: .or
        case .unit: .unit
        }
    }
}

enum ListWidthArgument: String, ExpressibleByArgument, CaseIterable {
    case wide, short, narrow

    var width: ListFormatOptions.Width {
        switch self {
        case .wide: .wide
        case .short: .short
        case .narrow: .narrow
        }
    }
}

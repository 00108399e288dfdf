import ArgumentParser
import Intl

/// `intl pattern`: the pattern a locale uses for a template.
struct PatternCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pattern",
        abstract: "Print the locale's pattern for a date template.",
        discussion: "Example: intl pattern --template dMMM --locale de   # d. MMM"
    )

    @Option(help: "A template (ICU skeleton), e.g. dMMM, yMMMd, jmm.")
    var template: String

    @Option(help: "Locale identifier (BCP 47 or ICU).")
    var locale: String

    @Option(help: "h11, h12, h23 or h24.")
    var hourCycle: DateTimeFormatOptions.HourCycle?

    func run() throws {
        do {
            let options = DateTimeFormatOptions(layout: .template(template), hourCycle: hourCycle)
            print(try DateTimeFormat(locale: locale, options: options).pattern)
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
    }
}

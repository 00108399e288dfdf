import ArgumentParser
import Intl

/// `intl interval`: the range between two instants, shortened by the locale.
struct IntervalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interval",
        abstract: "Format the range between two instants.",
        discussion: """
            Instants as for intl date. Without a style, template or pattern: template yMMMd.
            Example: intl interval 2014-02-07T00:00:00Z 2014-02-09T00:00:00Z --template yMMMd --locale en
            """
    )

    @OptionGroup var format: DateFormatArguments

    @Argument(help: "The start instant.") var start: String
    @Argument(help: "The end instant.") var end: String

    func validate() throws {
        _ = try format.options()
    }

    func run() throws {
        do {
            let range = try DateIntervalFormat(locale: format.locale,
                                               options: try format.options(defaultLayout: .template("yMMMd")))
            let from = try parseInstant(start), to = try parseInstant(end)
            print(range.format(fromSeconds: from.seconds, nanoseconds: from.nanoseconds,
                               toSeconds: to.seconds, nanoseconds: to.nanoseconds))
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
    }
}

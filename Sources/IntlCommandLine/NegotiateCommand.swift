import ArgumentParser
import Intl
import TextEscaping

/// `intl negotiate`: picks one of an app's locales for an Accept-Language header.
struct NegotiateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "negotiate",
        abstract: "Pick the best supported locale for an Accept-Language header (CLDR matching of the loaded ICU).",
        discussion: """
            Prints the chosen entry of --supported exactly as written there, and nothing \
            else on standard output. With --explain, standard error says which requested \
            locale matched, how closely (1 = same locale), and which header entries were \
            skipped. Header entries that cannot be used are skipped, not errors.
            Example:
              intl negotiate --supported en,de,fr-CA,zh-Hans,zh-Hant --accept-language 'zh-HK,zh;q=0.8,en;q=0.5'
              zh-Hant
            """
    )

    @Option(help: "The app's locales, comma-separated, e.g. en,de,fr-CA,zh-Hans,zh-Hant.")
    var supported: String

    @Option(help: "The Accept-Language header value, e.g. 'zh-HK,zh;q=0.8,en;q=0.5'.")
    var acceptLanguage: String

    @Option(help: "The answer when nothing matches (default: the first supported locale).")
    var `default`: String?

    @Flag(help: "Explain the choice on standard error.")
    var explain = false

    private var supportedList: [String] {
        supported.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
    }

    func validate() throws {
        if supportedList.contains("") { throw ValidationError("--supported has an empty entry: \(QuotedText.quoted(supported))") }
    }

    func run() throws {
        let matcher: LocaleMatcher
        do {
            matcher = try LocaleMatcher(supported: supportedList, default: self.default)
        } catch {
            FileDescriptorOutput.reportError("\(error)")
            throw ExitCode.badInput
        }
        let match = matcher.bestMatch(acceptLanguage: acceptLanguage)
        print(match.supported)
        if explain { FileDescriptorOutput.standardError.write(explanation(of: match)) }
    }

    private func explanation(of match: LocaleMatch) -> String {
        var lines = match.skipped.map { "skipped: \($0)" }
        if let desired = match.desired {
            lines.append("match: \(desired.identifier) -> \(match.supported) (quality \(match.quality))")
        } else {
            lines.append("default: \(match.supported) (no supported locale is close to the header)")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

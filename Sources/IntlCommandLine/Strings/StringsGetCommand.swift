import ArgumentParser
import Intl
import StringCatalog

/// `intl strings get <key> --dir <resources> [--dir <resources>]... (--locale <id> | --accept-language '<header>')
/// [--device <device>] [--width N]`: one localized message, looked up and formatted as a server would.
struct StringsGetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the localized message for a key from a resources directory.",
        discussion: """
            The localization is chosen as StringCatalog does (LocaleMatcher over the .lproj folders, \
            then the fallback chain, Base, the development language), per key. Without --arg the \
            string is printed as stored; for a .stringsdict entry that is its \
            NSStringLocalizedFormatKey. With --arg the message is formatted: each value is \
            converted as its specifier asks (%d an integer, %f a decimal, %@ text, %#@var@ a \
            number). A key found nowhere prints the key itself. --device and --width choose \
            device and width variants (without them: the `other` device, the widest width). \
            Several --dir folders (an app's components, one Resources folder per module) make one \
            catalog: tables merge by localization and table name, and a key an earlier folder's \
            table defines keeps that folder's entry. Entries the catalog skips (it cannot serve \
            them, or an earlier folder defines them) are listed on standard error as \
            `path:line:column: warning: …`.
            Examples:
              intl strings get lg_days --dir Resources --locale zh-Hans --arg 2     # 2天
              intl strings get runs --dir Resources --accept-language 'en-AU, de;q=0.5' --arg 1 --arg 3
              intl strings get tap --dir Resources --locale en --device watch --width 20
              intl strings get login --dir Shop/Resources --dir Account/Resources --locale de --table Account
            """
    )

    @Argument(help: "The key to look up.")
    var key: String

    @Option(help: "A resources directory (with xx.lproj folders and/or .xcstrings files); repeat it for components, the first folder wins.")
    var dir: [String]

    @Option(help: "The requested locale (BCP 47 or ICU id).")
    var locale: String?

    @Option(name: .customLong("accept-language"), help: "A raw Accept-Language header value.")
    var acceptLanguage: String?

    @Option(help: "The table (file name without extension).")
    var table = "Localizable"

    @Option(name: .customLong("development-language"), help: "The catalog's development language.")
    var developmentLanguage = "en"

    @Option(help: "The client's device: iphone, ipad, ipod, mac, watch (applewatch), tv (appletv), vision (applevision), other.")
    var device: ClientDevice?

    @Option(help: "The presentation width, choosing width variants.")
    var width: Int?

    @Option(name: .customLong("arg"), help: "An argument for the message's specifiers, in order (repeatable).")
    var arguments: [String] = []

    func validate() throws {
        guard (locale == nil) != (acceptLanguage == nil) else {
            throw ValidationError("give exactly one of --locale and --accept-language")
        }
    }

    func run() throws {
        do {
            FileDescriptorOutput.standardOutput.write(try message() + "\n")
        } catch CatalogError.parse(let error) {
            // Already `path:line:column: error: message`.
            FileDescriptorOutput.standardError.write(error.description + "\n")
            throw ExitCode.badInput
        } catch let error as CatalogError {
            try fail(error.description)
        } catch let error as IntlError {
            try fail(error.description)
        } catch let error as MessageFormatError {
            try fail(error.description)
        }
    }

    private func message() throws -> String {
        let catalog = try Catalog(directories: dir, developmentLanguage: developmentLanguage)
        for warning in catalog.warnings {
            FileDescriptorOutput.standardError.write(warning.description + "\n")
        }
        let localizer: Localizer
        if let locale {
            localizer = catalog.localizer(locale: try IntlLocale(locale), device: device, width: width)
        } else {
            localizer = catalog.localizer(acceptLanguage: acceptLanguage ?? "", device: device, width: width)
        }
        guard !arguments.isEmpty else { return try localizer.string(key, table: table) }
        let stored = localizer.message(key, table: table)?.message ?? .text(key)
        let typed = try MessageArgument.parse(arguments, for: stored)
        return try localizer.format(key, table: table, arguments: typed)
    }

    private func fail(_ message: String) throws -> Never {
        FileDescriptorOutput.standardError.write("error: \(message)\n")
        throw ExitCode.badInput
    }
}

extension ClientDevice: ExpressibleByArgument {
    /// The file keys and their short forms (`watch`, `tv`, `vision`).
    public init?(argument: String) {
        self.init(name: argument)
    }
}

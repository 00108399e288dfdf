import Intl
import StringCatalog

/// What every request shares: the catalog, the negotiator, and one message
/// formatter per localization, all built once at startup.
public struct Localization: Sendable {
    public let catalog: Catalog
    let negotiator: LocaleNegotiator
    private let formatters: [String: MessageFormatter]

    /// Loads the catalog in `resourcesDirectory` (`en.lproj`, `de.lproj`, …).
    public init(resourcesDirectory: String) throws {
        catalog = try Catalog(directory: resourcesDirectory, developmentLanguage: "en")
        negotiator = try LocaleNegotiator(localizations: catalog.localizations,
                                          developmentLanguage: catalog.developmentLanguage)
        var formatters: [String: MessageFormatter] = [:]
        for identifier in catalog.localizations {
            let locale = try IntlLocale(identifier)
            formatters[locale.identifier] = try MessageFormatter(localization: locale)
        }
        self.formatters = formatters
    }

    /// The message `key` in `locale`, formatted with `arguments`.
    ///
    /// - Throws: `ServiceError` 400 when the arguments do not fit the message.
    func format(key: String, locale: IntlLocale, arguments: [MessageArgument]) throws(ServiceError) -> String {
        let message: CatalogMessage
        do {
            message = try catalog.localizedMessage(forKey: key, locale: locale)
        } catch {
            throw .badRequest(error.description)
        }
        do {
            let formatter = try formatters[locale.identifier] ?? MessageFormatter.shared(localization: locale)
            return try formatter.format(message, arguments: arguments)
        } catch {
            throw .badRequest("\(error)")
        }
    }
}

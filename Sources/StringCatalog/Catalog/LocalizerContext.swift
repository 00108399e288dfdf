import Intl

/// What negotiating one request decides for a catalog: the localization,
/// the chain as table columns, the prepared formatter. Immutable, made once
/// per `Accept-Language` header (or locale) and cached by the catalog, so
/// a ``Localizer`` for a header seen before is one cache read, and its
/// lookups hash only their key.
final class LocalizerContext: Sendable {
    let localization: String
    let request: IntlLocale?
    let chain: [String]
    /// ``chain`` as the catalog's table columns.
    let columns: [Int]
    /// The column of ``localization``, -1 when it has no tables.
    let primaryColumn: Int
    /// The table most lookups name, `Localizable`.
    let defaultRows: RowTable?
    /// The formatter for ``localization`` (or why it could not be made).
    let primaryFormatter: Result<MessageFormatter, IntlError>

    init(tables: CatalogTables, developmentLanguage: String, chain: [String], match: LocaleMatch?) {
        self.chain = chain
        columns = tables.columns(chain)
        defaultRows = tables.tables["Localizable"]
        let matched = match.flatMap { $0.isDefault ? nil : $0 }
        let localization = matched?.supported ?? developmentLanguage
        let request = matched?.desired
        self.localization = localization
        self.request = request
        primaryColumn = tables.columnsByLocalization[localization] ?? -1
        primaryFormatter = Result { () throws(IntlError) in
            let locale = if let matched { matched.locale } else { try IntlLocale(localization) }
            return try MessageFormatter.shared(localization: locale, request: request)
        }
    }
}

extension Catalog {
    /// The context for `header`, cached (see ``LocalizerContextCache``).
    func context(acceptLanguage header: String) -> LocalizerContext {
        contextsByHeader.context(for: header) {
            let (chain, match) = chooser.chain(acceptLanguage: header)
            return LocalizerContext(tables: tables, developmentLanguage: developmentLanguage, chain: chain, match: match)
        }
    }

    /// The context for one requested locale, cached.
    func context(locale: IntlLocale) -> LocalizerContext {
        contextsByLocale.value(for: locale) {
            let (chain, match) = chooser.chain(for: [locale])
            return LocalizerContext(tables: tables, developmentLanguage: developmentLanguage, chain: chain, match: match)
        }
    }
}

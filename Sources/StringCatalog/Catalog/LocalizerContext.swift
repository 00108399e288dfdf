import Intl
import Messages

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
    /// Per row of ``defaultRows``, the text a plain lookup answers
    /// (``RowTable/plainTexts(starts:)``), shared by every context with this chain.
    let defaultTexts: [String?]
    /// The ASCII index of ``defaultRows`` (``ASCIIKeyIndex/empty`` when
    /// there is none: it finds no row), held here so that a plain lookup
    /// reaches it with one load from the context and no nil check.
    let defaultIndex: ASCIIKeyIndex
    /// The formatter for ``localization`` (or why it could not be made).
    let primaryFormatter: Result<MessageFormatter, IntlError>
    /// The same formatter, nil when it could not be made: formatting reads
    /// it in place (binding it out of the `Result` copies it, a retain and
    /// a release per call).
    let primary: MessageFormatter?

    init(tables: CatalogTables, developmentLanguage: String, chain: [String], match: LocaleMatch?) {
        self.chain = chain
        let columns = tables.columns(chain)
        let defaultRows = tables.tables["Localizable"]
        self.columns = columns
        self.defaultRows = defaultRows
        defaultTexts = defaultRows.map { $0.plainTexts(starts: $0.starts(of: columns)) } ?? []
        defaultIndex = defaultRows?.asciiRows ?? .empty
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
        primary = try? primaryFormatter.get()
    }
}

extension LocalizerContext {
    /// `key`'s text in the default table when it is a text without
    /// specifiers: what most `NSLocalizedString` calls get, one array read
    /// after the key's row, with nothing set up for the other cases. nil:
    /// ask the table the general way (a missing key, a compiled or variant
    /// message, a key the ASCII index cannot decide, whose `String` hashing
    /// would put a `Hasher` on this path's stack, and spills around it).
    @inline(__always)
    func plainText(_ key: String) -> String? {
        guard case .row(let row) = defaultIndex.answer(key) else { return nil }
        return defaultTexts[row]  // One entry per key of `defaultRows`: see `RowTable/plainTexts(starts:)`.
    }

    /// What ``format(_:device:width:arguments:)`` did with a key of the default table.
    enum DefaultTableOutcome {
        /// Found in the negotiated localization and formatted.
        case formatted(String)
        /// Found in another localization of the chain (formatting needs its formatter), with that column.
        case found((message: StoredMessage, column: Int))
        case missing
    }

    /// `key` of the default table formatted with ``primary`` when the
    /// negotiated localization holds it (most lookups). A method here so
    /// that the table and the formatter are read in place: binding either
    /// to a local copies it (a retain and a release per call).
    @inline(__always)
    func format(_ key: String, device: ClientDevice?, width: Int?,
                arguments: [MessageArgument]) throws(MessageFormatError) -> DefaultTableOutcome {
        guard let found = defaultRows?.message(key, in: columns) else { return .missing }
        // Found, so `defaultRows` exists.
        guard found.column == primaryColumn,
              let text = try primary?.format(found.message, in: defaultRows.unsafelyUnwrapped, device: device,
                                             width: width, arguments: arguments)
        else { return .found(found) }
        return .formatted(text)
    }
}

extension MessageFormatter {
    /// `stored` of `rows` formatted (see ``RowTable/format(_:device:width:with:arguments:)``).
    @inline(__always)
    func format(_ stored: StoredMessage, in rows: RowTable, device: ClientDevice?, width: Int?,
                arguments: [MessageArgument]) throws(MessageFormatError) -> String {
        try rows.format(stored, device: device, width: width, with: self, arguments: arguments)
    }
}

extension Catalog {
    /// The context for `header`, cached by the header's bytes (Intl's `UTF8KeyedObjectCache`: bounded,
    /// one hash per read); a header longer than ``LocaleMatcher``'s cached limit is answered
    /// without caching, as the matcher does.
    func context(acceptLanguage header: String) -> LocalizerContext {
        func make() -> LocalizerContext {
            let (chain, match) = chooser.chain(acceptLanguage: header)
            return LocalizerContext(tables: tables, developmentLanguage: developmentLanguage, chain: chain, match: match)
        }
        guard header.utf8.count <= LocaleMatcher.maximumCachedHeaderLength else { return make() }
        var key = header   // withUTF8 is mutating; a native string is not copied
        let context = key.withUTF8 { bytes in contextsByHeader.object(for: bytes, orMake: make) }
        // Only this function stores into the cache, and only LocalizerContexts.
        return unsafeDowncast(context, to: LocalizerContext.self)
    }

    /// The context for one requested locale, cached.
    func context(locale: IntlLocale) -> LocalizerContext {
        contextsByLocale.value(for: locale) {
            let (chain, match) = chooser.chain(for: [locale])
            return LocalizerContext(tables: tables, developmentLanguage: developmentLanguage, chain: chain, match: match)
        }
    }
}

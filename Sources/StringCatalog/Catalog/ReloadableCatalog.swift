import Intl
import Synchronization

/// A ``Catalog`` that can be reloaded from disk while it serves requests,
/// and swapped atomically.
///
///     let strings = try ReloadableCatalog(directories: ["Shop/Resources", "Account/Resources"])
///     strings.localizer(acceptLanguage: "de").string("buy", table: "Shop")   // "Kaufen"
///     // Shop/Resources/de.lproj/Shop.strings now says "buy" = "Jetzt kaufen";
///     try strings.reload()
///     strings.localizer(acceptLanguage: "de").string("buy", table: "Shop")   // "Jetzt kaufen"
///
/// A ``Localizer`` keeps the catalog it was made from, so a request in
/// flight finishes on the tables it started with while new requests see the
/// new ones; no request ever sees a mix. A reload that fails (a file no
/// longer parses, a folder vanished) keeps serving the previous catalog and
/// records the error in ``lastReloadError``.
///
/// In development, ``watch(every:onReload:)`` polls the folders'
/// modification times and reloads when they change:
///
///     let watcher = Task { await strings.watch(every: .seconds(1)) { print($0) } }
///     // … later: watcher.cancel()
///
/// Each successful load starts with fresh miss counters (``Catalog/missCounts``).
/// `Sendable`: share one instance across tasks.
public final class ReloadableCatalog: Sendable {
    /// What a reload loads: the arguments of the first load.
    private let directories: [String]
    private let developmentLanguage: String
    private let missingKeyPolicy: MissingKeyPolicy
    private let strict: Bool
    /// The catalog served; swapped whole, read without waiting for a load.
    private let served: Mutex<Catalog>
    /// Held for the length of a load, so reloads run one at a time and the
    /// last one to finish loaded the newest files. The folders as they were
    /// just before the last load began, and that load's error.
    private let loading: Mutex<(snapshot: FolderSnapshot, error: CatalogError?)>

    /// Loads the catalog once (see ``Catalog/init(directories:developmentLanguage:missingKeyPolicy:strict:)``);
    /// every reload uses the same arguments.
    ///
    /// - Throws: ``CatalogError``, as the first load of a ``Catalog`` does.
    public init(directories: [String], developmentLanguage: String = "en",
                missingKeyPolicy: MissingKeyPolicy = .returnKey, strict: Bool = false) throws(CatalogError) {
        self.directories = directories
        self.developmentLanguage = developmentLanguage
        self.missingKeyPolicy = missingKeyPolicy
        self.strict = strict
        let snapshot = FolderSnapshot(directories)
        served = Mutex(try Catalog(directories: directories, developmentLanguage: developmentLanguage,
                                   missingKeyPolicy: missingKeyPolicy, strict: strict))
        loading = Mutex((snapshot, nil))
    }

    /// The catalog new requests are served from.
    public var current: Catalog { served.withLock { $0 } }

    /// Why the last reload failed, or nil when it succeeded (or none ran yet).
    ///
    ///     strings.lastReloadError?.description
    ///     // "Shop/Resources/de.lproj/Shop.strings:2:1: error: expected ';' after the value, found end of file"
    public var lastReloadError: CatalogError? { loading.withLock { $0.error } }

    /// The localizer for one request from the current catalog (see ``Catalog/localizer(acceptLanguage:device:width:)``).
    public func localizer(acceptLanguage header: String, device: ClientDevice? = nil, width: Int? = nil) -> Localizer {
        current.localizer(acceptLanguage: header, device: device, width: width)
    }

    /// The localizer for one locale from the current catalog (see ``Catalog/localizer(locale:device:width:)``).
    public func localizer(locale: IntlLocale, device: ClientDevice? = nil, width: Int? = nil) -> Localizer {
        current.localizer(locale: locale, device: device, width: width)
    }

    /// Loads the folders again and, when that succeeds, serves the new
    /// catalog from the next request on; returns it.
    ///
    /// - Throws: ``CatalogError`` from the load; the previous catalog stays
    ///   served and the error is also kept in ``lastReloadError``.
    @discardableResult
    public func reload() throws(CatalogError) -> Catalog {
        try loading.withLock { state throws(CatalogError) -> Catalog in
            state.snapshot = FolderSnapshot(directories)  // Before reading: a write during the load shows as a change next time.
            return try load(&state)
        }
    }

    /// Polls the folders every `interval` (their entries' sizes and
    /// modification times, no file read) and reloads when they changed,
    /// until the calling task is cancelled. `onReload` receives each
    /// reload's outcome: the new catalog, or the error (the previous catalog
    /// stays served). A development convenience; in production, call
    /// ``reload()`` when a deployment says so.
    public func watch(every interval: Duration = .seconds(1),
                      onReload: (@Sendable (Result<Catalog, CatalogError>) -> Void)? = nil) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return  // Cancelled while sleeping.
            }
            if let outcome = reloadIfChanged() { onReload?(outcome) }
        }
    }

    /// Reloads when the folders differ from the last load's snapshot; nil when unchanged.
    func reloadIfChanged() -> Result<Catalog, CatalogError>? {
        loading.withLock { state in
            let snapshot = FolderSnapshot(directories)
            guard snapshot != state.snapshot else { return nil }
            state.snapshot = snapshot
            return Result { () throws(CatalogError) in try load(&state) }
        }
    }

    /// Loads, then swaps the served catalog or records the failure; under ``loading``.
    private func load(_ state: inout (snapshot: FolderSnapshot, error: CatalogError?)) throws(CatalogError) -> Catalog {
        do throws(CatalogError) {
            let catalog = try Catalog(directories: directories, developmentLanguage: developmentLanguage,
                                      missingKeyPolicy: missingKeyPolicy, strict: strict)
            served.withLock { $0 = catalog }
            state.error = nil
            return catalog
        } catch {
            state.error = error
            throw error
        }
    }
}

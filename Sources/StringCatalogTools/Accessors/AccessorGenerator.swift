import StringCatalog
import TextEscaping

/// Generates typed Swift accessors from a target's string catalogs: what the
/// `IntlStringsPlugin` build-tool plugin runs (through the
/// `intl-strings-accessors` tool) on every build.
///
///     // en.lproj/Localizable.strings:  /* Shown on the cart. */ "cart.items" = "%lld items in %@";
///     let generation = AccessorGenerator(developmentLanguage: "en").generate(files: paths)
///     generation.source    // "… enum L10n { enum Cart { static func items(_ localizer: Localizer, _ arg1: Int, _ arg2: String) …"
///     generation.findings  // [] — or what stops the build, as `path:line:column: error: message`
///
/// Errors (each a ``LintFinding``, and no source): a file that cannot be read
/// or parsed; a malformed development-language specifier; arguments not
/// numbered 1…n; a catalog without the development language; two keys that
/// map to one Swift name (``AccessorName``). A translation whose arguments
/// disagree with the development language (`"cart.items" (de): argument 1
/// is %@, but en has %lld`) is a warning, or an error once a team opts in
/// (`translations: .error`): the accessors are typed from the development
/// language either way.
package struct AccessorGenerator {
    /// The language of `.lproj` catalogs whose messages type the accessors
    /// (`.xcstrings` files name their own `sourceLanguage`).
    package var developmentLanguage: String
    /// How serious a bad translation is: a build warning until a team opts in to errors.
    package var translations: LintFinding.Severity

    package init(developmentLanguage: String = "en", translations: LintFinding.Severity = .warning) {
        self.developmentLanguage = LintRun.canonical(developmentLanguage)
        self.translations = translations
    }

    /// The Swift source, nil when `findings` has an error; warnings (a key
    /// defined twice in one file) do not stop generation.
    package struct Generation {
        package var source: String?
        package var findings: [LintFinding]
    }

    /// Reads the catalog files among `files` and returns the accessors'
    /// source, or the errors that keep them from being generated.
    package func generate(files: [String]) -> Generation {
        var run = LintRun(development: developmentLanguage)
        let catalogs = AccessorCatalog.load(files, development: developmentLanguage, run: &run)
        var checks = AccessorChecks(translations: translations)
        for catalog in catalogs { checks.add(catalog) }
        var namespace = AccessorNamespace()
        for accessor in checks.accessors { checks.findings += namespace.insert(accessor) }
        let findings = run.findings + checks.findings
        let failed = findings.contains { $0.severity == .error }
        let names = catalogs.map(\.path)
        return Generation(source: failed ? nil : AccessorSource.render(namespace, catalogs: names), findings: findings)
    }
}

/// Collects one accessor per development-language key across catalogs,
/// checking every translation's arguments against it.
struct AccessorChecks {
    /// The severity of findings in translations.
    let translationSeverity: LintFinding.Severity
    /// In table, then key order.
    private(set) var accessors: [Accessor] = []
    var findings: [LintFinding] = []
    /// table → key → index in `accessors`, for keys that several catalogs define.
    private var seen: [String: [String: Int]] = [:]

    init(translations: LintFinding.Severity) {
        translationSeverity = translations
    }

    mutating func add(_ catalog: AccessorCatalog) {
        let development = catalog.development
        guard catalog.languages.contains(development) else {
            findings.append(LintFinding(severity: .error, path: catalog.path, language: development,
                                        message: "no \(development) localization: accessors take their argument types from "
                                            + "the development language \(development)"))
            return
        }
        let reference = catalog.tables.entries[development] ?? [:]
        let translations = catalog.tables.entries.keys.filter { $0 != development }.sorted()
        for table in reference.keys.sorted() {
            let entries = reference[table] ?? [:]
            for key in entries.keys.sorted() {
                guard let located = entries[key], let signature = signature(located, development) else { continue }
                for language in translations {
                    guard let translated = catalog.tables.entries[language]?[table]?[key],
                          let other = self.signature(translated, language, severity: translationSeverity) else { continue }
                    for difference in other.differences(from: signature, development: development) {
                        report(translated, language, difference, severity: translationSeverity)
                    }
                }
                add(table: table, located: located, development: development, signature: signature)
            }
        }
    }

    private mutating func add(table: String, located: LocatedEntry, development: String, signature: ArgumentSignature) {
        let key = located.entry.key
        if let index = seen[table]?[key] {
            // Another catalog of the target has the key too: one accessor, so the arguments must agree.
            for difference in signature.differences(from: accessors[index].signature, development: accessors[index].entry.path) {
                report(located, development, difference)
            }
            return
        }
        let count = signature.types.keys.max() ?? 0
        let parameters = (0..<count).compactMap { signature.types[$0 + 1].flatMap(AccessorParameter.of) }
        guard parameters.count == count else {
            let missing = (1...count).filter { signature.types[$0] == nil }.map(String.init).joined(separator: ", ")
            report(located, development, "no specifier reads argument \(missing) of 1…\(count) "
                   + "(an accessor passes its arguments by position, so they must be numbered without gaps)")
            return
        }
        seen[table, default: [:]][key] = accessors.count
        accessors.append(Accessor(table: table, key: key, entry: located, development: development,
                                  signature: signature, parameters: parameters))
    }

    /// The message's arguments, or nil with its error reported.
    private mutating func signature(_ located: LocatedEntry, _ language: String,
                                    severity: LintFinding.Severity = .error) -> ArgumentSignature? {
        do {
            return try ArgumentSignature.of(located.entry.message)
        } catch {
            report(located, language, error.description, severity: severity)
            return nil
        }
    }

    /// `"key" (language): message` at the entry, as lint words it.
    private mutating func report(_ located: LocatedEntry, _ language: String, _ message: String,
                                 severity: LintFinding.Severity = .error) {
        let key = located.entry.key
        findings.append(LintFinding(severity: severity, path: located.path, line: located.line, column: located.column,
                                    key: key, language: language, message: "\(QuotedText.quoted(key)) (\(language)): \(message)"))
    }
}

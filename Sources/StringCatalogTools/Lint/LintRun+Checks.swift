import Intl
import StringCatalog
import TextEscaping

extension LintRun {
    /// Checks each entry on its own: non-ASCII keys (in the development
    /// language, or a file whose language is unknown: ""), malformed
    /// specifiers, plural categories.
    mutating func checkEntries(_ tables: LintTables, development: String) {
        for (language, table, located) in tables.sorted where language != "" || development == "" {
            if language == development, !located.entry.key.unicodeScalars.allSatisfy(\.isASCII) {
                report(.nonASCIIKey, located, language,
                       "the key is not ASCII (keys should be ASCII identifiers; put the text in the value)")
            }
            do {
                _ = try ArgumentSignature.of(located.entry.message)
            } catch {
                // A `%` that is no conversion ("100 %", "%3A" in a URL) breaks only a format string: where the
                // development text passes no argument (a title, a plain text), it is text.
                if Self.takesArguments(tables.entries[development]?[table]?[located.entry.key]?.entry) {
                    report(.malformedFormat, located, language, error.description)
                }
            }
            guard language != "Base", let coverage = PluralCoverage(language: language) else { continue }
            for case .plural(let plural) in located.entry.message.plainMessages {
                checkPlural(plural, coverage: coverage, located: located)
            }
        }
    }

    /// Whether the development language's entry is a format string: a plural message, or a
    /// text with at least one well-formed conversion.
    private static func takesArguments(_ entry: CatalogEntry?) -> Bool {
        guard let entry else { return true }  // No development entry to tell: checked as a format.
        if entry.message.plainMessages.contains(where: { if case .plural = $0 { true } else { false } }) { return true }
        return (try? ArgumentSignature.of(entry.message))?.types.isEmpty == false
    }

    private mutating func checkPlural(_ plural: PluralMessage, coverage: PluralCoverage, located: LocatedEntry) {
        let language = coverage.language
        for name in plural.variables.keys.sorted() {
            guard let variable = plural.variables[name] else { continue }
            let missing = coverage.missing(in: variable)
            if !missing.isEmpty {
                // Without `other` nothing can be shown for those numbers; with it, Apple's runtime (and the catalog)
                // shows the `other` text: wrong grammar, but no lost text.
                let fallback = variable.forms[.other] != nil && !missing.contains(.other)
                report(fallback ? .pluralFallsBackToOther : .pluralMissingText, located, language,
                       "plural variable \(QuotedText.quoted(name)) lacks \(Self.list(missing)) (\(language) needs \(coverage.neededList))"
                       + (fallback ? "; the other text is shown for those numbers" : ""))
            }
            if let numbers = coverage.literalOneIsWrong(in: variable) {
                report(.pluralLiteralOne, located, language, "plural variable \(QuotedText.quoted(name)): the one text writes \"1\", but "
                       + "\(language) uses it for \(numbers.map(String.init).joined(separator: ", ")) too (use the number's specifier)")
            }
            checkValueType(variable, name: name, located: located, language: language)
            let unused = coverage.unused(in: variable)
            if !unused.isEmpty {
                report(.pluralUnusedCategory, located, language, "plural variable \(QuotedText.quoted(name)) has \(Self.list(unused)), "
                       + "which \(language) never uses (\(language) uses \(coverage.neededList); zero is always allowed)")
            }
        }
    }

    /// An unpositioned specifier in a category string reads the variable's
    /// own number, so it must read it as `NSStringFormatValueTypeKey` says.
    private mutating func checkValueType(_ variable: PluralVariable, name: String, located: LocatedEntry, language: String) {
        guard let valueType = variable.valueType,
              let declared = (try? FormatSpecifier.all(in: "%" + valueType))?.first else { return }
        let expected = ArgumentSignature.typeName(declared, variables: [:])
        for (form, text) in variable.forms.sorted(by: { $0.key < $1.key }) {
            guard let specifiers = try? FormatSpecifier.all(in: text, allowingMixedPositions: true) else { continue }
            for specifier in specifiers where specifier.position == nil {
                let actual = ArgumentSignature.typeName(specifier, variables: [:])
                if actual != expected {
                    report(.pluralValueType, located, language, "plural variable \(QuotedText.quoted(name)) reads its number as \(actual) in "
                           + "\"\(form.rawValue)\", but its value type is \(expected)")
                }
            }
        }
    }

    /// Every language against the development language: keys and tables
    /// missing or extra, and the arguments each message takes.
    mutating func compare(_ tables: LintTables, development: String, groupPath: String, folders: [String: String]) {
        let languages = tables.entries.keys.filter { $0 != development && $0 != "Base" }.sorted()
        guard let reference = tables.entries[development] else {
            if !languages.isEmpty {
                findings.append(LintFinding(severity: .warning, path: groupPath, language: development,
                                            message: "no \(development) localization, so translations are not compared",
                                            rule: .noDevelopmentLanguage))
            }
            return
        }
        for language in languages {
            let translated = tables.entries[language] ?? [:]
            for table in Set(reference.keys).union(translated.keys).sorted() {
                guard let entries = translated[table] else {
                    findings.append(LintFinding(severity: .warning, path: folders[language] ?? groupPath, language: language,
                                                message: "table \(QuotedText.quoted(table)) (\(language)): missing (\(development) has it)",
                                                rule: .missingTranslation))
                    continue
                }
                let tablePath = tables.tablePaths[language]?[table] ?? groupPath
                compare(entries, with: reference[table] ?? [:], language: language, development: development, path: tablePath)
            }
        }
    }

    private mutating func compare(_ entries: [String: LocatedEntry], with reference: [String: LocatedEntry],
                                  language: String, development: String, path: String) {
        for key in reference.keys.sorted() where entries[key] == nil {
            findings.append(LintFinding(severity: .warning, path: path, key: key, language: language,
                                        message: "\(QuotedText.quoted(key)) (\(language)): missing (\(development) has this key)",
                                        rule: .missingTranslation))
        }
        for key in entries.keys.sorted() {
            guard let located = entries[key] else { continue }
            guard let original = reference[key] else {
                report(.extraKey, located, language, "not in the development language \(development)")
                continue
            }
            // Malformed messages are already reported by checkEntries.
            guard let expected = try? ArgumentSignature.of(original.entry.message),
                  let actual = try? ArgumentSignature.of(located.entry.message) else { continue }
            compareArguments(actual, expected, located: located, language: language, development: development)
        }
    }

    private mutating func compareArguments(_ actual: ArgumentSignature, _ expected: ArgumentSignature,
                                           located: LocatedEntry, language: String, development: String) {
        for difference in actual.differences(from: expected, development: development) {
            report(.argumentMismatch, located, language, difference)
        }
    }

    /// A finding of `rule` about one entry: `"key" (language): message`.
    mutating func report(_ rule: LintRule, _ located: LocatedEntry, _ language: String, _ message: String) {
        let key = located.entry.key
        let prefix = language.isEmpty ? "\(QuotedText.quoted(key)): " : "\(QuotedText.quoted(key)) (\(language)): "
        findings.append(LintFinding(severity: rule.defaultSeverity, path: located.path, line: located.line, column: located.column,
                                    key: key, language: language.isEmpty ? nil : language, message: prefix + message, rule: rule))
    }

    /// `few, many`
    private static func list(_ forms: [PluralCategory]) -> String { forms.map(\.rawValue).joined(separator: ", ") }
}

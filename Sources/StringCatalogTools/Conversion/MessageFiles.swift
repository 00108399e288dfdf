import Intl
import Messages
import StringCatalog

/// The files `intl message convert` and `intl message check` read and write.
///
/// Input, by `--from` (convert) or by extension (check):
/// - `stringsdict`, `xcstrings`: the catalog's entries; the language of a
///   `.stringsdict` is its `xx.lproj` folder (`Base` is the given default),
///   else the given default; an `.xcstrings` names its languages.
/// - `mf1`, `mf2`: a `.json` file is one object `{"key": "message", …}` in the
///   given language; a `.jsonl` file has one object a line,
///   `{"key": …, "language": …, "message": …}` (the output of a conversion).
///
/// Output of a conversion to `mf1`/`mf2`: JSON lines
/// `{"key":…,"language":…,"message":…}`, sorted by language then key; to
/// `stringsdict`: one property list of the plural entries (one language).
/// Problems are ``MessageFileDiagnostic``s at the line of the entry's key.
public enum MessageFiles {
    /// A file format.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case stringsdict, xcstrings, mf1, mf2
    }

    /// One message read from a file, where its key is.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var language: String
        /// A catalog message (stringsdict, xcstrings) or nil for MF source.
        public var catalog: CatalogMessage?
        /// MF1/MF2 source; nil for a catalog message.
        public var source: String?
        public var line: Int
        public var column: Int
    }

    /// What a conversion printed and reported.
    public struct Conversion: Hashable, Sendable {
        /// The standard output: JSON lines, or a property list.
        public var output: String
        /// Warnings, one per message that could not be converted (or file that could not be read).
        public var diagnostics: [MessageFileDiagnostic]
    }

    /// Reads the entries of `bytes` (the file at `path`) as `format`.
    public static func entries(_ bytes: [UInt8], path: String, format: Format,
                               language: String) -> (entries: [Entry], diagnostics: [MessageFileDiagnostic]) {
        var diagnostics: [MessageFileDiagnostic] = []
        var entries: [Entry] = []
        do {
            switch format {
            case .stringsdict:
                var warnings: [CatalogWarning] = []
                let table = try StringsdictParser.parse(bytes, path: path, warnings: &warnings)
                diagnostics += warnings.map { MessageFileDiagnostic(path: $0.path, line: $0.line, column: $0.column, severity: .error, key: $0.key, message: $0.message) }
                let lproj = path.split(separator: "/").last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
                let fileLanguage = lproj.flatMap { $0 == "Base" ? nil : $0 } ?? language
                for key in table.entries.keys.sorted() {
                    guard let message = table[key] else { continue }
                    let (line, column) = KeyLocator.propertyListKey(key, in: bytes)
                    entries.append(Entry(key: key, language: fileLanguage, catalog: message, source: nil, line: line, column: column))
                }
            case .xcstrings:
                var warnings: [CatalogWarning] = []
                let file = try XCStringsParser.parse(bytes, path: path, warnings: &warnings)
                diagnostics += warnings.map { MessageFileDiagnostic(path: $0.path, line: $0.line, column: $0.column, severity: .error, key: $0.key, message: $0.message) }
                for (fileLanguage, table) in file.tables.sorted(by: { $0.key < $1.key }) {
                    for key in table.entries.keys.sorted() {
                        guard let message = table[key] else { continue }
                        let (line, column) = jsonKey(key, in: bytes)
                        entries.append(Entry(key: key, language: fileLanguage, catalog: message, source: nil, line: line, column: column))
                    }
                }
            case .mf1, .mf2:
                if path.hasSuffix(".jsonl") {
                    var lineNumber = 0
                    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                        lineNumber += 1
                        guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t") }) else { continue }
                        // One bad line is reported and the others still read.
                        let object: [String: StructuredValue]?
                        do {
                            object = try StructuredDocument.json(Array(line), path: path).dictionary
                        } catch {
                            diagnostics.append(MessageFileDiagnostic(path: path, line: lineNumber, column: error.column, severity: .error,
                                                                     key: "", message: error.reason.description))
                            continue
                        }
                        guard let key = object?["key"]?.string, let message = object?["message"]?.string else {
                            diagnostics.append(MessageFileDiagnostic(path: path, line: lineNumber, column: 1, severity: .error, key: "",
                                                                     message: "expected {\"key\": …, \"message\": …} with string values"))
                            continue
                        }
                        entries.append(Entry(key: key, language: object?["language"]?.string ?? language, catalog: nil, source: message,
                                             line: lineNumber, column: 1))
                    }
                } else {
                    guard let object = try StructuredDocument.json(bytes, path: path).dictionary else {
                        return ([], [MessageFileDiagnostic(path: path, line: 1, column: 1, severity: .error, key: "",
                                                           message: "expected a JSON object {\"key\": \"message\", …}")])
                    }
                    for key in object.keys.sorted() {
                        let (line, column) = jsonKey(key, in: bytes)
                        guard let message = object[key]?.string else {
                            diagnostics.append(MessageFileDiagnostic(path: path, line: line, column: column, severity: .error, key: key,
                                                                     message: "the message is not a string"))
                            continue
                        }
                        entries.append(Entry(key: key, language: language, catalog: nil, source: message, line: line, column: column))
                    }
                }
            }
        } catch {
            diagnostics.append(MessageFileDiagnostic(path: error.path, line: error.line, column: error.column, severity: .error,
                                                     key: "", message: error.reason.description))
        }
        return (entries, diagnostics)
    }

    /// Converts every entry to `target`; each message that cannot be converted is a warning.
    public static func convert(_ entries: [Entry], path: String, from format: Format, to target: Format) -> Conversion {
        var diagnostics: [MessageFileDiagnostic] = []
        var lines: [(language: String, key: String, text: String)] = []
        var tables: [String: StringsTable] = [:]
        for entry in entries {
            func warn(_ message: String) {
                diagnostics.append(MessageFileDiagnostic(path: path, line: entry.line, column: entry.column, severity: .warning,
                                                         key: entry.key, message: message))
            }
            do throws(MessageConversionProblem) {
                let locale: IntlLocale
                do {
                    locale = try IntlLocale(entry.language)
                } catch {
                    warn("unknown language \(entry.language)")
                    continue
                }
                let catalog: CatalogMessage
                if let message = entry.catalog {
                    catalog = message
                } else if format == .mf1 {
                    catalog = try MessageConversion.catalogMessage(mf1: entry.source ?? "", locale: locale)
                } else {
                    catalog = try MessageConversion.catalogMessage(mf2: entry.source ?? "", locale: locale)
                }
                switch target {
                case .mf1: lines.append((entry.language, entry.key, try MessageConversion.mf1(catalog, locale: locale).source))
                case .mf2: lines.append((entry.language, entry.key, try MessageConversion.mf2(catalog, locale: locale).source))
                case .stringsdict, .xcstrings:
                    guard case .plural = catalog else { warn("a message without a plural belongs in a .strings file"); continue }
                    tables[entry.language, default: StringsTable(name: "Localizable")].entries[entry.key] = CatalogEntry(key: entry.key, message: catalog)
                }
            } catch {
                warn(error.message)
            }
        }
        var output = ""
        if target == .stringsdict || target == .xcstrings {
            if tables.count > 1 {
                diagnostics.append(MessageFileDiagnostic(path: path, line: 0, column: 0, severity: .warning, key: "",
                                                         message: "a stringsdict holds one language; found \(tables.keys.sorted().joined(separator: ", "))"))
            } else if let table = tables.values.first {
                output = StringsTableWriter.stringsdict(table) ?? ""
            }
        } else {
            for line in lines.sorted(by: { ($0.language, $0.key) < ($1.language, $1.key) }) {
                output += "{\"key\":\(JSONText.quoted(line.key)),\"language\":\(JSONText.quoted(line.language)),\"message\":\(JSONText.quoted(line.text))}\n"
            }
        }
        return Conversion(output: output, diagnostics: diagnostics)
    }

    /// Checks that each message of the entries parses: MF1 or MF2 source with
    /// its parser, catalog messages' printf formats with `FormatSpecifier`.
    public static func check(_ entries: [Entry], path: String, syntax: Format) -> [MessageFileDiagnostic] {
        var diagnostics: [MessageFileDiagnostic] = []
        for entry in entries {
            func report(_ message: String) {
                diagnostics.append(MessageFileDiagnostic(path: path, line: entry.line, column: entry.column, severity: .error,
                                                         key: entry.key, message: message))
            }
            if let source = entry.source {
                do throws(MessageSyntaxError) {
                    _ = syntax == .mf1 ? try Message(icu: source) : try Message(mf2: source)
                } catch {
                    report("\(error.kind.rawValue): \(error.line):\(error.column): \(error.detail)")
                }
            } else if let message = entry.catalog {
                for plain in message.plainMessages {
                    var formats: [(String, Bool)] = []
                    switch plain {
                    case .text(let text): formats = [(text, false)]
                    case .plural(let plural):
                        formats = [(plural.format, false)]
                        for name in plural.variables.keys.sorted() {
                            for category in PluralCategory.allCases {
                                if let form = plural.variables[name]?.forms[category] { formats.append((form, true)) }
                            }
                        }
                    case .devices, .widths: continue
                    }
                    for (format, mixed) in formats {
                        do {
                            _ = try FormatSpecifier.all(in: format, allowingMixedPositions: mixed)
                        } catch {
                            report("syntax-error: \(error.description)")
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    /// 1-based (line, column) of the first `"key"` followed by `:`, (0, 0) when not found.
    static func jsonKey(_ key: String, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let pattern = Array(JSONText.quoted(key).utf8)
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return (0, 0) }
        var line = 1, column = 1
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                var after = index + pattern.count
                while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return (line, column) }
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (0, 0)
    }
}

/// One problem in a message file: `path:line:column: warning: key: reason`.
public struct MessageFileDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case warning, error
    }

    public var path: String
    /// 1-based; 0 when unknown.
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// The entry's key, "" for a problem of the whole file.
    public var key: String
    public var message: String

    public init(path: String, line: Int, column: Int, severity: Severity, key: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.key = key
        self.message = message
    }

    /// `path:line:column: warning: key: reason` (`path: …` without a line, no `key: ` without a key).
    public var description: String {
        let position = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(position): \(severity.rawValue): " + (key.isEmpty ? "" : "\(key): ") + message
    }
}

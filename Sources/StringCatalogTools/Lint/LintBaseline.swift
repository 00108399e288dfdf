import StringCatalog

/// The findings a team has accepted for now, so that lint gates only on new
/// ones: a real app's existing findings do not block CI, and nothing new
/// gets in (`intl strings lint Resources --baseline lint-baseline.json`).
///
///     let baseline = LintBaseline(findings)           // today's findings, accepted
///     try baseline.text                               // the lint-baseline.json file
///     let (new, known) = baseline.split(tomorrow)     // only what appeared since
///
/// A finding is known by its severity, path, key, language and message, not
/// by its line (so editing other entries of the file does not make it new),
/// and as many times as the baseline lists it (a second instance is new).
/// The file is JSON, one object per finding in a stable order, so it diffs
/// well when a team commits it:
///
///     {
///       "findings" : [
///         {
///           "key" : "runs",
///           "language" : "ru",
///           "message" : "\"runs\" (ru): plural variable \"d\" lacks few (ru needs one, few, many, other); the other text is shown for those numbers",
///           "path" : "Resources/ru.lproj/Localizable.stringsdict",
///           "severity" : "warning"
///         }
///       ],
///       "version" : 1
///     }
public struct LintBaseline: Sendable, Hashable {
    /// What identifies a finding across runs.
    struct Fingerprint: Hashable, Sendable, Comparable {
        var severity: String
        var path: String
        var key: String
        var language: String
        var message: String

        init(_ finding: LintFinding) {
            severity = finding.severity.rawValue
            path = finding.path
            key = finding.key ?? ""
            language = finding.language ?? ""
            message = finding.message
        }

        init(severity: String, path: String, key: String, language: String, message: String) {
            (self.severity, self.path, self.key, self.language, self.message) = (severity, path, key, language, message)
        }

        static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            (lhs.path, lhs.key, lhs.language, lhs.severity, lhs.message) < (rhs.path, rhs.key, rhs.language, rhs.severity, rhs.message)
        }
    }

    /// How many times each finding is accepted.
    private let counts: [Fingerprint: Int]

    /// A baseline that accepts `findings` (each as many times as it occurs).
    public init(_ findings: [LintFinding]) {
        var counts: [Fingerprint: Int] = [:]
        for finding in findings { counts[Fingerprint(finding), default: 0] += 1 }
        self.counts = counts
    }

    /// Reads a baseline file written by ``text``.
    ///
    /// - Throws: `CatalogParseError` at the fault's line and column: malformed JSON, no
    ///   `findings` array, a finding that is not an object of strings, an unknown `version`.
    public init(parsing bytes: [UInt8], path: String) throws(CatalogParseError) {
        let root = try StructuredDocument.json(bytes, path: path)
        func failure(_ message: String) -> CatalogParseError {
            CatalogParseError(path: path, line: 1, column: 1, reason: .malformedDocument(message))
        }
        guard case .integer(1)? = root.dictionary?["version"] else { throw failure("a lint baseline has \"version\" : 1") }
        guard case .array(let items)? = root.dictionary?["findings"] else { throw failure("a lint baseline has a \"findings\" array") }
        var counts: [Fingerprint: Int] = [:]
        for (index, item) in items.enumerated() {
            guard let fields = item.dictionary, let severity = fields["severity"]?.string, let path = fields["path"]?.string,
                  let message = fields["message"]?.string else {
                throw failure("finding \(index + 1) needs the strings \"severity\", \"path\" and \"message\"")
            }
            let fingerprint = Fingerprint(severity: severity, path: path, key: fields["key"]?.string ?? "",
                                          language: fields["language"]?.string ?? "", message: message)
            counts[fingerprint, default: 0] += 1
        }
        self.counts = counts
    }

    /// The baseline file: JSON, findings in path, key, language order.
    public var text: String {
        var findings: [StructuredValue] = []
        for fingerprint in counts.keys.sorted() {
            var fields: [String: StructuredValue] = [
                "severity": .string(fingerprint.severity), "path": .string(fingerprint.path), "message": .string(fingerprint.message),
            ]
            if !fingerprint.key.isEmpty { fields["key"] = .string(fingerprint.key) }
            if !fingerprint.language.isEmpty { fields["language"] = .string(fingerprint.language) }
            findings += Array(repeating: .dictionary(fields), count: counts[fingerprint] ?? 0)
        }
        var output = ""
        JSONWriter.write(.dictionary(["version": .integer(1), "findings": .array(findings)]), indent: 0, separator: " : ", to: &output)
        return output + "\n"
    }

    /// `findings` split into those the baseline does not accept (`new`, in order) and those it does
    /// (`known`), and how many accepted findings no longer occur (`fixed`).
    public func split(_ findings: [LintFinding]) -> (new: [LintFinding], known: [LintFinding], fixed: Int) {
        var remaining = counts
        var new: [LintFinding] = []
        var known: [LintFinding] = []
        for finding in findings {
            let fingerprint = Fingerprint(finding)
            if let count = remaining[fingerprint], count > 0 {
                remaining[fingerprint] = count - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, known, remaining.values.reduce(0, +))
    }
}

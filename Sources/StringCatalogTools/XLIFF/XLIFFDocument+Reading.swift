import StringCatalog
import TextEscaping

extension XLIFFDocument {
    /// Reads an XLIFF 1.2 file (`XMLReader`: no DTD, no entity expansion).
    ///
    /// Units come from each `<file>`'s `<body>`, inside `<group>`s too;
    /// `translate="no"` units are left out. Inline elements in `<source>` and
    /// `<target>` are read as the text they stand for: `<g>`, `<mrk>` by their
    /// content; `<ph>`, `<bpt>`, `<ept>`, `<it>` (native code, such as `%@`)
    /// by their content or else their `equiv-text`; `<x/>`, `<bx/>`, `<ex/>`
    /// by their `equiv-text`. A target with an inline element that gives
    /// neither has no text but a ``XLIFFUnit/targetProblem``:
    ///
    ///     // <target>Hallo, <x id="1"/>!</target>
    ///     unit.target          // nil
    ///     unit.targetProblem   // "<x id=\"1\"> at 5:29 gives no text for what it stands for (no equiv-text)"
    ///
    ///     // <xliff version="2.0" …>
    ///     // de.xliff:2:1: error: XLIFF 2.0 is not supported (export XLIFF 1.2, the version Xcode reads and writes)
    ///
    /// - Throws: `CatalogParseError` at the fault's line and column: XML
    ///   errors, a root other than `<xliff>`, XLIFF 2, a `<file>` without
    ///   `original` or `source-language`, a `<trans-unit>` without `id`.
    public init(parsing bytes: [UInt8], path: String) throws(CatalogParseError) {
        let root = try XMLReader.read(bytes, path: path)
        func failure(_ element: XMLElement, _ message: String) -> CatalogParseError {
            CatalogParseError(path: path, line: element.line, column: element.column, reason: .malformedDocument(message))
        }
        guard root.localName == "xliff" else {
            throw failure(root, "the root element is <\(QuotedText.escaped(root.name))>, not <xliff> (an XLIFF 1.2 document)")
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw failure(root, "XLIFF \(QuotedText.escaped(version)) is not supported (export XLIFF 1.2, the version Xcode reads and writes)")
        }
        var files: [XLIFFFile] = []
        for element in root.elements where element.localName == "file" {
            guard let original = element.attribute("original") else { throw failure(element, "<file> has no original attribute") }
            guard let source = element.attribute("source-language") else {
                throw failure(element, "<file> has no source-language attribute")
            }
            var units: [XLIFFUnit] = []
            for body in element.elements where body.localName == "body" {
                try Self.collectUnits(in: body, into: &units, failure: failure)
            }
            files.append(XLIFFFile(original: original, sourceLanguage: source, targetLanguage: element.attribute("target-language"),
                                   units: units, line: element.line, column: element.column))
        }
        self.init(files: files)
    }

    private static func collectUnits(in container: XMLElement, into units: inout [XLIFFUnit],
                                     failure: (XMLElement, String) -> CatalogParseError) throws(CatalogParseError) {
        for element in container.elements {
            switch element.localName {
            case "group":
                try collectUnits(in: element, into: &units, failure: failure)
            case "trans-unit":
                guard let id = element.attribute("id") else { throw failure(element, "<trans-unit> has no id attribute") }
                guard element.attribute("translate") != "no" else { continue }
                let target = element.child("target")
                let source = element.child("source").map(InlineText.init)
                let translation = target.map(InlineText.init)
                units.append(XLIFFUnit(id: id, source: source?.text, target: translation?.text,
                                       state: target?.attribute("state"),
                                       // `<note/>`: Xcode's way of saying there is no comment.
                                       note: (element.child("note")?.text).flatMap { $0.isEmpty ? nil : $0 },
                                       resname: element.attribute("resname"),
                                       targetProblem: translation?.problem, line: element.line, column: element.column))
            default:
                continue
            }
        }
    }
}

/// The text of a `<source>` or `<target>`, XLIFF 1.2's inline elements read
/// as the text they stand for; nil with the reason when one gives none.
private struct InlineText {
    private(set) var text: String? = ""
    private(set) var problem: String?

    init(_ element: XMLElement) {
        append(element)
        if problem != nil { text = nil }
    }

    private mutating func append(_ element: XMLElement) {
        for child in element.children {
            guard problem == nil else { return }
            switch child {
            case .text(let characters):
                text? += characters
            case .element(let inline):
                switch inline.localName {
                case "x", "bx", "ex":
                    append(equivalentOf: inline)
                case "ph", "bpt", "ept", "it":
                    let code = inline.text
                    if code.isEmpty { append(equivalentOf: inline) } else { text? += code }
                default:  // g, mrk, sub: translatable content
                    append(inline)
                }
            }
        }
    }

    private mutating func append(equivalentOf inline: XMLElement) {
        if let equivalent = inline.attribute("equiv-text") {
            text? += equivalent
        } else {
            let id = inline.attribute("id").map { " id=\"\(QuotedText.escaped($0))\"" } ?? ""
            problem = "<\(inline.name)\(id)> at \(inline.line):\(inline.column) gives no text for what it stands for (no equiv-text)"
        }
    }
}

import StringCatalog
import TextEscaping

extension XLIFFDocument {
    /// Reads an XLIFF 1.2 file (`XMLReader`: no DTD, no entity expansion).
    ///
    /// Units come from each `<file>`'s `<body>`, inside `<group>`s too;
    /// `translate="no"` units are left out. Inline markup in `<source>` and
    /// `<target>` (`<g>`, `<ph>`…) is flattened to its text, as Xcode imports it.
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
                units.append(XLIFFUnit(id: id, source: element.child("source")?.text, target: target?.text,
                                       state: target?.attribute("state"), note: element.child("note")?.text,
                                       line: element.line, column: element.column))
            default:
                continue
            }
        }
    }
}

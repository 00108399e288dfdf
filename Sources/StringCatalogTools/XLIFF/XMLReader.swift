import StringCatalog
import TextEscaping

/// A small, strict XML reader for XLIFF: the document as a tree of
/// `XMLElement`s, each with its line and column, or the first fault as a
/// `CatalogParseError` at its position.
///
///     <target>a &bogus; b</target>
///     // de.xliff:7:20: error: unknown entity "&bogus;" (XML here is read without a DTD: use &lt; &gt; &amp; &quot; &apos; or &#…;)
///
/// Why our own reader rather than Foundation's `XMLParser` (libxml2 on
/// Linux): safety that needs no configuration and no proof about libxml2's
/// entity limits. A DTD is never processed: a `<!DOCTYPE>` with an internal
/// subset (`[`, where entities are declared) is refused, an external one is
/// skipped and never fetched, and the only entities are XML's five
/// (`&lt; &gt; &amp; &quot; &apos;`) and character references. Nothing is
/// ever expanded, so a billion-laughs file is an error at its DOCTYPE, not
/// a hang; nesting is bounded (`NestingLimit`) and the tree is built
/// without recursion. It is also small (XLIFF needs no namespaces
/// processing, validation or DTD defaults) and gives the line and column
/// Foundation's parser would not.
///
/// Read: the prolog (`<?xml …?>`, comments, processing instructions), one
/// root element, elements with attributes (values normalized: tab, line feed
/// and carriage return become spaces, as XML requires), character data with
/// entities and character references, CDATA sections, comments and
/// processing instructions (skipped). Line ends are normalized to `\n`
/// (`&#13;` stays a carriage return). Encodings: UTF-8 (BOM optional) and
/// UTF-16 with a BOM; invalid sequences are errors, and so is U+0000 (which
/// XML forbids; the fuzzer found a document whose written form would not
/// read back because of one).
///
/// - Complexity: O(n) in the file's size.
struct XMLReader {
    private let bytes: [UInt8]
    private let path: String
    private var offset = 0
    /// Finds line and column of element starts in one forward pass.
    private var positions: ForwardPositions

    /// The root element of `bytes`, an XML document; `path` names it in errors.
    static func read(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> XMLElement {
        let text = Array(try TextDecoder.text(bytes, path: path).utf8)
        // XML has no U+0000, not even as a reference: refused up front, so no text read can hold it.
        if let zero = text.firstIndex(of: 0) {
            throw CatalogParseError(at: zero, in: text, path: path, reason: .malformedDocument("U+0000 is not allowed in XML"))
        }
        var reader = XMLReader(bytes: text, path: path)
        return try reader.document()
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        positions = ForwardPositions()
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func at(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            for index in 0..<count where bytes[offset + index] != pattern[index] { return false }
            return true
        }
    }

    // MARK: Structure

    private mutating func document() throws(CatalogParseError) -> XMLElement {
        try miscellany(prolog: true)
        guard current == UInt8(ascii: "<") else { throw expected("'<' to start the root element") }
        let root = try rootElement()
        try miscellany(prolog: false)
        if offset < bytes.count { throw expected("end of file after the root element") }
        return root
    }

    /// Spaces, comments and processing instructions; in the prolog also an external `<!DOCTYPE …>`.
    private mutating func miscellany(prolog: Bool) throws(CatalogParseError) {
        while let byte = current {
            if byte.isXMLSpace {
                offset += 1
            } else if at("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if at("<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if prolog, at("<!DOCTYPE") {
                try doctype()
            } else {
                return
            }
        }
    }

    /// The root element and everything inside it, built with an explicit
    /// stack (no recursion, so depth cannot exhaust the call stack).
    private mutating func rootElement() throws(CatalogParseError) -> XMLElement {
        var open: [XMLElement] = []
        var pending = ""
        while true {
            if !open.isEmpty, current != UInt8(ascii: "<") {
                guard current != nil else {
                    throw error(at: offset, "end of file inside <\(open[open.count - 1].name)> (opened at line "
                                + "\(open[open.count - 1].line), column \(open[open.count - 1].column))")
                }
                try characterData(into: &pending)
                continue
            }
            if !open.isEmpty, at("<!--") {
                try skip(past: "-->", what: "a comment")
                continue
            }
            if !open.isEmpty, at("<![CDATA[") {
                try cdata(into: &pending)
                continue
            }
            if !open.isEmpty, at("<?") {
                try skip(past: "?>", what: "a processing instruction")
                continue
            }
            if !open.isEmpty, at("<!") { throw expected("an element, text or '</'") }
            let closing = at("</")
            if !pending.isEmpty, !open.isEmpty {
                open[open.count - 1].children.append(.text(pending))
                pending = ""
            }
            let finished: XMLElement
            if closing {
                // Found by FuzzXLIFF: `</…>` where the root element should start.
                guard !open.isEmpty else { throw expected("'<' and a name to start the root element") }
                let element = open.removeLast()
                try endTag(of: element)
                finished = element
            } else {
                guard open.count < NestingLimit.maximumDepth else {
                    throw CatalogParseError(at: offset, in: bytes, path: path, reason: .tooDeeplyNested(limit: NestingLimit.maximumDepth))
                }
                let (element, isEmpty) = try startTag()
                guard isEmpty else {
                    open.append(element)
                    continue
                }
                finished = element
            }
            guard !open.isEmpty else { return finished }
            open[open.count - 1].children.append(.element(finished))
        }
    }

    /// `<name attr="…" …>` or `<name …/>`: the element (no children yet) and whether it is empty.
    private mutating func startTag() throws(CatalogParseError) -> (XMLElement, isEmpty: Bool) {
        let start = offset
        let (line, column) = positions.advance(to: start, in: bytes)
        offset += 1
        let name = try self.name("an element name after '<'")
        var element = XMLElement(name: name, attributes: [], children: [], line: line, column: column)
        while true {
            let hadSpace = skipSpace()
            if at("/>") {
                offset += 2
                return (element, true)
            }
            if current == UInt8(ascii: ">") {
                offset += 1
                return (element, false)
            }
            guard hadSpace, current.map(Self.isNameStart) == true else { throw expected("'>' to end <\(name)>") }
            let attributeStart = offset
            let attribute = try self.attribute()
            if element.attributes.contains(where: { $0.name == attribute.name }) {
                throw error(at: attributeStart, "attribute \(QuotedText.quoted(attribute.name)) appears twice in <\(name)>")
            }
            element.attributes.append(attribute)
        }
    }

    /// `name = "value"` or `name = 'value'`, the value with entities resolved and spaces normalized.
    private mutating func attribute() throws(CatalogParseError) -> (name: String, value: String) {
        let name = try self.name("an attribute name")
        _ = skipSpace()
        guard current == UInt8(ascii: "=") else { throw expected("'=' after the attribute name") }
        offset += 1
        _ = skipSpace()
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw expected("a quoted attribute value")
        }
        let start = offset
        offset += 1
        var value: [UInt8] = []
        while let byte = current, byte != quote {
            switch byte {
            case UInt8(ascii: "<"):
                throw expected("'\(Character(Unicode.Scalar(quote)))' to end the attribute value")
            case UInt8(ascii: "&"):
                try entity(into: &value)
            case UInt8(ascii: "\r"):
                value.append(UInt8(ascii: " "))
                offset += bytes.count > offset + 1 && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                value.append(UInt8(ascii: " "))
                offset += 1
            default:
                value.append(byte)
                offset += 1
            }
        }
        guard current != nil else { throw CatalogParseError(at: start, in: bytes, path: path, reason: .unterminatedString) }
        offset += 1
        return (name, String(decoding: value, as: UTF8.self))
    }

    private mutating func endTag(of element: XMLElement) throws(CatalogParseError) {
        let start = offset
        offset += 2
        let found = try name("an element name after '</'")
        guard found == element.name else {
            throw error(at: start, "</\(QuotedText.escaped(found))> does not close <\(QuotedText.escaped(element.name))> "
                        + "(opened at line \(element.line), column \(element.column))")
        }
        _ = skipSpace()
        guard current == UInt8(ascii: ">") else { throw expected("'>' to end </\(found)>") }
        offset += 1
    }

    /// An external `<!DOCTYPE …>` is skipped (never fetched); an internal
    /// subset, where entities would be declared, is refused.
    private mutating func doctype() throws(CatalogParseError) {
        let start = offset
        var quote: UInt8?
        while let byte = current {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw error(at: offset, "a <!DOCTYPE with an internal subset ('[') is refused: DTDs and entity "
                            + "declarations are never processed")
            } else if byte == UInt8(ascii: ">") {
                offset += 1
                return
            }
            offset += 1
        }
        throw error(at: start, "the <!DOCTYPE declaration is never closed")
    }

    // MARK: Text

    /// Character data up to the next `<`, appended to `text`.
    private mutating func characterData(into text: inout String) throws(CatalogParseError) {
        let start = offset
        var plain = true
        while let byte = current, byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") { plain = false }
            offset += 1
        }
        if plain {
            text += String(decoding: bytes[start..<offset], as: UTF8.self)
            return
        }
        offset = start
        var decoded: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") {
                try entity(into: &decoded)
            } else if byte == UInt8(ascii: "\r") {
                decoded.append(UInt8(ascii: "\n"))  // CR LF and a lone CR are one line feed.
                offset += bytes.count > offset + 1 && bytes[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
            } else {
                decoded.append(byte)
                offset += 1
            }
        }
        text += String(decoding: decoded, as: UTF8.self)
    }

    /// `<![CDATA[…]]>`: its contents verbatim (line ends normalized).
    private mutating func cdata(into text: inout String) throws(CatalogParseError) {
        let start = offset
        offset += 9
        guard let end = find("]]>") else { throw error(at: start, "a CDATA section is never closed (no \"]]>\")") }
        let contents = String(decoding: bytes[offset..<end], as: UTF8.self)
        text += contents.contains("\r") ? contents.replacingAll("\r\n", "\n").replacingAll("\r", "\n") : contents
        offset = end + 3
    }

    /// `&lt; &gt; &amp; &quot; &apos;`, `&#123;`, `&#x1F600;`: the character, as UTF-8.
    private mutating func entity(into output: inout [UInt8]) throws(CatalogParseError) {
        let start = offset
        guard let end = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error(at: start, "'&' starts no entity (write it as &amp;)")
        }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        guard let scalar = Self.predefined[body] ?? Self.characterReference(body) else {
            guard body.hasPrefix("#") else {
                throw error(at: start, "unknown entity \(QuotedText.quoted("&" + body + ";")) (XML here is read without a DTD: "
                            + "use &lt; &gt; &amp; &quot; &apos; or &#…;)")
            }
            throw error(at: start, "\(QuotedText.quoted("&" + body + ";")) is not a character reference to a Unicode character")
        }
        output.append(contentsOf: String(Character(scalar)).utf8)
        offset = end + 1
    }

    private static let predefined: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]

    /// `#123` or `#x1F600`: the scalar, nil when it is none (or U+0000, which XML forbids).
    private static func characterReference(_ body: String) -> Unicode.Scalar? {
        guard body.hasPrefix("#") else { return nil }
        let hex = body.hasPrefix("#x")
        let scalar = UInt32(body.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init)
        return scalar?.value == 0 ? nil : scalar
    }

    // MARK: Pieces

    /// An XML name (ASCII letters, digits, `_ : . -`, and any non-ASCII character).
    private mutating func name(_ what: String) throws(CatalogParseError) -> String {
        guard let first = current, Self.isNameStart(first) else { throw expected(what) }
        let start = offset
        while let byte = current, Self.isNameStart(byte) || byte.isDigit || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
            offset += 1
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(CatalogParseError) {
        let start = offset
        guard let end = find(terminator) else {
            throw error(at: start, "\(what) is never closed (no \"\(terminator)\")")
        }
        offset = end + terminator.utf8CodeUnitCount
    }

    /// The offset of the next `needle` from the current position.
    private func find(_ needle: StaticString) -> Int? {
        needle.withUTF8Buffer { pattern -> Int? in
            var index = offset
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
                index += 1
            }
            return nil
        }
    }

    /// Skips XML white space; whether there was any.
    private mutating func skipSpace() -> Bool {
        let start = offset
        while let byte = current, byte.isXMLSpace { offset += 1 }
        return offset > start
    }

    // MARK: Errors

    private func expected(_ what: String) -> CatalogParseError {
        .expected(what, at: offset, in: bytes, path: path)
    }

    private func error(at offset: Int, _ message: String) -> CatalogParseError {
        CatalogParseError(at: offset, in: bytes, path: path, reason: .malformedDocument(message))
    }
}

/// Line and column of increasing byte offsets, counted once from the start
/// (columns in scalars, as every parser of the project counts them).
private struct ForwardPositions {
    private var offset = 0
    private var line = 1
    private var column = 1

    mutating func advance(to target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        while offset < target {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }
}

extension UInt8 {
    fileprivate var isXMLSpace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
    }

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}

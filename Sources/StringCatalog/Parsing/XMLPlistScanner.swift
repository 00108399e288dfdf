import TextEscaping
/// Checks that an XML property list is well formed and shaped as a plist,
/// and finds the first fault's line and column, before Foundation's
/// `PropertyListDecoder` (which gives no position, and accepts content after
/// the root element) builds the tree.
///
///     <plist><dict><key>a</key><string>x &bogus; y</string></dict></plist>
///     // Localizable.stringsdict:1:37: error: unknown entity "&bogus;" (use &lt; &gt; &amp; &quot; &apos; or &#…;)
///
/// Checked: the prolog (`<?…?>`, comments, `<!DOCTYPE …>`), one root
/// element (`<plist>` holding at most one value, or a value), nothing but
/// comments and spaces after it; element names are plist's (`dict`, `array`,
/// `key`, `string`, `integer`, `real`, `date`, `data`, `true`, `false`);
/// `<dict>` alternates `<key>` and a value; text only inside `key`, `string`,
/// `integer`, `real`, `date`, `data`, with valid entities, CDATA and
/// comments; each end tag matches its start tag; nesting stays within
/// ``NestingLimit/maximumDepth`` (every element counts, `<plist>` too).
/// UTF-16 files are checked after transcoding to UTF-8 (positions count
/// scalars, so they are the same). The contents of `<integer>` and the like
/// are left to Foundation.
///
/// - Complexity: O(n) in the file's size.
struct XMLPlistScanner {
    private let bytes: [UInt8]
    private let path: String
    private var offset = 0

    private static let textElements: Set<String> = ["key", "string", "integer", "real", "date", "data"]
    private static let emptyElements: Set<String> = ["true", "false"]
    private static let containers: Set<String> = ["plist", "dict", "array"]

    static func check(_ bytes: [UInt8], path: String) throws(CatalogParseError) {
        var scanner = XMLPlistScanner(bytes: try utf8(bytes, path: path), path: path)
        try scanner.document()
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// UTF-8 as is (BOM dropped); UTF-16 (a BOM or a zero byte up front) transcoded.
    private static func utf8(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        guard bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
                || (bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)) else { return bytes }
        return Array(try TextDecoder.text(bytes, path: path).utf8)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func at(_ text: String) -> Bool { bytes[offset...].starts(with: text.utf8) }

    // MARK: Structure

    private mutating func document() throws(CatalogParseError) {
        try miscellany(prolog: true)
        guard current == UInt8(ascii: "<") else { throw expected("'<' to start the root element") }
        try element(depth: 1)
        try miscellany(prolog: false)
        if offset < bytes.count { throw expected("end of file after the root element") }
    }

    /// Spaces, comments and processing instructions; in the prolog also `<!DOCTYPE …>`.
    private mutating func miscellany(prolog: Bool) throws(CatalogParseError) {
        while let byte = current {
            if byte.isXMLSpace {
                offset += 1
            } else if at("<!--") {
                try comment()
            } else if at("<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if prolog, at("<!DOCTYPE") {
                try doctype()
            } else {
                return
            }
        }
    }

    /// One element from its `<` through its end tag.
    private mutating func element(depth: Int) throws(CatalogParseError) {
        let start = offset
        guard depth <= NestingLimit.maximumDepth else { throw error(at: start, .tooDeeplyNested(limit: NestingLimit.maximumDepth)) }
        let (name, isEmpty) = try startTag()
        guard Self.textElements.contains(name) || Self.emptyElements.contains(name) || Self.containers.contains(name) else {
            throw error(at: start, .malformedDocument("unknown element <\(QuotedText.escaped(name))> (a property list has plist, dict, array, "
                                                      + "key, string, integer, real, date, data, true and false)"))
        }
        if isEmpty { return }
        if Self.textElements.contains(name) {
            try text(in: name)
        } else if !Self.emptyElements.contains(name) {
            try children(of: name, depth: depth)
        } else {
            try miscellany(prolog: false)
        }
        try endTag(name, openedAt: start)
    }

    /// The elements of a container up to its end tag: a `<dict>` alternates
    /// `<key>` and a value, `<plist>` holds one value at most.
    private mutating func children(of name: String, depth: Int) throws(CatalogParseError) {
        var count = 0
        var pendingKey: Int?
        while true {
            try miscellany(prolog: false)
            guard current == UInt8(ascii: "<") else {
                if current == nil { return }  // endTag reports the missing end tag.
                throw expected("an element or </\(name)> (text belongs in <string>)")
            }
            if at("</") {
                if let key = pendingKey {
                    throw error(at: key, .malformedDocument("this <key> in a <dict> has no value"))
                }
                return
            }
            let start = offset
            let child = elementName(at: offset + 1)
            if name == "dict", (child == "key") != (count % 2 == 0) {
                throw error(at: start, .malformedDocument(count % 2 == 0
                    ? "expected <key> in a <dict>, found <\(child)>"
                    : "expected a value after the <key>, found <key>"))
            }
            if name == "plist", count == 1 { throw error(at: start, .malformedDocument("a <plist> holds one value, found a second")) }
            if name != "dict", child == "key" { throw error(at: start, .malformedDocument("<key> outside a <dict>")) }
            try element(depth: depth + 1)
            pendingKey = name == "dict" && count % 2 == 0 ? start : nil
            count += 1
        }
    }

    /// `<name attr="…" …>` or `<name …/>`: the name and whether it is empty.
    private mutating func startTag() throws(CatalogParseError) -> (name: String, isEmpty: Bool) {
        offset += 1
        let name = elementName(at: offset)
        guard !name.isEmpty else { throw expected("an element name after '<'") }
        offset += name.utf8.count
        while true {
            let hadSpace = skipSpace()
            if at("/>") {
                offset += 2
                return (name, true)
            }
            if current == UInt8(ascii: ">") {
                offset += 1
                return (name, false)
            }
            guard hadSpace, !elementName(at: offset).isEmpty else { throw expected("'>' to end <\(name)>") }
            try attribute()
        }
    }

    /// `name = "value"` or `name = 'value'`.
    private mutating func attribute() throws(CatalogParseError) {
        offset += elementName(at: offset).utf8.count
        _ = skipSpace()
        guard current == UInt8(ascii: "=") else { throw expected("'=' after the attribute name") }
        offset += 1
        _ = skipSpace()
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw expected("a quoted attribute value")
        }
        let start = offset
        offset += 1
        while let byte = current, byte != quote {
            if byte == UInt8(ascii: "<") { throw expected("'\(Character(Unicode.Scalar(quote)))' to end the attribute value") }
            offset += 1
        }
        guard current != nil else { throw error(at: start, .unterminatedString) }
        offset += 1
    }

    private mutating func endTag(_ name: String, openedAt start: Int) throws(CatalogParseError) {
        guard at("</") else {
            let (line, column) = BytePosition.of(start, in: bytes)
            if current == nil {
                throw error(at: offset, .malformedDocument("end of file inside <\(name)> (opened at line \(line), column \(column))"))
            }
            if current == UInt8(ascii: "<") {
                throw error(at: offset, .malformedDocument("<\(QuotedText.escaped(elementName(at: offset + 1)))> inside <\(name)>, which holds text only"))
            }
            throw expected("</\(name)>")
        }
        let found = elementName(at: offset + 2)
        guard found == name else {
            let (line, column) = BytePosition.of(start, in: bytes)
            throw error(at: offset, .malformedDocument("</\(QuotedText.escaped(found))> does not close <\(name)> (opened at line \(line), column \(column))"))
        }
        offset += 2 + found.utf8.count
        _ = skipSpace()
        guard current == UInt8(ascii: ">") else { throw expected("'>' to end </\(name)>") }
        offset += 1
    }

    // MARK: Text

    /// Character data up to the next tag: entities, CDATA and comments allowed.
    private mutating func text(in name: String) throws(CatalogParseError) {
        while let byte = current {
            if byte == UInt8(ascii: "&") {
                try entity()
            } else if byte != UInt8(ascii: "<") {
                offset += 1
            } else if at("<![CDATA[") {
                try skip(past: "]]>", what: "a CDATA section")
            } else if at("<!--") {
                try comment()
            } else {
                return
            }
        }
    }

    /// `&lt; &gt; &amp; &quot; &apos;`, `&#123;`, `&#x1F600;` (a Unicode scalar).
    private mutating func entity() throws(CatalogParseError) {
        let start = offset
        let end = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";"))
        guard let end else {
            throw error(at: start, .malformedDocument("'&' starts no entity (write it as &amp;)"))
        }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let valid: Bool
        if body.hasPrefix("#x") {
            valid = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) != nil
        } else if body.hasPrefix("#") {
            valid = UInt32(body.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init) != nil
        } else {
            valid = ["lt", "gt", "amp", "quot", "apos"].contains(body)
        }
        guard valid else {
            throw error(at: start, .malformedDocument("unknown entity \(QuotedText.quoted("&" + body + ";")) (use &lt; &gt; &amp; &quot; &apos; or &#…;)"))
        }
        offset = end + 1
    }

    private mutating func comment() throws(CatalogParseError) {
        let start = offset
        offset += 4
        guard let end = find("-->") else { throw error(at: start, .unterminatedComment) }
        offset = end + 3
    }

    /// `<!DOCTYPE …>`; an internal subset (`[…]`) is refused, as Foundation does.
    private mutating func doctype() throws(CatalogParseError) {
        let start = offset
        while let byte = current {
            if byte == UInt8(ascii: "[") {
                throw error(at: offset, .malformedDocument("a <!DOCTYPE with an internal subset ('[') is not supported"))
            }
            offset += 1
            if byte == UInt8(ascii: ">") { return }
        }
        throw error(at: start, .malformedDocument("the <!DOCTYPE declaration is never closed"))
    }

    private mutating func skip(past terminator: String, what: String) throws(CatalogParseError) {
        let start = offset
        guard let end = find(terminator) else {
            throw error(at: start, .malformedDocument("\(what) is never closed (no \"\(terminator)\")"))
        }
        offset = end + terminator.utf8.count
    }

    /// The offset of the next `needle` from the current position.
    private func find(_ needle: String) -> Int? {
        let pattern = Array(needle.utf8)
        var index = offset
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The XML name at `offset` (ASCII letters, digits, `_ : . -`), maybe empty.
    private func elementName(at offset: Int) -> String {
        let name = bytes[min(offset, bytes.count)...].prefix { byte in
            byte.isDigit || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        return String(decoding: name, as: UTF8.self)
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

    private func error(at offset: Int, _ reason: CatalogParseError.Reason) -> CatalogParseError {
        CatalogParseError(at: offset, in: bytes, path: path, reason: reason)
    }
}

extension UInt8 {
    var isXMLSpace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
    }
}

import TextEscaping
import StringCatalog

/// Sets values inside an XML property list's text and leaves every other byte as it was: the
/// file's own key order, indentation, comments and header stay, so a changed `.stringsdict`
/// form is a diff of its own line.
///
///     // <dict>
///     //     <key>runs</key>
///     //     <dict>
///     //         <key>other</key>
///     //         <string>%lu runs</string>
///     //     </dict>
///     // </dict>
///     var editor = PropertyListTextEditor(text)
///     editor.set(.string("%lu Läufe"), at: ["runs", "other"])   // that <string> only
///     editor.set(.string("ein Lauf"), at: ["runs", "one"])      // a new <key>/<string> before </dict>
///
/// The text must be a property list that parsed (the catalog reader checked it). Where the path
/// crosses a value that is no `<dict>`, `set` replaces that value. Values are written by
/// ``PropertyListWriter``, indented as the line they start on.
struct PropertyListTextEditor {
    private let bytes: [UInt8]
    private var replacements: [(range: Range<Int>, text: String)] = []
    /// Members of dictionaries scanned so far, by the `<dict>`'s start, with an index by key.
    private var scanned: [Int: (list: [Member], byKey: [String: Int])] = [:]

    /// One `<key>…</key>` and its value element.
    private struct Member {
        var key: String
        var keyStart: Int
        var value: Range<Int>
    }

    /// The top element's `<`, inside `<plist>`.
    private var root: Int?

    init(_ text: String) {
        bytes = Array(text.utf8)
        root = find("<plist", from: 0).flatMap { nextElement(from: tagEnd($0), before: bytes.count) }
    }

    /// The document with every `set` applied.
    var text: String { TextReplacement.apply(replacements, to: bytes) }

    /// Writes `value` at `path` (dictionary keys from the root): over the value there, or as a new
    /// member at the end of the deepest dictionary on the path (the rest of the path as nested ones).
    mutating func set(_ value: StructuredValue, at path: [String]) {
        guard let rootStart = root else { return }
        var element = elementRange(from: rootStart)
        for (depth, key) in path.enumerated() {
            guard tagName(at: element.lowerBound) == "dict", !isSelfClosing(element) else {
                replace(element, with: .nesting(value, under: path[depth...]))
                return
            }
            let members = dictionaryMembers(element)
            guard let index = members.byKey[key] else {
                insert(key, .nesting(value, under: path[(depth + 1)...]), into: element, members: members.list)
                return
            }
            element = members.list[index].value
        }
        replace(element, with: value)
    }

    private mutating func replace(_ range: Range<Int>, with value: StructuredValue) {
        let indent = indentation(of: range.lowerBound)
        var output = ""
        PropertyListWriter.write(value, indent: indent, to: &output)
        // The writer starts with the indentation and ends the line: the element replaces the element.
        replacements.append((range, String(output.dropFirst(indent.count).dropLast())))
    }

    private mutating func insert(_ key: String, _ value: StructuredValue, into dictionary: Range<Int>, members: [Member]) {
        let outer = indentation(of: dictionary.lowerBound)
        let inner = members.first.map { indentation(of: $0.keyStart) } ?? outer + "\t"
        var member = "\(inner)<key>\(MarkupEscape.text(key))</key>\n"
        PropertyListWriter.write(value, indent: inner, to: &member)
        let close = dictionary.upperBound - "</dict>".utf8.count
        var lineStart = close
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        if lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: "\n") {
            replacements.append((lineStart..<lineStart, member))
        } else {
            // `</dict>` shares its line with other text: the member goes on lines of its own before it.
            replacements.append((close..<close, "\n" + member + outer))
        }
    }

    /// The whitespace before the first other byte of the line holding `offset`.
    private func indentation(of offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Scanning (the document is a property list that parsed)

    private mutating func dictionaryMembers(_ dictionary: Range<Int>) -> (list: [Member], byKey: [String: Int]) {
        if let known = scanned[dictionary.lowerBound] { return known }
        var members: [Member] = []
        var index = tagEnd(dictionary.lowerBound)
        while let start = nextElement(from: index, before: dictionary.upperBound), tagName(at: start) == "key" {
            let keyElement = elementRange(from: start)
            let content = bytes[tagEnd(start)..<(keyElement.upperBound - "</key>".utf8.count)]
            guard let valueStart = nextElement(from: keyElement.upperBound, before: dictionary.upperBound) else { break }
            let value = elementRange(from: valueStart)
            members.append(Member(key: Self.unescaped(content), keyStart: start, value: value))
            index = value.upperBound
        }
        // A key written twice: the first is the one set.
        let byKey = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        scanned[dictionary.lowerBound] = (members, byKey)
        return (members, byKey)
    }

    /// The next element's `<` at or after `start`, skipping text, comments and closing tags; nil at `limit`.
    private func nextElement(from start: Int, before limit: Int) -> Int? {
        var index = start
        while index < limit {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if matches("<!--", at: index) {
                index = (find("-->", from: index) ?? limit) + 3
            } else if index + 1 < limit, bytes[index + 1] == UInt8(ascii: "/") {
                return nil
            } else {
                return index
            }
        }
        return nil
    }

    /// The element starting at `start` (`<`), through its closing tag.
    private func elementRange(from start: Int) -> Range<Int> {
        let end = tagEnd(start)
        guard !(end >= 2 && bytes[end - 2] == UInt8(ascii: "/")) else { return start..<end }
        let name = tagName(at: start)
        var depth = 1
        var index = end
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if matches("<!--", at: index) {
                index = (find("-->", from: index) ?? bytes.count) + 3
                continue
            }
            if matches("<![CDATA[", at: index) {
                index = (find("]]>", from: index) ?? bytes.count) + 3
                continue
            }
            let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            let tagEnd = tagEnd(index)
            if tagName(at: index) == name {
                if closing {
                    depth -= 1
                    if depth == 0 { return start..<tagEnd }
                } else if !(bytes[tagEnd - 2] == UInt8(ascii: "/")) {
                    depth += 1
                }
            }
            index = tagEnd
        }
        return start..<bytes.count
    }

    private func isSelfClosing(_ element: Range<Int>) -> Bool {
        element.upperBound == tagEnd(element.lowerBound)
    }

    /// The name of the tag at `start` (`<dict …>` or `</dict>`: `dict`).
    private func tagName(at start: Int) -> String {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        while index < bytes.count, ![UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return String(decoding: bytes[nameStart..<index], as: UTF8.self)
    }

    /// Just past the `>` of the tag at `start`.
    private func tagEnd(_ start: Int) -> Int {
        (find(">", from: start) ?? bytes.count - 1) + 1
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ needle: String, at index: Int) -> Bool {
        matches(Array(needle.utf8), at: index)
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    /// A key's text with XML's entities and character references resolved, by the XML reader
    /// that read the file (only keys that have an `&` go through it).
    private static func unescaped(_ content: ArraySlice<UInt8>) -> String {
        guard content.contains(UInt8(ascii: "&")),
              let element = try? XMLReader.read(Array("<key>".utf8) + content + Array("</key>".utf8), path: "") else {
            return String(decoding: content, as: UTF8.self)
        }
        return element.text
    }
}

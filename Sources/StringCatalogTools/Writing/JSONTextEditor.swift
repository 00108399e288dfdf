import StringCatalog

/// Sets values inside a JSON document's text and leaves every other byte as it was: the
/// document's own key order, indentation and escapes stay, so a changed `.xcstrings`
/// localization is a diff of its own lines only.
///
///     // {
///     //   "a" : {
///     //     "x" : 1
///     //   }
///     // }
///     var editor = JSONTextEditor(text)
///     editor.set(.integer(3), at: ["a", "y"])
///     editor.text   // the same, with `,` after `"x" : 1` and `    "y" : 3` on a line of its own
///
/// The text must be a JSON document that parsed (the catalog reader checked it); where the
/// path crosses a value that is not an object, `set` replaces that value. Values are written
/// by `JSONWriter` (sorted keys, `" : "`), indented as the line they start on.
struct JSONTextEditor {
    private let bytes: [UInt8]
    private var replacements: [(range: Range<Int>, text: String)] = []
    /// Members of objects scanned so far, by the object's value range start, with an index by key
    /// for a large object (a catalog's `strings` object has one member per key: tens of thousands;
    /// a small one is searched in order, without building an index per object).
    private var members: [Int: (list: [Member], byKey: [String: Int]?)] = [:]

    /// One `"key" : value` of an object: where its key starts and its value's range.
    private struct Member {
        var key: String
        var keyStart: Int
        var value: Range<Int>
    }

    /// The document's top value.
    private var root: Range<Int> = 0..<0

    init(_ text: String) {
        bytes = Array(text.utf8)
        root = valueRange(from: skipSpace(0))
    }

    /// The document with every `set` applied.
    var text: String { TextReplacement.apply(replacements, to: bytes) }

    /// Writes `value` at `path` (object keys from the root): over the value there, or as a new
    /// member of the deepest object on the path (the rest of the path as nested objects),
    /// placed before the first member whose key sorts after it.
    mutating func set(_ value: StructuredValue, at path: [String]) {
        var object = root
        for (depth, key) in path.enumerated() {
            guard bytes[object.lowerBound] == UInt8(ascii: "{") else {
                replace(object, with: .nesting(value, under: path[depth...]))
                return
            }
            let found = objectMembers(at: object.lowerBound)
            if let index = found.byKey.map({ $0[key] }) ?? found.list.firstIndex(where: { $0.key == key }) {
                object = found.list[index].value
                continue
            }
            insert(key, .nesting(value, under: path[(depth + 1)...]), into: object, members: found.list)
            return
        }
        replace(object, with: value)
    }

    private mutating func replace(_ range: Range<Int>, with value: StructuredValue) {
        var output = ""
        JSONWriter.write(value, indent: indentation(of: range.lowerBound), separator: " : ", to: &output)
        replacements.append((range, output))
    }

    private mutating func insert(_ key: String, _ value: StructuredValue, into object: Range<Int>, members: [Member]) {
        let indent: Int
        if let first = members.first {
            indent = indentation(of: first.keyStart)
        } else {
            indent = indentation(of: object.lowerBound) + 2
        }
        var member = String(repeating: " ", count: indent) + JSONText.quoted(key) + " : "
        JSONWriter.write(value, indent: indent, separator: " : ", to: &member)
        if let next = members.first(where: { $0.key > key }) {
            let lineStart = next.keyStart - indent
            if lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: "\n"), indentation(of: next.keyStart) == indent {
                // Before `next`, on a line of its own.
                replacements.append((lineStart..<lineStart, member + ",\n"))
            } else {
                // `next` shares its line with other text: the member goes just before it, on that line.
                replacements.append((next.keyStart..<next.keyStart, String(member.dropFirst(indent)) + ", "))
            }
        } else if let last = members.last {
            replacements.append((last.value.upperBound..<last.value.upperBound, ",\n" + member))
        } else {
            let close = String(repeating: " ", count: indent - 2) + "}"
            replacements.append((object, "{\n" + member + "\n" + close))
        }
    }

    /// The number of spaces before the first non-space byte of the line holding `offset`.
    private func indentation(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var count = 0
        while start + count < bytes.count, bytes[start + count] == UInt8(ascii: " ") { count += 1 }
        return count
    }

    // MARK: Scanning (the document is valid JSON)

    private mutating func objectMembers(at start: Int) -> (list: [Member], byKey: [String: Int]?) {
        if let known = members[start] { return known }
        var found: [Member] = []
        var index = skipSpace(start + 1)
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let keyEnd = stringEnd(index)
            let key = JSONTextEditor.decodedString(bytes[(index + 1)..<(keyEnd - 1)])
            let colon = skipSpace(keyEnd)
            let value = valueRange(from: skipSpace(colon + 1))
            found.append(Member(key: key, keyStart: index, value: value))
            index = skipSpace(value.upperBound)
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index = skipSpace(index + 1) }
        }
        // A key written twice: the first one is the one set (the same as a lookup that stops at it).
        let byKey = found.count <= Self.searchedInOrder ? nil
            : Dictionary(found.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        members[start] = (found, byKey)
        return (found, byKey)
    }

    /// The range of the value starting at `start`.
    private func valueRange(from start: Int) -> Range<Int> {
        guard start < bytes.count else { return start..<start }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return start..<stringEnd(start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): index = stringEnd(index); continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return start..<(index + 1) }
                default: break
                }
                index += 1
            }
            return start..<bytes.count
        default:
            var index = start
            while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
            return start..<index
        }
    }

    /// Just past the closing quote of the string starting at `start`.
    private func stringEnd(_ start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    private func skipSpace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }

    /// Objects with at most this many members are searched in order.
    private static let searchedInOrder = 16

    private static func endsScalar(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(byte)
    }

    /// A key as its text says it (escapes resolved), to compare with the path's keys.
    private static func decodedString(_ content: ArraySlice<UInt8>) -> String {
        guard content.contains(UInt8(ascii: "\\")),
              let value = try? StructuredDocument.json(Array("\"".utf8) + content + Array("\"".utf8), path: ""),
              let text = value.string else {
            return String(decoding: content, as: UTF8.self)
        }
        return text
    }
}

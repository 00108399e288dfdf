/// The parts of a well-formed, canonical BCP 47 tag as ICU writes it
/// ("zh-Hant-TW-u-ca-chinese-nu-hanidec").
struct LocaleSubtags: Sendable, Hashable {
    var language = "und"
    var script: String?
    var region: String?
    var variants: [String] = []
    /// `-u-` keywords in tag order; a key without a value has value "".
    var keywords: [Keyword] = []
    /// `-u-` attributes (subtags before the first key), which CLDR no longer defines.
    var attributes: [String] = []

    struct Keyword: Sendable, Hashable {
        var key: String
        var value: String
    }

    /// Reads a tag ICU produced; anything else is read as far as it goes.
    init(tag: String) {
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false)[...]
        if let first = subtags.first, first.count != 1 {
            language = String(first)
            subtags = subtags.dropFirst()
        }
        if let next = subtags.first, next.count == 4, next.allSatisfy(\.isLetter) {
            script = String(next)
            subtags = subtags.dropFirst()
        }
        if let next = subtags.first, next.count == 2 && next.allSatisfy(\.isLetter) || next.count == 3 && next.allSatisfy(\.isNumber) {
            region = String(next)
            subtags = subtags.dropFirst()
        }
        while let next = subtags.first, next.count >= 5 || next.count == 4 && next.first?.isNumber == true {
            variants.append(String(next))
            subtags = subtags.dropFirst()
        }
        readExtensions(&subtags)
    }

    /// Reads singletons and their subtags; only `-u-` is kept, `-x-` ends the tag.
    private mutating func readExtensions(_ subtags: inout ArraySlice<Substring>) {
        while let singleton = subtags.popFirst() {
            if singleton == "x" { return }
            var body: [Substring] = []
            while let next = subtags.first, next.count > 1 {
                body.append(next)
                subtags = subtags.dropFirst()
            }
            if singleton == "u" { readUnicodeExtension(body) }
        }
    }

    private mutating func readUnicodeExtension(_ body: [Substring]) {
        for subtag in body {
            if subtag.count == 2 {
                keywords.append(Keyword(key: String(subtag), value: ""))
            } else if let last = keywords.indices.last {
                keywords[last].value += keywords[last].value.isEmpty ? String(subtag) : "-" + subtag
            } else {
                attributes.append(String(subtag))
            }
        }
    }
}

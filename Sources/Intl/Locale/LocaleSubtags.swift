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

    /// Root's subtags: "und" and nothing else.
    init() {}

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

    /// language[-script][-region][-variants]: the tag without extensions.
    var baseTag: String {
        ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// The extensions of `tag` (the part after its base subtags, "-u-nu-arab"
    /// for "en-US-u-nu-arab"), or "".
    static func extensions(of tag: String) -> String {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, first.count != 1 else { return "-" + tag }
        let base = LocaleSubtags(tag: tag)
        let baseCount = 1 + (base.script == nil ? 0 : 1) + (base.region == nil ? 0 : 1) + base.variants.count
        return parts.dropFirst(baseCount).map { "-" + $0 }.joined()
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

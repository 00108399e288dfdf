/// The loaded ICU's language-matching data (bundle "langInfo", in the
/// layout of ICU 72–73 or of ICU 74 and later), read once per process
/// through ``ICUDataTables`` into the tables the native matcher walks: the
/// likely-subtags and distance tries, aliases, region partitions and
/// paradigm locales. So the native matcher answers as the loaded ICU's
/// `LocaleMatcher` does: `ajp` against [en, apc] is `apc` on ICU 76, which
/// maps `ajp` to `apc`, and `en` on ICU 72, which does not.
///
/// The tries keep ICU's shape (a node per whole subtag, "*" for an empty or
/// wildcard subtag), so ``LikelySubtags`` and ``LocaleDistance`` take the
/// same steps as ICU's `XLikelySubtags` and `LocaleDistance` and give the
/// same answers; a node index plays the part of ICU's saved trie state.
struct LocaleMatcherData: Sendable {
    /// Deprecated language codes ICU's matcher replaces before looking up ("iw" → "he").
    var languageAliases: [String: String] = [:]
    /// Deprecated region codes ("UK" → "GB", "062" → "034").
    var regionAliases: [String: String] = [:]
    /// The likely (language, script, region) triples the likely trie's values index.
    var likelyLSRs: [LSR] = []
    /// Language, then script, then region; values index ``likelyLSRs``
    /// (1 at a language node means "skip the script level").
    var likelyTrie = SubtagTrie()
    /// Desired + supported language, script pair, region-partition pair; values are distances.
    var distanceTrie = SubtagTrie()
    /// Partition strings by index; index 0 ("."), for regions in none, matches nothing.
    var partitions: [[Character]] = []
    /// Partition index by ``LSR/regionIndex``.
    var partitionIndexByRegion = [UInt8](repeating: 0, count: LSR.regionIndexLimit)
    /// Locales whose cluster CLDR prefers (en-GB, es-419, pt-PT…), ranked before others.
    var paradigms: [LSR] = []
    /// ICU's defaults: language 80, script 50, region 4, smallest region distance 3.
    var defaultLanguageDistance = 0
    var defaultScriptDistance = 0
    var defaultRegionDistance = 0
    var minimumRegionDistance = 0
    /// ICU 74's likely subtags: a macroregion ("419", "150") the trie knows
    /// is not one the locale named, and a language with no "*" under its
    /// script falls back to und with its region.
    var usesICU74LikelySubtags = false
    /// CLDR's macroregions ("001", "419", "EU"…).
    var macroregions: Set<String> = []

    static let shared = LocaleMatcherData(source: ICUDataTables.localeMatching)

    init(source: String) {
        var defaults: [Int] = []
        for line in source.split(separator: "\n") {
            let fields = line.split(separator: " ").map { $0 == "-" ? "" : String($0) }
            guard let section = fields.first else { continue }
            read(section, Array(fields.dropFirst()), defaults: &defaults)
        }
        // ICU's data always holds four defaults (its IX_LIMIT); zeros would
        // only make every unlisted pair match, which the differential tests
        // against ICU's LocaleMatcher would catch.
        if defaults.count >= 4 {
            (defaultLanguageDistance, defaultScriptDistance, defaultRegionDistance, minimumRegionDistance)
                = (defaults[0], defaults[1], defaults[2], defaults[3])
        }
    }

    private mutating func read(_ section: String, _ fields: [String], defaults: inout [Int]) {
        switch (section, fields.count) {
        case ("languageAlias", 2): languageAliases[fields[0]] = fields[1]
        case ("regionAlias", 2): regionAliases[fields[0]] = fields[1]
        case ("lsr", 3): likelyLSRs.append(LSR(fields[0], fields[1], fields[2], flags: LSR.implicit))
        case ("paradigm", 3): paradigms.append(LSR(fields[0], fields[1], fields[2], flags: LSR.implicit))
        case ("likely", 3):
            likelyTrie.insert(path: fields[0], value: Int(fields[1]) ?? 0, hasValue: true)
        case ("distance", 4):
            distanceTrie.insert(path: fields[0], value: Int(fields[1]) ?? 0, hasValue: fields[2] == "1")
        case ("partition", 1): partitions.append(Array(fields[0]))
        case ("regionPartition", 2):
            if let region = Int(fields[0]), let partition = UInt8(fields[1]), region < LSR.regionIndexLimit {
                partitionIndexByRegion[region] = partition
            }
        case ("defaultDistance", 1): defaults.append(Int(fields[0]) ?? 0)
        case ("macroregion", 1): macroregions.insert(fields[0])
        case ("layout", 1): usesICU74LikelySubtags = fields[0] == "74"
        default: break
        }
    }


    /// The partitions a region belongs to ("." for none).
    func partitions(of lsr: LSR) -> [Character] {
        let index = Int(partitionIndexByRegion[lsr.regionIndex])
        return index < partitions.count ? partitions[index] : ["."]
    }
}

/// One of ICU's byte tries, a node per whole subtag: walking "en", then
/// "Latn", then "US" from the root visits the nodes ICU's `BytesTrie` is in
/// after the last byte of each subtag.
struct SubtagTrie: Sendable {
    struct Node: Sendable {
        var value = 0
        var hasValue = false
        var children: [String: Int] = [:]
        /// ICU's "has next": longer keys continue from here.
        var hasNext: Bool { !children.isEmpty }
        /// ICU's final value: a value and nothing after it.
        var isFinal: Bool { hasValue && children.isEmpty }
    }

    /// Node 0 is the root.
    private(set) var nodes = [Node()]

    static let root = 0

    /// The node `subtag` leads to from `node` ("" is written "*"), or nil.
    @inline(__always)
    func next(_ node: Int, _ subtag: String) -> Int? {
        nodes[node].children[subtag.isEmpty ? "*" : subtag]
    }

    subscript(node: Int) -> Node { nodes[node] }

    mutating func insert(path: String, value: Int, hasValue: Bool) {
        var node = Self.root
        for subtag in path.split(separator: "-") {
            let key = String(subtag)
            if let child = nodes[node].children[key] {
                node = child
            } else {
                nodes.append(Node())
                nodes[node].children[key] = nodes.count - 1
                node = nodes.count - 1
            }
        }
        nodes[node].value = value
        nodes[node].hasValue = hasValue
    }
}

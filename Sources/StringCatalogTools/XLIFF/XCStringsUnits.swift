import Intl
import StringCatalog

/// `.xcstrings` String Catalogs as translation units, with Xcode's ids: the
/// key for a plain string, then `|==|` and the variation path for the rest
/// (`files|==|plural.one`, `tap|==|device.mac`,
/// `tap|==|device.iphone.plural.one`, `found|==|substitutions.n.plural.few`;
/// a substitution name with a dot is written `@a.b@`). Keys with
/// `shouldTranslate: false` are left out, except from an export (`forExport`), which
/// lists them as Xcode does, `translate="no"`. Plural variations list every
/// category the target language needs, even untranslated (source: the
/// `other` form when the development language has no such form). A plain
/// string that the target language varies by plural (Polish and Russian
/// translators add `few` and `many` where English has one text) is listed
/// as those plural units (`files|==|plural.few`), their source the plain
/// text; an import may add such forms to any plain string (`offeringPlurals`).
enum XCStringsUnits {
    /// Members that describe a substitution rather than hold text: copied
    /// from the source language when import creates the substitution.
    static let structuralKeys: Set<String> = ["argNum", "formatSpecifier"]

    /// The units in Xcode's order (``XcodeOrder``): keys numeric-aware, and each key's plain
    /// string before its variations, those by path (`plural.few` … `plural.other`,
    /// `device.appletv` … `device.other`, then `substitutions.…`).
    ///
    /// With `ids` (an import's unit ids), only units those ids can name are listed, the same
    /// units in the same order as without: the keys they name (an id is a key, or a key, `|==|`
    /// and a variation path), and plural forms offered only to the keys where they can be asked
    /// for (an id with a variation path, or a plain string whose target already varies by plural).
    static func units(catalog: StructuredValue, language: String, needed: [PluralCategory]?,
                      offeringPlurals: Bool = false, forExport: Bool = false, ids: Set<String>? = nil) -> [TranslationUnit] {
        let sourceLanguage = catalog.dictionary?["sourceLanguage"]?.string ?? ""
        let strings = catalog.dictionary?["strings"]?.dictionary ?? [:]
        let named = ids.map(keysNamed)
        var units: [TranslationUnit] = []
        for key in (named.map { $0.keys.filter { strings[$0] != nil } } ?? Array(strings.keys)).sorted(by: XcodeOrder.precedes) {
            guard let entry = strings[key]?.dictionary else { continue }
            let translatable = entry["shouldTranslate"] != .bool(false)
            guard translatable || forExport else { continue }
            let localizations = entry["localizations"]?.dictionary
            let source = localizations?[sourceLanguage]
                ?? .dictionary(["stringUnit": .dictionary(["state": .string("translated"), "value": .string(key)])])
            // Offers change only the units of a plain string: its plural forms (ids with a variation
            // path), and, where the target varies it by plural, its own unit (the key alone, at the top).
            let offering = offeringPlurals && (named?[key] != false || localizations?[language]?.value(at: ["variations", "plural"]) != nil)
            var walk = Walk(key: key, note: entry["comment"]?.string, target: localizations?[language], needed: needed,
                            offeringPlurals: offering)
            walk.collect(source, path: [], suffix: [])
            // Stable: a path listed twice (never, from one walk) keeps its walk order. Indices are
            // sorted, so each unit is copied once, into place.
            let order = walk.units.count < 2 ? Array(walk.units.indices) : walk.units.indices.sorted { lhs, rhs in
                walk.units[lhs].variation == walk.units[rhs].variation ? lhs < rhs
                    : XcodeOrder.precedes(walk.units[lhs].variation, walk.units[rhs].variation)
            }
            for index in order {
                var unit = walk.units[index].unit
                unit.translatable = translatable
                units.append(unit)
            }
        }
        return units
    }

    /// The keys `ids` can name, each true when an id names a variation of it (the key, `|==|`, a
    /// path), false when only the key alone is an id. A key may hold `|==|` itself: every prefix
    /// before one counts.
    private static func keysNamed(_ ids: Set<String>) -> [String: Bool] {
        var keys: [String: Bool] = [:]
        keys.reserveCapacity(ids.count)
        for id in ids {
            if keys[id] == nil { keys[id] = false }
            guard id.utf8.contains(UInt8(ascii: "|")) else { continue }
            var rest = id[...]
            while let separator = rest.firstRange(of: "|==|") {
                keys[String(id[..<separator.lowerBound])] = true
                rest = id[separator.upperBound...]
            }
        }
        return keys
    }

    /// Collects one key's units: `path` is the JSON path below the
    /// localization, `suffix` the id's variation path.
    private struct Walk {
        let key: String
        let note: String?
        let target: StructuredValue?
        let needed: [PluralCategory]?
        let offeringPlurals: Bool
        /// Each unit with its variation path (`plural.one`; empty for the plain string), the sort key.
        var units: [(unit: TranslationUnit, variation: String)] = []

        init(key: String, note: String?, target: StructuredValue?, needed: [PluralCategory]?, offeringPlurals: Bool) {
            self.key = key
            self.note = note
            self.target = target
            self.needed = needed
            self.offeringPlurals = offeringPlurals
        }

        mutating func collect(_ node: StructuredValue, path: [String], suffix: [String], category: PluralCategory? = nil) {
            if let value = node.value(at: ["stringUnit", "value"])?.string {
                let targetPlural = target?.value(at: path + ["variations", "plural"])?.dictionary
                let sourceIsPlural = node.value(at: ["variations", "plural"]) != nil
                if category == nil, !sourceIsPlural, offeringPlurals || targetPlural != nil {
                    for form in PluralCategories.forms(source: [String](), target: targetPlural.map { Array($0.keys) } ?? [],
                                                       needed: needed) {
                        addUnit(source: value, path: path + ["variations", "plural", form.rawValue],
                                suffix: suffix + ["plural", form.rawValue], category: form)
                    }
                }
                if offeringPlurals || targetPlural == nil || sourceIsPlural {
                    addUnit(source: value, path: path, suffix: suffix, category: category)
                }
            }
            if let plural = node.value(at: ["variations", "plural"])?.dictionary {
                let existing = target?.value(at: path + ["variations", "plural"])?.dictionary.map { Array($0.keys) } ?? []
                for form in PluralCategories.forms(source: plural.keys, target: existing, needed: needed) {
                    guard let child = plural[form.rawValue] ?? plural["other"] else { continue }
                    collect(child, path: path + ["variations", "plural", form.rawValue], suffix: suffix + ["plural", form.rawValue],
                            category: form)
                }
            }
            if let devices = node.value(at: ["variations", "device"])?.dictionary {
                for device in Self.deviceOrder(devices.keys) {
                    guard let child = devices[device] else { continue }
                    collect(child, path: path + ["variations", "device", device], suffix: suffix + ["device", device])
                }
            }
            if let substitutions = node.dictionary?["substitutions"]?.dictionary {
                let targetSubstitutions = target?.value(at: path + ["substitutions"])?.dictionary ?? [:]
                for name in substitutions.keys.sorted() {
                    guard let child = substitutions[name] else { continue }
                    // The id keeps the source's name; the text is the target's own substitution.
                    let targetName = Self.targetName(of: name, source: substitutions, target: targetSubstitutions)
                    collect(child, path: path + ["substitutions", targetName],
                            suffix: suffix + ["substitutions", name.contains(".") ? "@\(name)@" : name])
                }
            }
        }

        /// The unit of the string at `path` + `stringUnit`, with the target's text there.
        private mutating func addUnit(source: String, path: [String], suffix: [String], category: PluralCategory?) {
            let unitPath = path + ["stringUnit"]
            let translated = target?.value(at: unitPath)
            let state = translated?.dictionary?["state"]?.string
            let value = translated?.dictionary?["value"]?.string
            // A value in state `new` or an empty one is no translation (import and status see none),
            // but Xcode's export shows it: `<target state="new">Nouveau</target>`.
            let text = state == "new" ? nil : value.flatMap { $0.isEmpty ? nil : $0 }
            let variation = suffix.joined(separator: ".")
            var unit = TranslationUnit(id: suffix.isEmpty ? key : key + "|==|" + variation,
                                       source: source, target: text, state: state.flatMap(TranslationState.init(rawValue:)),
                                       note: note, key: key, category: category, path: unitPath)
            if text == nil, let value {
                unit.untranslatedText = value
                unit.untranslatedState = state == "new" ? "new" : nil
            }
            units.append((unit, variation))
        }

        /// The target language's name for the source's substitution `name`: the same name when
        /// the target has it; else the one substitution of the target that the source does not
        /// name and that takes the same argument (`argNum`; or the only one on each side), as a
        /// translator who renamed `%#@files@` to `%#@dateien@` wrote it. Otherwise `name`, which
        /// an import then creates.
        static func targetName(of name: String, source: [String: StructuredValue], target: [String: StructuredValue]) -> String {
            guard target[name] == nil else { return name }
            let renamed = target.filter { source[$0.key] == nil }
            if source.count == 1, target.count == 1, let only = renamed.first { return only.key }
            guard let argument = source[name]?.dictionary?["argNum"] else { return name }
            let sameArgument = renamed.filter { $0.value.dictionary?["argNum"] == argument }
            return sameArgument.count == 1 ? sameArgument.first?.key ?? name : name
        }

        /// Devices by name (the order does not matter: `units(…)` sorts each key's units).
        private static func deviceOrder(_ names: some Collection<String>) -> [String] {
            names.sorted()
        }
    }

    /// The catalog's text with `translations` (unit, text, state) set in
    /// `language`, and the keys left as they were because the language's
    /// message would not load (a plural without `other`…) or its arguments
    /// differ from the source language's.
    ///
    /// With the catalog's `original` text, only the localizations that changed are written
    /// into it (``JSONTextEditor``): the file's own order and formatting stay.
    ///
    /// The check reads the changed strings alone, as the catalog loader reads them, from the
    /// tree (never from rendered text): a string's entries depend on its own value and the
    /// `sourceLanguage` only, so every other string loads as it did before the merge.
    static func merged(_ translations: [(unit: TranslationUnit, text: String, state: TranslationState)], catalog: StructuredValue,
                       original: String?, language: String,
                       path: String) -> (text: String, rejected: [(key: String, message: String)]) {
        let sourceLanguage = catalog.dictionary?["sourceLanguage"]?.string ?? ""
        var root = catalog
        for (unit, text, state) in translations {
            let unitValue = StructuredValue.dictionary(["state": .string(state.rawValue), "value": .string(text)])
            root.set(unitValue, at: (["strings", unit.key, "localizations", language] + unit.path)[...]) { prefix in
                guard prefix.count > 4 else { return [:] }
                // Looked up only where a dictionary below the localization is created (a new variation).
                let source = catalog.value(at: ["strings", unit.key, "localizations", sourceLanguage])
                return (source?.value(at: prefix.dropFirst(4))?.dictionary ?? [:]).filter { structuralKeys.contains($0.key) }
            }
        }
        for base in pluralOnlyInTarget(translations.map(\.unit), catalog: catalog, sourceLanguage: sourceLanguage) {
            moveTextIntoPlural(&root, at: ["strings", base.key, "localizations", language] + base.path)
        }
        let changed = EntryCheck.changedKeys(translations.map { ($0.unit, $0.text) })
        // The loader's messages name the key and the path inside it, never a line: no bytes are needed for them.
        var ignored: [CatalogWarning] = []
        let development = EntryCheck.Development(
            language: sourceLanguage,
            entries: (try? XCStringsParser.parse(tree: catalog, bytes: [], path: path, keys: changed, languages: [sourceLanguage],
                                                 warnings: &ignored))?.tables[sourceLanguage]?.entries ?? [:])
        let rejected = EntryCheck.refused(changed, development: development) {
            (warnings: inout [CatalogWarning]) throws(CatalogParseError) in
            // The changed strings of the tree just written, in `language`, read as the catalog loader reads the file.
            var skipped: [CatalogWarning] = []
            let loaded = try XCStringsParser.parse(tree: root, bytes: [], path: path, keys: changed, languages: [language],
                                                   warnings: &skipped).tables[language]?.entries ?? [:]
            // Those that do not load: their warnings in every language, in a whole parse's order (the refusal quotes the first).
            let failing = changed.filter { loaded[$0] == nil }
            if !failing.isEmpty { _ = try XCStringsParser.parse(tree: root, bytes: [], path: path, keys: failing, warnings: &warnings) }
            return loaded
        }
        for (key, _) in rejected {
            let localization = ["strings", key, "localizations", language][...]
            if let previous = catalog.value(at: localization) {
                root.set(previous, at: localization) { _ in [:] }
            } else {
                root.remove(at: localization)
            }
        }
        guard let original else { return (render(root), rejected) }
        var editor = JSONTextEditor(original)
        for key in Set(translations.map(\.unit.key)).sorted() {
            let localization = ["strings", key, "localizations", language]
            guard let value = root.value(at: localization), value != catalog.value(at: localization) else { continue }
            editor.set(value, at: localization)
        }
        return (editor.text, rejected)
    }

    /// The places (key, path below the localization) where `units` add plural forms that the
    /// source language does not have there.
    private static func pluralOnlyInTarget(_ units: [TranslationUnit], catalog: StructuredValue,
                                           sourceLanguage: String) -> [(key: String, path: [String])] {
        var seen = Set<[String]>()
        return units.compactMap { unit in
            guard unit.category != nil, unit.path.count >= 4,
                  Array(unit.path.suffix(4).prefix(2)) == ["variations", "plural"] else { return nil }
            let base = Array(unit.path.dropLast(4))
            let source = catalog.value(at: ["strings", unit.key, "localizations", sourceLanguage] + base)
            guard source?.value(at: ["variations", "plural"]) == nil, seen.insert([unit.key] + base).inserted else { return nil }
            return (unit.key, base)
        }
    }

    /// A string and plural variations never side by side: the plain text at `path` becomes the
    /// `other` form when there is none, and goes.
    private static func moveTextIntoPlural(_ root: inout StructuredValue, at path: [String]) {
        guard let text = root.value(at: path + ["stringUnit"]) else { return }
        if root.value(at: path + ["variations", "plural", "other"]) == nil {
            root.set(text, at: (path + ["variations", "plural", "other", "stringUnit"])[...]) { _ in [:] }
        }
        root.remove(at: (path + ["stringUnit"])[...])
    }

    /// The catalog as Xcode writes it: two-space indentation, `" : "`, keys sorted.
    static func render(_ catalog: StructuredValue) -> String {
        var output = ""
        JSONWriter.write(catalog, indent: 0, separator: " : ", to: &output)
        return output + "\n"
    }
}

import Intl
import StringCatalog

/// `.stringsdict` tables as translation units, with Xcode's path ids: every
/// string of an entry (the format, device and width variants, plural forms)
/// is one unit, `/KEY:dict/NSStringLocalizedFormatKey:dict/:string`,
/// `/KEY:dict/VAR:dict/one:dict/:string`. A plural variable has a unit for
/// each category the target language needs, even untranslated (its source
/// is the variable's `other` text when the development language has no such form).
enum StringsdictUnits {
    /// Keys that describe a dictionary rather than hold text: never units,
    /// copied from the development file when import creates the dictionary.
    static let structuralKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// The units in Xcode's order (``XcodeOrder``), as real exports (Xcode 14.2, 15.0) list
    /// them: entries by key, and within one the property list's keys sorted at each level
    /// (`NSStringLocalizedFormatKey` before a lowercase variable; plural forms `one`,
    /// `other`, `zero`).
    static func units(source: StructuredValue, target: StructuredValue?, needed: [PluralCategory]?) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        let entries = source.dictionary ?? [:]
        for key in entries.keys.sorted(by: XcodeOrder.precedes) {
            guard let entry = entries[key], entry.dictionary != nil else { continue }
            var entryUnits: [TranslationUnit] = []
            collect(entry, path: [key], target: target, needed: needed, into: &entryUnits)
            units += entryUnits.sorted { lhs, rhs in
                guard let difference = zip(lhs.path, rhs.path).first(where: { $0 != $1 }) else { return lhs.path.count < rhs.path.count }
                return XcodeOrder.precedes(difference.0, difference.1)
            }
        }
        return units
    }

    private static func collect(_ node: StructuredValue, path: [String], target: StructuredValue?, needed: [PluralCategory]?,
                                into units: inout [TranslationUnit]) {
        guard let members = node.dictionary else { return }
        func add(_ text: String, at path: [String], category: PluralCategory? = nil) {
            let translation = target?.value(at: path)?.string
            var unit = TranslationUnit(id: "/" + path.map { $0 + ":dict" }.joined(separator: "/") + "/:string",
                                       source: text, target: translation.flatMap { $0.isEmpty ? nil : $0 }, note: nil,
                                       key: path[0], category: category, path: path)
            // An empty string (Apple's `zero` left empty) is no translation; Xcode writes `<target/>`.
            if translation == "" { unit.untranslatedText = "" }
            units.append(unit)
        }
        if members["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType" {
            let existing = target?.value(at: path)?.dictionary?.keys
            for form in PluralCategories.forms(source: members.keys, target: existing.map(Array.init) ?? [], needed: needed) {
                guard let text = (members[form.rawValue] ?? members["other"])?.string else { continue }
                add(text, at: path + [form.rawValue], category: form)
            }
            return
        }
        // The format first, as Xcode lists it; then the rest by name.
        let format = "NSStringLocalizedFormatKey"
        let names = members.keys.sorted { ($0 == format ? 0 : 1, $0) < ($1 == format ? 0 : 1, $1) }
        for name in names where !structuralKeys.contains(name) {
            switch members[name] {
            case .string(let text): add(text, at: path + [name])
            case .dictionary?: collect(members[name] ?? .null, path: path + [name], target: target, needed: needed, into: &units)
            default: continue
            }
        }
    }

    /// The target file's text with `translations` set, and the entries left
    /// out because they would not load (a plural variable without `other`,
    /// no format…) or their arguments differ from `development`'s: each keeps
    /// its previous value; the message says why.
    ///
    /// With the existing file's `original` text, only the strings that changed are written into
    /// it (``PropertyListTextEditor``): the file's own key order, indentation and comments stay.
    static func merged(_ translations: [(unit: TranslationUnit, text: String)], source: StructuredValue,
                       development: EntryCheck.Development, existing: StructuredValue?, original: String?,
                       path: String) -> (text: String, rejected: [(key: String, message: String)]) {
        let before = existing ?? .dictionary([:])
        var root = before
        for (unit, text) in translations {
            root.set(.string(text), at: unit.path[...]) { prefix in
                (source.value(at: prefix)?.dictionary ?? [:]).filter { structuralKeys.contains($0.key) }
            }
        }
        let text = PropertyListWriter.text(root)
        let rejected = EntryCheck.refused(EntryCheck.changedKeys(translations.map { ($0.unit, $0.text) }), development: development) {
            (warnings: inout [CatalogWarning]) throws(CatalogParseError) in
            // The tree just written, read as the catalog loader reads the file (not decoded again).
            try StringsdictParser.parse(tree: root, bytes: Array(text.utf8), path: path, warnings: &warnings).entries
        }
        var members = root.dictionary ?? [:]
        for (key, _) in rejected { members[key] = before.dictionary?[key] }
        guard let original else { return (rejected.isEmpty ? text : PropertyListWriter.text(.dictionary(members)), rejected) }
        // Into the file's own text: only the strings that changed, each where it is written.
        var editor = PropertyListTextEditor(original)
        for key in Set(translations.map(\.unit.key)).sorted() {
            guard let value = members[key] else { continue }
            writeDifferences(from: before.dictionary?[key], to: value, at: [key], into: &editor)
        }
        return (editor.text, rejected)
    }

    /// Sets in `editor` each value of `new` that differs from `old`, as deep as both are dictionaries.
    private static func writeDifferences(from old: StructuredValue?, to new: StructuredValue, at path: [String],
                                         into editor: inout PropertyListTextEditor) {
        guard case .dictionary(let newMembers) = new, case .dictionary(let oldMembers)? = old else {
            if old != new { editor.set(new, at: path) }
            return
        }
        for key in newMembers.keys.sorted() where oldMembers[key] != newMembers[key] {
            if let member = newMembers[key] { writeDifferences(from: oldMembers[key], to: member, at: path + [key], into: &editor) }
        }
    }
}

import Foundation

/// Where the units of a `<file>` that names no table go when they carry `resname`s: Crowdin's
/// download for an Xcode project is one `<file original="/en.xliff">` (the name of the XLIFF that
/// was uploaded) holding the units of every table, each with a numeric `id` (`8325`) and Xcode's
/// id in `resname` (`/COMPLETED_COUNT:dict/NSStringLocalizedFormatKey:dict/:string`, `run.title`).
///
/// Each unit goes to the one development table under the project root that has a string with its
/// `resname` as Xcode's id; when several tables do, to the one whose development text is the
/// unit's `<source>`, then to the one the note's first line names (Crowdin notes a unit with its
/// table's path, the key and the comment). A unit no table has, or that more than one table still
/// has (`NSHumanReadableCopyright` of two extensions' `InfoPlist.strings`, with no note), is not
/// imported: one warning each, naming the tables.
struct ResnamePlacement {
    /// The units for each table, in the `<file>`'s order, as `<file>`s of their own.
    var files: [(table: SourceTable, file: XLIFFFile)] = []
    /// The units placed nowhere, and why.
    var unplaced: [(unit: XLIFFUnit, name: String, reason: String)] = []

    /// Places `file`'s units among `tables` (their units in `language`, read through `files`).
    init(_ file: XLIFFFile, tables: [SourceTable], files overlay: FileOverlay) throws(XLIFFError) {
        var index: [String: [(table: Int, source: String)]] = [:]
        for (position, table) in tables.enumerated() {
            for unit in try table.units(language: file.targetLanguage ?? "", files: overlay, everyCategory: true) {
                index[unit.id, default: []].append((position, unit.source))
            }
        }
        var grouped: [Int: [XLIFFUnit]] = [:]
        for unit in file.units {
            let name = unit.xcodeID(language: file.targetLanguage)
            let candidates = index[name] ?? []
            let matching = unit.source.map { source in candidates.filter { $0.source == source } } ?? candidates
            var chosen = Set((matching.isEmpty ? candidates : matching).map(\.table))
            if chosen.count > 1, let hint = Self.tableHint(unit.note) {
                let named = chosen.filter { tables[$0].original == hint || hint.hasSuffix("/" + tables[$0].original) }
                if named.count == 1 { chosen = named }
            }
            guard chosen.count == 1, let table = chosen.first else {
                let names = Set(candidates.map(\.table)).sorted().map { tables[$0].original }
                unplaced.append((unit, name, names.isEmpty ? "no development table under the project root has it"
                                 : "more than one development table has it (\(names.joined(separator: ", "))), which one is meant cannot be told"))
                continue
            }
            grouped[table, default: []].append(unit)
        }
        for position in grouped.keys.sorted() {
            let table = tables[position]
            self.files.append((table, XLIFFFile(original: table.original, sourceLanguage: file.sourceLanguage,
                                                targetLanguage: file.targetLanguage, units: grouped[position] ?? [],
                                                line: file.line, column: file.column)))
        }
    }

    /// The table a Crowdin note names: its first line when that is a table path
    /// (`ActionExtension/en.lproj/InfoPlist.strings`, then the key and the comment).
    static func tableHint(_ note: String?) -> String? {
        guard let first = note?.split(separator: "\n", maxSplits: 1).first.map(String.init)?
            .trimmingCharacters(in: .whitespacesAndNewlines),
              first.hasSuffix(".strings") || first.hasSuffix(".stringsdict") || first.hasSuffix(".xcstrings") else { return nil }
        return TablePlacement.trimmed(first)
    }

    /// The development tables under `root`, in Xcode's order: each `.xcstrings`, and the
    /// `.strings`/`.stringsdict` of each `<development>.lproj` (or `Base.lproj`), at any depth
    /// but inside hidden folders, `.build`, `.xcloc` bundles and other `.lproj` folders; at most
    /// 10,000 folders are visited.
    static func developmentTables(under root: String, developmentLanguage: String) -> [SourceTable] {
        let development = LanguageFolders.canonical(developmentLanguage)
        var tables: [SourceTable] = []
        var pending = [""]
        var visited = 0
        while let relative = pending.popLast(), visited < 10_000 {
            visited += 1
            let folder = relative.isEmpty ? root : root + "/" + relative
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if name.hasSuffix(".lproj") {
                        let language = LanguageFolders.canonical(String(name.dropLast(6)))
                        guard language == development || language == "Base" else { continue }
                        let inside = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + name)) ?? []).sorted()
                        for file in inside where !file.hasPrefix(".") && (file.hasSuffix(".strings") || file.hasSuffix(".stringsdict")) {
                            if let table = SourceTable(path: folder + "/" + name + "/" + file, original: path + "/" + file) { tables.append(table) }
                        }
                    } else if !name.hasSuffix(".xcloc"), name != "build" {
                        pending.append(path)
                    }
                } else if name.hasSuffix(".xcstrings"), let table = SourceTable(path: folder + "/" + name, original: path) {
                    tables.append(table)
                }
            }
        }
        return tables.sorted { XcodeOrder.filePrecedes($0.original, $1.original) }
    }
}

extension XLIFFUnit {
    /// The Xcode id this unit stands for: its `resname` when it has one (Crowdin's numeric ids),
    /// else its `id`. Crowdin writes a `.stringsdict` plural variable as a gettext plural group,
    /// `<trans-unit id="8351[1]" resname="/COMPLETED_COUNT:dict/completed_count:dict/">`: index `n`
    /// is the `n`th plural category `language` uses, in CLDR order (German `[0]` `one`, `[1]`
    /// `other`; Russian `one`, `few`, `many`, `other`), so the id is
    /// `/COMPLETED_COUNT:dict/completed_count:dict/other:dict/:string`.
    func xcodeID(language: String?) -> String {
        guard let resname else { return id }
        guard resname.hasSuffix(":dict/"), id.hasSuffix("]"), let open = id.lastIndex(of: "["),
              let index = Int(id[id.index(after: open)..<id.index(before: id.endIndex)]),
              let categories = PluralCategories.needed(by: language ?? ""), categories.indices.contains(index) else { return resname }
        return resname + categories[index].rawValue + ":dict/:string"
    }
}

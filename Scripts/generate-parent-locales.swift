// Writes CLDR's parentLocales table as Swift.
//
// Usage (from the repository root):
//   swift Scripts/generate-parent-locales.swift [outputDir]
// outputDir defaults to Sources/Intl/Locale/Generated. Reads
// CLDRData/42.0/common/supplemental/supplementalData.xml and writes
// ParentLocales.swift: a dictionary from child to parent, both as BCP 47
// tags ("en-AU": "en-001"), with CLDR's "root" written "und". The output is
// deterministic (children sorted, no timestamps); the test suite
// regenerates it into a temporary directory and compares bytes.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

let cldrVersion = "42.0"
let source = "CLDRData/\(cldrVersion)/common/supplemental/supplementalData.xml"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-parent-locales: \(message)\n".utf8))
    exit(1)
}

/// Collects every `<parentLocale parent="…" locales="…"/>` inside `<parentLocales>`.
final class ParentLocalesReader: NSObject, XMLParserDelegate {
    var parents: [String: String] = [:]
    private var inParentLocales = false

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "parentLocales":
            inParentLocales = true
        case "parentLocale" where inParentLocales:
            guard let parent = attributes["parent"], let locales = attributes["locales"] else {
                fail("parentLocale without parent/locales")
            }
            for child in locales.split(separator: " ") {
                if parents[bcp47(String(child))] != nil { fail("\(child) has two parents") }
                parents[bcp47(String(child))] = bcp47(parent)
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
                qualifiedName: String?) {
        if element == "parentLocales" { inParentLocales = false }
    }
}

/// CLDR's "en_001" as BCP 47 "en-001"; "root" as "und".
func bcp47(_ id: String) -> String {
    id == "root" ? "und" : id.replacingOccurrences(of: "_", with: "-")
}

let outputDir = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Sources/Intl/Locale/Generated"
guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: source)) else { fail("cannot open \(source)") }
let reader = ParentLocalesReader()
parser.delegate = reader
guard parser.parse() else { fail("cannot parse \(source): \(parser.parserError.map { "\($0)" } ?? "?")") }
if reader.parents.isEmpty { fail("no parentLocales in \(source)") }

var lines = [
    "// GENERATED FILE, DO NOT EDIT. Regenerate with: swift Scripts/generate-parent-locales.swift",
    "// Source: \(source) <parentLocales> (CLDR \(cldrVersion), ICU 72)",
    "// Contents: \(reader.parents.count) locales with an explicit parent, \(Set(reader.parents.values).count) distinct parents.",
    "",
    "/// CLDR's parentLocales: the locale whose data a child inherits when it is",
    "/// not the truncated one (\"en-AU\" inherits from \"en-001\", not \"en\";",
    "/// \"zh-Hant\" from root, written \"und\", not \"zh\"). BCP 47 tags.",
    "let parentLocales: [String: String] = [",
]
for child in reader.parents.keys.sorted() {
    lines.append("    \"\(child)\": \"\(reader.parents[child]!)\",")
}
lines.append("]")
do {
    try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true)
    try (lines.joined(separator: "\n") + "\n").write(toFile: "\(outputDir)/ParentLocales.swift",
                                                    atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(outputDir)/ParentLocales.swift: \(error)")
}

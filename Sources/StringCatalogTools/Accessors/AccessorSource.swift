import StringCatalog
import TextEscaping

/// Writes the accessors as Swift: one `enum L10n` holding an enum per
/// table (but `Localizable`) and key prefix, a function per key, members
/// before nested enums, each sorted by name, so the same catalogs give the
/// same bytes. The code uses nothing but `StringCatalog`:
///
///     /// Title of the settings screen.
///     ///
///     /// en: "Settings"
///     static func title(_ localizer: Localizer) throws(CatalogError) -> String {
///         try localizer.format("settings.title", arguments: [])
///     }
enum AccessorSource {
    static func render(_ namespace: AccessorNamespace, catalogs: [String]) -> String {
        let sources = catalogs.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
        var lines = [
            "// GENERATED FILE, DO NOT EDIT. Written on every build by IntlStringsPlugin (intl-strings-accessors)",
            "// from the catalogs: \(sources).",
            "import StringCatalog",
            "",
            "/// Typed accessors for this target's string catalogs: an enum per key prefix",
            "/// (and per table other than Localizable), a function per key that returns the",
            "/// localizer's text for the key, its arguments typed from the development language.",
            "enum L10n {",
        ]
        append(namespace, depth: 1, to: &lines)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ namespace: AccessorNamespace, depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "    ", count: depth)
        var first = true
        for name in namespace.members.keys.sorted() {
            guard let accessor = namespace.members[name] else { continue }
            if !first { lines.append("") }
            first = false
            lines += function(accessor, name: name).map { $0.isEmpty ? "" : indent + $0 }
        }
        for name in namespace.types.keys.sorted() {
            guard let nested = namespace.types[name] else { continue }
            if !first { lines.append("") }
            first = false
            lines.append(indent + "enum \(name) {")
            append(nested, depth: depth + 1, to: &lines)
            lines.append(indent + "}")
        }
    }

    /// The doc comment and the function for one key.
    static func function(_ accessor: Accessor, name: String) -> [String] {
        let parameters = ["_ localizer: Localizer"] + accessor.parameters.enumerated().map { "_ arg\($0.offset + 1): \($0.element.type)" }
        let arguments = accessor.parameters.enumerated().map { $0.element.argument("arg\($0.offset + 1)") }
        let table = accessor.table == "Localizable" ? "" : ", table: \(QuotedText.quoted(accessor.table))"
        return documentation(accessor).map { $0.isEmpty ? "///" : "/// " + $0 } + [
            "static func \(name)(\(parameters.joined(separator: ", "))) throws(CatalogError) -> String {",
            "    try localizer.format(\(QuotedText.quoted(accessor.key))\(table), arguments: [\(arguments.joined(separator: ", "))])",
            "}",
        ]
    }

    /// The translators' comment, then the development language's message
    /// (the variant a request without device or width gets).
    private static func documentation(_ accessor: Accessor) -> [String] {
        let comment = accessor.entry.entry.comment.map { inert($0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let value: [String]
        switch accessor.entry.entry.message.variant() {
        case .plural(let plural):
            value = ["\(accessor.development): \(QuotedText.quoted(plural.format))"] + plural.variables.keys.sorted().map { name in
                let forms = (plural.variables[name]?.forms ?? [:]).sorted { $0.key < $1.key }
                return "- \(inert(name)): " + forms.map { "\($0.key.rawValue) \(QuotedText.quoted($0.value))" }.joined(separator: ", ")
            }
        case .text(let text):
            value = ["\(accessor.development): \(QuotedText.quoted(text))"]
        case .devices, .widths:
            value = []  // variant() resolves every device and width level.
        }
        return comment.map { $0 + [""] + value } ?? value
    }

    /// Text with controls and bidi controls escaped (line breaks kept), safe in a comment.
    private static func inert(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar != "\n", QuotedText.isUnsafe(scalar) {
                result += QuotedText.escaped(String(scalar))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

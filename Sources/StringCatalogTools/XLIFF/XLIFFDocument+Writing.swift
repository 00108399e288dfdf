import Intl

extension XLIFFDocument {
    /// The document as Xcode writes it: XLIFF 1.2, two-space indentation,
    /// a `<header>` naming the tool, `xml:space="preserve"` on every unit (after
    /// `translate="no"` where there is one), `<target>` only when the target
    /// has text, and a `<note>` on every unit: `<note/>` when there is no comment.
    /// An empty element is written `<source/>`, `<target state="translated"/>`,
    /// `<note/>`. The order is the files' and units' (stable, so exports diff well).
    /// Against real exports of the same tables (Xcode 14.2 to 27.0, `.strings`,
    /// `.stringsdict`, `.xcstrings`), only the `<tool>` line differs.
    ///
    ///     XLIFFDocument(files: [XLIFFFile(original: "en.lproj/Localizable.strings", sourceLanguage: "en",
    ///                                     targetLanguage: "de", units: [XLIFFUnit(id: "a&b", source: "<b>")])]).text
    ///     // …<trans-unit id="a&amp;b" xml:space="preserve">\n        <source>&lt;b&gt;</source>\n        <note/>\n      </trans-unit>…
    ///
    /// Escapes: `& < >` in text and `& < > "` in attributes as entities; a
    /// carriage return (and, in attributes, tab and line feed, which XML
    /// would read back as spaces) and other control characters as `&#N;`.
    public var text: String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
            xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        for file in files {
            output += "  <file original=\"\(Self.attribute(file.original))\" source-language=\"\(Self.attribute(file.sourceLanguage))\""
            if let target = file.targetLanguage { output += " target-language=\"\(Self.attribute(target))\"" }
            output += " datatype=\"plaintext\">\n"
            output += "    <header>\n      <tool tool-id=\"swift-intl\" tool-name=\"intl\" tool-version=\"\(IntlLibrary.version)\"/>\n"
            output += "    </header>\n    <body>\n"
            for unit in file.units { Self.write(unit, to: &output) }
            output += "    </body>\n  </file>\n"
        }
        return output + "</xliff>\n"
    }

    private static func write(_ unit: XLIFFUnit, to output: inout String) {
        output += "      <trans-unit id=\"\(attribute(unit.id))\"\(unit.translate ? "" : " translate=\"no\"") xml:space=\"preserve\">\n"
        if let source = unit.source { output += "        " + element("source", source) + "\n" }
        if let target = unit.target {
            output += "        " + element("target", target, attributes: unit.state.map { " state=\"\(attribute($0))\"" } ?? "") + "\n"
        }
        output += "        " + element("note", unit.note ?? "") + "\n"
        output += "      </trans-unit>\n"
    }

    /// `<name attributes>text</name>`, or `<name attributes/>` for empty text, as Xcode writes them.
    private static func element(_ name: String, _ value: String, attributes: String = "") -> String {
        value.isEmpty ? "<\(name)\(attributes)/>" : "<\(name)\(attributes)>\(text(value))</\(name)>"
    }

    /// Character data: `& < >` as entities, control characters other than tab and line feed as `&#N;`.
    static func text(_ value: String) -> String {
        escaped(value) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\t", "\n": nil
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: "&#\(scalar.value);"
            default: nil
            }
        }
    }

    /// An attribute value in double quotes: `& < > "` as entities, every control character as `&#N;`.
    static func attribute(_ value: String) -> String {
        escaped(value) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: "&#\(scalar.value);"
            default: nil
            }
        }
    }

    /// `value` with each scalar `replacement` names replaced; copied only when one is.
    private static func escaped(_ value: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        guard value.unicodeScalars.contains(where: { replacement($0) != nil }) else { return value }
        var output = ""
        for scalar in value.unicodeScalars {
            if let replaced = replacement(scalar) { output += replaced } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}

import StringCatalog

/// Sets values in an existing `.strings` file's text and leaves every other byte as it was:
/// comments, blank lines, escapes as written, key order, entries not set. A changed value is
/// rewritten in place (the winning definition of a key written twice); a new key goes after
/// the file's last entry, with its comment.
///
///     // before: /* Mine */\n"cancel" = "Abbrechen";\nrun = "Lauf";\n
///     StringsFileEditor.edit(text, entries: spans, setting: [("cancel", "Abbruch", nil), ("new", "Neu", "Fresh")])
///     // after:  /* Mine */\n"cancel" = "Abbruch";\nrun = "Lauf";\n\n/* Fresh */\n"new" = "Neu";\n
enum StringsFileEditor {
    /// One value to set: the key, its text, and the comment a new entry gets (nil: none).
    typealias Setting = (key: String, value: String, comment: String?)

    /// `text` with `settings` applied, in order given for new keys.
    static func edit(_ text: String, entries: [(key: String, value: String, span: StringsEntrySpan)],
                     setting settings: [Setting]) -> String {
        var winning: [String: (value: String, span: StringsEntrySpan)] = [:]
        for entry in entries { winning[entry.key] = (entry.value, entry.span) }
        var replacements: [(range: Range<Int>, text: String)] = []
        var added: [String] = []
        for setting in settings {
            guard let existing = winning[setting.key] else {
                added.append(entryText(setting))
                continue
            }
            guard existing.value != setting.value else { continue }
            let quoted = StringsFileWriter.quoted(setting.value)
            if let value = existing.span.value {
                replacements.append((value, quoted))
            } else {
                // The bare form `"key";` (the value is the key): the value goes after the key.
                replacements.append((existing.span.key.upperBound..<existing.span.key.upperBound, " = " + quoted))
            }
        }
        let utf8 = Array(text.utf8)
        let end = entries.map(\.span.end).max() ?? utf8.count
        if !added.isEmpty {
            let separator = entries.isEmpty ? (utf8.isEmpty || utf8.last == UInt8(ascii: "\n") ? "" : "\n") : "\n\n"
            let trailer = entries.isEmpty ? "\n" : ""
            replacements.append((end..<end, separator + added.joined(separator: "\n\n") + trailer))
        }
        return TextReplacement.apply(replacements, to: utf8)
    }

    /// A new entry as ``StringsFileWriter`` writes one, without the line break after it.
    private static func entryText(_ setting: Setting) -> String {
        let line = "\(StringsFileWriter.quoted(setting.key)) = \(StringsFileWriter.quoted(setting.value));"
        guard let comment = setting.comment, !comment.isEmpty else { return line }
        return "/* \(comment.replacingAll("*/", "* /")) */\n" + line
    }
}

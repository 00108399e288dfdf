/// An XLIFF 1.2 document in Apple's dialect: what Xcode's *Export
/// Localizations* writes into `Localized Contents/de.xliff`, and what
/// translation platforms send back.
///
///     let document = try XLIFFDocument(parsing: bytes, path: "de.xliff")
///     document.files[0].original          // "en.lproj/Localizable.strings"
///     document.files[0].units[0].id       // "run.title"
///     document.files[0].units[0].target   // "Lauf"
///
/// One ``XLIFFFile`` per table file, one ``XLIFFUnit`` per translatable
/// string. ``text`` writes the document as Xcode does.
public struct XLIFFDocument: Sendable, Hashable {
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile]) {
        self.files = files
    }
}

/// A `<file>`: one table file of the development language and its units.
public struct XLIFFFile: Sendable, Hashable {
    /// The table file of the development language, relative to the
    /// resources folder: `en.lproj/Localizable.strings`, `Localizable.xcstrings`.
    public var original: String
    /// `source-language`: the development language (`en`).
    public var sourceLanguage: String
    /// `target-language` (`de`); nil when the file names none.
    public var targetLanguage: String?
    public var units: [XLIFFUnit]
    /// Where the `<file>` element starts in the document it was read from (0 when built in memory).
    public var line: Int
    public var column: Int

    public init(original: String, sourceLanguage: String, targetLanguage: String?, units: [XLIFFUnit],
                line: Int = 0, column: Int = 0) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.units = units
        self.line = line
        self.column = column
    }
}

/// A `<trans-unit>`: one string to translate.
///
/// Ids follow Xcode: the key for a `.strings` entry; a path into the plist
/// for a `.stringsdict` string (`/files:dict/NSStringLocalizedFormatKey:dict/:string`,
/// `/files:dict/n:dict/one:dict/:string`); the key and the variation for an
/// `.xcstrings` string (`files|==|plural.one`, `tap|==|device.mac`,
/// `found|==|substitutions.n.plural.few`).
public struct XLIFFUnit: Sendable, Hashable {
    public var id: String
    /// The development-language text; nil when the unit has no `<source>`.
    public var source: String?
    /// The translation; nil when the unit has no `<target>`.
    public var target: String?
    /// The `<target>`'s `state` (`translated`, `needs-review-l10n`, `new`…), as written.
    public var state: String?
    /// The comment for translators (`<note>`; nil for none, written `<note/>`).
    public var note: String?
    /// False for `translate="no"`: listed for context, not to be translated (import skips it).
    public var translate: Bool
    /// `resname`: the string's own name where the `id` is a platform's number (Crowdin's
    /// `<trans-unit id="8325" resname="run.title">`); import matches units by it when present.
    public var resname: String?
    /// Why the `<target>` cannot be read as text, when ``target`` is nil for that reason: an
    /// inline element that stands for text it does not give (`<x id="1"/>` without `equiv-text`),
    /// which an import would drop ("Hallo, %@!" read as "Hallo, !").
    public var targetProblem: String?
    /// Where the `<trans-unit>` starts in the document it was read from (0 when built in memory).
    public var line: Int
    public var column: Int

    public init(id: String, source: String?, target: String? = nil, state: String? = nil, note: String? = nil,
                translate: Bool = true, resname: String? = nil, targetProblem: String? = nil, line: Int = 0, column: Int = 0) {
        self.translate = translate
        self.resname = resname
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.note = note
        self.targetProblem = targetProblem
        self.line = line
        self.column = column
    }
}

import TextEscaping

/// Why a `.strings`, `.stringsdict` or `.xcstrings` file could not be read,
/// with the position of the problem.
///
/// The message is built from the fields only, in ``description``, in the
/// style of `plutil -lint` and compilers, so editors can jump to it:
///
///     // "key" = "value"      (no semicolon; next entry on line 3)
///     error.description
///     // "de.lproj/Localizable.strings:3:1: error: expected ';' after the value, found '\"'"
///
/// Lines and columns are 1-based. Columns count Unicode scalars (code
/// points), not bytes or UTF-16 units, so a file and its UTF-16 twin report
/// the same column. A position of `0:0` means the whole file (it could not
/// be read, it is a binary property list, whose faults carry a byte offset
/// instead, or Foundation rejected a value's contents); ``description`` then
/// omits it: `"a.stringsdict: error: …"`.
public struct CatalogParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; ``description`` spells it out.
    public enum Reason: Hashable, Sendable {
        /// The bytes are not valid in the detected encoding ("UTF-8", "UTF-16LE", "UTF-16BE").
        case invalidEncoding(encoding: String, detail: String)
        /// Something else was needed here; `found` is nil at the end of the file.
        case expected(String, found: Unicode.Scalar?)
        /// A `"` string reaches the end of the file.
        case unterminatedString
        /// A `/*` comment reaches the end of the file.
        case unterminatedComment
        /// A `\U` escape with no hex digits, or a surrogate that is not part of a pair.
        case invalidEscape(String)
        /// The XML or JSON is malformed (an unknown element, a trailing comma,
        /// a bad entity…), or Foundation's decoder rejected a value: the message.
        case malformedDocument(String)
        /// A binary property list (`bplist00`) that cannot be read safely;
        /// `offset` is the byte at fault (there are no lines).
        case invalidBinaryPropertyList(BinaryPropertyListFault, offset: Int)
        /// Nesting deeper than the parser accepts (protects the stack).
        case tooDeeplyNested(limit: Int)
        /// A `.stringsdict` entry has no `NSStringLocalizedFormatKey`.
        case missingFormatKey(key: String)
        /// A `%#@name@` reference with no variable dictionary of that name.
        case undefinedVariable(name: String, key: String)
        /// `NSStringFormatSpecTypeKey` other than `NSStringPluralRuleType`.
        case unknownSpecType(String, key: String)
        /// A value of the wrong kind: `path` is the key path in the document.
        case wrongValueType(path: String, expected: String, found: String)
        /// The file could not be read (the system's message).
        case unreadableFile(String)
        /// The file is larger than the configured limit.
        case fileTooLarge(size: Int, limit: Int)
        /// The file's extension is not `.strings`, `.stringsdict` or `.xcstrings`.
        case unsupportedFileType(String)
        /// A device rule or variation names no ``ClientDevice``.
        case unknownDevice(String, key: String)
        /// A width rule's key is not an integer.
        case invalidWidth(String, key: String)
        /// A device rule or plural variable without its `other` variant (`path` names it).
        case missingOtherVariant(path: String)
        /// A device or width rule with no variant (`path` names it).
        case noVariants(path: String)
        /// Device variants without `other` in `localization`, and nothing to serve other devices:
        /// no `.strings` text of the key beside them, and no localization it falls back to holds it.
        case deviceVariantsWithoutFallback(localization: String)
        /// An `.xcstrings` `state` other than `new`, `translated`, `needs_review`, `stale`.
        case unknownState(String, path: String)
        /// The key is in the same (localization, table) of an earlier resources
        /// folder of the catalog (`path`, its file), whose entry is served: a
        /// warning for components, never a load failure, strict or not.
        case definedInEarlierFolder(path: String)
    }

    /// The file as given to the parser or the catalog.
    public var path: String
    /// 1-based line, or 0 when the position is unknown.
    public var line: Int
    /// 1-based column in Unicode scalars, or 0 when the position is unknown.
    public var column: Int
    /// What went wrong.
    public var reason: Reason

    /// An error at a position (0, 0 when it concerns the whole file).
    public init(path: String, line: Int, column: Int, reason: Reason) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `path:line:column: error: message`, or `path: error: message` without a position.
    public var description: String {
        let position = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(position): error: \(reason)"
    }
}

extension CatalogParseError.Reason: CustomStringConvertible {
    /// The message alone: `expected ';' after the value, found end of file`.
    public var description: String {
        switch self {
        case .invalidEncoding(let encoding, let detail): "invalid \(encoding): \(QuotedText.escaped(detail))"
        case .expected(let what, let found): "expected \(what), found \(Self.show(found))"
        case .unterminatedString: "unterminated string (a '\"' opened here is never closed)"
        case .unterminatedComment: "unterminated comment (a '/*' opened here is never closed)"
        case .invalidEscape(let detail): "invalid escape: \(detail)"
        // Built by the scanners, which quote the input they name (QuotedText).
        case .malformedDocument(let message): message
        case .invalidBinaryPropertyList(let fault, let offset): "invalid binary property list at byte \(offset): \(fault)"
        case .tooDeeplyNested(let limit): "nesting deeper than \(limit) levels"
        case .missingFormatKey(let key): "entry \(QuotedText.quoted(key)) has no NSStringLocalizedFormatKey"
        case .undefinedVariable(let name, let key):
            "entry \(QuotedText.quoted(key)) refers to variable \(QuotedText.quoted(name)), which it does not define"
        case .unknownSpecType(let type, let key):
            "entry \(QuotedText.quoted(key)): unknown NSStringFormatSpecTypeKey \(QuotedText.quoted(type)) (expected NSStringPluralRuleType)"
        case .wrongValueType(let path, let expected, let found): "\(QuotedText.escaped(path)): expected \(expected), found \(found)"
        case .unreadableFile(let message): "cannot read file: \(message)"
        case .fileTooLarge(let size, let limit): "file is \(size) bytes, more than the limit of \(limit)"
        case .unsupportedFileType(let name): "unsupported file type \"\(name)\" (expected .strings, .stringsdict or .xcstrings)"
        case .unknownDevice(let name, let key):
            "entry \"\(key)\": unknown device \"\(name)\" (expected appletv, applevision, applewatch, ipad, iphone, ipod, mac or other)"
        case .invalidWidth(let width, let key): "entry \"\(key)\": width \"\(width)\" is not an integer"
        case .missingOtherVariant(let path): "\(path): no \"other\" variant"
        case .noVariants(let path): "\(path): no variants"
        case .deviceVariantsWithoutFallback(let localization):
            "\(localization): device variants without \"other\", and no text for other devices (no .strings entry beside them, and no localization \(localization) falls back to holds the key)"
        case .unknownState(let state, let path):
            "\(path): unknown state \"\(state)\" (expected new, translated, needs_review or stale)"
        case .definedInEarlierFolder(let path): "also defined in \(QuotedText.escaped(path)), an earlier folder (the first folder wins)"
        }
    }

    /// `'x'` for visible characters, `U+0009` for spaces, invisible format characters and what
    /// `QuotedText` escapes (controls, bidi controls), `end of file`.
    static func show(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "end of file" }
        if scalar == " " || QuotedText.isUnsafe(scalar) || scalar.properties.generalCategory == .format {
            return "U+" + String(hex4: scalar.value)
        }
        return "'\(Character(scalar))'"
    }
}

extension String {
    /// At least four uppercase hex digits: `000A`, `1F602`.
    init(hex4 value: UInt32) {
        let digits = String(value, radix: 16, uppercase: true)
        self = String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}

import Intl

/// One localized message as a table stores it: plain text with printf-style
/// specifiers, or a format whose `%#@name@` variables choose text by plural
/// category.
///
/// A `.strings` value is always ``text(_:)``; a `.stringsdict` entry and an
/// `.xcstrings` entry with plural variations or substitutions are
/// ``plural(_:)``:
///
/// ```swift
/// CatalogMessage.text("%@ invited you")
/// CatalogMessage.plural(PluralMessage(format: "%#@days@", variables: [
///     "days": PluralVariable(valueType: "ld", forms: [.one: "1 day", .other: "%ld days"]),
/// ]))
/// ```
///
/// Messages that vary by the client's device or the presentation width are
/// ``devices(_:)`` and ``widths(_:)``, whose variants are messages again;
/// ``variant(device:width:)`` picks the text or plural message a request gets.
public enum CatalogMessage: Sendable, Hashable {
    case text(String)
    case plural(PluralMessage)
    /// `NSStringDeviceSpecificRuleType`, `.xcstrings` `variations.device`.
    indirect case devices(DeviceVariants)
    /// `NSStringVariableWidthRuleType`.
    indirect case widths(WidthVariants)
}

/// A `.stringsdict` entry: `NSStringLocalizedFormatKey` and its variables.
///
/// `format` is `"%1$#@lu_completed_runs@"` for "No runs completed yet" / "One run completed" / "3 of 5 runs completed";
/// each `%#@name@` (or positional `%2$#@name@`) names a key of `variables`.
public struct PluralMessage: Sendable, Hashable {
    /// The message's format, `NSStringLocalizedFormatKey`.
    public var format: String
    /// The variables the format (and the category strings) refer to, by name.
    public var variables: [String: PluralVariable]

    public init(format: String, variables: [String: PluralVariable]) {
        self.format = format
        self.variables = variables
    }
}

/// One `NSStringPluralRuleType` variable: the number's printf type and one
/// string per plural category.
///
/// Inside a category string an unpositioned specifier (`%lu`) is the
/// variable's own argument; positional ones (`%2$lu`, `%2$#@other@`) index the
/// message's argument list.
public struct PluralVariable: Sendable, Hashable {
    /// `NSStringFormatValueTypeKey` without the `%`: `"lu"`, `"ld"`, `"d"`, `"f"`; nil when absent.
    public var valueType: String?
    /// The text for each category present in the file; `other` should be among them. Apple uses
    /// `zero` for the number 0 whenever it is present, even in languages whose CLDR rules have no
    /// zero category.
    public var forms: [PluralCategory: String]

    public init(valueType: String?, forms: [PluralCategory: String]) {
        self.valueType = valueType
        self.forms = forms
    }
}

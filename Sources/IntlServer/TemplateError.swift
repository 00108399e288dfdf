import Intl

/// Why a template's tag (Leaf) or lambda (Mustache) could not format what it was given.
public enum TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `#t()`, `{{#t}}{{/t}}`: no key.
    case emptySection(String)
    /// No value of that name, and no number either (Mustache).
    case unknownValue(String)
    /// A message argument whose value is not `MessageArgumentConvertible`.
    case notAnArgument(String)
    /// A number, price or date whose value is not a finite number.
    case notANumber(String)
    /// A date style other than none, short, medium, long, full.
    case unknownStyle(String)
    /// A tag rendered without a request (Leaf's `app.leaf.renderer` rather than `req.view`).
    case noRequest(String)

    public var description: String {
        switch self {
        case .emptySection(let tag): "template: \(tag) has no key"
        case .unknownValue(let name): "template: no value named \"\(name)\""
        case .notAnArgument(let name): "template: \"\(name)\" cannot be a message argument"
        case .notANumber(let name): "template: \"\(name)\" is not a finite number"
        case .unknownStyle(let style): "template: unknown date style \"\(style)\" (none, short, medium, long, full)"
        case .noRequest(let tag): "template: \(tag) formats for a request: render with req.view.render"
        }
    }
}

extension TemplateError {
    /// The date style a template names: none, short, medium, long or full.
    public static func dateStyle(named name: some StringProtocol) throws(TemplateError) -> DateTimeFormatOptions.Style {
        switch name {
        case "none": .none
        case "short": .short
        case "medium": .medium
        case "long": .long
        case "full": .full
        default: throw .unknownStyle(String(name))
        }
    }

    /// Whole epoch seconds for a template's date value (rounded down); `name`
    /// is what the error quotes. Beyond ±10^17 s no calendar date exists, and
    /// Int64 could not hold the value.
    public static func epochSeconds(_ value: Double, name: String) throws(TemplateError) -> Int64 {
        guard value.isFinite, abs(value) < 1e17 else { throw .notANumber(name) }
        return Int64(value.rounded(.down))
    }
}

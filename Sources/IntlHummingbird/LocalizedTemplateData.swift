#if Hummingbird
import Intl
import IntlServer
import MachineTime
import Mustache
import StringCatalog
import Synchronization
import TextEscaping

/// A Mustache template's data with the request's localizer as lambdas, so a
/// page formats messages, numbers, prices and dates in the request's locale
/// and zone:
///
///     let data = LocalizedTemplateData(localizer: context.localizer,
///                                      values: ["count": 3, "total": 12.5, "placed": Timestamp(seconds: 1_438_968_572)])
///     let template = try MustacheTemplate(string: """
///         <p>{{#t}}cart | count | total{{/t}}</p>
///         <p>{{#price}}total{{/price}} · {{#number}}total{{/number}}</p>
///         <p>{{#date}}placed | medium | short{{/date}}</p>
///         """)
///     let html = template.render(data.context)
///     try data.check()
///     // de-CH, ?tz=Europe/Zurich:
///     // <p>3 Artikel für 12.50 €</p>
///     // <p>CHF 12.50 · 12.5</p>
///     // <p>07.08.2015, 19:29</p>
///
/// Each lambda's section is a `|`-separated list: a catalog key (`t`) or a
/// value's name, then arguments. An argument is the name of one of
/// ``values`` or a number written out (`{{#t}}cart | 3 | 12.5{{/t}}`).
///
/// | section | formats |
/// |---|---|
/// | `{{#t}}key \| name…{{/t}}` | `Localizer.format(_:arguments:)`: the values must be `MessageArgumentConvertible` |
/// | `{{#number}}name{{/number}}` | `Localizer.formatNumber(_:options:)` |
/// | `{{#price}}name \| EUR{{/price}}` | `Localizer.formatPrice(_:currency:)`; no currency: the request's |
/// | `{{#date}}name \| medium \| short{{/date}}` | `Localizer.formatDate(_:style:time:)` of a `Timestamp` or epoch seconds; styles short, medium (default), long, full, none |
///
/// What a lambda writes is HTML-escaped and never read as a template again,
/// so a value from the request cannot inject markup or Mustache tags. A
/// section that cannot be formatted (a missing key, an unknown name, a value
/// of the wrong kind) writes nothing and is kept in ``errors``; ``check()``
/// throws the first, so a route answers 500 rather than a page with a hole.
public final class LocalizedTemplateData: Sendable {
    /// The request's localizer.
    public let localizer: Localizer
    /// The values a template names, and its lambdas' arguments name.
    public let values: [String: any Sendable]
    /// The errors the lambdas met, in order.
    private let failures = Mutex<[any Error]>([])

    public init(localizer: Localizer, values: [String: any Sendable] = [:]) {
        self.localizer = localizer
        self.values = values
    }

    /// What `MustacheTemplate.render(_:)` takes: ``values`` and the lambdas
    /// `t`, `number`, `price` and `date`.
    public var context: [String: Any] {
        var context: [String: Any] = values
        context["t"] = lambda { data, parts in try data.message(parts) }
        context["number"] = lambda { data, parts in try data.localizer.formatNumber(data.number(parts, 0)) }
        context["price"] = lambda { data, parts in
            try data.localizer.formatPrice(data.number(parts, 0), currency: parts.count > 1 ? String(parts[1]) : nil)
        }
        context["date"] = lambda { data, parts in try data.date(parts) }
        return context
    }

    /// The errors the template's lambdas met while rendering.
    public var errors: [any Error] { failures.withLock { $0 } }

    /// Throws the first error a lambda met (a `CatalogError` for a missing
    /// key, an `IntlError`, or a ``TemplateError``).
    public func check() throws {
        if let first = errors.first { throw first }
    }

    /// A lambda over the section's parts; its text comes back escaped, as a value Mustache does not parse again.
    private func lambda(_ format: @escaping @Sendable (LocalizedTemplateData, [Substring]) throws -> String) -> MustacheLambda {
        MustacheLambda { [self] section in
            let parts = section.split(separator: "|").map { $0.trimmingSpaces }
            do {
                return EscapedText(text: try format(self, parts))
            } catch {
                failures.withLock { $0.append(error) }
                return EscapedText(text: "")
            }
        }
    }

    private func message(_ parts: [Substring]) throws -> String {
        guard let key = parts.first else { throw TemplateError.emptySection("{{#t}}") }
        let arguments = try parts.dropFirst().map { name -> any MessageArgumentConvertible in
            guard let argument = try value(name) as? any MessageArgumentConvertible else {
                throw TemplateError.notAnArgument(String(name))
            }
            return argument
        }
        return try localizer.format(String(key), arguments: arguments)
    }

    private func date(_ parts: [Substring]) throws -> String {
        let instant: Timestamp
        switch try value(parts.first ?? "") {
        case let timestamp as Timestamp: instant = timestamp
        default: instant = Timestamp(seconds: try TemplateError.epochSeconds(number(parts, 0), name: String(parts.first ?? "")))
        }
        return try localizer.formatDate(instant, style: try style(parts, 1, default: .medium), time: try style(parts, 2, default: .none))
    }

    /// The value a part names, or the number it spells.
    private func value(_ name: Substring) throws -> Any {
        if let value = values[String(name)] { return value }
        if let integer = Int(name) { return integer }
        if let double = Double(name), double.isFinite { return double }
        throw TemplateError.unknownValue(String(name))
    }

    /// Part `index` as a finite number.
    private func number(_ parts: [Substring], _ index: Int) throws -> Double {
        let name = index < parts.count ? parts[index] : ""
        switch try value(name) {
        case let number as Double where number.isFinite: return number
        case let number as Int: return Double(number)
        case let number as Int64: return Double(number)
        case let number as Float where number.isFinite: return Double(number)
        default: throw TemplateError.notANumber(String(name))
        }
    }

    private func style(_ parts: [Substring], _ index: Int,
                       default standard: DateTimeFormatOptions.Style) throws -> DateTimeFormatOptions.Style {
        index < parts.count ? try TemplateError.dateStyle(named: parts[index]) : standard
    }
}

/// Text a lambda wrote, already escaped: Mustache writes a lambda's non-string
/// result as it is (`String(describing:)`), where a string would be parsed as a template.
private struct EscapedText: CustomStringConvertible {
    let description: String

    init(text: String) {
        description = MarkupEscape.attribute(text)
    }
}

extension Substring {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return self[first...last]
    }
}
#endif

#if Leaf
import Intl
import IntlServer
import Leaf
import MachineTime
import StringCatalog
import Vapor

extension Application.IntlSettings {
    /// Registers Leaf tags that format with the request's localizer (its
    /// locale, currency and zone), for pages rendered with `req.view.render`:
    ///
    ///     app.views.use(.leaf)
    ///     app.intl.registerLeafTags()
    ///
    /// | tag | formats |
    /// |---|---|
    /// | `#t("cart", count, total)` | `Localizer.format(_:arguments:)`: "3 Artikel für 12,50 €" |
    /// | `#number(total)` | `Localizer.formatNumber(_:options:)`: "12,5" |
    /// | `#price(total)`, `#price(total, "EUR")` | `Localizer.formatPrice(_:currency:)`: "CHF 12.50" for de-CH |
    /// | `#date(placed)`, `#date(placed, "medium", "short")` | `Localizer.formatDate(_:style:time:)` of epoch seconds |
    ///
    /// Leaf escapes what the tags write. A tag that cannot format (a missing
    /// key, a value of the wrong kind, no request) fails the render with
    /// its error: a `CatalogError` or `IntlError` (statuses as for routes) or
    /// a `TemplateError` (500).
    public func registerLeafTags() {
        application.leaf.tags["t"] = LocalizedTag(name: "#t", render: Self.message)
        application.leaf.tags["number"] = LocalizedTag(name: "#number") { localizer, parameters in
            try localizer.formatNumber(Self.number(parameters, 0))
        }
        application.leaf.tags["price"] = LocalizedTag(name: "#price") { localizer, parameters in
            try localizer.formatPrice(Self.number(parameters, 0), currency: parameters.dropFirst().first?.string)
        }
        application.leaf.tags["date"] = LocalizedTag(name: "#date", render: Self.date)
    }

    private static func message(_ localizer: Localizer, _ parameters: [LeafData]) throws -> String {
        guard let key = parameters.first?.string else { throw TemplateError.emptySection("#t") }
        let arguments = try parameters.dropFirst().map { parameter -> any MessageArgumentConvertible in
            if let integer = parameter.int { return integer }
            if let double = parameter.double { return double }
            if let bool = parameter.bool { return bool }
            if let string = parameter.string { return string }
            throw TemplateError.notAnArgument(parameter.description)
        }
        return try localizer.format(key, arguments: arguments)
    }

    private static func date(_ localizer: Localizer, _ parameters: [LeafData]) throws -> String {
        let seconds = try TemplateError.epochSeconds(number(parameters, 0), name: parameters[0].description)
        let style = try parameters.count > 1 ? TemplateError.dateStyle(named: parameters[1].string ?? "") : .medium
        let time = try parameters.count > 2 ? TemplateError.dateStyle(named: parameters[2].string ?? "") : .none
        return try localizer.formatDate(Timestamp(seconds: seconds), style: style, time: time)
    }

    /// Parameter `index` as a finite number.
    private static func number(_ parameters: [LeafData], _ index: Int) throws -> Double {
        let parameter = index < parameters.count ? parameters[index] : .trueNil
        guard let number = parameter.int.map(Double.init) ?? parameter.double, number.isFinite else {
            throw TemplateError.notANumber(parameter.description)
        }
        return number
    }
}

/// A tag that formats with the request's localizer.
private struct LocalizedTag: LeafTag {
    let name: String
    let render: @Sendable (Localizer, [LeafData]) throws -> String

    func render(_ context: LeafContext) throws -> LeafData {
        guard let request = context.request else { throw TemplateError.noRequest(name) }
        return .string(try render(request.localizer, context.parameters))
    }
}
#elseif Vapor
import Vapor

extension Application.IntlSettings {
    /// Without the package trait "Leaf" there are no Leaf tags; naming them says how to turn them on.
    @available(*, unavailable, message: "the Leaf tags need the package trait \"Leaf\": .package(url: \"…/swift-intl\", from: \"0.9.0\", traits: [\"Leaf\"])")
    public func registerLeafTags() {}
}
#endif

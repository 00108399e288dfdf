/// A formatted measurement and the unit it is written in, which a unit
/// usage may have chosen: ``NumberFormat/formatMeasure(_:)``.
///
///     let road = try NumberFormat(locale: "en-US", options: .init(style: .unit("meter", usage: "road")))
///     road.formatMeasure(1000)   // FormattedMeasure(text: "0.62 mi", unit: "mile")
///     road.formatMeasure(100)    // FormattedMeasure(text: "350 ft", unit: "foot")
public struct FormattedMeasure: Hashable, Sendable {
    /// The formatted text, exactly as ``NumberFormat/format(_:)-(Double)`` writes it.
    public let text: String
    /// The CLDR identifier of the unit the text is in ("mile",
    /// "foot-and-inch", "kilometer"); `nil` when the style has no unit.
    public let unit: String?

    public init(text: String, unit: String?) {
        self.text = text
        self.unit = unit
    }
}

extension NumberFormat {
    /// Formats a measurement and says which unit the text is in: the unit
    /// of the style, or for a style with a usage the unit CLDR's unit
    /// preferences chose for the locale's region and the value.
    ///
    ///     let road = try NumberFormat(locale: "en-US", options: .init(style: .unit("meter", usage: "road")))
    ///     road.formatMeasure(1000)   // text "0.62 mi", unit "mile"
    ///     let height = try NumberFormat(locale: "en-US", options: .init(style: .unit("meter", usage: "person-height")))
    ///     height.formatMeasure(1.8)  // text "5 ft, 11 in", unit "foot-and-inch"
    ///     let metric = try NumberFormat(locale: "en-US-u-ms-metric", options: .init(style: .unit("meter", usage: "road")))
    ///     metric.formatMeasure(1000) // text "1 km", unit "kilometer"
    ///
    /// The text is what ``format(_:)-(Double)`` returns. The unit comes from
    /// ICU's C++ `FormattedNumber::getOutputUnit` (ICU 72's C API has no
    /// such call), through a second, pooled ICU formatter for the same
    /// skeleton. Rule-based styles (spell-out, ordinals) have no unit.
    public func formatMeasure(_ value: Double) -> FormattedMeasure {
        guard let skeleton else { return FormattedMeasure(text: format(value), unit: nil) }
        // ICU accepted this skeleton for this locale when the formatter was
        // made, so opening its C++ twin can only fail if ICU itself does
        // (out of memory), which `requireSuccess` treats as Swift treats it.
        let locale = self.locale
        let twin = Result { () throws(IntlError) in
            try FormatterPools.unitUsageFormatters.handle(for: NumberSkeletonKey(locale: locale, skeleton: skeleton)) {
                () throws(IntlError) in try ICUUnitUsageFormatter(skeleton: skeleton, locale: locale)
            }
        }.requireSuccess()
        let (text, unit) = twin.format(value).requireSuccess()
        // Without a usage ICU 72 reports no output unit: it is the style's own.
        return FormattedMeasure(text: text, unit: unit.isEmpty ? styleUnit : unit)
    }

    /// The style's unit as a core CLDR id ("meter" for "length-meter").
    private var styleUnit: String? {
        guard case .unit(let identifier, _, _)? = options?.style.kind else { return nil }
        guard let type = identifier.split(separator: "-", maxSplits: 1).first,
              (try? unitStem(identifier))?.hasPrefix("measure-unit/") == true
        else { return identifier }
        return String(identifier.dropFirst(type.count + 1))
    }
}

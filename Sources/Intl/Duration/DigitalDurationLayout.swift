import CICU

/// How a locale writes hours, minutes and seconds as a clock does, read
/// from ICU's numeric duration format (CLDR's `durationUnits` "h:mm:ss"):
/// the separators ("." in fi and da, ":" elsewhere) and whether hours take
/// two digits. ECMA-402's DurationFormat calls this its digital format.
struct DigitalDurationLayout: Hashable, Sendable {
    var hoursMinutesSeparator = ":"
    var minutesSecondsSeparator = ":"
    var twoDigitHours = false

    /// The layout of `locale`, pooled per locale.
    static func of(_ locale: IntlLocale) throws(IntlError) -> DigitalDurationLayout {
        try FormatterPools.digitalDurationLayouts.handle(for: locale) { () throws(IntlError) in
            let (text, status) = icuString { cicu_duration_numeric_hms(locale.icuID, $0, $1, &$2) }
            guard !status.failed else { throw status.failure("MeasureFormat::formatMeasures") }
            return PooledValue(DigitalDurationLayout(numeric: text), localeIdentifier: locale.identifier)
        }.value
    }

    /// Reads "1:22:33" or "01.22.33" (1 hour, 22 minutes, 33 seconds in
    /// Latin digits); anything else keeps ECMA-402's default colons.
    init(numeric text: String) {
        let runs = Self.runs(of: text)
        guard runs.count == 5, runs[0].isDigits, runs[2].text == "22", runs[4].text == "33",
              runs[0].text == "1" || runs[0].text == "01"
        else { return }
        twoDigitHours = runs[0].text == "01"
        hoursMinutesSeparator = runs[1].text
        minutesSecondsSeparator = runs[3].text
    }

    init() {}

    /// `text` split into alternating runs of ASCII digits and other characters.
    private static func runs(of text: String) -> [(text: String, isDigits: Bool)] {
        var runs: [(text: String, isDigits: Bool)] = []
        for character in text {
            let isDigit = character.isASCII && character.isNumber
            if let last = runs.last, last.isDigits == isDigit {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), isDigit))
            }
        }
        return runs
    }
}

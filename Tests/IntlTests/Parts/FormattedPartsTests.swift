import CICU
@testable import Intl
import Testing

/// How fields become parts, without ICU: nesting, gaps, bad spans.
@Suite struct FormattedPartsTests {
    private func span(_ field: cicu_number_field, _ start: Int32, _ limit: Int32) -> cicu_field_span {
        cicu_field_span(category: Int32(CICU_FIELD_CATEGORY_NUMBER.rawValue), field: Int32(field.rawValue), start: start, limit: limit)
    }

    private func parts(_ text: String, _ spans: [cicu_field_span]) -> [String] {
        FormattedParts(string: text, spans: spans) { FormatPart.Kind(numberField: $0, negative: true, special: nil) }.pairs
    }

    @Test func innerFieldsSplitOuterOnes() {
        // "-1,234.5": ICU's order, the integer before the group inside it.
        let spans = [span(CICU_NUMBER_SIGN_FIELD, 0, 1), span(CICU_NUMBER_INTEGER_FIELD, 1, 6),
                     span(CICU_NUMBER_GROUPING_SEPARATOR_FIELD, 2, 3), span(CICU_NUMBER_DECIMAL_SEPARATOR_FIELD, 6, 7),
                     span(CICU_NUMBER_FRACTION_FIELD, 7, 8)]
        #expect(parts("-1,234.5", spans) == ["minusSign=-", "integer=1", "group=,", "integer=234", "decimal=.", "fraction=5"])
    }

    @Test func uncoveredTextIsOneLiteral() {
        #expect(parts("(€3)", [span(CICU_NUMBER_CURRENCY_FIELD, 1, 4), span(CICU_NUMBER_INTEGER_FIELD, 4, 5)]) ==
                ["literal=(", "currency=€", "integer=3", "literal=)"])
        #expect(parts("abc", []) == ["literal=abc"])
        #expect(parts("", []) == [])
    }

    /// Spans outside the text, reversed or empty, and other categories are dropped.
    @Test func badSpansAreDropped() {
        let spans = [span(CICU_NUMBER_INTEGER_FIELD, 0, 99), span(CICU_NUMBER_INTEGER_FIELD, 2, 1),
                     span(CICU_NUMBER_INTEGER_FIELD, 1, 1), span(CICU_NUMBER_INTEGER_FIELD, -1, 1),
                     cicu_field_span(category: Int32(CICU_FIELD_CATEGORY_LIST_SPAN.rawValue), field: 0, start: 0, limit: 1),
                     span(CICU_NUMBER_FRACTION_FIELD, 1, 2)]
        #expect(parts("12", spans) == ["literal=1", "fraction=2"])
    }

    /// ICU's fields nest or are disjoint; were two to overlap, the later one owns the overlap.
    @Test func overlappingFieldsNeverTrap() {
        #expect(parts("abcdefgh", [span(CICU_NUMBER_INTEGER_FIELD, 0, 5), span(CICU_NUMBER_FRACTION_FIELD, 3, 8)]) ==
                ["integer=abc", "fraction=defgh"])
        #expect(parts("abcdef", [span(CICU_NUMBER_INTEGER_FIELD, 0, 3), span(CICU_NUMBER_FRACTION_FIELD, 0, 3)]) ==
                ["fraction=abc", "literal=def"])
    }

    @Test func signKindFollowsTheValue() {
        let sign = span(CICU_NUMBER_SIGN_FIELD, 0, 1)
        #expect(FormatPart.Kind(numberField: sign, negative: false, special: nil) == .plusSign)
        #expect(FormatPart.Kind(numberField: sign, negative: true, special: nil) == .minusSign)
        #expect(FormatPart.Kind(numberField: span(CICU_NUMBER_INTEGER_FIELD, 0, 1), negative: false, special: .nan) == .nan)
        #expect(FormatPart.Kind(numberField: span(cicu_number_field(99), 0, 1), negative: false, special: nil) == .literal)
    }

    @Test func kindsAreNamedAsECMA402NamesThem() {
        let kinds: [FormatPart.Kind] = [.integer, .group, .decimal, .fraction, .currency, .percentSign, .unit, .compact,
                                        .minusSign, .plusSign, .exponentSeparator, .exponentMinusSign, .exponentInteger,
                                        .approximatelySign, .literal, .nan, .infinity]
        #expect(kinds.map(\.name) == ["integer", "group", "decimal", "fraction", "currency", "percentSign", "unit", "compact",
                                      "minusSign", "plusSign", "exponentSeparator", "exponentMinusSign", "exponentInteger",
                                      "approximatelySign", "literal", "nan", "infinity"])
        let dates: [FormatPart.Kind] = [.era, .year, .month, .day, .weekday, .hour, .minute, .second, .fractionalSecond,
                                        .dayPeriod, .timeZoneName, .relatedYear, .yearName, .unknown, .element]
        #expect(dates.map(\.description) == ["era", "year", "month", "day", "weekday", "hour", "minute", "second",
                                             "fractionalSecond", "dayPeriod", "timeZoneName", "relatedYear", "yearName",
                                             "unknown", "element"])
    }

    @Test func descriptionQuotesEachPart() throws {
        let parts = try ListFormat(locale: "en").formatToParts(["A", "B\u{1B}"])
        #expect(parts.description == #"element "A", literal " and ", element "B\u{1B}""#)
    }
}

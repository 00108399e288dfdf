import Foundation
import Intl
import IntlFoundation
import Testing

@Suite struct DateTimeFormatDateTests {
    @Test func formatsFoundationDates() throws {
        let format = try DateTimeFormat(locale: "en-US", options: .init(layout: .styles(date: .medium, time: .none)))
        #expect(format.format(Date(timeIntervalSince1970: 1_438_968_572)) == "Aug 7, 2015")
        let range = try DateIntervalFormat(locale: "en-US")
        let interval = DateInterval(start: Date(timeIntervalSince1970: 1_391_731_200), duration: 2 * 86_400)
        #expect(range.format(interval) == "Feb 7\u{2009}–\u{2009}9, 2014")
    }

    @Test func parsedDatesBecomeFoundationDates() throws {
        let format = try DateTimeFormat(locale: "en", options: .init(layout: .pattern("yyyy-MM-dd HH:mm:ss.SSS")))
        #expect(try format.parse("1969-12-31 23:59:59.500").date == Date(timeIntervalSince1970: -0.5))
    }
}

import Intl
import Testing

@Suite struct DateIntervalFormatTests {
    typealias Options = DateTimeFormatOptions

    /// 2014-02-07T00:00:00Z.
    static let february7 = 1_391_731_200.0
    static let day = 86_400.0

    static let cases: [(String, Options, Double, String, String)] = [
        ("en-US", Options(layout: .template("yMMMd")), 2 * day, "Feb 7\u{2009}–\u{2009}9, 2014", "yMMMd"),
        ("en-US", Options(layout: .template("yMMMd")), 30 * day, "Feb 7\u{2009}–\u{2009}Mar 9, 2014", "yMMMd"),
        ("en-US", Options(layout: .template("yMMMd")), 0, "Feb 7, 2014", "yMMMd"),
        ("de-DE", Options(layout: .template("yMMMd")), 2 * day, "7.–9. Feb. 2014", "yMMMd"),
        ("ja-JP", Options(layout: .template("yMMMd")), 2 * day, "2014年2月7日～9日", "yMMMd"),
        ("en-US", Options(layout: .template("jm")), 3600 * 2, "12:00\u{2009}–\u{2009}2:00\u{202F}AM", "jm"),
        ("en-GB", Options(layout: .template("jm")), 3600 * 2, "00:00–02:00", "jm"),
        ("en-US", Options(layout: .styles(date: .medium, time: .none)), 2 * day, "Feb 7\u{2009}–\u{2009}9, 2014", "yMMMd"),
        ("en-US", Options(layout: .template("yMMMd"), timeZone: "America/Los_Angeles"), 2 * day,
         "Feb 6\u{2009}–\u{2009}8, 2014", "yMMMd"),
    ]

    @Test(arguments: cases)
    func formats(locale: String, options: Options, length: Double, expected: String, skeleton: String) throws {
        let range = try DateIntervalFormat(locale: locale, options: options)
        #expect(range.format(from: Self.february7, to: Self.february7 + length) == expected)
        #expect(range.skeleton == skeleton)
    }

    @Test func exactInstantsMatchDoubles() throws {
        let range = try DateIntervalFormat(locale: "en-US")
        #expect(range.format(fromSeconds: 1_391_731_200, toSeconds: 1_391_904_000) == "Feb 7\u{2009}–\u{2009}9, 2014")
    }
}

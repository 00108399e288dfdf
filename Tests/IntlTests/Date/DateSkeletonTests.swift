@testable import Intl
import Testing

/// Template, pattern, keyword and instant spellings, checked without ICU output.
@Suite struct DateSkeletonTests {
    typealias HourCycle = DateTimeFormatOptions.HourCycle

    @Test(arguments: [
        ("jmm", HourCycle?.none, "jmm"), ("jmm", .h23, "Hmm"), ("jmm", .h11, "Kmm"),
        ("hmm", .h24, "kmm"), ("yMMMdjms", .h12, "yMMMdhms"), ("yMMMd", .h23, "yMMMd"),
    ])
    func templateTakesTheHourCycleLetter(template: String, cycle: HourCycle?, expected: String) {
        #expect(DateSkeleton.template(template, hourCycle: cycle) == expected)
    }

    @Test(arguments: [
        ("h:mm a", HourCycle.h11, "K:mm a"),
        ("HH:mm", .h24, "kk:mm"),
        ("h 'h' mm a", .h11, "K 'h' mm a"),
        ("EEEE, MMMM d, y 'at' h:mm:ss a z", .h12, "EEEE, MMMM d, y 'at' h:mm:ss a z"),
    ])
    func patternSwapsHoursOfTheSameKind(pattern: String, cycle: HourCycle, expected: String) {
        #expect(DateSkeleton.pattern(pattern, swappingHoursTo: cycle) == expected)
    }

    @Test func patternOfTheOtherKindNeedsTheGenerator() {
        #expect(DateSkeleton.pattern("h:mm a", swappingHoursTo: .h23) == nil)
        #expect(DateSkeleton.pattern("HH:mm", swappingHoursTo: .h12) == nil)
        #expect(DateSkeleton.template(forSkeleton: "yMdhmma", hourCycle: .h23) == "yMdHmm")
        #expect(DateSkeleton.template(forSkeleton: "yyMMddHHmm", hourCycle: .h12) == "yyMMddhmm")
    }

    @Test(arguments: [
        ("ja_JP", [("calendar", "japanese")], "ja_JP@calendar=japanese"),
        ("en_US@numbers=arab", [("hours", "h23")], "en_US@hours=h23;numbers=arab"),
        ("en_US@calendar=buddhist", [("calendar", "hebrew")], "en_US@calendar=hebrew"),
        ("", [("calendar", "japanese")], "@calendar=japanese"),
        ("de", [], "de"),
    ])
    func setsLocaleKeywords(id: String, keywords: [(String, String)], expected: String) {
        #expect(DateSkeleton.localeID(id, setting: keywords) == expected)
    }

    @Test(arguments: [
        (0, "GMT+00:00"), (19_800, "GMT+05:30"), (-25_200, "GMT-07:00"),
        (20_715, "GMT+05:45:15"), (-86_400, "GMT-24:00"),
    ])
    func spellsOffsetZones(seconds: Int, expected: String) {
        #expect(DateSkeleton.offsetZoneID(seconds: seconds) == expected)
    }

    @Test func convertsInstantsToICUMilliseconds() {
        #expect(DateSkeleton.udate(seconds: 1, nanoseconds: 999_999_999) == 1999)
        #expect(DateSkeleton.udate(seconds: 0, nanoseconds: -1) == -1)
        #expect(DateSkeleton.udate(seconds: -1, nanoseconds: 500_000_000) == -500)
        #expect(DateSkeleton.udate(epochSeconds: 1.5) == 1500)
        #expect(DateSkeleton.udate(epochSeconds: .nan) == 0)
        #expect(DateSkeleton.udate(epochSeconds: .infinity) == DateSkeleton.udateRange.upperBound)
        #expect(DateSkeleton.instant(udate: -500) == (-1, 500_000_000))
        #expect(DateSkeleton.instant(udate: 1999) == (1, 999_000_000))
    }

    @Test(arguments: ["yMMMd", "jmm", "GyMMMMEEEEd", "Hms", "yQQQ", "MMMMW", "jjmmssSSS", "yMdZZZZ"])
    func acceptsTemplates(template: String) throws {
        try DateSkeleton.validate(template: template)
    }

    @Test(arguments: [("", 0), ("yMMM!", 4), ("y-M-d", 1), ("yMMMl", 4), ("yMMMd ", 5), ("yMMMdé", 5)])
    func rejectsTemplates(template: String, offset: Int) {
        #expect(throws: IntlError.invalidTemplate(template: template, offset: offset)) {
            try DateSkeleton.validate(template: template)
        }
    }

    @Test(arguments: ["yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "EEEE, MMMM d, y 'at' h:mm:ss a z", "h 'o''clock' a", "''", "d. MMM"])
    func acceptsPatterns(pattern: String) throws {
        try DateSkeleton.validate(pattern: pattern)
    }

    @Test(arguments: [("", 0), ("yyyy-MM-dd t", 11), ("yyyy-MM-dd'T", 10), ("HH 'o''clock", 6), ("y at h", 3)])
    func rejectsPatterns(pattern: String, offset: Int) {
        #expect(throws: IntlError.invalidPattern(pattern: pattern, offset: offset)) {
            try DateSkeleton.validate(pattern: pattern)
        }
    }
}

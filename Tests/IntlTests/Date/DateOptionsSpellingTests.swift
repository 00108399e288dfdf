import Intl
import Testing

/// The spellings a newcomer guesses for date options, and a zone from a
/// string checked where it arrives.
@Suite struct DateOptionsSpellingTests {
    @Test func dateAndTimeStyles() throws {
        let options = DateTimeFormatOptions(dateStyle: .full, timeStyle: .short, timeZone: "Europe/Zurich")
        #expect(options == DateTimeFormatOptions(layout: .styles(date: .full, time: .short), timeZone: "Europe/Zurich"))
        #expect(try DateTimeFormat(locale: "de-CH", options: options).format(seconds: 1_438_968_572)
                == "Freitag, 7. August 2015 um 19:29")
    }

    @Test func aZoneFromAVariable() throws {
        let name = "America/Los_Angeles"
        let options = DateTimeFormatOptions(dateStyle: .medium, timeStyle: .none, timeZone: try .init(name))
        #expect(try DateTimeFormat(locale: "en-US", options: options).format(seconds: 0) == "Dec 31, 1969")
        let unknown = "Mars/Olympus", offset = "GMT+05:30"
        #expect(throws: IntlError.unknownTimeZone("Mars/Olympus")) { try DateTimeFormatOptions.TimeZone(unknown) }
        #expect(try DateTimeFormatOptions.TimeZone(offset).identifier == "GMT+05:30")
        // ICU reads C strings: a NUL would cut "Europe/Zurich\0junk" down to a zone it knows.
        let cut = "Europe/Zurich\u{0}junk"
        #expect(throws: IntlError.unknownTimeZone("Europe/Zurich\u{0}junk")) { try DateTimeFormatOptions.TimeZone(cut) }
    }
}

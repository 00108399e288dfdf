/// The one place that spells ICU's date vocabulary: style constants,
/// template (skeleton) and pattern field letters, hour-cycle letters, the
/// locale keywords for calendar, hour cycle and digits, custom time-zone ids
/// and ICU's instant unit.
///
///     DateSkeleton.template("jmm", hourCycle: .h23)                    // "Hmm"
///     DateSkeleton.pattern("h:mm a", swappingHoursTo: .h11)            // "K:mm a"
///     DateSkeleton.localeID("ja_JP", setting: [("calendar", "japanese")])
///     // "ja_JP@calendar=japanese"
enum DateSkeleton {
    typealias Options = DateTimeFormatOptions

    // MARK: Templates and patterns

    /// Letters a template may use: the fields of UTS #35's date field symbol
    /// table that ICU's pattern generator understands, plus `j`, `J`, `C`
    /// (the locale's preferred hour).
    private static let templateLetters = ASCIISet("GyYuUrQqMLwWEecdDFgaBbhHKkjJCmsSAzZOvVXx")

    /// Letters a pattern may use unquoted (ICU's SimpleDateFormat fields).
    /// ICU silently drops any other letter, so they are rejected instead.
    private static let patternLetters = ASCIISet("GyYuUrQqMLwWEecdDFgaBbhHKkmsSAzZOvVXx")

    /// Checks that a template is non-empty and made only of field letters.
    ///
    /// - Throws: `IntlError.invalidTemplate` with the offending offset.
    static func validate(template: String) throws(IntlError) {
        guard !template.isEmpty else { throw .invalidTemplate(template: template, offset: 0) }
        // Fast path over bytes; characters only to name the offending offset.
        if template.utf8.allSatisfy(templateLetters.contains) { return }
        for (offset, character) in template.enumerated() {
            guard let byte = character.asciiValue, templateLetters.contains(byte) else {
                throw .invalidTemplate(template: template, offset: offset)
            }
        }
    }

    /// Checks that every unquoted ASCII letter is a field and quotes close.
    ///
    /// - Throws: `IntlError.invalidPattern` with the offending offset (the
    ///   opening quote for an unterminated one).
    static func validate(pattern: String) throws(IntlError) {
        guard !pattern.isEmpty else { throw .invalidPattern(pattern: pattern, offset: 0) }
        var openQuote: Int?
        for (offset, character) in pattern.enumerated() {
            if character == "'" {
                openQuote = openQuote == nil ? offset : nil
            } else if openQuote == nil, let byte = character.asciiValue,
                      character.isLetter, !patternLetters.contains(byte) {
                throw .invalidPattern(pattern: pattern, offset: offset)
            }
        }
        if let openQuote { throw .invalidPattern(pattern: pattern, offset: openQuote) }
    }

    // MARK: Hour cycles

    /// The pattern letter of an hour cycle: K (0–11), h (1–12), H (0–23), k (1–24).
    static func hourLetter(_ cycle: Options.HourCycle) -> Character {
        switch cycle {
        case .h11: "K"
        case .h12: "h"
        case .h23: "H"
        case .h24: "k"
        }
    }

    private static func is12Hour(_ letter: Character) -> Bool { letter == "h" || letter == "K" }
    private static let hourLetters: Set<Character> = ["h", "H", "K", "k"]
    private static let dayPeriodLetters: Set<Character> = ["a", "b", "B"]

    /// A template whose hour fields (`h H K k j`) use the hour cycle's letter.
    static func template(_ template: String, hourCycle: Options.HourCycle?) -> String {
        guard let hourCycle else { return template }
        let letter = hourLetter(hourCycle)
        return String(template.map { hourLetters.contains($0) || $0 == "j" ? letter : $0 })
    }

    /// A pattern whose hour fields use the hour cycle's letter, when the
    /// pattern already uses a clock of the same kind (12 vs 24 hours);
    /// nil when the kinds differ, because then the day period ("AM") has to
    /// come or go and only the pattern generator knows where: see
    /// ``template(forSkeleton:hourCycle:)``. Quoted text is left alone.
    static func pattern(_ pattern: String, swappingHoursTo hourCycle: Options.HourCycle) -> String? {
        let target = hourLetter(hourCycle)
        var result = ""
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if !quoted, hourLetters.contains(character) {
                guard is12Hour(character) == is12Hour(target) else { return nil }
                result.append(target)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Turns the skeleton of a pattern ("yMdhmma") into a template with the
    /// hour cycle's letter, one hour letter long so the locale picks the
    /// width, and without day periods for a 24-hour clock ("yMdHmm").
    static func template(forSkeleton skeleton: String, hourCycle: Options.HourCycle) -> String {
        let target = hourLetter(hourCycle)
        var result = ""
        var wroteHour = false
        for character in skeleton {
            if hourLetters.contains(character) {
                if !wroteHour { result.append(target) }
                wroteHour = true
            } else if !(dayPeriodLetters.contains(character) && !is12Hour(target)) {
                result.append(character)
            }
        }
        return result
    }

    // MARK: Locale keywords

    static let calendarKeyword = "calendar"
    static let hourCycleKeyword = "hours"
    static let numberingSystemKeyword = "numbers"

    /// An ICU locale id with keywords set (replacing values already there),
    /// keywords sorted as ICU writes them: "ja_JP@calendar=japanese;hours=h23".
    static func localeID(_ id: String, setting keywords: [(String, String)]) -> String {
        guard !keywords.isEmpty else { return id }
        let at = id.firstIndex(of: "@")
        var values: [String: String] = [:]
        if let at {
            for pair in id[id.index(after: at)...].split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
            }
        }
        for (key, value) in keywords { values[key] = value }
        let base = at.map { String(id[..<$0]) } ?? id
        return base + "@" + values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: ";")
    }

    // MARK: Time zones

    /// ICU's custom zone id for a fixed offset: "GMT+05:30", "GMT-07:00",
    /// "GMT+05:30:15" when there are seconds. ICU rejects 24 hours or more.
    static func offsetZoneID(seconds: Int) -> String {
        let magnitude = seconds.magnitude
        func two(_ value: UInt) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var id = "GMT" + (seconds < 0 ? "-" : "+") + two(magnitude / 3600) + ":" + two(magnitude / 60 % 60)
        if magnitude % 60 != 0 { id += ":" + two(magnitude % 60) }
        return id
    }

    /// ICU's id for a zone it does not know.
    static let unknownZoneID = "Etc/Unknown"

    // MARK: Instants

    /// The instants ICU's calendars can hold, in UDate milliseconds (about
    /// 5.8 million years either side of 1970; ICU's MIN_MILLIS/MAX_MILLIS).
    /// A strict (non-lenient) formatter outputs nothing beyond them.
    static let udateRange = -184_303_902_528_000_000.0 ... 183_882_168_921_600_000.0

    /// ICU's UDate (milliseconds since the epoch) for seconds since the
    /// epoch, clamped to ``udateRange``; NaN becomes the epoch itself.
    @inline(__always)
    static func udate(epochSeconds: Double) -> Double {
        epochSeconds.isNaN ? 0 : clamped(epochSeconds * 1000)
    }

    /// ICU's UDate for an exact instant, clamped to ``udateRange``. ICU
    /// shows milliseconds, so the nanoseconds are rounded down to them.
    @inline(__always)
    static func udate(seconds: Int64, nanoseconds: Int32) -> Double {
        let carry = Int64(nanoseconds) / 1_000_000_000 - (nanoseconds < 0 && nanoseconds % 1_000_000_000 != 0 ? 1 : 0)
        let nanos = Int64(nanoseconds) - carry * 1_000_000_000
        return clamped((Double(seconds) + Double(carry)) * 1000 + Double(nanos / 1_000_000))
    }

    @inline(__always)
    private static func clamped(_ udate: Double) -> Double {
        min(max(udate, udateRange.lowerBound), udateRange.upperBound)
    }

    /// The exact instant for a UDate ICU parsed (whole milliseconds).
    static func instant(udate: Double) -> (seconds: Int64, nanoseconds: Int32) {
        // ICU's range is about ±1.8e17 ms; the clamp only guards the conversion.
        let milliseconds = udate.isNaN ? 0 : Int64(min(max(udate.rounded(.down), -9.2e18), 9.2e18))
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        return (seconds, Int32((milliseconds - seconds * 1000) * 1_000_000))
    }
}

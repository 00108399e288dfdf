/// The offset from UTC, abbreviation and DST flag in force in a zone at one instant: one
/// "local time type" of a TZif file.
///
///     let losAngeles = try TimeZoneDatabase().zone(named: "America/Los_Angeles")
///     losAngeles.offset(at: 1_118_000_000)
///     // ZoneOffset(seconds: -25200, abbreviation: "PDT", isDaylightSaving: true)   (2005-06-05T19:33Z)
///     losAngeles.offset(at: 1_136_073_600)
///     // ZoneOffset(seconds: -28800, abbreviation: "PST", isDaylightSaving: false)  (2006-01-01T00:00Z)
public struct ZoneOffset: Sendable, Hashable {
    /// Seconds to add to UTC to get local time: -25200 for PDT, 19800 for IST (Asia/Kolkata).
    public var seconds: Int
    /// The designation as the tz database writes it: `PDT`, `CEST`, `+0530`-style numbers such
    /// as `-03` where the zone has no customary letters, `LMT` before standard time.
    public var abbreviation: String
    /// Whether the tz database marks this as daylight saving time. Europe/Dublin's winter time
    /// (`GMT`, offset 0) is daylight saving time in tzdata's main form ("negative DST"), and
    /// its summer time `IST` (+1) is standard.
    public var isDaylightSaving: Bool

    /// Creates an offset from its fields.
    ///
    ///     ZoneOffset(seconds: 3600, abbreviation: "CET", isDaylightSaving: false).seconds   // 3600
    public init(seconds: Int, abbreviation: String, isDaylightSaving: Bool) {
        self.seconds = seconds
        self.abbreviation = abbreviation
        self.isDaylightSaving = isDaylightSaving
    }
}

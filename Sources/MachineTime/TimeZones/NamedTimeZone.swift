/// A time zone of the tz database, such as `America/Los_Angeles`: its transitions between
/// offsets, and the POSIX rule that continues them after the last one. A value: cheap to copy
/// and safe to share across tasks.
///
///     let losAngeles = try TimeZoneDatabase().zone(named: "America/Los_Angeles")
///     losAngeles.offset(at: 1_118_000_000).seconds         // -25200 (PDT, 2005-06-05)
///     // 2005-12-01 08:00 local, written as seconds as if it were UTC:
///     try losAngeles.instant(localSeconds: 1_133_424_000, ambiguity: .reject)   // 1133452800
///
/// Before the first transition the zone's first local time type applies (local mean time,
/// `LMT`, in the tz database); after the last, the footer rule (such as
/// `PST8PDT,M3.2.0,M11.1.0`), or the last type when the file has none.
public struct NamedTimeZone: Sendable, Hashable {
    /// The name it was loaded under, such as `America/Los_Angeles`.
    public let name: String
    let content: TZifContent
    let rule: PosixTimeZoneRule?

    /// Reads a zone from the bytes of a TZif file (RFC 8536, versions 1 to 4); `name` names
    /// it (and its errors). ``TimeZoneDatabase/zone(named:)`` reads files with this.
    ///
    ///     let zone = try NamedTimeZone(name: "Asia/Kolkata", tzif: bytesOfTheFile)
    ///     zone.offset(at: 0).abbreviation    // "IST"
    ///
    /// - Throws: ``TimeZoneError/malformedTZif(zone:problem:)`` for bytes that are not a TZif
    ///   file or break its rules (counts, lengths, indices), and
    ///   ``TimeZoneError/invalidRule(zone:rule:offset:expected:)`` for a malformed footer.
    public init(name: String, tzif: [UInt8]) throws(TimeZoneError) {
        let content = try TZif.parse(tzif, zone: name)
        let rule = try content.footer.map { (footer) throws(TimeZoneError) in
            try PosixTimeZoneRule(parsing: footer, zone: name)
        }
        self.init(name: name, content: content, rule: rule)
    }

    /// A zone made of a POSIX TZ rule alone, as the `TZ` variable spells one.
    ///
    ///     let zone = try NamedTimeZone(name: "US Pacific", posixRule: "PST8PDT,M3.2.0,M11.1.0")
    ///     zone.offset(at: 1_118_000_000).abbreviation   // "PDT"
    ///
    /// - Throws: ``TimeZoneError/invalidRule(zone:rule:offset:expected:)``, such as for
    ///   `PST8PDT,M13.1.0` (offset 9: expected a month 1...12 after M).
    public init(name: String, posixRule: String) throws(TimeZoneError) {
        let rule = try PosixTimeZoneRule(parsing: posixRule, zone: name)
        let content = TZifContent(transitions: [], transitionTypes: [], types: [rule.standard], footer: posixRule)
        self.init(name: name, content: content, rule: rule)
    }

    init(name: String, content: TZifContent, rule: PosixTimeZoneRule?) {
        self.name = name
        self.content = content
        self.rule = rule
    }

    /// The offset, abbreviation and DST flag in force at UTC instant `seconds` (seconds since
    /// 1970-01-01T00:00:00Z). At a transition's exact instant, the new offset is in force.
    ///
    ///     let zone = try TimeZoneDatabase().zone(named: "America/Los_Angeles")
    ///     zone.offset(at: 1_118_000_000)
    ///     // ZoneOffset(seconds: -25200, abbreviation: "PDT", isDaylightSaving: true)
    ///     zone.offset(at: 1_130_662_800).abbreviation   // "PST" (2005-10-30T09:00Z, the change)
    ///     zone.offset(at: 1_130_662_799).abbreviation   // "PDT" (one second before)
    ///
    /// - Complexity: O(log n) in the number of transitions.
    public func offset(at seconds: Int64) -> ZoneOffset {
        let transitions = content.transitions
        guard let first = transitions.first, let last = transitions.last else {
            return rule?.offset(at: seconds) ?? standardFallback
        }
        if seconds < first { return standardFallback }
        if seconds >= last, let rule { return rule.offset(at: seconds) }
        return type(ofTransition: lastTransitionIndex(atOrBefore: seconds))
    }

    /// The first instant after `seconds` at which the offset, abbreviation or DST flag may
    /// change; nil when nothing changes any more.
    func nextTransition(after seconds: Int64) -> Int64? {
        let transitions = content.transitions
        guard let last = transitions.last, seconds < last else {
            return rule?.nextTransition(after: seconds)
        }
        return transitions[firstTransitionIndex(after: seconds)]
    }

    /// Type 0: RFC 8536 §3.2 has it in force before the first transition.
    private var standardFallback: ZoneOffset { content.types[0] }

    private func type(ofTransition index: Int) -> ZoneOffset {
        content.types[Int(content.transitionTypes[index])]
    }

    /// The index of the first transition later than `seconds` (`count` when none is).
    private func firstTransitionIndex(after seconds: Int64) -> Int {
        var low = 0, high = content.transitions.count
        while low < high {
            let middle = low + (high - low) / 2
            if content.transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the last transition at or before `seconds`; the caller ensures there is one.
    private func lastTransitionIndex(atOrBefore seconds: Int64) -> Int {
        firstTransitionIndex(after: seconds) - 1
    }
}

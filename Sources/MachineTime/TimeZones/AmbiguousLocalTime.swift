/// How ``NamedTimeZone/instant(localSeconds:ambiguity:)`` resolves a wall-clock time that occurs
/// twice (a DST overlap, when clocks go back) or never (a DST gap, when clocks go forward).
///
/// A wall-clock time that occurs exactly once resolves to that instant whatever the choice.
/// For the gap, `earlier` and `later` follow java.time's and jiff's "compatible" behaviour.
/// In America/New_York (`local` is the civil time counted in seconds as if it were UTC):
///
///     let newYork = try TimeZoneDatabase().zone(named: "America/New_York")
///     // 2021-11-07 01:30 occurs at 05:30Z (EDT) and at 06:30Z (EST).
///     try newYork.instant(localSeconds: 1_636_248_600, ambiguity: .earlier)   // 1636263000 (05:30Z)
///     try newYork.instant(localSeconds: 1_636_248_600, ambiguity: .later)     // 1636266600 (06:30Z)
///     // 2021-03-14 02:30 is skipped: clocks go from 02:00 EST to 03:00 EDT.
///     try newYork.instant(localSeconds: 1_615_689_000, ambiguity: .earlier)   // 1615703400 (06:30Z = 01:30 EST)
///     try newYork.instant(localSeconds: 1_615_689_000, ambiguity: .later)     // 1615707000 (07:30Z = 03:30 EDT)
public enum AmbiguousLocalTime: Sendable, Hashable {
    /// In an overlap, the first occurrence (the offset before the transition, such as EDT in
    /// November). In a gap, the wall-clock time read with the offset *after* the transition,
    /// which lands before the gap by its length: 02:30 in New York's March gap gives 01:30 EST.
    case earlier
    /// In an overlap, the second occurrence (the offset after the transition, such as EST in
    /// November). In a gap, the wall-clock time read with the offset *before* the transition,
    /// which lands after the gap by its length: 02:30 in New York's March gap gives 03:30 EDT.
    /// This is java.time's `ZonedDateTime.of` and jiff's `compatible` for gaps.
    case later
    /// Throw ``TimeZoneError/ambiguousLocalTime(zone:localSeconds:)`` in an overlap and
    /// ``TimeZoneError/nonexistentLocalTime(zone:localSeconds:)`` in a gap.
    case reject
}

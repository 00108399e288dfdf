/// Where a request's time zone may come from, in the order a
/// ``LocaleNegotiator`` asks: the first source whose value is a zone ICU
/// knows ("Europe/Zurich", "America/Los_Angeles", "UTC") decides; otherwise
/// the negotiator's ``LocaleNegotiator/defaultTimeZone``.
///
///     TimeZoneSource.standard()                        // [.query("tz"), .cookie("tz")]
///     TimeZoneSource.standard(userPreference: true)    // [.query("tz"), .cookie("tz"), .userPreference]
///
/// A value that is no zone (`?tz=Mars/Olympus`), or longer than the
/// negotiator allows, is skipped: client input never fails a request.
public enum TimeZoneSource: Sendable, Hashable, CustomStringConvertible {
    /// A URL query item: `.query("tz")` reads `?tz=Europe/Zurich`.
    case query(String)
    /// A cookie: `.cookie("tz")` reads `Cookie: tz=Europe/Zurich`.
    case cookie(String)
    /// The application's own lookup, e.g. the signed-in user's stored zone
    /// (the middleware's `userTimeZone` closure).
    case userPreference

    /// `?tz=`, then the `tz` cookie, then (with `userPreference`) the
    /// user's stored zone.
    public static func standard(userPreference: Bool = false) -> [TimeZoneSource] {
        [.query("tz"), .cookie("tz")] + (userPreference ? [.userPreference] : [])
    }

    /// `query(tz)`, `cookie(tz)`, `userPreference`: for logs.
    public var description: String {
        switch self {
        case .query(let name): "query(\(name))"
        case .cookie(let name): "cookie(\(name))"
        case .userPreference: "userPreference"
        }
    }
}

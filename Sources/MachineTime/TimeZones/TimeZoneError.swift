import TextEscaping

/// Why a time zone could not be named, loaded or read, or why a local time has no single
/// instant in it.
///
/// The message is built from the associated values only, in ``description``:
///
///     do {
///         _ = try TimeZoneDatabase().zone(named: "../etc/passwd")
///     } catch {
///         print(error)
///     }
///     // invalid time zone name "../etc/passwd": expected components of A-Z a-z 0-9 _ + - . separated by "/", no "." or ".." component, at most 255 bytes
///
/// Names and rules come from outside, so they are quoted and escaped as in every message of
/// this package (`\u{1B}`, `\xFF`).
public enum TimeZoneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is not a relative path of safe components, so it was never looked up:
    /// empty, longer than 255 bytes, starting with `/`, with an empty, `.` or `..` component,
    /// or with a byte other than `A-Z a-z 0-9 _ + - . /`.
    case invalidName(String)
    /// The database has no file of that name (or it names a folder, such as `America`).
    case unknownZone(String)
    /// The zone's file exists but could not be read; `errno` is the C library's error number.
    case unreadableFile(zone: String, errno: Int32)
    /// The zone's file is larger than `limit` bytes (1 MiB): no TZif file is that large.
    case fileTooLarge(zone: String, limit: Int)
    /// The zone's data is not a well-formed TZif file (RFC 8536).
    case malformedTZif(zone: String, problem: TZifProblem)
    /// The POSIX TZ rule (a TZif footer such as `PST8PDT,M3.2.0,M11.1.0`) is not well formed:
    /// at byte `offset` of `rule`, the parser expected what `expected` says.
    case invalidRule(zone: String, rule: String, offset: Int, expected: String)
    /// ``AmbiguousLocalTime/reject``: the wall-clock time occurs twice (a DST overlap).
    case ambiguousLocalTime(zone: String, localSeconds: Int64)
    /// ``AmbiguousLocalTime/reject``: the wall-clock time is skipped (a DST gap).
    case nonexistentLocalTime(zone: String, localSeconds: Int64)
    /// The wall-clock time is so close to the ends of `Int64` that no offset can be applied.
    case localTimeOutOfRange(zone: String, localSeconds: Int64)

    /// What is wrong with TZif data, in the order the reader checks it. An `Error` too: the
    /// byte reader throws it, and ``NamedTimeZone/init(name:tzif:)`` wraps it with the zone's
    /// name in ``TimeZoneError/malformedTZif(zone:problem:)``.
    ///
    ///     TimeZoneError.TZifProblem.transitionsNotAscending(index: 3).description
    ///     // "transition 3 is not later than transition 2"
    public enum TZifProblem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The data does not start with `TZif` (or the second header, in version 2 and later).
        case badMagic
        /// The version byte is not 0 (version 1), `2`, `3` or `4`.
        case unsupportedVersion(UInt8)
        /// A part of the file ends early: `part` needs `needed` bytes, `available` remain.
        case truncated(part: String, needed: Int, available: Int)
        /// A header count is above this reader's limit (`limit`), whatever the file's length.
        case countTooLarge(field: String, value: UInt32, limit: Int)
        /// A header count contradicts another: `typecnt` 0, or `isstdcnt`/`isutcnt` neither 0
        /// nor `typecnt`.
        case inconsistentCount(field: String, value: UInt32)
        /// The file has leap-second records (the `right/` zones): their instants are not POSIX
        /// seconds, and this reader does not convert them.
        case leapSeconds(count: UInt32)
        /// Transition `index` is not later than the one before it.
        case transitionsNotAscending(index: Int)
        /// Transition `transition` names local time type `type`, and there are only `typeCount`.
        case typeIndexOutOfRange(transition: Int, type: UInt8, typeCount: Int)
        /// Local time type `type` has a UT offset outside -89999...93599 seconds (RFC 8536).
        case offsetOutOfRange(type: Int, seconds: Int32)
        /// Local time type `type` has a DST flag other than 0 or 1.
        case invalidDSTFlag(type: Int, value: UInt8)
        /// Local time type `type`'s abbreviation starts outside the abbreviation bytes, or has
        /// no terminating NUL.
        case invalidAbbreviation(type: Int, index: UInt8)
        /// A version 2+ footer that is not a line between newlines of printable ASCII.
        case invalidFooter

        /// The problem alone, such as `transition 3 is not later than transition 2`.
        public var description: String {
            switch self {
            case .badMagic:
                return #"does not start with "TZif""#
            case .unsupportedVersion(let version):
                return "unsupported version byte \(version)"
            case .truncated(let part, let needed, let available):
                return "\(part) needs \(needed) bytes, only \(available) remain"
            case .countTooLarge(let field, let value, let limit):
                return "\(field) \(value) is above the limit \(limit)"
            case .inconsistentCount(let field, let value):
                return field == "typecnt"
                    ? "typecnt \(value): at least one local time type is required"
                    : "\(field) \(value) is neither 0 nor typecnt"
            case .leapSeconds(let count):
                return "\(count) leap-second records: the right/ zones are not supported"
            case .transitionsNotAscending(let index):
                return "transition \(index) is not later than transition \(index - 1)"
            case .typeIndexOutOfRange(let transition, let type, let typeCount):
                return "transition \(transition) names local time type \(type) of \(typeCount)"
            case .offsetOutOfRange(let type, let seconds):
                return "local time type \(type) has UT offset \(seconds) s, outside -89999...93599"
            case .invalidDSTFlag(let type, let value):
                return "local time type \(type) has DST flag \(value), not 0 or 1"
            case .invalidAbbreviation(let type, let index):
                return "local time type \(type) has abbreviation index \(index) with no NUL-terminated text there"
            case .invalidFooter:
                return "the footer is not one line of printable ASCII between newlines"
            }
        }
    }

    /// The whole message, naming the zone and what is wrong, such as
    /// `time zone "America/New_York": local time 2021-03-14T02:30:00 does not exist (skipped by a DST gap)`.
    public var description: String {
        switch self {
        case .invalidName(let name):
            return "invalid time zone name \(QuotedText.quoted(name)): expected components of "
                + #"A-Z a-z 0-9 _ + - . separated by "/", no "." or ".." component, at most 255 bytes"#
        case .unknownZone(let name):
            return "unknown time zone \(QuotedText.quoted(name))"
        case .unreadableFile(let zone, let errno):
            return "time zone \(QuotedText.quoted(zone)): cannot read its file (errno \(errno))"
        case .fileTooLarge(let zone, let limit):
            return "time zone \(QuotedText.quoted(zone)): the file is larger than \(limit) bytes"
        case .malformedTZif(let zone, let problem):
            return "time zone \(QuotedText.quoted(zone)): malformed TZif data: \(problem)"
        case .invalidRule(let zone, let rule, let offset, let expected):
            return "time zone \(QuotedText.quoted(zone)): POSIX TZ rule \(QuotedText.quoted(rule)): "
                + "offset \(offset): expected \(expected)"
        case .ambiguousLocalTime(let zone, let local):
            return "time zone \(QuotedText.quoted(zone)): local time \(Self.civilText(local)) "
                + "occurs twice (repeated by a DST overlap)"
        case .nonexistentLocalTime(let zone, let local):
            return "time zone \(QuotedText.quoted(zone)): local time \(Self.civilText(local)) "
                + "does not exist (skipped by a DST gap)"
        case .localTimeOutOfRange(let zone, let local):
            return "time zone \(QuotedText.quoted(zone)): local time \(local) s is out of range"
        }
    }

    /// `localSeconds` as `YYYY-MM-DDThh:mm:ss`, the form a reader recognises from the log line.
    static func civilText(_ localSeconds: Int64) -> String {
        let (days, secondOfDay) = localSeconds.floorDivMod(86_400)
        let date = CivilDate.civil(days: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = date.year >= 0 && date.year < 1000
            ? String(repeating: "0", count: 4 - String(date.year).count) + String(date.year)
            : String(date.year)
        return "\(year)-\(two(Int64(date.month)))-\(two(Int64(date.day)))T"
            + "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
    }
}

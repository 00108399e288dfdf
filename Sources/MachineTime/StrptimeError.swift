import TextEscaping

/// What went wrong compiling a format or parsing a record, and exactly where.
///
/// The message is built from the fields only, in ``description``:
///
///     do {
///         _ = try TimestampFormat("%Y-%m-%d").parse("2024-13-01")
///     } catch {
///         print(error)
///         // line 1, column 6: %m: month 13 is not in 1...12 (input "2024-13-01", format "%Y-%m-%d")
///     }
///
/// Errors from compiling a format have `line` 0 and read
/// `format "%Y-%Q": offset 3: unknown directive %Q`.
///
/// Input and format are outside text, so a message never copies a control character, a bidi
/// control or a byte that is not UTF-8: they appear escaped, as `\u{1B}`, `\u{202E}` or `\xFF`
/// (and `"` and `\` as `\"` and `\\`), the same way in every message of this package:
///
///     // printf 'bad \033[31mRED\033[0m line\n' | intl timestamps --preset rfc3339
///     // line 1, column 1: expected a digit, found "b" (input "bad \u{1B}[31mRED\u{1B}[0m line", format "rfc3339")
///
/// Text taken from the record (``input``, and the `found` and `rest` texts of ``Reason``) is
/// escaped when the error is made, while its bytes are at hand; text from the format is
/// escaped when the message is rendered.
public struct StrptimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a format or a record was rejected.
    public enum Reason: Hashable, Sendable {
        // Compiling a format.
        /// The format names a directive this parser does not know, such as `%Q` or `%N`.
        case unknownDirective(String)
        /// The format uses a flag or width (`%-d`, `%4Y`) other than a fraction's (`%3f`, `%-3f`), or
        /// `E`/`O` before a directive glibc does not allow it on (`%Ea`, `%Ou`); `%Ey`, `%Od` and the
        /// like are the plain directive.
        case unsupportedModifier(String)
        /// The format ends with a lone `%`.
        case danglingPercent

        // Parsing a record.
        /// A numeric field found no digit; `found` is the byte there, `nil` at the end of input.
        case expectedDigits(found: UInt8?)
        /// A literal byte of the format did not match.
        case literalMismatch(expected: UInt8, found: UInt8?)
        /// One of several bytes was expected (such as `T`, `t` or a space in RFC 3339).
        case expectedOneOf([UInt8], found: UInt8?)
        /// `%3f` or `%-3f` found a run of digits of another length (`expected` 3...3 or 1...3):
        /// `20171223-22:15:29:6061` with `%3f` is "expected 3 digits, found 4".
        case digitCount(expected: ClosedRange<Int>, found: Int)
        /// A month, weekday or AM/PM name was expected; `found` is the letters there.
        case unknownName(kind: String, found: String)
        /// A UTC offset was expected (`Z`, `+hh`, `+hhmm`, `+hh:mm`); `found` is the text there
        /// (escaped).
        case invalidOffset(found: String)
        /// `%Z` accepts only `UTC`, `GMT`, `UT` and `Z`, as a whole token (ending at white space
        /// or the end of the input); `found` is the token there (escaped), such as `UTC+05:00`.
        case unknownZone(found: String)
        /// A field's value is outside its range.
        case outOfRange(field: String, value: Int, allowed: ClosedRange<Int>)
        /// The day does not exist in that month (Feb 30, Apr 31, Feb 29 in a common year).
        case invalidDate(year: Int, month: Int, day: Int)
        /// `%j` and `%m`/`%d` name different days.
        case dayOfYearMismatch(dayOfYear: Int, year: Int, month: Int, day: Int)
        /// The weekday contradicts the date; weekdays are 0 = Sunday ... 6 = Saturday.
        case weekdayMismatch(found: Int, actual: Int, year: Int, month: Int, day: Int)
        /// Second 60 outside a leap-second position (23:59:60 UTC).
        case invalidLeapSecond
        /// A number does not fit: `%s` or a Unix preset beyond the 64-bit range.
        case overflow(field: String)
        /// Input is left after the whole format matched (not in prefix mode); the rest, escaped.
        case trailingInput(String)
        /// Field mode: the record has fewer fields than the one asked for (1-based).
        case missingField(Int)
        /// JSON-key mode: the line is no JSON object with that key (dotted for nested keys).
        case missingKey(String)
        /// The format reads a date without a year (no `%Y`, `%y`, `%C`, `%G` or `%s`) and none was given:
        /// give one (``TimestampFormat/year(_:)``) or infer it (``TimestampFormat/inferringYear(before:)``)
        /// rather than get 1970.
        case missingYear
        /// With a named zone (``TimestampFormat/inTimeZone(_:ambiguity:)``): the wall time
        /// (`wallTime`, "2021-11-07 01:30:00") occurs twice there and the rule is `.reject`.
        case ambiguousLocalTime(zone: String, wallTime: String)
        /// The wall time does not exist in the zone (clocks skipped it) and the rule is `.reject`.
        case nonexistentLocalTime(zone: String, wallTime: String)
        /// `%Z` read an abbreviation (escaped) the zone does not use at that wall time ("PDT" in January).
        case zoneAbbreviationMismatch(found: String, zone: String, wallTime: String)
        /// Streaming: the line has more than `limit` bytes (not counting `\n` or `\r\n`); its
        /// bytes were skipped unread and ``StrptimeError/input`` quotes its first 80 bytes.
        case lineTooLong(limit: Int)
    }

    /// Why the format or record was rejected.
    public var reason: Reason
    /// 1-based record number within the batch (1 for a single parse, 0 for a format error).
    public var line: Int
    /// 1-based UTF-8 byte column within the record (0 for a format error).
    public var column: Int
    /// Byte offset of the failing directive in the format (`-1` when no directive is to blame).
    public var formatOffset: Int
    /// The failing directive as written in the format, such as `%m` (empty when none).
    public var directive: String
    /// The record, at most its first 80 bytes followed by `…` (for a format error, the empty
    /// string), escaped as quoted in the message: `bad \u{1B}[31mRED`, `caf\xE9`.
    public var input: String
    /// The format, or the preset's name such as `rfc3339`.
    public var format: String

    /// Creates an error from its fields.
    public init(reason: Reason, line: Int, column: Int, formatOffset: Int,
                directive: String, input: String, format: String) {
        self.reason = reason
        self.line = line
        self.column = column
        self.formatOffset = formatOffset
        self.directive = directive
        self.input = input
        self.format = format
    }

    /// `line L, column C: %d: <reason> (input "…", format "…")`, or for a format
    /// error `format "…": offset N: <reason>`.
    public var description: String {
        if line == 0 {
            return "format \(QuotedText.quoted(format)): offset \(formatOffset): \(reason)"
        }
        var out = ByteBuffer()
        out.appendWritten(atMost: 32) {
            $0.appendLiteral("line ")
            $0.appendDecimal(line)
        }
        appendMessageTail(to: &out)
        return out.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }
}

extension StrptimeError.Reason: CustomStringConvertible {
    /// The reason alone, such as `month 13 is not in 1...12`.
    public var description: String {
        var out: [UInt8] = []
        out.appendWritten(atMost: bound) { append(to: &$0) }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Where a record's timestamp stood in its line: exactly the bytes the format consumed, as
/// offsets into the line (0 is its first byte, the line ending is not part of it). Kept for a
/// tool that writes the line back out with the timestamp converted (``KeptLineWriter``).
///
///     var stream = TimestampStream(format: .syslog.year(2025), mode: .prefix, keepsLines: true)
///     let batch = stream.parse(chunk: Array("Oct 11 22:14:15 host sshd[42]: Accepted\n".utf8))
///     batch.location(0)   // TimestampLocation(range: 0..<15, syntax: .text)
///
/// In each ``RecordMode``: ``RecordMode/whole``, the whole line; ``RecordMode/prefix``, the
/// line's first ``BatchResult/lengths`` bytes; ``RecordMode/fields(_:delimiter:prefix:)``,
/// the fields with the delimiters between them (with `prefix`, from the first field on, as far
/// as the format read); ``RecordMode/jsonKey(_:)``, the key's value: a string's contents
/// between its quotes, or a number as written.
public struct TimestampLocation: Sendable, Hashable {
    /// How the timestamp is written in the line, which decides how a converted one may be put in its place.
    public enum Syntax: Sendable, Hashable {
        /// Plain text (a line, a prefix, fields): any bytes may replace it.
        case text
        /// The contents of a JSON string (``RecordMode/jsonKey(_:)``): the quotes stand just
        /// outside ``TimestampLocation/range``.
        case jsonString
        /// A JSON number (or other literal) as written (``RecordMode/jsonKey(_:)``), without quotes.
        case jsonLiteral
    }

    /// The bytes the format consumed, as offsets into the line.
    public var range: Range<Int>
    /// How those bytes stand in the line.
    public var syntax: Syntax

    public init(range: Range<Int>, syntax: Syntax) {
        self.range = range
        self.syntax = syntax
    }
}

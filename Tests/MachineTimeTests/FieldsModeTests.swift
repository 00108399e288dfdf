import MachineTime
import Testing

/// Timestamps inside a line: fields joined with their delimiters, multi-byte
/// delimiters, a prefix that runs past its field, and errors that quote what
/// was read with the column in the line.
@Suite struct FieldsModeTests {
    static let clfLines = """
        127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326
        ::1 - - [07/Feb/2014:12:00:00 +0000] "GET / HTTP/1.1" 404 -
        """

    @Test func clfDateInTwoFields() throws {
        let clf = try TimestampFormat("[%d/%b/%Y:%H:%M:%S %z]")
        let batch = clf.parseRecords(Self.clfLines, mode: .fields(4...5, delimiter: Array(" ".utf8), prefix: false))
        #expect(batch.timestamps == [Timestamp(seconds: 971_211_336), Timestamp(seconds: 1_391_774_400)])
        #expect(batch.errors.isEmpty)
    }

    @Test func multiByteDelimiter() throws {
        let batch = TimestampFormat.rfc3339.parseRecords("a | 2014-02-07T19:00:00Z | b\nc | x | d\n",
                                                         mode: .fields(2...2, delimiter: Array(" | ".utf8), prefix: false))
        #expect(batch.timestamps[0] == Timestamp(seconds: 1_391_799_600))
        #expect(batch.errors.map(\.description) == [
            #"line 2, column 5: %Y: expected a digit, found "x" (input "x", format "rfc3339")"#,
        ])
    }

    /// OpenStack: the timestamp follows a logger name and contains the delimiter.
    @Test func aPrefixRunsPastItsField() throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S.%f")
        let line = "nova.osapi_compute.wsgi.server 2017-05-16 00:00:00.008 25746 INFO nova.api [-] GET /v2"
        let batch = format.parseRecords(line, mode: .fields(2...2, delimiter: [0x20], prefix: true))
        #expect(batch.timestamps == [Timestamp(seconds: 1_494_892_800, nanoseconds: 8_000_000)])
        #expect(batch.lengths == [23])
    }

    @Test func errorsQuoteTheFieldsWithTheColumnInTheLine() throws {
        let clf = try TimestampFormat("[%d/%b/%Y:%H:%M:%S %z]")
        let lines = "h - - [10/Oct/2000:13:55:36 -0700] x\nh - - [10/Foo/2000:13:55:36 -0700] x\nh - -\n"
        let batch = clf.parseRecords(lines, mode: .fields(4...5, delimiter: [0x20], prefix: false))
        #expect(batch.errors.map(\.description) == [
            #"line 2, column 11: %b: expected a month name (Jan...Dec or January...December), found "Foo" (input "[10/Foo/2000:13:55:36 -0700]", format "[%d/%b/%Y:%H:%M:%S %z]")"#,
            #"line 3, column 6: the record has no field 5 (input "h - -", format "[%d/%b/%Y:%H:%M:%S %z]")"#,
        ])
    }
}

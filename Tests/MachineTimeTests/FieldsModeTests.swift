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

/// JSON lines: the value of a key, found without decoding the line.
@Suite struct JSONKeyModeTests {
    /// Docker's json-file: escaped quotes and a newline in "log" before "time".
    static let docker = #"{"log":"say \"time\": 1\n","stream":"stdout","time":"2019-01-01T00:00:00.123456789Z"}"#

    @Test func dockerJSONFile() {
        let batch = TimestampFormat.rfc3339.parseRecords(Self.docker, mode: .jsonKey(["time"]))
        #expect(batch.timestamps == [Timestamp(seconds: 1_546_300_800, nanoseconds: 123_456_789)])
    }

    @Test func nestedKeysNumbersAndSkippedValues() throws {
        let lines = """
            {"meta":{"tags":["a","}"],"at":{"unix":1546300800}},"x":1}
            {"commit":"abc","author":{"name":"A","date":"2019-01-01T00:00:00Z"}}
            """
        let unix = TimestampFormat.unixSeconds.parseRecords(lines, mode: .jsonKey(["meta", "at", "unix"]))
        #expect(unix[0] == .success(Timestamp(seconds: 1_546_300_800)))
        let git = TimestampFormat.rfc3339.parseRecords(lines, mode: .jsonKey(["author", "date"]))
        #expect(git[1] == .success(Timestamp(seconds: 1_546_300_800)))
        #expect(git.errors.map(\.description) == [
            #"line 1, column 59: the record is no JSON object with the key "author.date" (input "{\"meta\":{\"tags\":[\"a\",\"}\"],\"at\":{\"unix\":1546300800}},\"x\":1}", format "rfc3339")"#,
        ])
    }

    @Test func hostileLines() {
        let deep = String(repeating: "[", count: 10_000)
        for line in ["", "{", "[1]", #"{"time""#, #"{"time":"#, #"{"a":"#+deep+#","time":"2019-01-01T00:00:00Z"}"#, #"{"time":"\"#] {
            let batch = TimestampFormat.rfc3339.parseRecords(line + "\n", mode: .jsonKey(["time"]))
            #expect(batch.count == 1 && batch.errors.count == 1, "\(line.prefix(20))")
        }
    }
}

import MachineTime
import Synchronization
import Testing

/// Kept lines (`keepsLines: true`) and `KeptLineWriter`: each line written back out with its
/// timestamp converted, in place of the text read or before or after the line.
@Suite struct KeptLineWriterTests {
    static let syslog = TimestampFormat.syslog.year(2025)
    static let clf = (try? TimestampFormat("[%d/%b/%Y:%H:%M:%S %z]")) ?? .commonLog

    /// Every record of `text` (streamed in chunks of `chunk` bytes) written by `writer`, failures
    /// marked `ERROR`.
    static func written(_ text: String, format: TimestampFormat, mode: RecordMode, writer: KeptLineWriter,
                        chunk: Int = 7, maxLineLength: Int = 65_536) -> String {
        var stream = TimestampStream(format: format, mode: mode, maxLineLength: maxLineLength, keepsLines: true)
        var out: [UInt8] = []
        func write(_ batch: BatchResult) {
            for index in 0..<batch.count where !writer.append(record: index, of: batch, to: &out) {
                writer.appendFailed(record: index, of: batch, marker: Array("ERROR".utf8), to: &out)
            }
        }
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            write(stream.parse(chunk: Array(bytes[start..<min(start + chunk, bytes.count)])))
            start += chunk
        }
        write(stream.finish())
        return String(decoding: out, as: UTF8.self)
    }

    @Test func syslogPrefixReplacedPrependedAppended() {
        let line = "Oct 11 22:14:15 host sshd[42]: Accepted publickey\n"
        #expect(Self.written(line, format: Self.syslog, mode: .prefix, writer: KeptLineWriter(.replace, output: .format(.rfc3339)))
            == "2025-10-11T22:14:15Z host sshd[42]: Accepted publickey\n")
        #expect(Self.written(line, format: Self.syslog, mode: .prefix, writer: KeptLineWriter(.prepend, output: .epoch(.seconds)))
            == "1760220855 Oct 11 22:14:15 host sshd[42]: Accepted publickey\n")
        #expect(Self.written(line, format: Self.syslog, mode: .prefix,
                             writer: KeptLineWriter(.append, output: .epoch(.milliseconds), separator: Array(" | ".utf8)))
            == "Oct 11 22:14:15 host sshd[42]: Accepted publickey | 1760220855000\n")
    }

    @Test func locationsInEachMode() {
        var prefix = TimestampStream(format: Self.syslog, mode: .prefix, keepsLines: true)
        let syslog = prefix.parse(chunk: Array("Oct 11 22:14:15 host sshd[42]: Accepted\r\nnope\n".utf8))
        #expect(syslog.keepsLines)
        #expect(syslog.location(0) == TimestampLocation(range: 0..<15, syntax: .text))
        #expect(syslog.location(1) == nil)
        #expect(syslog.line(0).map { String(decoding: $0, as: UTF8.self) } == "Oct 11 22:14:15 host sshd[42]: Accepted")
        #expect(syslog.line(1).map { String(decoding: $0, as: UTF8.self) } == "nope")

        var fields = TimestampStream(format: Self.clf, mode: .fields(4...5, delimiter: [0x20], prefix: false), keepsLines: true)
        let clf = fields.parse(chunk: Array(#"127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /" 200"#.utf8 + [10]))
        #expect(clf.location(0) == TimestampLocation(range: 18..<46, syntax: .text))

        var json = TimestampStream(format: .rfc3339, mode: .jsonKey(["time"]), keepsLines: true)
        let docker = json.parse(chunk: Array(#"{"msg":"say \"time\"","time":"2019-01-01T00:00:00Z"}"#.utf8 + [10]))
        #expect(docker.location(0) == TimestampLocation(range: 30..<50, syntax: .jsonString))
        var number = TimestampStream(format: .unixSeconds, mode: .jsonKey(["ts"]), keepsLines: true)
        #expect(number.parse(chunk: Array(#"{"ts": 0}"#.utf8 + [10])).location(0) == TimestampLocation(range: 7..<8, syntax: .jsonLiteral))

        // Without keepsLines: nothing kept, nothing located.
        var plain = TimestampStream(format: .rfc3339)
        let unkept = plain.parse(chunk: Array("2014-02-07T19:00:00Z\n".utf8))
        #expect(!unkept.keepsLines && unkept.line(0) == nil && unkept.location(0) == nil)
    }

    @Test(arguments: [1, 3, 64])
    func clfFieldsReplacedWherever(chunk: Int) {
        let log = """
            127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326
            127.0.0.1 - - [10/Oct/2000:13:55:99 -0700] "GET /" 404 0
            10.0.0.2 - - [11/Oct/2000:00:00:00 +0000] "GET /x" 200 1

            """
        let mode = RecordMode.fields(4...5, delimiter: [0x20], prefix: false)
        #expect(Self.written(log, format: Self.clf, mode: mode, writer: KeptLineWriter(.replace, output: .format(.rfc3339)), chunk: chunk) == """
            127.0.0.1 - frank 2000-10-10T20:55:36Z "GET /apache_pb.gif HTTP/1.0" 200 2326
            127.0.0.1 - - [10/Oct/2000:13:55:99 -0700] "GET /" 404 0
            10.0.0.2 - - 2000-10-11T00:00:00Z "GET /x" 200 1

            """)
        #expect(Self.written(log, format: Self.clf, mode: mode, writer: KeptLineWriter(.prepend, output: .epoch(.seconds), separator: [9]),
                             chunk: chunk) == """
            971211336\t127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326
            ERROR\t127.0.0.1 - - [10/Oct/2000:13:55:99 -0700] "GET /" 404 0
            971222400\t10.0.0.2 - - [11/Oct/2000:00:00:00 +0000] "GET /x" 200 1

            """)
    }

    /// Replace keeps a JSON line JSON: epoch outputs as numbers, others as escaped strings.
    @Test func jsonValuesStayJSON() throws {
        let line = #"{"log":"say \"time\":\"x\"\n","time":"2019-01-01T00:00:00.5Z","stream":"stdout"}"# + "\n"
        let mode = RecordMode.jsonKey(["time"])
        #expect(Self.written(line, format: .rfc3339, mode: mode, writer: KeptLineWriter(.replace, output: .epoch(.milliseconds)))
            == #"{"log":"say \"time\":\"x\"\n","time":1546300800500,"stream":"stdout"}"# + "\n")
        #expect(Self.written(line, format: .rfc3339, mode: mode, writer: KeptLineWriter(.replace, output: .format(.rfc3339)))
            == #"{"log":"say \"time\":\"x\"\n","time":"2019-01-01T00:00:00.5Z","stream":"stdout"}"# + "\n")
        let quoting = try TimestampFormat(#"%Y "%H"\%M"#)
        #expect(Self.written(line, format: .rfc3339, mode: mode, writer: KeptLineWriter(.replace, output: .format(quoting)))
            == #"{"log":"say \"time\":\"x\"\n","time":"2019 \"00\"\\00","stream":"stdout"}"# + "\n")
        let number = #"{"ts":0,"n":1}"# + "\n"
        #expect(Self.written(number, format: .unixSeconds, mode: .jsonKey(["ts"]), writer: KeptLineWriter(.replace, output: .format(.rfc3339)))
            == #"{"ts":"1970-01-01T00:00:00Z","n":1}"# + "\n")
        #expect(Self.written(number, format: .unixSeconds, mode: .jsonKey(["ts"]), writer: KeptLineWriter(.replace, output: .epoch(.nanoseconds)))
            == #"{"ts":0,"n":1}"# + "\n")
        #expect(Self.written(number, format: .unixSeconds, mode: .jsonKey(["ts"]), writer: KeptLineWriter(.append, output: .epoch(.milliseconds)))
            == #"{"ts":0,"n":1} 0"# + "\n")
    }

    /// A failed line: unchanged with replace, `ERROR` in the timestamp's place otherwise; a line
    /// over the limit is not kept and is written as the marker alone.
    @Test func failedAndOverLongLines() {
        let text = "2014-02-07T19:00:00Z\nnope\n" + String(repeating: "x", count: 40) + "\n2014-02-07T19:00:01Z"
        #expect(Self.written(text, format: .rfc3339, mode: .whole, writer: KeptLineWriter(.replace, output: .epoch(.seconds)),
                             maxLineLength: 30) == "1391799600\nnope\nERROR\n1391799601\n")
        #expect(Self.written(text, format: .rfc3339, mode: .whole, writer: KeptLineWriter(.append, output: .epoch(.seconds)),
                             maxLineLength: 30)
            == "2014-02-07T19:00:00Z 1391799600\nnope ERROR\nERROR\n2014-02-07T19:00:01Z 1391799601\n")
    }

    /// A prefix read from a field, after an over-long line: each later line's timestamp is found
    /// where it was read (one length per record, the over-long line's too).
    @Test(arguments: [1, 5, 100])
    func fieldPrefixAfterAnOverLongLine(chunk: Int) throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S.%f")
        let text = "nova.api " + String(repeating: "y", count: 80) + "\nnova.api 2017-05-16 00:00:00.008 25746 INFO\nnova.api bad\n"
        let mode = RecordMode.fields(2...2, delimiter: [0x20], prefix: true)
        #expect(Self.written(text, format: format, mode: mode, writer: KeptLineWriter(.replace, output: .format(.rfc3339)),
                             chunk: chunk, maxLineLength: 60)
            == "ERROR\nnova.api 2017-05-16T00:00:00.008Z 25746 INFO\nnova.api bad\n")
    }

    /// Through the pipeline on two workers: every line, in input order.
    @Test(arguments: [1, 2])
    func pipelineKeepsLinesInOrder(threads: Int) {
        var text = "", expected = ""
        for n in 0..<2_000 {
            if n % 97 == 3 {
                text += "bad \(n)\n"
                expected += "ERROR bad \(n)\n"
            } else {
                text += "\(n) x\n"
                expected += "\(n * 1000) \(n) x\n"
            }
        }
        let input = TimestampPipelineTests.MemoryInput(text, chunk: 100)
        let pipeline = TimestampPipeline(format: .unixSeconds, mode: .prefix, threads: threads, blockSize: 64, keepsLines: true)
        let writer = KeptLineWriter(.prepend, output: .epoch(.milliseconds))
        let collected = Mutex<[UInt8]>([])
        let outcome = pipeline.run([input], makeOutput: { [UInt8]() }, render: { batch, output in
            output.removeAll(keepingCapacity: true)
            for index in 0..<batch.count where !writer.append(record: index, of: batch, to: &output) {
                writer.appendFailed(record: index, of: batch, marker: Array("ERROR".utf8), to: &output)
            }
        }, consume: { output, _ in
            collected.withLock { $0 += output }
            return true
        })
        #expect(outcome == .finished)
        #expect(String(decoding: collected.withLock { $0 }, as: UTF8.self) == expected)
    }
}

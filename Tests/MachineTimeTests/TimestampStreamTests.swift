import MachineTime
import TestSupport
import Testing

/// Streaming: results per chunk equal the whole-buffer batch, wherever the chunks are cut.
@Suite struct TimestampStreamTests {
    static let posix = (try? TimestampFormat("%Y-%m-%d %H:%M:%S %z")) ?? .rfc3339

    /// Feeds `bytes` in chunks of `size` and returns every record's result, with its line number.
    static func streamed(_ bytes: [UInt8], size: Int, format: TimestampFormat = posix, maxLineLength: Int = 65_536,
                         mode: RecordMode = .whole) -> [Result<Timestamp, StrptimeError>] {
        var stream = TimestampStream(format: format, mode: mode, maxLineLength: maxLineLength)
        var results: [Result<Timestamp, StrptimeError>] = []
        func collect(_ block: BatchResult) {
            #expect(block.firstLine == results.count + 1)
            results += (0..<block.count).map { block[$0] }
        }
        var start = 0
        while start < bytes.count {
            collect(stream.parse(chunk: Array(bytes[start..<min(start + size, bytes.count)])))
            start += size
        }
        collect(stream.finish())
        return results
    }

    static func batch(_ bytes: [UInt8], format: TimestampFormat = posix) -> [Result<Timestamp, StrptimeError>] {
        let batch = format.parseRecords(bytes)
        return (0..<batch.count).map { batch[$0] }
    }

    static func error(_ result: Result<Timestamp, StrptimeError>) -> StrptimeError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    @Test func emptyInputHasNoRecords() {
        var stream = TimestampStream(format: Self.posix)
        #expect(stream.parse(chunk: []).count == 0)
        #expect(stream.finish().count == 0)
        #expect(stream.nextLine == 1)
    }

    @Test func lastLineWithoutNewlineComesAtFinish() {
        var stream = TimestampStream(format: .rfc3339)
        #expect(stream.parse(chunk: Array("2014-02-07T19:00:00Z\n2014-02-07T19:00:01Z".utf8)).timestamps
                == [Timestamp(seconds: 1_391_799_600)])
        let last = stream.finish()
        #expect(last.firstLine == 2)
        #expect(last.timestamps == [Timestamp(seconds: 1_391_799_601)])
        #expect(stream.finish().count == 0)
    }

    @Test func docExample() {
        var stream = TimestampStream(format: .rfc3339)
        #expect(stream.parse(chunk: Array("2014-02-07T19:00:00Z\n2014-02-".utf8)).count == 1)
        let second = stream.parse(chunk: Array("07T19:00:01Z\nnope\n".utf8))
        #expect(second.firstLine == 2)
        #expect(second.timestamps[0].seconds == 1_391_799_601)
        #expect(second.errors.map(\.description)
                == ["line 3, column 1: %Y: expected a digit, found \"n\" (input \"nope\", format \"rfc3339\")"])
        #expect(stream.finish().count == 0)
    }

    @Test func crlfLinesParseAsLfLines() {
        let crlf = Self.streamed(Array("2014-02-07 12:00:00 -0700\r\n\r\n2014-02-07 12:00:01 +0000\r\n".utf8), size: 1)
        let lf = Self.streamed(Array("2014-02-07 12:00:00 -0700\n\n2014-02-07 12:00:01 +0000\n".utf8), size: 1)
        #expect(crlf == lf)
        #expect(crlf.count == 3)
        #expect(crlf[0] == .success(Timestamp(seconds: 1_391_799_600)))
        #expect(Self.error(crlf[1])?.description
                == "line 2, column 1: %Y: expected a digit, found end of input (input \"\", format \"%Y-%m-%d %H:%M:%S %z\")")
    }

    /// Every chunk size from 1 byte up cuts lines, CRLF pairs and multi-byte characters somewhere.
    @Test func everyChunkSizeGivesTheWholeBufferResult() {
        var random = SplitMix64(seed: 13)
        var text = ""
        for n in 0..<60 {
            let t = Timestamp(seconds: Int64(random.int(0...4_000_000_000)))
            var line = Self.posix.format(t, offset: random.int(-24...24) * 1800)
            if n % 9 == 4 { line = "Zürich 東京 " + line }           // invalid, multi-byte
            if n % 11 == 5 { line += "\r" }
            text += line + "\n"
        }
        text += "2014-02-07 12:00:00 -0700"                           // no trailing newline
        let bytes = Array(text.utf8)
        let expected = Self.batch(bytes)
        #expect(expected.count == 61)
        #expect(expected.contains { Self.error($0)?.input.hasPrefix("Zürich 東京") == true })
        for size in [1, 2, 3, 5, 7, 8, 13, 25, 26, 27, 64, 100, 1000, bytes.count] {
            #expect(Self.streamed(bytes, size: size) == expected, "chunk size \(size)")
        }
    }

    @Test(arguments: [1, 3, 7, 64, 4096])
    func overLongLineIsOneErrorAndTheRestParses(chunkSize: Int) {
        let long = String(repeating: "2", count: 100)
        let text = "2014-02-07 12:00:00 -0700\n\(long)\n2014-02-07 12:00:01 -0700\n\(long)"
        let results = Self.streamed(Array(text.utf8), size: chunkSize, maxLineLength: 30)
        #expect(results.count == 4)
        #expect(results[0] == .success(Timestamp(seconds: 1_391_799_600)))
        #expect(results[2] == .success(Timestamp(seconds: 1_391_799_601)))
        let quote = String(repeating: "2", count: 80) + "…"
        for (index, line) in [(1, 2), (3, 4)] {
            let error = Self.error(results[index])
            #expect(error == StrptimeError(reason: .lineTooLong(limit: 30), line: line, column: 31, formatOffset: -1,
                                           directive: "", input: quote, format: "%Y-%m-%d %H:%M:%S %z"))
            #expect(error?.description
                    == "line \(line), column 31: the line is longer than 30 bytes (input \"\(quote)\", format \"%Y-%m-%d %H:%M:%S %z\")")
        }
    }

    @Test(arguments: [1, 2, 5, 4096])
    func lineLimitCountsBytesWithoutTheLineEnding(chunkSize: Int) {
        let exact = "2014-02-07 12:00:00 -0700"                        // 25 bytes
        let text = "\(exact)\r\n\(exact)\n\(exact)x\r\n\(exact)"
        let results = Self.streamed(Array(text.utf8), size: chunkSize, maxLineLength: 25)
        #expect(results.count == 4)
        #expect(results[0] == .success(Timestamp(seconds: 1_391_799_600)))
        #expect(results[1] == .success(Timestamp(seconds: 1_391_799_600)))
        #expect(Self.error(results[2])?.description
                == "line 3, column 26: the line is longer than 25 bytes (input \"\(exact)x\", format \"%Y-%m-%d %H:%M:%S %z\")")
        #expect(results[3] == .success(Timestamp(seconds: 1_391_799_600)))
    }

    @Test func quotesAreCutAtEightyBytesOnACharacterBoundary() {
        let ascii = String(repeating: "a", count: 200)
        let accents = "x" + String(repeating: "é", count: 50)             // 101 bytes; byte 80 is inside an é
        let results = Self.streamed(Array("\(ascii)\n\(accents)\n".utf8), size: 7)
        #expect(Self.error(results[0])?.input == String(repeating: "a", count: 80) + "…")
        #expect(Self.error(results[1])?.input == "x" + String(repeating: "é", count: 39) + "…")
        #expect(Self.error(results[1])?.description
                == "line 2, column 1: %Y: expected a digit, found \"x\" (input \"x\(String(repeating: "é", count: 39))…\", format \"%Y-%m-%d %H:%M:%S %z\")")
        // Over-long lines quote the same way.
        let long = Self.streamed(Array("\(accents)\n".utf8), size: 3, maxLineLength: 10)
        #expect(Self.error(long[0])?.input == "x" + String(repeating: "é", count: 39) + "…")
    }

    @Test func hugeLimitsDoNotOverflow() {
        var stream = TimestampStream(format: .rfc3339, maxLineLength: .max)
        #expect(stream.maxLineLength == Int.max / 2)
        #expect(stream.parse(chunk: Array("2014-02-07T19:00:00Z\n2014".utf8)).timestamps == [Timestamp(seconds: 1_391_799_600)])
        #expect(stream.finish().errors.count == 1)
    }

    @Test func trailingInputIsQuotedShortToo() throws {
        let format = try TimestampFormat("%Y")
        let results = Self.streamed(Array(("2014" + String(repeating: "z", count: 100) + "\n").utf8), size: 16, format: format)
        #expect(Self.error(results[0])?.reason == .trailingInput(String(repeating: "z", count: 80) + "…"))
    }

    @Test func lineNumbersContinueFromFirstLine() {
        var stream = TimestampStream(format: .rfc3339, firstLine: 41)
        let block = stream.parse(chunk: Array("x\n2014-02-07T19:00:00Z\ny\n".utf8))
        #expect(block.firstLine == 41)
        #expect(block.errors.map(\.line) == [41, 43])
        #expect(Self.error(block[2])?.line == 43)
        #expect(stream.nextLine == 44)
    }

    @Test func prefixAndFieldModesStream() {
        let text = "2014-02-07T19:00:00Z GET /\nno\n"
        let prefix = Self.streamed(Array(text.utf8), size: 4, format: .rfc3339, mode: .prefix)
        #expect(prefix[0] == .success(Timestamp(seconds: 1_391_799_600)))
        #expect(Self.error(prefix[1])?.line == 2)
        let fields = Self.streamed(Array("a\t2014-02-07T19:00:00Z\nb\n".utf8), size: 5, format: .rfc3339,
                                   mode: .field(2, delimiter: 9))
        #expect(fields[0] == .success(Timestamp(seconds: 1_391_799_600)))
        #expect(Self.error(fields[1])?.description
                == "line 2, column 2: the record has no field 2 (input \"b\", format \"rfc3339\")")
    }

    @Test func asyncSequenceOfChunks() async throws {
        let chunks = AsyncStream<[UInt8]> { continuation in
            for piece in ["2014-02-07T19:", "00:00Z\nno", "pe\n2014-02-07T19:00:01Z"] { continuation.yield(Array(piece.utf8)) }
            continuation.finish()
        }
        var lines: [String] = []
        for try await block in chunks.timestamps(.rfc3339) {
            for index in 0..<block.count {
                lines.append("\(block.firstLine + index) \(block[index])")
            }
        }
        #expect(lines == [
            "1 success(2014-02-07T19:00:00Z)",
            "2 failure(line 2, column 1: %Y: expected a digit, found \"n\" (input \"nope\", format \"rfc3339\"))",
            "3 success(2014-02-07T19:00:01Z)",
        ])
    }

    @Test func appendEpochMatchesEpochString() {
        var random = SplitMix64(seed: 7)
        let units: [Timestamp.EpochUnit] = [.seconds, .milliseconds, .microseconds, .nanoseconds]
        var samples = [Timestamp(seconds: 0), Timestamp(seconds: -1, nanoseconds: 500_000_000),
                       Timestamp(seconds: .min), Timestamp(seconds: .max, nanoseconds: 999_999_999),
                       Timestamp(seconds: 0, nanoseconds: 1), Timestamp(seconds: -1)]
        // Every digit count, on both sides of each power of ten (the digit writer's paths).
        var power: Int64 = 1
        for _ in 0...18 {
            for seconds in [power - 1, power, power + 1, -power, 1 - power] {
                samples.append(Timestamp(seconds: seconds, nanoseconds: Int32(truncatingIfNeeded: power % 1_000_000_000)))
                samples.append(Timestamp(seconds: seconds))
            }
            power = power.multipliedReportingOverflow(by: 10).overflow ? power : power * 10
        }
        for _ in 0..<2000 {
            samples.append(Timestamp(seconds: Int64(random.int(-5_000_000_000...5_000_000_000)),
                                     nanoseconds: Int32(random.int(0...999_999_999))))
        }
        for sample in samples {
            for unit in units {
                var out: [UInt8] = [0x41]
                sample.appendEpoch(unit, to: &out)
                #expect(String(decoding: out, as: UTF8.self) == "A" + sample.epochString(unit))
            }
        }
        var out: [UInt8] = []
        Timestamp(seconds: -1, nanoseconds: 500_000_000).appendEpoch(.milliseconds, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "-500")
    }
}

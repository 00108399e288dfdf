import MachineTime
import TestSupport
import Testing

/// The bulk, prefix, field and concurrent APIs return what one-by-one parsing returns.
@Suite struct BatchParserTests {
    /// Generated lines: mostly valid RFC 3339 / `%F %T %z` records, some mutated, some CRLF.
    static func lines(_ count: Int, format: TimestampFormat, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        var lines: [String] = []
        for _ in 0..<count {
            let t = Timestamp(seconds: Int64(random.int(-2_000_000_000...4_000_000_000)),
                              nanoseconds: Int32(random.int(0...999_999_999)))
            var line = Array(format.format(t, offset: random.int(-48...48) * 1800))
            if random.chance(10) && !line.isEmpty {
                line[random.int(0...(line.count - 1))] = random.pick(Array("x9 :-"))
            }
            if random.chance(50) { line = [] }
            lines.append(String(line))
        }
        return lines
    }

    /// One-by-one results, with each error renumbered to its line.
    static func oneByOne(_ lines: [String], _ parse: (String) throws(StrptimeError) -> Timestamp) -> [Result<Timestamp, StrptimeError>] {
        var results: [Result<Timestamp, StrptimeError>] = []
        for (index, line) in lines.enumerated() {
            do throws(StrptimeError) {
                results.append(.success(try parse(line)))
            } catch {
                var renumbered = error
                renumbered.line = index + 1
                results.append(.failure(renumbered))
            }
        }
        return results
    }

    static func results(_ batch: BatchResult) -> [Result<Timestamp, StrptimeError>] {
        (0..<batch.count).map { batch[$0] }
    }

    @Test(arguments: [TimestampFormat.rfc3339, .iso8601, .commonLog, .httpDate, .unixSeconds,
                      (try? TimestampFormat("%Y-%m-%d %H:%M:%S %z")) ?? .rfc3339])
    func wholeMatchesOneByOne(format: TimestampFormat) {
        let lines = Self.lines(3000, format: format, seed: format.description.hashValueStable)
        let text = lines.enumerated().map { $0.offset % 7 == 0 ? $0.element + "\r" : $0.element }.joined(separator: "\n")
        let batch = format.parseRecords(text)
        #expect(batch.count == lines.count)
        #expect(Self.results(batch) == Self.oneByOne(lines) { (line) throws(StrptimeError) in try format.parse(line) })
        #expect(batch.errors.count == batch.isValid.filter { !$0 }.count)
        #expect(batch.errors.count > 0)
        // [UInt8] and raw buffers give the same.
        let bytes = Array(text.utf8)
        #expect(Self.results(format.parseRecords(bytes)) == Self.results(batch))
        let viaBuffer = bytes.withUnsafeBytes { format.parseRecords($0) }
        #expect(Self.results(viaBuffer) == Self.results(batch))
    }

    /// Bad records at the edges of the fast run's 64-record buffer (its first and last, the next
    /// buffer's first) and several in a row: each in its place, its error numbered as its line.
    @Test(arguments: [false, true])
    func badRecordsAtBufferEdges(rfc3339: Bool) throws {
        let format = try rfc3339 ? TimestampFormat.rfc3339 : TimestampFormat("%Y-%m-%d %H:%M:%S %z")
        let bad: Set<Int> = [0, 62, 63, 64, 65, 127, 128, 200, 201, 202, 259]
        let lines = (0..<260).map { index -> String in
            let second = index % 60 < 10 ? "0\(index % 60)" : "\(index % 60)"
            let line = rfc3339 ? "2014-02-07T19:00:\(second)Z" : "2014-02-07 19:00:\(second) +0000"
            return bad.contains(index) ? (index % 2 == 0 ? "nope" : line + " GET /") : line
        }
        let batch = format.parseRecords(lines.joined(separator: "\n"))
        #expect(Self.results(batch) == Self.oneByOne(lines) { (line) throws(StrptimeError) in try format.parse(line) })
        #expect(batch.errors.map(\.line) == bad.sorted().map { $0 + 1 })
    }

    @Test func prefixMatchesOneByOne() {
        let format = TimestampFormat.rfc3339
        let lines = Self.lines(3000, format: format, seed: 3).map { $0 + " GET /index.html 200" }
        let batch = format.parseRecords(lines.joined(separator: "\n") + "\n", mode: .prefix)
        #expect(batch.count == lines.count)
        for (index, line) in lines.enumerated() {
            switch (Result { () throws(StrptimeError) in try format.parsePrefix(line) }, batch[index]) {
            case (.success(let one), .success(let bulk)):
                #expect(one.timestamp == bulk)
                #expect(one.length == batch.lengths[index])
            case (.failure(var one), .failure(let bulk)):
                one.line = index + 1
                #expect(one == bulk)
                #expect(batch.lengths[index] == 0)
            default:
                Issue.record("line \(index + 1) differs: \(line)")
            }
        }
    }

    @Test func fieldMatchesOneByOne() throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S %z")
        let stamps = Self.lines(2000, format: format, seed: 5)
        let lines = stamps.map { "id,\($0),rest" }
        let batch = format.parseRecords(lines.joined(separator: "\n"), mode: .field(2, delimiter: UInt8(ascii: ",")))
        for (index, stamp) in stamps.enumerated() {
            switch (Result { () throws(StrptimeError) in try format.parse(stamp) }, batch[index]) {
            case (.success(let one), .success(let bulk)):
                #expect(one == bulk)
            case (.failure(let one), .failure(let bulk)):
                // Same reason and directive; the column counts from the start of the line,
                // and the input quoted is the field (issue 46: not the line's first 80 bytes).
                #expect(one.reason == bulk.reason)
                #expect(one.column + 3 == bulk.column)
                #expect(bulk.input == one.input)
            default:
                Issue.record("line \(index + 1) differs")
            }
        }
    }

    @Test func fieldErrors() throws {
        let format = try TimestampFormat("%F")
        let batch = format.parseRecords("a\t2014-02-07\nb\n", mode: .field(2, delimiter: 9))
        #expect(batch[0] == .success(Timestamp(seconds: 1_391_731_200)))
        #expect(batch.errors.map(\.description) == [#"line 2, column 2: the record has no field 2 (input "b", format "%F")"#])
        let first = format.parseRecords("2014-02-07\t", mode: .field(1, delimiter: 9))
        #expect(first[0] == .success(Timestamp(seconds: 1_391_731_200)))
    }

    @Test func edges() {
        let format = TimestampFormat.unixSeconds
        #expect(format.parseRecords("").count == 0)
        #expect(format.parseRecords("1").timestamps == [Timestamp(seconds: 1)])
        #expect(format.parseRecords("1\n").count == 1)
        #expect(format.parseRecords("1\r\n2\r\n").timestamps == [Timestamp(seconds: 1), Timestamp(seconds: 2)])
        let blank = format.parseRecords("1\n\n3")
        #expect(blank.isValid == [true, false, true])
        #expect(blank.errors.map(\.description) == [#"line 2, column 1: %s: expected a digit, found end of input (input "", format "unix")"#])
    }

    @Test(arguments: [1, 2, 3, 7])
    func concurrentMatchesSequential(tasks: Int) async throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S %z")
        let text = Self.lines(20_000, format: format, seed: 9).joined(separator: "\n")
        let sequential = format.parseRecords(text)
        let bytes = Array(text.utf8)
        let concurrent = await format.parseRecords(bytes, mode: .whole, tasks: tasks)
        #expect(concurrent.count == 20_000)
        #expect(concurrent.timestamps == sequential.timestamps)
        #expect(concurrent.isValid == sequential.isValid)
        #expect(concurrent.errors == sequential.errors)
        let fromString = await format.parseRecords(text, mode: .whole, tasks: tasks)
        #expect(fromString.errors == sequential.errors)
        let prefix = await TimestampFormat.rfc3339.parseRecords(text, mode: .prefix, tasks: tasks)
        #expect(prefix.lengths == TimestampFormat.rfc3339.parseRecords(text, mode: .prefix).lengths)
    }

    @Test func concurrentRawBuffer() async throws {
        let format = TimestampFormat.rfc3339
        let text = Self.lines(10_000, format: format, seed: 13).joined(separator: "\n")
        let sequential = format.parseRecords(text)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: text.utf8.count, alignment: 1)
        defer { buffer.deallocate() }
        _ = buffer.initializeMemory(as: UInt8.self, from: text.utf8)
        let concurrent = await format.parseRecords(UnsafeRawBufferPointer(buffer), mode: .whole, tasks: 2)
        #expect(concurrent.timestamps == sequential.timestamps)
        #expect(concurrent.errors == sequential.errors)
    }
}

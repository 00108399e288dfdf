import MachineTime
import Testing

/// `err` cases: every reason, with the exact message and position.
@Suite struct StrptimeErrorTests {
    @Test(arguments: [
        ("%Y-%m-%d", "2024-13-01", #"line 1, column 6: %m: month 13 is not in 1...12 (input "2024-13-01", format "%Y-%m-%d")"#),
        ("%Y-%m-%d", "2023-02-29", #"line 1, column 9: %d: 2023-02-29 does not exist (February 2023 has 28 days) (input "2023-02-29", format "%Y-%m-%d")"#),
        ("%Y-%m-%d", "2024-04-31", #"line 1, column 9: %d: 2024-04-31 does not exist (April 2024 has 30 days) (input "2024-04-31", format "%Y-%m-%d")"#),
        ("%F", "2024-02-30", #"line 1, column 9: %F: 2024-02-30 does not exist (February 2024 has 29 days) (input "2024-02-30", format "%F")"#),
        ("%a %F", "Sat 2014-02-07", #"line 1, column 1: %a: weekday Saturday contradicts 2014-02-07, a Friday (input "Sat 2014-02-07", format "%a %F")"#),
        ("%u %F", "1 2014-02-07", #"line 1, column 1: %u: weekday Monday contradicts 2014-02-07, a Friday (input "1 2014-02-07", format "%u %F")"#),
        ("%F %T", "2016-12-31 23:58:60", #"line 1, column 18: %T: second 60 is only valid as a leap second, 23:59:60 UTC (input "2016-12-31 23:58:60", format "%F %T")"#),
        ("%T", "12:00:61", #"line 1, column 7: %T: second 61 is not in 0...60 (input "12:00:61", format "%T")"#),
        ("%F", "2014-02-07x", #"line 1, column 11: unexpected trailing input "x" (input "2014-02-07x", format "%F")"#),
        ("%F", "2014-02-07 ", #"line 1, column 11: unexpected trailing input " " (input "2014-02-07 ", format "%F")"#),
        ("%Y-%m", "2014/02", #"line 1, column 5: expected "-", found "/" (input "2014/02", format "%Y-%m")"#),
        ("%Y-%m", "2014", #"line 1, column 5: expected "-", found end of input (input "2014", format "%Y-%m")"#),
        ("%Y", "", #"line 1, column 1: %Y: expected a digit, found end of input (input "", format "%Y")"#),
        ("%Y", "\u{FF12}", #"line 1, column 1: %Y: expected a digit, found byte 0xEF (input "２", format "%Y")"#),
        ("%b", "Foo", #"line 1, column 1: %b: expected a month name (Jan...Dec or January...December), found "Foo" (input "Foo", format "%b")"#),
        ("%A", "1", #"line 1, column 1: %A: expected a weekday name (Sun...Sat or Sunday...Saturday), found no letters (input "1", format "%A")"#),
        ("%I %p", "10 XM", #"line 1, column 4: %p: expected AM or PM, found "XM" (input "10 XM", format "%I %p")"#),
        ("%z", "+5", #"line 1, column 1: %z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found "+5" (input "+5", format "%z")"#),
        ("%z", "+2400", #"line 1, column 1: %z: offset hour 24 is not in 0...23 (input "+2400", format "%z")"#),
        ("%z", "+0060", #"line 1, column 1: %z: offset minute 60 is not in 0...59 (input "+0060", format "%z")"#),
        ("%:z", "+0100", #"line 1, column 1: %:z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found "+0100" (input "+0100", format "%:z")"#),
        ("%Z", "EST", #"line 1, column 1: %Z: expected UTC, GMT, UT or Z, found "EST" (input "EST", format "%Z")"#),
        ("%s", "99999999999999999999", #"line 1, column 1: %s: seconds does not fit in 64 bits (input "99999999999999999999", format "%s")"#),
        ("%Y %j", "2023 366", #"line 1, column 6: %j: day of year 366 is not in 1...365 (input "2023 366", format "%Y %j")"#),
        ("%Y %j %m %d", "2023 060 03 02", #"line 1, column 6: %j: day of year 60 is not 2023-03-02 (input "2023 060 03 02", format "%Y %j %m %d")"#),
        ("%H", "24", #"line 1, column 1: %H: hour 24 is not in 0...23 (input "24", format "%H")"#),
        ("%m", "0", #"line 1, column 1: %m: month 0 is not in 1...12 (input "0", format "%m")"#),
        ("%d", "32", #"line 1, column 1: %d: day 32 is not in 1...31 (input "32", format "%d")"#),
        ("%e", "45", #"line 1, column 2: unexpected trailing input "5" (input "45", format "%e")"#),
        ("%F", "2014-02-07é", #"line 1, column 11: unexpected trailing input "é" (input "2014-02-07é", format "%F")"#),
        ("%s %Y", "0 10000", #"line 1, column 7: unexpected trailing input "0" (input "0 10000", format "%s %Y")"#),
        // A week whose weekday falls outside the year or the given month (glibc goes on with a made-up date).
        ("%Y %U %a", "2024 00 Sun", #"line 1, column 6: %U: week 0 is not in 1...52 (input "2024 00 Sun", format "%Y %U %a")"#),
        ("%Y %U %a", "2023 53 Sat", #"line 1, column 6: %U: week 53 is not in 1...52 (input "2023 53 Sat", format "%Y %U %a")"#),
        ("%Y %W %a", "2024 00 Sun", #"line 1, column 6: %W: week 0 is not in 1...52 (input "2024 00 Sun", format "%Y %W %a")"#),
        ("%Y %m %U %a", "2024 03 01 Mon", #"line 1, column 9: %U: week 1 is not in 9...12 (input "2024 03 01 Mon", format "%Y %m %U %a")"#),
        ("%U", "54", #"line 1, column 1: %U: week 54 is not in 0...53 (input "54", format "%U")"#),
        ("%G-W%V-%u", "2024-W53-1", #"line 1, column 7: %V: week 53 is not in 1...52 (input "2024-W53-1", format "%G-W%V-%u")"#),
        ("%G-W%V-%u", "2024-W00-1", #"line 1, column 7: %V: week 0 is not in 1...52 (input "2024-W00-1", format "%G-W%V-%u")"#),
        ("%G", "x", #"line 1, column 1: %G: expected a digit, found "x" (input "x", format "%G")"#),
        ("%c", "Fri Feb  7 12:00:00", #"line 1, column 20: %c: expected a digit, found end of input (input "Fri Feb  7 12:00:00", format "%c")"#),
        ("%x", "2014-02-07", #"line 1, column 2: %x: expected "/", found "0" (input "2014-02-07", format "%x")"#),
    ])
    func err(format: String, input: String, message: String) throws {
        let compiled = try TimestampFormat(format, year: 1970)
        #expect(throws: StrptimeError.self) { try compiled.parse(input) }
        do {
            _ = try compiled.parse(input)
        } catch {
            #expect(error.description == message)
        }
        #expect(Self.bulkMessage(compiled, input) == message)
    }

    /// The message a batch writes as bytes straight from the record (`FailureDetail.messages`, as
    /// `intl timestamps` reports errors), with `line 1` in front: must be the description, byte for byte.
    static func bulkMessage(_ format: TimestampFormat, _ input: String) -> String {
        var stream = TimestampStream(format: format)
        var batch = BatchResult(failureDetail: .messages)
        Array((input + "\n").utf8).withUnsafeBytes { stream.parse(chunk: $0, into: &batch) }
        #expect(batch.errors.isEmpty)
        #expect(batch.messageEnds == [batch.messages.count])
        let tail = batch.messages.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        // As whole lines (`FailureDetail.messageLines`, as `intl timestamps` writes them on one thread).
        var lines = BatchResult(failureDetail: .messageLines(lead: "error: "))
        var second = TimestampStream(format: format)
        Array((input + "\n").utf8).withUnsafeBytes { second.parse(chunk: $0, into: &lines) }
        #expect(lines.messages.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } == "error: line 1" + tail + "\n")
        return "line 1" + tail
    }

    /// Whole-line messages carry the stream's line numbers across chunks, an over-long line's too.
    @Test func messageLinesNumberLinesAcrossChunks() {
        let format = (try? TimestampFormat("%Y-%m-%d %H:%M:%S %z")) ?? .rfc3339
        var stream = TimestampStream(format: format, maxLineLength: 30)
        var batch = BatchResult(failureDetail: .messageLines(lead: "error: "))
        func text(_ batch: BatchResult) -> String { batch.messages.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
        Array("x\n2014-02-07 12:00:00 -0700\n".utf8).withUnsafeBytes { stream.parse(chunk: $0, into: &batch) }
        #expect(text(batch) == #"error: line 1, column 1: %Y: expected a digit, found "x" (input "x", format "%Y-%m-%d %H:%M:%S %z")"# + "\n")
        Array("2014-13-07 12:00:00 -0700\n2014-02-07 12:00:00 -0700 and more\n".utf8).withUnsafeBytes {
            stream.parse(chunk: $0, into: &batch)
        }
        #expect(text(batch) == #"error: line 3, column 6: %m: month 13 is not in 1...12 (input "2014-13-07 12:00:00 -0700", format "%Y-%m-%d %H:%M:%S %z")"#
            + "\n" + #"error: line 4, column 31: the line is longer than 30 bytes (input "2014-02-07 12:00:00 -0700 and more", format "%Y-%m-%d %H:%M:%S %z")"# + "\n")
        #expect(batch.messageEnds.count == 2 && batch.messageEnds.last == batch.messages.count)
    }

    /// Line numbers of every digit count are written as `String` writes them, across the
    /// boundaries where their writing changes (a table of digit pairs, then the general path).
    @Test(arguments: [1, 9, 10, 99, 100, 101, 999, 1_000, 9_999, 10_000, 12_345, 99_999, 100_000, 999_999,
                      1_000_000, 1_234_567, 9_999_999, 10_000_000, 98_765_432, 99_999_999, 100_000_000, 123_456_789_012])
    func messageLineNumbers(line: Int) {
        var stream = TimestampStream(format: .rfc3339, firstLine: line)
        var batch = BatchResult(failureDetail: .messageLines(lead: "error: "))
        Array("x\n".utf8).withUnsafeBytes { stream.parse(chunk: $0, into: &batch) }
        let text = batch.messages.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        #expect(text == "error: line \(line)" + #", column 1: %Y: expected a digit, found "x" (input "x", format "rfc3339")"# + "\n")
    }

    @Test(arguments: [
        ("%Q", #"format "%Q": offset 0: unknown directive %Q"#),
        ("%Y-%Ea", #"format "%Y-%Ea": offset 3: unsupported modifier, flag or width in %Ea"#),
        ("%Y-%Ej", #"format "%Y-%Ej": offset 3: unsupported modifier, flag or width in %Ej"#),
        ("%Y-%Ou", #"format "%Y-%Ou": offset 3: unsupported modifier, flag or width in %Ou"#),
        ("%Y-%O", #"format "%Y-%O": offset 3: unsupported modifier, flag or width in %O"#),
        ("%EOd", #"format "%EOd": offset 0: unsupported modifier, flag or width in %EO"#),
        ("%-d", #"format "%-d": offset 0: unsupported modifier, flag or width in %-d"#),
        ("%4Y", #"format "%4Y": offset 0: unsupported modifier, flag or width in %4Y"#),
        ("%Y%", #"format "%Y%": offset 2: the format ends with a lone %"#),
        ("%:x", #"format "%:x": offset 0: unknown directive %:x"#),
        ("%é", #"format "%é": offset 0: unknown directive %é"#),
    ])
    func errFormat(format: String, message: String) {
        do {
            _ = try TimestampFormat(format)
            Issue.record("\(format) compiled")
        } catch {
            #expect(error.description == message)
            #expect(error.line == 0)
        }
    }

    @Test func fields() throws {
        do {
            _ = try TimestampFormat("%Y-%m-%d").parse("2024-13-01")
            Issue.record("parsed")
        } catch {
            #expect(error.reason == .outOfRange(field: "month", value: 13, allowed: 1...12))
            #expect(error.line == 1)
            #expect(error.column == 6)
            #expect(error.formatOffset == 3)
            #expect(error.directive == "%m")
            #expect(error.input == "2024-13-01")
            #expect(error.format == "%Y-%m-%d")
        }
        do {
            _ = try TimestampFormat("%Y-%m").parse("2014/02")
            Issue.record("parsed")
        } catch {
            #expect(error.reason == .literalMismatch(expected: UInt8(ascii: "-"), found: UInt8(ascii: "/")))
            #expect(error.formatOffset == 2)
            #expect(error.directive == "")
        }
    }

    /// `%Z` reads a whole token, as glibc does: a known word inside a longer one is an error
    /// naming the token, in prefix mode too (where taking the word would drop the offset).
    @Test(arguments: [
        ("2014-02-07 12:00:00 UTC+05:00 GET /", 21, "UTC+05:00"),
        ("2014-02-07 12:00:00 GMT+1 GET /", 21, "GMT+1"),
        ("2014-02-07 12:00:00 UTC5", 21, "UTC5"),
        ("2014-02-07 12:00:00 UT:00 x", 21, "UT:00"),
        ("2014-02-07 12:00:00 Zulu", 21, "Zulu"),
        ("2014-02-07 12:00:00 UTCUTCUTCUTCUTCUTC", 21, "UTCUTCUTCUTCUTCU…"),
    ])
    func zoneNameIsAWholeToken(input: String, column: Int, token: String) throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S %Z")
        let message = #"line 1, column \#(column): %Z: expected UTC, GMT, UT or Z, found "\#(token)" (input "\#(input)", format "%Y-%m-%d %H:%M:%S %Z")"#
        for prefix in [true, false] {
            do {
                _ = prefix ? try format.parsePrefix(input).timestamp : try format.parse(input)
                Issue.record("\(input) parsed (prefix: \(prefix))")
            } catch {
                #expect(error.description == message)
                #expect(error.reason == .unknownZone(found: token))
            }
        }
    }

    @Test func zoneNameBeforeWhiteSpaceOrEnd() throws {
        let format = try TimestampFormat("%Y-%m-%d %H:%M:%S %Z")
        #expect(try format.parsePrefix("2014-02-07 12:00:00 UTC GET /") == (Timestamp(seconds: 1_391_774_400), 23))
        #expect(try format.parsePrefix("2014-02-07 12:00:00 z\tGET") == (Timestamp(seconds: 1_391_774_400), 21))
        #expect(try format.parse("2014-02-07 12:00:00 gmt") == Timestamp(seconds: 1_391_774_400))
        #expect(try TimestampFormat("%Z %F").parse("UT 2014-02-07") == Timestamp(seconds: 1_391_731_200))
    }

    /// `%s` with a zone is the instant itself, read at that offset: any year `%s` reaches.
    @Test func epochWithOffsetPastYear9999() throws {
        #expect(try TimestampFormat("%s %z").parse("253402300800 +0000") == Timestamp(seconds: 253_402_300_800))
        #expect(try TimestampFormat("%s %z").parse("253402300800 +0100") == Timestamp(seconds: 253_402_297_200))
        #expect(try TimestampFormat("%s %Z").parse("-62167219201 UTC") == Timestamp(seconds: -62_167_219_201))
        #expect(try TimestampFormat("%s %z").parse("0 -0130") == Timestamp(seconds: 5400))
        do {
            _ = try TimestampFormat("%s %z").parse("-9223372036854775808 +0100")
            Issue.record("parsed")
        } catch {
            #expect(error.description == #"line 1, column 1: seconds does not fit in 64 bits (input "-9223372036854775808 +0100", format "%s %z")"#)
        }
        do {
            _ = try TimestampFormat("%s %H").parse("253402300800 00")
            Issue.record("parsed")
        } catch {
            #expect(error.description == #"line 1, column 1: year 10000 is not in 0...9999 (input "253402300800 00", format "%s %H")"#)
        }
    }

    @Test func batchLineNumbers() throws {
        let batch = try TimestampFormat("%Y-%m-%d").parseRecords("2024-01-01\n2024-02-01\n2024-13-01\n")
        #expect(batch.count == 3)
        #expect(batch.errors.map(\.description) == [
            #"line 3, column 6: %m: month 13 is not in 1...12 (input "2024-13-01", format "%Y-%m-%d")"#,
        ])
    }
}

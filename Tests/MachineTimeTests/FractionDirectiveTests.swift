import MachineTime
import Testing

/// `%f`, `%Nf` and `%-Nf` on real-shaped lines: HealthApp (`20171223-22:15:29:606|Step_LSC|…`,
/// milliseconds written without their zeros, `:98` = 98 ms) and Java/Hadoop (`,978`).
@Suite struct FractionDirectiveTests {
    static let healthApp = "%Y%m%d-%H:%M:%S:%-3f"

    /// ok: (format, line, seconds, nanoseconds, length of the timestamp at the line's start).
    @Test(arguments: [
        (healthApp, "20171223-22:15:29:98|Step_LSC|30002312|onStandStepChanged 3579", 1_514_067_329 as Int64, 98_000_000 as Int32, 20),
        (healthApp, "20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579", 1_514_067_329, 606_000_000, 21),
        (healthApp, "20171223-22:15:29:7|Step_SPUtils|30002312|getTodayTotalDetailSteps = 1514038440000##7007##548365##8661##12361##27173954", 1_514_067_329, 7_000_000, 19),
        (healthApp, "20171223-22:15:29:098|Step_LSC|30002312|onStandStepChanged 3579", 1_514_067_329, 98_000_000, 21),
        ("%Y%m%d-%H:%M:%S:%3f", "20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579", 1_514_067_329, 606_000_000, 21),
        ("%Y%m%d-%H:%M:%S:%3f", "20171223-22:15:29:098|Step_LSC|30002312|onStandStepChanged 3579", 1_514_067_329, 98_000_000, 21),
        ("%Y-%m-%d %H:%M:%S.%6f", "2015-10-18 18:01:47.000123 INFO main", 1_445_191_307, 123_000, 26),
        ("%Y-%m-%d %H:%M:%S.%-6f", "2015-10-18 18:01:47.123 INFO main", 1_445_191_307, 123_000, 23),
        ("%Y-%m-%d %H:%M:%S,%f", "2015-10-18 18:01:47,978 INFO [main] org.apache.hadoop.mapreduce.v2.app.MRAppMaster: Created MRAppMaster", 1_445_191_307, 978_000_000, 23),
        ("%Y-%m-%d %H:%M:%S,%1f", "2015-10-18 18:01:47,9 INFO", 1_445_191_307, 900_000_000, 21),
        ("%Y-%m-%d %H:%M:%S,%9f", "2015-10-18 18:01:47,000000001 INFO", 1_445_191_307, 1, 29),
    ])
    func okPrefix(format: String, line: String, seconds: Int64, nanoseconds: Int32, length: Int) throws {
        let parsed = try TimestampFormat(format).parsePrefix(line)
        #expect(parsed.timestamp == Timestamp(seconds: seconds, nanoseconds: nanoseconds))
        #expect(parsed.length == length)
        // The whole timestamp alone parses to the same instant.
        #expect(try TimestampFormat(format).parse(String(decoding: line.utf8.prefix(length), as: UTF8.self)) == parsed.timestamp)
    }

    /// err: too few and too many digits, and none, with the exact message (column at the run's start).
    @Test(arguments: [
        ("%Y%m%d-%H:%M:%S:%3f", "20171223-22:15:29:98",
         #"line 1, column 19: %3f: expected 3 digits, found 2 (input "20171223-22:15:29:98", format "%Y%m%d-%H:%M:%S:%3f")"#),
        ("%Y%m%d-%H:%M:%S:%3f", "20171223-22:15:29:6061",
         #"line 1, column 19: %3f: expected 3 digits, found 4 (input "20171223-22:15:29:6061", format "%Y%m%d-%H:%M:%S:%3f")"#),
        (healthApp, "20171223-22:15:29:6061",
         #"line 1, column 19: %-3f: expected 1 to 3 digits, found 4 (input "20171223-22:15:29:6061", format "%Y%m%d-%H:%M:%S:%-3f")"#),
        (healthApp, "20171223-22:15:29:",
         #"line 1, column 19: %-3f: expected a digit, found end of input (input "20171223-22:15:29:", format "%Y%m%d-%H:%M:%S:%-3f")"#),
        (healthApp, "20171223-22:15:29:x1",
         #"line 1, column 19: %-3f: expected a digit, found "x" (input "20171223-22:15:29:x1", format "%Y%m%d-%H:%M:%S:%-3f")"#),
        ("%T.%1f", "12:00:00.55",
         #"line 1, column 10: %1f: expected 1 digit, found 2 (input "12:00:00.55", format "%T.%1f")"#),
        (healthApp, "20171223-22:15:29:98|Step_LSC",
         #"line 1, column 21: unexpected trailing input "|Step_LSC" (input "20171223-22:15:29:98|Step_LSC", format "%Y%m%d-%H:%M:%S:%-3f")"#),
    ])
    func errDigitCount(format: String, input: String, message: String) throws {
        do {
            _ = try TimestampFormat(format).parse(input)
            Issue.record("\(format) accepted \(input)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func digitCountReasonFields() throws {
        do {
            _ = try TimestampFormat(Self.healthApp).parsePrefix("20171223-22:15:29:1234|Step_LSC")
            Issue.record("accepted four digits")
        } catch {
            #expect(error.reason == .digitCount(expected: 1...3, found: 4))
            #expect(error.column == 19 && error.directive == "%-3f" && error.formatOffset == 16)
        }
    }

    /// The widths that stay unsupported, with their exact format errors.
    @Test(arguments: [
        ("%0f", #"format "%0f": offset 0: unsupported modifier, flag or width in %0f"#),
        ("%-0f", #"format "%-0f": offset 0: unsupported modifier, flag or width in %-0"#),
        ("%-3d", #"format "%-3d": offset 0: unsupported modifier, flag or width in %-3"#),
        ("%3d", #"format "%3d": offset 0: unsupported modifier, flag or width in %3d"#),
        ("%10f", #"format "%10f": offset 0: unsupported modifier, flag or width in %10"#),
    ])
    func unsupportedWidths(format: String, message: String) {
        do {
            _ = try TimestampFormat(format)
            Issue.record("\(format) compiled")
        } catch {
            #expect(error.description == message)
        }
    }
}

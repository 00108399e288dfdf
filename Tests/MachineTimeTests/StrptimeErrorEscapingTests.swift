import MachineTime
import Testing

/// Messages quote the record and the format escaped: no control, bidi control or stray byte
/// from the input reaches a terminal or log as it is.
@Suite struct StrptimeErrorEscapingTests {
    @Test(arguments: [
        ("bad \u{1B}[31mRED\u{1B}[0m line",
         #"line 1, column 1: %F: expected a digit, found "b" (input "bad \u{1B}[31mRED\u{1B}[0m line", format "%F")"#),
        ("2014-02-07\u{85}",
         #"line 1, column 11: unexpected trailing input "\u{85}" (input "2014-02-07\u{85}", format "%F")"#),
        ("2014-02-07 \u{9B}31m",
         #"line 1, column 11: unexpected trailing input " \u{9B}31m" (input "2014-02-07 \u{9B}31m", format "%F")"#),
        ("2014-02-07\u{7F}",
         #"line 1, column 11: unexpected trailing input "\u{7F}" (input "2014-02-07\u{7F}", format "%F")"#),
        ("2014-02-07\u{202E}cba",
         #"line 1, column 11: unexpected trailing input "\u{202E}cba" (input "2014-02-07\u{202E}cba", format "%F")"#),
        ("\u{2066}2014-02-07",
         #"line 1, column 1: %F: expected a digit, found byte 0xE2 (input "\u{2066}2014-02-07", format "%F")"#),
        ("2014-02-07\t\"x\\",
         #"line 1, column 11: unexpected trailing input "\t\"x\\" (input "2014-02-07\t\"x\\", format "%F")"#),
    ])
    func quotedInputIsEscaped(input: String, message: String) throws {
        let format = try TimestampFormat("%F")
        #expect(throws: StrptimeError.self) { try format.parse(input) }
        do { _ = try format.parse(input) } catch { #expect(error.description == message) }
        #expect(StrptimeErrorTests.bulkMessage(format, input) == message)
    }

    @Test func invalidUTF8IsShownByte() throws {
        let bytes: [UInt8] = Array("2014-02-07".utf8) + [0xFF, 0xC3]
        do {
            _ = try TimestampFormat("%F").parse(bytes)
            Issue.record("parsed")
        } catch {
            #expect(error.description == #"line 1, column 11: unexpected trailing input "\xFF\xC3" (input "2014-02-07\xFF\xC3", format "%F")"#)
            #expect(error.input == #"2014-02-07\xFF\xC3"#)
        }
    }

    @Test func offsetAndZoneTextsAreEscaped() throws {
        do {
            _ = try TimestampFormat("%z").parse("+\u{1B}[2J")
            Issue.record("parsed")
        } catch {
            #expect(error.description == #"line 1, column 1: %z: expected a UTC offset (Z, +hh, +hhmm or +hh:mm), found "+\u{1B}[2J" (input "+\u{1B}[2J", format "%z")"#)
        }
        do {
            _ = try TimestampFormat("%Z").parse("UTC\u{202E}")
            Issue.record("parsed")
        } catch {
            #expect(error.description == #"line 1, column 1: %Z: expected UTC, GMT, UT or Z, found "UTC\u{202E}" (input "UTC\u{202E}", format "%Z")"#)
        }
        do {
            _ = try TimestampFormat.utcOffset("+01:00\u{1B}")
            Issue.record("parsed")
        } catch {
            #expect(error.description == #"line 1, column 7: %z: unexpected trailing input "\u{1B}" (input "+01:00\u{1B}", format "%z")"#)
        }
    }

    @Test func formatIsEscaped() throws {
        do {
            _ = try TimestampFormat("%F\u{1B}")
                .parse("2014-02-07x")
            Issue.record("parsed")
        } catch {
            #expect(error.description == #"line 1, column 11: expected byte 0x1B, found "x" (input "2014-02-07x", format "%F\u{1B}")"#)
        }
        do {
            _ = try TimestampFormat("%\u{1B}")
            Issue.record("compiled")
        } catch {
            #expect(error.description == #"format "%\u{1B}": offset 0: unknown directive %\u{1B}"#)
        }
    }

    @Test func longLineQuoteIsEscapedAfterTheCut() throws {
        let input = String(repeating: "\u{1B}", count: 100)
        do {
            _ = try TimestampFormat("%F").parse(input)
            Issue.record("parsed")
        } catch {
            #expect(error.input == String(repeating: #"\u{1B}"#, count: 80) + "…")
        }
    }
}

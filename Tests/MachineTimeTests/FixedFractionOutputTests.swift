import MachineTime
import Testing

/// Fixed-width fractions on output (`--output format:'%s.%3f'`), in the spelling the parser reads:
/// `%Nf` (and GNU date's `%3N`, `%N`) write the first N digits with their zeros, `%-Nf` without.
@Suite struct FixedFractionOutputTests {
    static let instant = Timestamp(seconds: 1_513_980_929, nanoseconds: 98_765_432)   // 2017-12-22 22:15:29.098765432 UTC

    @Test(arguments: [
        ("%s.%3f", "1513980929.098"),
        ("%s.%3N", "1513980929.098"),
        ("%s.%N", "1513980929.098765432"),
        ("%s.%6f", "1513980929.098765"),
        ("%s.%1f", "1513980929.0"),
        ("%Y%m%d-%H:%M:%S:%-3f", "20171222-22:15:29:98"),
        ("%H:%M:%S,%3f", "22:15:29,098"),
        ("%H:%M:%S.%9f", "22:15:29.098765432"),
    ])
    func writesTheFirstDigits(format: String, text: String) throws {
        let compiled = try TimestampFormat(format)
        #expect(compiled.format(Self.instant) == text)
    }

    /// What the output writes, the same format reads back (to its precision).
    @Test(arguments: ["%s.%3f", "%s.%3N", "%Y%m%d-%H:%M:%S:%-3f", "%Y-%m-%d %H:%M:%S,%6f"])
    func readsBackWhatItWrites(format: String) throws {
        let compiled = try TimestampFormat(format)
        let written = compiled.format(Self.instant)
        let parsed = try compiled.parse(written)
        #expect(parsed.seconds == Self.instant.seconds)
        #expect(compiled.format(parsed) == written)
    }

    @Test func aWholeSecondHasZeros() throws {
        #expect(try TimestampFormat("%s.%3f").format(Timestamp(seconds: 5)) == "5.000")
        #expect(try TimestampFormat("%s.%-3f").format(Timestamp(seconds: 5)) == "5.0")
    }
}

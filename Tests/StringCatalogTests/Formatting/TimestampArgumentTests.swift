import Intl
import MachineTime
import StringCatalog
import Testing

/// A `Timestamp` passes to catalog messages as it is: `%@` shows it as
/// `NSDate`'s description does, numeric specifiers refuse it.
@Suite struct TimestampArgumentTests {
    private static let instant = Timestamp(seconds: 1_796_669_270, nanoseconds: 250_000_000)

    @Test(arguments: [
        ("Sent %@", "Sent 2026-12-07 18:47:50 +0000"),
        ("Sent %s.", "Sent 2026-12-07 18:47:50 +0000."),
        ("[%.10@]", "[2026-12-07]"),
    ])
    func objectSpecifierShowsTheDateDescription(format: String, expected: String) throws {
        let formatter = try MessageFormatter(localization: IntlLocale("de"))
        #expect(try formatter.format(.text(format), arguments: [.timestamp(Self.instant)]) == expected)
    }

    @Test(arguments: [
        ("%d", "an integer", "format \"%d\": offset 0: %d: argument 1 is 2026-12-07T18:47:50.25Z (a timestamp), but the specifier takes an integer"),
        ("%.1f", "a number", "format \"%.1f\": offset 0: %.1f: argument 1 is 2026-12-07T18:47:50.25Z (a timestamp), but the specifier takes a number"),
    ])
    func numericSpecifiersRefuseIt(format: String, expectedKind: String, text: String) throws {
        let formatter = try MessageFormatter(localization: IntlLocale("en"))
        let expected = MessageFormatError(
            reason: .argumentKindMismatch(position: 1, argument: .timestamp(Self.instant), expected: expectedKind),
            format: format, offset: 0, specifier: format)
        #expect(throws: expected) { try formatter.format(.text(format), arguments: [.timestamp(Self.instant)]) }
        #expect(expected.description == text)
    }
}

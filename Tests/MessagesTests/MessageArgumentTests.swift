import MachineTime
import Messages
import Testing

@Suite struct MessageArgumentTests {
    @Test(arguments: [
        (Timestamp(seconds: 1_796_669_270), "2026-12-07 18:47:50 +0000"),
        (Timestamp(seconds: 1_796_669_270, nanoseconds: 999_999_999), "2026-12-07 18:47:50 +0000"),
        (Timestamp(seconds: -1, nanoseconds: 500_000_000), "1969-12-31 23:59:59 +0000"),
    ])
    func timestampShowsAsNSDateDescription(instant: Timestamp, expected: String) {
        #expect(instant.messageArgument == .timestamp(instant))
        #expect(instant.messageArgument.textDescription == expected)
    }

    @Test func errorsNameTheKind() {
        #expect(MessageArgument.timestamp(Timestamp(seconds: 0)).description == "1970-01-01T00:00:00Z (a timestamp)")
        #expect(MessageArgument.string("Paul").description == "\"Paul\" (a string)")
    }
}

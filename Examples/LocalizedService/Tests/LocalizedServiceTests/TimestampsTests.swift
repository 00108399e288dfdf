import HummingbirdTesting
import NIOCore
import Testing

@Suite struct TimestampsTests {
    @Test func epochsPerLineWithPerLineErrors() async throws {
        try await LiveServer.run { client in
            let body = "2015-08-07T17:29:32Z\nnot a time\r\n1970-01-01T00:00:00Z"
            try await client.execute(uri: "/timestamps", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == """
                    {"epoch":1438968572,"line":1}
                    {"error":"line 1, column 1: %Y: expected a digit, found \\"n\\" (input \\"not a time\\", format \\"rfc3339\\")","line":2}
                    {"epoch":0,"line":3}

                    """)
            }
        }
    }

    @Test func strptimeFormatParameter() async throws {
        try await LiveServer.run { client in
            try await client.execute(uri: "/timestamps?format=%25d/%25m/%25Y", method: .post,
                                     body: ByteBuffer(string: "07/08/2015\n")) { response in
                #expect(String(buffer: response.body) == "{\"epoch\":1438905600,\"line\":1}\n")
            }
        }
    }

    @Test func bodyOverTheLimitIs413() async throws {
        try await LiveServer.run(maximumBodyBytes: 1 << 20) { client in
            let huge = ByteBuffer(repeating: UInt8(ascii: "1"), count: 100 << 20)
            try await client.execute(uri: "/timestamps", method: .post, body: huge) { response in
                #expect(response.status == .contentTooLarge)
                #expect(String(buffer: response.body) == #"{"error":"request body exceeds 1048576 bytes"}"#)
            }
        }
    }
}

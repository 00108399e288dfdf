import Testing
import TextEscaping

/// The one escaping rule for outside text in error messages.
@Suite struct QuotedTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("", ""),
        ("Grüße, 東京 😀 \u{00A0}\u{202F}", "Grüße, 東京 😀 \u{00A0}\u{202F}"),
        ("bad \u{1B}[31mRED\u{1B}[0m line", #"bad \u{1B}[31mRED\u{1B}[0m line"#),
        ("a\tb\nc\rd", #"a\tb\nc\rd"#),
        ("\u{0}\u{7}\u{1F}", #"\u{00}\u{07}\u{1F}"#),
        ("del\u{7F}", #"del\u{7F}"#),
        ("next\u{85}line \u{9B}31m", #"next\u{85}line \u{9B}31m"#),
        ("\u{80}\u{9F}\u{A0}", "\\u{80}\\u{9F}\u{A0}"),
        ("abc\u{202E}fed", #"abc\u{202E}fed"#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", #"\u{202A}\u{202B}\u{202C}\u{202D}"#),
        ("\u{2066}x\u{2067}\u{2068}\u{2069}", #"\u{2066}x\u{2067}\u{2068}\u{2069}"#),
        ("\u{2029}\u{200D}\u{202F}", "\u{2029}\u{200D}\u{202F}"),
        (#"say "hi" \ bye"#, #"say \"hi\" \\ bye"#),
        (#"\u{1B}"#, #"\\u{1B}"#),
    ])
    func escaped(text: String, expected: String) {
        #expect(QuotedText.escaped(text) == expected)
        #expect(QuotedText.escaped(utf8: Array(text.utf8)) == expected)
    }

    @Test func quoted() {
        #expect(QuotedText.quoted("say \"hi\"\t\u{202E}") == #""say \"hi\"\t\u{202E}""#)
        #expect(QuotedText.quoted("") == #""""#)
    }

    @Test(arguments: [
        ([0x61, 0xFF, 0x62], #"a\xFFb"#),
        ([0x80], #"\x80"#),                           // a continuation byte alone
        ([0xC3], #"\xC3"#),                           // a truncated sequence at the end
        ([0xC3, 0x41], #"\xC3A"#),                    // a truncated sequence before ASCII
        ([0xC0, 0xAF], #"\xC0\xAF"#),                 // an overlong "/"
        ([0xE0, 0x80, 0xAF], #"\xE0\x80\xAF"#),       // an overlong three-byte form
        ([0xED, 0xA0, 0x80], #"\xED\xA0\x80"#),       // a surrogate, U+D800
        ([0xF4, 0x90, 0x80, 0x80], #"\xF4\x90\x80\x80"#), // past U+10FFFF
        ([0xC2, 0x85], #"\u{85}"#),                   // U+0085 itself is well-formed, and a C1 control
        ([0xE2, 0x80, 0xAE], #"\u{202E}"#),
        ([0xE2, 0x80, 0xAE, 0xFE, 0x1B], #"\u{202E}\xFE\u{1B}"#),
        ([0xF0, 0x9F, 0x98, 0x80], "😀"),
    ] as [([UInt8], String)])
    func bytes(bytes: [UInt8], expected: String) {
        #expect(QuotedText.escaped(utf8: bytes) == expected)
    }

    @Test func unsafeScalars() {
        let unsafe = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(QuotedText.isUnsafe).map(\.value)
        let expected = Array(0x00...0x1F) + Array(0x7F...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        #expect(unsafe == expected.map(UInt32.init))
    }

    /// Whatever comes in, the result holds no unsafe scalar (an escape is plain ASCII).
    @Test func resultIsInert() {
        var bytes: [UInt8] = []
        var state: UInt64 = 0x5EED
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        let text = QuotedText.escaped(utf8: bytes)
        #expect(!text.unicodeScalars.contains(where: QuotedText.isUnsafe))
        #expect(!QuotedText.escaped(String(decoding: bytes, as: UTF8.self)).unicodeScalars.contains(where: QuotedText.isUnsafe))
    }

    /// The word-at-a-time escaper against a byte-at-a-time reference: every byte value at every
    /// position of plain texts of 1…40 bytes (whole words, the overlapping last word, texts
    /// shorter than a word), and a second escape-needing byte seven positions later.
    @Test func wordsAgainstBytes() {
        for length in 1...40 {
            let plain = (0..<length).map { UInt8(0x41 + $0 % 26) }
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = plain
                    bytes[position] = UInt8(value)
                    #expect(QuotedText.escaped(utf8: bytes) == Self.reference(bytes), "\(bytes)")
                    if position + 7 < length {
                        bytes[position + 7] = 0x22
                        #expect(QuotedText.escaped(utf8: bytes) == Self.reference(bytes), "\(bytes)")
                    }
                }
            }
        }
    }

    /// The escaping rule one byte at a time, written apart from the library's code.
    static func reference(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let (scalar, length) = referenceDecode(bytes, index)
            guard let scalar else {
                result += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
                continue
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where QuotedText.isUnsafe(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2) + "}"
            default: result.unicodeScalars.append(scalar)
            }
            index += length
        }
        return result
    }

    /// The well-formed scalar at `index` and its length, or nil.
    static func referenceDecode(_ bytes: [UInt8], _ index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return (nil, 1) }
        let piece = Array(bytes[index..<index + length])
        guard let text = String(validating: piece, as: UTF8.self), text.unicodeScalars.count == 1 else { return (nil, 1) }
        return (text.unicodeScalars.first, length)
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

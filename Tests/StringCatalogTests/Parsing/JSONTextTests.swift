import StringCatalog
import Testing

/// `JSONText.quoted`: text without a byte to escape is copied whole, the rest escaped as before.
@Suite struct JSONTextTests {
    @Test(arguments: [
        ("plain", #""plain""#), ("", #""""#), ("café 🍽 \u{7F}", "\"café 🍽 \u{7F}\""), ("a\"b", #""a\"b""#), ("a\\b", #""a\\b""#),
        ("line\nnext\r\t", #""line\nnext\r\t""#), ("\u{08}\u{0C}\u{01}\u{1F}", #""\b\f\u0001\u001f""#), ("é\"", #""é\"""#),
    ])
    func quotes(_ text: String, _ expected: String) {
        #expect(JSONText.quoted(text) == expected)
    }
}

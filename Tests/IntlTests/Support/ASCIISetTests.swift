@testable import Intl
import Testing

@Suite struct ASCIISetTests {
    @Test func containsExactlyItsMembers() {
        let set = ASCIISet("az?\u{7F}\0")
        let members = (0...255).map(UInt8.init).filter(set.contains)
        #expect(members == [0, 63, 97, 122, 127])
    }

    @Test func bytesPastASCIINeverBelong() {
        let set = ASCIISet("é€")   // non-ASCII members are ignored
        #expect((0...255).map(UInt8.init).filter(set.contains).isEmpty)
    }
}

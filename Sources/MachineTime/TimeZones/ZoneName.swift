/// The check a zone name passes before it becomes part of a path: a relative path of
/// components such as `America/Argentina/Buenos_Aires`, `Etc/GMT+5` or `EST5EDT`, which cannot
/// leave the database's folder (no leading `/`, no `..`) or smuggle anything else into it.
enum ZoneName {
    static let maximumLength = 255

    /// Whether `name` may be looked up in a database folder.
    static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength, bytes.allSatisfy(isAllowed) else { return false }
        // Splitting keeps empty pieces, so a leading or trailing "/" and "//" show up as "".
        return bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && !component.elementsEqual(".".utf8) && !component.elementsEqual("..".utf8)
        }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}

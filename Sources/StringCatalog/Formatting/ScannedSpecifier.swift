/// A specifier as the scanner found it: byte ranges and numbers, no strings,
/// so that formatting allocates nothing to tokenize.
struct ScannedSpecifier {
    /// The whole specifier, `%` included.
    var range: Range<Int>
    var position: Int?
    /// The flag bytes as written.
    var flags: Range<Int>
    var flagBits: UInt8 = 0
    var width: Int?
    var precision: Int?
    var length: Range<Int>
    /// The conversion byte; 0 for a plural variable reference.
    var conversion: UInt8 = 0
    /// The name of `%#@name@`; nil for other specifiers.
    var variableName: Range<Int>?

    init(range: Range<Int>, position: Int?) {
        self.range = range
        self.position = position
        flags = range.lowerBound..<range.lowerBound
        length = range.lowerBound..<range.lowerBound
    }

    static let leftJustifyFlag: UInt8 = 1
    static let plusFlag: UInt8 = 2
    static let spaceFlag: UInt8 = 4
    static let alternateFlag: UInt8 = 8
    static let zeroFlag: UInt8 = 16
    static let groupingFlag: UInt8 = 32

    static func flag(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "-"): leftJustifyFlag
        case UInt8(ascii: "+"): plusFlag
        case UInt8(ascii: " "): spaceFlag
        case UInt8(ascii: "#"): alternateFlag
        case UInt8(ascii: "0"): zeroFlag
        case UInt8(ascii: "'"): groupingFlag
        default: nil
        }
    }

    static func isLengthModifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "z"),
             UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"): true
        default: false
        }
    }

    static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
             UInt8(ascii: "o"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "p"): true
        default: false
        }
    }

    static func kind(ofConversion conversion: UInt8) -> FormatSpecifier.Kind? {
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"): .signedInteger
        case UInt8(ascii: "u"): .unsignedInteger
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "p"):
            .radixInteger(Character(Unicode.Scalar(conversion)))
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"):
            .floatingPoint(Character(Unicode.Scalar(conversion)))
        case UInt8(ascii: "@"): .object
        case UInt8(ascii: "s"), UInt8(ascii: "S"): .string
        case UInt8(ascii: "c"), UInt8(ascii: "C"): .character
        default: nil
        }
    }
}

extension FormatSpecifier {
    /// The public form of a scanned specifier, with its strings.
    init(_ scanned: ScannedSpecifier, in bytes: UnsafeBufferPointer<UInt8>) {
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        // The scanner only returns known conversions; `.object` keeps this total.
        let kind: Kind = scanned.variableName.map { .pluralVariable(text($0)) }
            ?? ScannedSpecifier.kind(ofConversion: scanned.conversion) ?? .object
        self.init(offset: scanned.range.lowerBound, text: text(scanned.range), position: scanned.position,
                  flags: text(scanned.flags), width: scanned.width, precision: scanned.precision,
                  lengthModifier: text(scanned.length), kind: kind)
    }
}

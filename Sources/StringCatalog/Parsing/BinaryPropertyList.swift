/// Reads binary property lists (`bplist00`, what Xcode compiles `.strings`
/// and `.stringsdict` to) into the ``StructuredValue`` the XML path gives.
///
/// Foundation's reader is not used: it follows references without bounds,
/// so a 42-byte array that contains itself never returns and a few hundred
/// bytes of reused references run for minutes. This one checks every field
/// before use and bounds the work:
/// - the header, the trailer's sizes (1 to 8 bytes), object count, top
///   object and offset table (it must fit between header and trailer);
/// - each offset (inside the objects area), each reference (below the object
///   count) and each object's bytes (ending before the offset table);
/// - a container among its own contents is a cycle; nesting is limited to
///   ``NestingLimit/maximumDepth``;
/// - every value produced counts toward ``expansionLimit(forFileSize:)``,
///   a reused reference each time it is expanded, so the tree handed on is
///   at most a few times the file's size.
///
/// Objects: dictionary (string keys), array, ASCII and UTF-16 strings,
/// integers (1 to 8 bytes, and 16-byte ones that fit in 64 bits), reals,
/// booleans, dates and data. Dates and data become strings as in the XML
/// path (ISO 8601, base64). UIDs, sets, null and fill are refused. A fault
/// is ``BinaryPropertyListFault`` with the byte offset of the object, table
/// entry or trailer field at fault.
///
/// - Complexity: O(file size) time and memory.
package struct BinaryPropertyList {
    package static let magic = Array("bplist".utf8)
    private static let headerSize = 8
    private static let trailerSize = 32

    /// The most values the tree may hold: 4 per byte (a file that shares no
    /// containers expands to at most one value per reference, and a
    /// reference takes a byte at least), and at least 4,096.
    static func expansionLimit(forFileSize size: Int) -> Int {
        max(4 * size, 4_096)
    }

    private let bytes: [UInt8]
    private let path: String
    private let referenceSize: Int
    private let offsetSize: Int
    private let objectCount: Int
    private let tableOffset: Int
    private let expansionLimit: Int
    private var expanded = 0
    /// Containers being expanded, to find cycles.
    private var open: [Bool]
    /// Scalars decoded once, shared by every reference to them.
    private var scalars: [Int: StructuredValue] = [:]

    /// The document's top object as a tree.
    static func decode(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> StructuredValue {
        var reader = try BinaryPropertyList(bytes, path: path)
        let top = try trailerField(bytes, at: bytes.count - 16, field: "the top object", below: reader.objectCount, path: path)
        return try reader.value(top, depth: 0)
    }

    private init(_ bytes: [UInt8], path: String) throws(CatalogParseError) {
        self.bytes = bytes
        self.path = path
        guard bytes.count >= Self.headerSize + 1 + Self.trailerSize else {
            throw Self.fault(.truncated(size: bytes.count), at: bytes.count, path: path)
        }
        let version = bytes[6..<8]
        guard version.elementsEqual(Array("00".utf8)) else {
            throw Self.fault(.unsupportedVersion(String(decoding: version, as: UTF8.self)), at: 6, path: path)
        }
        let trailer = bytes.count - Self.trailerSize
        for (field, offset) in [("the offset size", trailer + 6), ("the reference size", trailer + 7)]
        where !(1...8).contains(bytes[offset]) {
            throw Self.fault(.invalidTrailer(field: field, value: Int(bytes[offset])), at: offset, path: path)
        }
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        objectCount = try Self.trailerField(bytes, at: trailer + 8, field: "the object count", below: bytes.count, path: path)
        guard objectCount > 0 else {
            throw Self.fault(.invalidTrailer(field: "the object count", value: 0), at: trailer + 8, path: path)
        }
        tableOffset = try Self.trailerField(bytes, at: trailer + 24, field: "the offset table's offset", below: trailer, path: path)
        // Each object takes a byte at least, so objectCount < bytes.count and nothing overflows.
        guard tableOffset > Self.headerSize, objectCount * offsetSize <= trailer - tableOffset else {
            throw Self.fault(.offsetTableOutOfRange, at: trailer + 24, path: path)
        }
        expansionLimit = Self.expansionLimit(forFileSize: bytes.count)
        open = Array(repeating: false, count: objectCount)
    }

    /// A big-endian 8-byte trailer field, required to be below `limit`.
    private static func trailerField(_ bytes: [UInt8], at offset: Int, field: String, below limit: Int,
                                     path: String) throws(CatalogParseError) -> Int {
        let value = bytes[offset..<(offset + 8)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard value < UInt64(limit) else {
            throw fault(.invalidTrailer(field: field, value: Int(truncatingIfNeeded: value)), at: offset, path: path)
        }
        return Int(value)
    }

    // MARK: Objects

    private mutating func value(_ object: Int, depth: Int) throws(CatalogParseError) -> StructuredValue {
        let start = try offset(of: object)
        expanded += 1
        guard expanded <= expansionLimit else { throw fault(.expansionTooLarge(limit: expansionLimit), at: start) }
        if let scalar = scalars[object] { return scalar }
        let marker = bytes[start]
        switch marker >> 4 {
        case 0xA, 0xD:
            guard !open[object] else { throw fault(.containsItself(object: object), at: start) }
            guard depth < NestingLimit.maximumDepth else {
                throw fault(.tooDeeplyNested(limit: NestingLimit.maximumDepth), at: start)
            }
            open[object] = true
            defer { open[object] = false }
            return marker >> 4 == 0xA
                ? try array(object, at: start, depth: depth + 1)
                : try dictionary(object, at: start, depth: depth + 1)
        default:
            let scalar = try self.scalar(object, at: start, marker: marker)
            scalars[object] = scalar
            return scalar
        }
    }

    private func scalar(_ object: Int, at start: Int, marker: UInt8) throws(CatalogParseError) -> StructuredValue {
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09:
            return .bool(marker == 0x09)
        case 0x1 where info <= 4:
            return .integer(try integer(object, at: start + 1, size: 1 << info))
        case 0x2 where info == 2 || info == 3:
            return .number(try real(object, at: start + 1, size: 1 << info))
        case 0x3 where info == 3:
            let seconds = try real(object, at: start + 1, size: 8)
            guard let date = StructuredValue.date(sinceReferenceDate: seconds) else {
                throw fault(.invalidNumber("date \(seconds) is outside years 1 to 9999"), at: start)
            }
            return date
        case 0x4:
            let (body, count) = try lengthAndBody(object, at: start, unitSize: 1)
            return .data(bytes[body..<(body + count)])
        case 0x5:
            let (body, count) = try lengthAndBody(object, at: start, unitSize: 1)
            if let index = bytes[body..<(body + count)].firstIndex(where: { $0 >= 0x80 }) {
                throw fault(.invalidString("byte 0x\(String(bytes[index], radix: 16, uppercase: true)) in an ASCII string"), at: index)
            }
            return .string(String(decoding: bytes[body..<(body + count)], as: UTF8.self))
        case 0x6:
            let (body, count) = try lengthAndBody(object, at: start, unitSize: 2)
            return .string(try utf16(at: body, units: count))
        default:
            throw fault(.unsupportedObject(marker: marker), at: start)
        }
    }

    private mutating func array(_ object: Int, at start: Int, depth: Int) throws(CatalogParseError) -> StructuredValue {
        let (references, count) = try lengthAndBody(object, at: start, unitSize: referenceSize)
        var elements: [StructuredValue] = []
        elements.reserveCapacity(count)
        for index in 0..<count {
            elements.append(try value(reference(at: references + index * referenceSize), depth: depth))
        }
        return .array(elements)
    }

    private mutating func dictionary(_ object: Int, at start: Int, depth: Int) throws(CatalogParseError) -> StructuredValue {
        let (keys, count) = try lengthAndBody(object, at: start, unitSize: 2 * referenceSize)
        let values = keys + count * referenceSize
        var dictionary: [String: StructuredValue] = [:]
        dictionary.reserveCapacity(count)
        for index in 0..<count {
            let keyOffset = keys + index * referenceSize
            let key = try value(reference(at: keyOffset), depth: depth)
            guard let name = key.string else { throw fault(.nonStringKey(found: key.kind(json: false)), at: keyOffset) }
            dictionary[name] = try value(reference(at: values + index * referenceSize), depth: depth)
        }
        return .dictionary(dictionary)
    }

    // MARK: Fields

    /// The object's start, checked to lie in the objects area.
    private func offset(of object: Int) throws(CatalogParseError) -> Int {
        let entry = tableOffset + object * offsetSize
        let start = unsigned(at: entry, size: offsetSize)
        guard start >= UInt64(Self.headerSize), start < UInt64(tableOffset) else {
            throw fault(.objectOffsetOutOfRange(object: object, offset: Int(truncatingIfNeeded: start)), at: entry)
        }
        return Int(start)
    }

    /// The object number a reference names, checked against the count.
    private func reference(at offset: Int) throws(CatalogParseError) -> Int {
        let object = unsigned(at: offset, size: referenceSize)
        guard object < UInt64(objectCount) else {
            throw fault(.referenceOutOfRange(reference: Int(truncatingIfNeeded: object), objectCount: objectCount), at: offset)
        }
        return Int(object)
    }

    /// Where a string's, data's or container's body starts and its length in
    /// units; `unitSize` bytes each must fit before the offset table. A
    /// length of 15 or more is written as an integer object after the marker.
    private func lengthAndBody(_ object: Int, at start: Int, unitSize: Int) throws(CatalogParseError) -> (body: Int, count: Int) {
        var body = start + 1
        var count = Int(bytes[start] & 0x0F)
        if count == 0x0F {
            try require(object, body + 1)
            let marker = bytes[body]
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
                throw fault(.invalidNumber("length marker 0x\(String(marker, radix: 16, uppercase: true)) is not an integer"), at: body)
            }
            let size = 1 << Int(marker & 0x0F)
            let length = try integer(object, at: body + 1, size: size)
            guard length >= 0 else { throw fault(.invalidNumber("negative length \(length)"), at: body) }
            count = length
            body += 1 + size
        }
        guard count <= (tableOffset - body) / unitSize else { throw fault(.objectOutOfBounds(object: object), at: start) }
        return (body, count)
    }

    /// Checks that the bytes before `end` belong to the objects area.
    private func require(_ object: Int, _ end: Int) throws(CatalogParseError) {
        guard end <= tableOffset else { throw fault(.objectOutOfBounds(object: object), at: end - 1) }
    }

    /// 1, 2 and 4 bytes are unsigned, 8 bytes signed, 16 bytes accepted when
    /// the value fits in 64 bits (the high half is its sign extension).
    private func integer(_ object: Int, at offset: Int, size: Int) throws(CatalogParseError) -> Int {
        try require(object, offset + size)
        guard size == 16 else {
            let value = unsigned(at: offset, size: size)
            return size == 8 ? Int(Int64(bitPattern: value)) : Int(value)
        }
        let high = unsigned(at: offset, size: 8), low = Int64(bitPattern: unsigned(at: offset + 8, size: 8))
        guard high == (low < 0 ? UInt64.max : 0) else {
            throw fault(.invalidNumber("a 128-bit integer that does not fit in 64 bits"), at: offset - 1)
        }
        return Int(low)
    }

    private func real(_ object: Int, at offset: Int, size: Int) throws(CatalogParseError) -> Double {
        try require(object, offset + size)
        let bits = unsigned(at: offset, size: size)
        return size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
    }

    private func utf16(at offset: Int, units count: Int) throws(CatalogParseError) -> String {
        let units = (0..<count).lazy.map { UInt16(self.bytes[offset + 2 * $0]) << 8 | UInt16(self.bytes[offset + 2 * $0 + 1]) }
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var parser = Unicode.UTF16.ForwardParser()
        var decoded = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF16.decode(encoded))
                decoded += encoded.count
            case .emptyInput:
                return String(scalars)
            case .error:
                let unit = units[decoded]
                throw fault(.invalidString("unpaired UTF-16 surrogate 0x\(String(unit, radix: 16, uppercase: true))"),
                            at: offset + 2 * decoded)
            }
        }
    }

    /// A big-endian unsigned field of 1 to 8 bytes; callers check the bounds.
    private func unsigned(at offset: Int, size: Int) -> UInt64 {
        bytes[offset..<(offset + size)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    private func fault(_ fault: BinaryPropertyListFault, at offset: Int) -> CatalogParseError {
        Self.fault(fault, at: offset, path: path)
    }

    private static func fault(_ fault: BinaryPropertyListFault, at offset: Int, path: String) -> CatalogParseError {
        CatalogParseError(path: path, line: 0, column: 0, reason: .invalidBinaryPropertyList(fault, offset: offset))
    }
}

/// Turns a `.strings` file's bytes into Unicode scalars.
///
/// Encodings, in the order they are detected:
/// - a UTF-8 BOM (`EF BB BF`): UTF-8, BOM dropped;
/// - a UTF-16 BOM (`FF FE` / `FE FF`): UTF-16LE / UTF-16BE, BOM dropped;
/// - no BOM but a zero byte in one of the first two positions and not the
///   other (`"` `00` / `00` `"`): UTF-16LE / UTF-16BE. A UTF-8 `.strings`
///   file never starts with U+0000, so this cannot misread one;
/// - otherwise UTF-8.
/// Invalid sequences and unpaired surrogates are errors at their position,
/// never replaced.
package enum TextDecoder {
    /// The file as one string (which is valid UTF-8, as every `String` is),
    /// for the byte scanner. UTF-8 input without a BOM is validated in one
    /// pass and copied once; the scalar decoder below runs only to report
    /// where invalid input goes wrong, and for UTF-16.
    package static func text(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> String {
        let utf8Bytes: ArraySlice<UInt8>
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            utf8Bytes = bytes[3...]
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
                    || (bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: try decode(bytes, path: path))
            return String(text)
        } else {
            utf8Bytes = bytes[...]
        }
        if let text = String(validating: utf8Bytes, as: UTF8.self) { return text }
        _ = try utf8(utf8Bytes, path: path)  // Throws the error at its position.
        // Not reached: both validators follow the Unicode standard's UTF-8.
        return String(decoding: utf8Bytes, as: UTF8.self)
    }

    static func decode(_ bytes: [UInt8], path: String) throws(CatalogParseError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(bytes[3...], path: path) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false, path: path) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true, path: path) }
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) {
            return try utf16(bytes[...], bigEndian: bytes[0] == 0, path: path)
        }
        return try utf8(bytes[...], path: path)
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, path: String) throws(CatalogParseError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .emptyInput:
                return scalars
            case .error(let length):
                let byte = bytes[offset]
                throw failure(scalars, path: path, encoding: "UTF-8",
                              detail: "byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset) "
                                  + "starts no valid sequence (\(length) byte\(length == 1 ? "" : "s") skipped)")
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, path: String) throws(CatalogParseError) -> [Unicode.Scalar] {
        let encoding = bigEndian ? "UTF-16BE" : "UTF-16LE"
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var parser = Unicode.UTF16.ForwardParser()
        var unitOffset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF16.decode(encoded))
                unitOffset += encoded.count
            case .emptyInput:
                guard index == bytes.endIndex else {
                    throw failure(scalars, path: path, encoding: encoding, detail: "odd number of bytes (a lone last byte)")
                }
                return scalars
            case .error:
                throw failure(scalars, path: path, encoding: encoding,
                              detail: "unpaired surrogate 0x\(String(units[unitOffset], radix: 16, uppercase: true))")
            }
        }
    }

    /// The error at the position just after the last scalar decoded.
    private static func failure(_ decoded: [Unicode.Scalar], path: String, encoding: String, detail: String) -> CatalogParseError {
        let (line, column) = TextPosition.after(decoded)
        return CatalogParseError(path: path, line: line, column: column,
                                 reason: .invalidEncoding(encoding: encoding, detail: detail))
    }
}

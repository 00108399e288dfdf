import Hummingbird

/// Typed reads of query parameters, each failure a 400 naming the parameter.
extension Request {
    func requiredQuery(_ name: String) throws(ServiceError) -> String {
        guard let value = uri.queryParameters[name[...]] else {
            throw .badRequest("missing query parameter \"\(name)\"")
        }
        return String(value)
    }

    /// A finite number ("1234.5"); `nan`, `inf` and hex floats are refused.
    func finiteNumberQuery(_ name: String) throws(ServiceError) -> Double {
        let text = try requiredQuery(name)
        let isPlainDecimal = !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+")
        }
        guard isPlainDecimal, let value = Double(text), value.isFinite else {
            throw .badRequest("\(name): \"\(text)\" is not a finite decimal number")
        }
        return value
    }

    /// An integer in `range`.
    func integerQuery(_ name: String, in range: ClosedRange<Int>) throws(ServiceError) -> Int {
        let text = try requiredQuery(name)
        guard let value = Int(text), range.contains(value) else {
            throw .badRequest("\(name): \"\(text)\" is not an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }
}

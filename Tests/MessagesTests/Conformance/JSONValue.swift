import Foundation

/// A JSON value as the conformance files hold it; integers stay integers,
/// so a parameter `1` passes as `.int(1)` and `4.2` as `.double(4.2)`.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// Whether every key of `expected` is in `self` with a value that
    /// contains the expected one (arrays element by element, same length):
    /// the suite's parts list only the fields each test is about.
    func contains(_ expected: JSONValue) -> Bool {
        switch (self, expected) {
        case (.object(let mine), .object(let theirs)):
            return theirs.allSatisfy { key, value in mine[key].map { $0.contains(value) } ?? false }
        case (.array(let mine), .array(let theirs)):
            return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.contains($1) }
        default:
            return self == expected
        }
    }
}

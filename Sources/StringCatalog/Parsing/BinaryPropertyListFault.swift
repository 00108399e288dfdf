/// Why a binary property list (`bplist00`) was refused; the byte offset
/// travels beside it in ``CatalogParseError/Reason/invalidBinaryPropertyList(_:offset:)``.
///
///     // a 42-byte file whose top object is an array holding itself
///     error.description
///     // "en.lproj/Localizable.stringsdict: error: invalid binary property list at byte 8: object 0 contains itself (a reference cycle)"
public enum BinaryPropertyListFault: Hashable, Sendable {
    /// Shorter than a header, one object and the 32-byte trailer.
    case truncated(size: Int)
    /// `bplist` followed by a version other than `00`.
    case unsupportedVersion(String)
    /// A trailer field out of range; `field` names it.
    case invalidTrailer(field: String, value: Int)
    /// The offset table does not fit between the header and the trailer.
    case offsetTableOutOfRange
    /// An offset-table entry points outside the objects area.
    case objectOffsetOutOfRange(object: Int, offset: Int)
    /// A reference to an object the file does not have.
    case referenceOutOfRange(reference: Int, objectCount: Int)
    /// A container that is among its own contents.
    case containsItself(object: Int)
    /// Containers nested deeper than catalogs ever are.
    case tooDeeplyNested(limit: Int)
    /// More values than the limit once every reference is expanded
    /// (a reused reference counts each time).
    case expansionTooLarge(limit: Int)
    /// An object's bytes run into the offset table or past the file.
    case objectOutOfBounds(object: Int)
    /// An object type catalogs do not use (UID, set, null, fill…): its marker byte.
    case unsupportedObject(marker: UInt8)
    /// A length or integer that is malformed or does not fit in 64 bits.
    case invalidNumber(String)
    /// A string that is not valid in its encoding.
    case invalidString(String)
    /// A dictionary key that is not a string: what it is instead.
    case nonStringKey(found: String)
}

extension BinaryPropertyListFault: CustomStringConvertible {
    /// The message alone: `object 0 contains itself (a reference cycle)`.
    public var description: String {
        switch self {
        case .truncated(let size): "the file is \(size) bytes, too short for a binary property list"
        case .unsupportedVersion(let version): "unsupported version \"\(version)\" (expected bplist00)"
        case .invalidTrailer(let field, let value): "trailer: \(field) is \(value)"
        case .offsetTableOutOfRange: "trailer: the offset table does not fit between the header and the trailer"
        case .objectOffsetOutOfRange(let object, let offset): "object \(object) starts at byte \(offset), outside the objects area"
        case .referenceOutOfRange(let reference, let count): "reference to object \(reference), but the file has \(count) objects"
        case .containsItself(let object): "object \(object) contains itself (a reference cycle)"
        case .tooDeeplyNested(let limit): "nesting deeper than \(limit) levels"
        case .expansionTooLarge(let limit): "more than \(limit) values once shared references are expanded"
        case .objectOutOfBounds(let object): "object \(object) runs past the end of the objects area"
        case .unsupportedObject(let marker):
            "unsupported object type 0x\(String(marker, radix: 16, uppercase: true)) "
                + "(catalogs hold dictionaries, arrays, strings, numbers, booleans, dates and data)"
        case .invalidNumber(let detail): "invalid number: \(detail)"
        case .invalidString(let detail): "invalid string: \(detail)"
        case .nonStringKey(let found): "a dictionary key is \(found), not a string"
        }
    }
}

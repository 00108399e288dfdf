import Foundation

/// Reads whole files for lint and extraction, refusing files over a size
/// limit so memory stays bounded by configuration, not by what is on disk.
package enum ToolFileReader {
    /// 64 MiB, as the catalog's own reader: far above any real table or source file.
    package static let sizeLimit = 64 << 20

    package enum Failure: Error {
        case unreadable
        case tooLarge(size: Int)

        /// `cannot read file`, `file is 70000000 bytes, more than the limit of 67108864`.
        package var message: String {
            switch self {
            case .unreadable: "cannot read file"
            case .tooLarge(let size): "file is \(size) bytes, more than the limit of \(ToolFileReader.sizeLimit)"
            }
        }
    }

    package static func read(_ path: String) -> Result<[UInt8], Failure> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .failure(.unreadable) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= sizeLimit else { return .failure(.tooLarge(size: size)) }
        guard let data = FileManager.default.contents(atPath: path), data.count <= sizeLimit else { return .failure(.unreadable) }
        return .success(Array(data))
    }
}

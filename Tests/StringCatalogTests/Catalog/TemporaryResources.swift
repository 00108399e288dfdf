import Foundation
import TestSupport

/// A resources directory written to a fresh temporary folder for one test.
struct TemporaryResources {
    let path: String

    /// `files`: relative path → UTF-8 contents (folders are created as needed).
    init(_ files: [String: String]) throws {
        try self.init(bytes: files.mapValues { Array($0.utf8) })
    }

    init(bytes files: [String: [UInt8]]) throws {
        path = try TemporaryFolder.make("catalog")
        for (relative, contents) in files {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

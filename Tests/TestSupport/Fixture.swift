import Foundation

/// A fresh temporary folder (``TemporaryFolder``) with files written into it, for tests that need real files.
public struct Fixture {
    public let root: String

    public init() throws {
        root = try TemporaryFolder.make("intl-fixture")
    }

    /// Writes `text` (UTF-8) at `relative`, creating folders; returns the full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    public func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }
}

import Foundation

/// Fresh folders for tests that need real files, all inside one folder of this test process
/// (`$TMPDIR/intl-tests-<pid>`) that is removed when the process exits, so a run of the suite
/// leaves nothing behind in the temporary directory however its tests end.
///
/// The removal waits for the process's end because a test's folder may still be read by an
/// `intl` child process or a reloading catalog after the test function's last use of the path.
public enum TemporaryFolder {
    /// Creates `<process folder>/<prefix>-<UUID>` and returns its path.
    public static func make(_ prefix: String) throws -> String {
        let path = processFolder + "/\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Made, and its removal at exit registered, the first time a test asks for a folder.
    private static let processFolder: String = {
        atexit { try? FileManager.default.removeItem(atPath: TemporaryFolder.processFolder) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("intl-tests-\(getpid())").path
    }()
}

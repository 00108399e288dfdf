import Foundation
import Testing

/// A generator script of `Scripts/` run into a fresh temporary folder, for the tests that check a
/// committed generated file is exactly what its script makes now.
struct GeneratorRun {
    let root = CLDRPluralData.repositoryRoot
    /// The folder the script wrote to (removed by ``remove()``).
    let output: URL

    /// Runs `command` (the script and its interpreter, e.g. `["/bin/sh", "Scripts/x.sh"]`) from the
    /// repository root with the output folder as its last argument, expecting exit status 0.
    init(_ command: [String]) throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + [output.path]
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(command.joined(separator: " ")) failed")
    }

    /// Expects each of `names` in `folder` (under the repository root) to equal what the script wrote.
    func expectFresh(_ names: [String], committedIn folder: String, regenerate: String) throws {
        for name in names {
            let fresh = try Data(contentsOf: output.appendingPathComponent(name))
            let current = try Data(contentsOf: root.appendingPathComponent(folder + "/" + name))
            #expect(fresh == current, "\(name) is stale: run \(regenerate)")
        }
    }

    func remove() { try? FileManager.default.removeItem(at: output) }
}

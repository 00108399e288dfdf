import Foundation

/// Runs the built `intl` executable (it sits next to the test bundle).
struct CLIRun {
    let stdout: String
    let stderr: String
    let status: Int32

    static func intl(_ arguments: String...) throws -> CLIRun { try intl(arguments) }

    static func intl(_ arguments: [String]) throws -> CLIRun {
        _ = brokenPipesIgnored
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("intl")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// Set once before the first run: a write to the input of an `intl`
    /// that has exited (a usage error, a crash) then fails with EPIPE in
    /// that test instead of SIGPIPE killing the whole test process.
    static let brokenPipesIgnored: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    static var productsDirectory: URL {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        return bundle.map { $0.bundleURL.deletingLastPathComponent() }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}

extension CLIRun {
    /// Runs `intl` with `input` on standard input (closed after it).
    static func intl(_ arguments: [String], standardInput input: String) throws -> CLIRun {
        _ = brokenPipesIgnored
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("intl")
        process.arguments = arguments
        let inPipe = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = inPipe
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Inputs here are far below a pipe's buffer, so writing first cannot block. A write
        // to an `intl` that has exited fails; its status and output then tell the test.
        try? inPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }
}

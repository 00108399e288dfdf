import Dispatch
import Foundation

extension CLIRun {
    /// Runs `intl` with `input` piped to its standard input (written from another thread, so that
    /// inputs larger than a pipe buffer cannot deadlock against the output).
    static func intl(_ arguments: [String], input: [UInt8]) throws -> CLIRun {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("intl")
        process.arguments = arguments
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        _ = brokenPipesIgnored
        try process.run()
        let writer = stdin.fileHandleForWriting
        let data = Data(input)
        DispatchQueue.global().async {
            try? writer.write(contentsOf: data)
            try? writer.close()
        }
        let stderrData = Locked(Data())
        let errReader = err.fileHandleForReading
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderrData.set(errReader.readDataToEndOfFile())
            done.signal()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return CLIRun(stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderrData.get(), as: UTF8.self),
                      status: process.terminationStatus)
    }

    static func intl(_ arguments: String..., input: String) throws -> CLIRun {
        try intl(arguments, input: Array(input.utf8))
    }
}

/// A value handed between threads under a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is safe: `value` is only touched while `lock` is held.
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ newValue: Value) { lock.lock(); value = newValue; lock.unlock() }
}

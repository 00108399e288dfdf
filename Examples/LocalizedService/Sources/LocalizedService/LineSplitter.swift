import Foundation
import MachineTime

/// Cuts a byte stream into lines across chunk boundaries and answers each
/// line with one NDJSON record. Holds at most one partial line.
struct LineSplitter {
    let format: TimestampFormat
    let maximumLineBytes: Int
    private var partial: [UInt8] = []
    private var partialTooLong = false
    private var lineNumber = 0

    init(format: TimestampFormat, maximumLineBytes: Int) {
        self.format = format
        self.maximumLineBytes = maximumLineBytes
    }

    /// The records for every line completed by `chunk`, as NDJSON bytes.
    mutating func consume(_ chunk: UnsafeRawBufferPointer) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let piece = UnsafeRawBufferPointer(rebasing: chunk[start..<newline])
            if partial.isEmpty, !partialTooLong {
                answer(piece, into: &output)
            } else {
                append(piece)
                answerPartial(into: &output)
            }
            start = newline + 1
        }
        append(UnsafeRawBufferPointer(rebasing: chunk[start...]))
        return output
    }

    /// The record for a last line without a newline, if any.
    mutating func finish() -> [UInt8] {
        var output: [UInt8] = []
        if !partial.isEmpty || partialTooLong { answerPartial(into: &output) }
        return output
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !partialTooLong else { return }
        if partial.count + bytes.count > maximumLineBytes {
            partialTooLong = true
            partial.removeAll()
        } else {
            partial.append(contentsOf: bytes)
        }
    }

    private mutating func answerPartial(into output: inout [UInt8]) {
        if partialTooLong {
            lineNumber += 1
            Self.write(Record(line: lineNumber, epoch: nil, error: "line longer than \(maximumLineBytes) bytes"), into: &output)
        } else {
            partial.withUnsafeBytes { answer($0, into: &output) }
        }
        partial.removeAll(keepingCapacity: true)
        partialTooLong = false
    }

    private mutating func answer(_ line: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        lineNumber += 1
        var bytes = line
        // Windows line ends: the "\r" is the line's, not the timestamp's.
        if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
        guard line.count <= maximumLineBytes else {
            Self.write(Record(line: lineNumber, epoch: nil, error: "line longer than \(maximumLineBytes) bytes"), into: &output)
            return
        }
        do {
            let timestamp = try format.parse(bytes)
            Self.write(Record(line: lineNumber, epoch: timestamp.seconds, error: nil), into: &output)
        } catch {
            Self.write(Record(line: lineNumber, epoch: nil, error: error.description), into: &output)
        }
    }

    private struct Record: Encodable {
        let line: Int
        let epoch: Int64?
        let error: String?
    }

    private static func write(_ record: Record, into output: inout [UInt8]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a struct of an Int, an optional Int64 and an optional
        // String cannot fail; an empty record would still be valid NDJSON.
        let data = (try? encoder.encode(record)) ?? Data("{}".utf8)
        output.append(contentsOf: data)
        output.append(UInt8(ascii: "\n"))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MachineTime
import TextEscaping

/// Writes rendered blocks in input order and applies the `--on-error` policy: `fail` writes the
/// output before the first bad record, reports it and stops; `skip` counts; `mark` reports each.
/// Used by one thread at a time (the command's, or the pipeline's writer queue).
///
/// A block's messages leave in one write(2) after its output, unless their order against the
/// output can be seen: when standard output and standard error are the same file (`2>&1`, a
/// terminal) or output is line-buffered, each message is written at its place between the lines.
struct TimestampOutputWriter {
    let onError: TimestampsOptions.OnError
    /// Write each line with its own write(2), for interactive use.
    let lineBuffered: Bool
    /// Whether messages are written at their place between the output lines.
    let interleaves: Bool
    private(set) var records = 0
    private(set) var errors = 0
    private(set) var failed = false
    /// The block's messages, `error: line N<tail>\n` each, not yet written.
    private var pending = ByteBuffer()

    init(onError: TimestampsOptions.OnError, lineBuffered: Bool, interleaves: Bool) {
        self.onError = onError
        self.lineBuffered = lineBuffered
        self.interleaves = interleaves
    }

    /// Writes `block`, its errors' lines moved by `lineShift`; false once `fail` has stopped.
    mutating func write(_ block: RenderedBlock, lineShift: Int = 0) -> Bool {
        guard !failed else { return false }
        guard !block.messagesAreLines else { return writeWithLines(block) }
        var written = 0
        var messageStart = 0
        for failure in block.failures {
            errors += 1
            defer { messageStart = failure.messageEnd }
            guard onError != .skip else { continue }
            appendMessage(line: failure.line + lineShift, block.messages, messageStart, failure.messageEnd)
            if interleaves || onError == .fail {
                write(block.bytes, written, failure.offset)
                written = failure.offset
                flushMessages()
            }
            if onError == .fail {
                failed = true
                return false
            }
        }
        write(block.bytes, written, block.length)
        flushMessages()
        records += block.records
        return true
    }

    /// ``write(_:lineShift:)`` for a block whose messages are whole lines: written from the block
    /// as they are (no copy behind a line number), all at once after the output, or each at its
    /// place when the order shows.
    private mutating func writeWithLines(_ block: RenderedBlock) -> Bool {
        var written = 0
        var messageStart = 0
        for failure in block.failures {
            errors += 1
            defer { messageStart = failure.messageEnd }
            guard onError != .skip, interleaves || onError == .fail else { continue }
            write(block.bytes, written, failure.offset)
            written = failure.offset
            writeMessages(block.messages, messageStart, failure.messageEnd)
            if onError == .fail {
                failed = true
                return false
            }
        }
        write(block.bytes, written, block.length)
        if onError != .skip && !interleaves { writeMessages(block.messages, 0, block.failures.last?.messageEnd ?? 0) }
        records += block.records
        return true
    }

    private func writeMessages(_ messages: ByteBuffer, _ start: Int, _ end: Int) {
        guard start < end else { return }
        messages.withUnsafeBytes { FileDescriptorOutput.standardError.write(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Adds `error: line N` and the message's tail (when the batch kept it) to the pending messages.
    /// One bounded write through a cursor, not four appends.
    private mutating func appendMessage(line: Int, _ messages: ByteBuffer, _ start: Int, _ end: Int) {
        guard start < end else { return }
        messages.withUnsafeBytes { bytes in
            let tail = UnsafeRawBufferPointer(rebasing: bytes[start..<end]).assumingMemoryBound(to: UInt8.self)
            pending.appendWritten(atMost: 40 + tail.count) { cursor in   // 33: the words, a 20-byte number, a newline
                cursor.appendLiteral("error: line ")
                cursor.appendDecimal(line)
                cursor.append(tail)
                cursor.append(0x0A)
            }
        }
    }

    private mutating func flushMessages() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBytes { FileDescriptorOutput.standardError.write($0) }
        pending.removeAll()
    }

    private func write(_ bytes: [UInt8], _ start: Int, _ end: Int) {
        guard start < end else { return }
        bytes.withUnsafeBytes { buffer in
            let range = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
            if lineBuffered { FileDescriptorOutput.standardOutput.writeLines(range) } else {
                FileDescriptorOutput.standardOutput.write(range)
            }
        }
    }
}

/// Where standard error goes, as far as the messages' cost and order are concerned.
enum StandardErrorTarget {
    /// /dev/null: nobody reads the messages, so they are not made.
    case discarded
    /// The same file as standard output: the order between the two can be seen.
    case sharedWithOutput
    case separate

    static func current() -> StandardErrorTarget {
        var output = stat(), error = stat(), null = stat()
        guard fstat(2, &error) == 0 else { return .separate }
        if error.st_mode & S_IFMT == S_IFCHR, stat("/dev/null", &null) == 0, null.st_rdev == error.st_rdev {
            return .discarded
        }
        if fstat(1, &output) == 0, output.st_dev == error.st_dev, output.st_ino == error.st_ino {
            return .sharedWithOutput
        }
        return .separate
    }
}

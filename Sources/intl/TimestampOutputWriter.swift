import MachineTime

/// Writes rendered blocks in input order and applies the `--on-error` policy: `fail` writes the
/// output before the first bad record, reports it and stops; `skip` counts; `mark` reports each.
/// Used by one thread at a time (the command's, or the pipeline's writer queue).
struct TimestampOutputWriter {
    let onError: TimestampsCommand.OnError
    /// Write each line with its own write(2), for interactive use.
    let lineBuffered: Bool
    private(set) var records = 0
    private(set) var errors = 0
    private(set) var failed = false

    init(onError: TimestampsCommand.OnError, lineBuffered: Bool) {
        self.onError = onError
        self.lineBuffered = lineBuffered
    }

    /// Writes `block`, its errors' lines moved by `lineShift`; false once `fail` has stopped.
    mutating func write(_ block: RenderedBlock, lineShift: Int = 0) -> Bool {
        guard !failed else { return false }
        var written = 0
        for (offset, error) in block.failures {
            errors += 1
            if onError == .skip { continue }
            write(block.bytes, written, offset)
            written = offset
            var shifted = error
            shifted.line += lineShift
            FileDescriptorOutput.reportError(shifted.description)
            if onError == .fail {
                failed = true
                return false
            }
        }
        write(block.bytes, written, block.bytes.count)
        records += block.records
        return true
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

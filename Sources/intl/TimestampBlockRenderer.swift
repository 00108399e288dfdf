import MachineTime

/// One block of `intl timestamps` output: the bytes for its records, and where each failed record
/// sits in them, so that the writer can stop (or report) exactly there.
struct RenderedBlock: Sendable {
    var bytes: [UInt8] = []
    /// Each failed record: the output written before it, and its error.
    var failures: [(offset: Int, error: StrptimeError)] = []
    /// Records in the block (valid or not).
    var records = 0

    /// Empties the block, keeping its storage.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        failures.removeAll(keepingCapacity: true)
        records = 0
    }
}

/// Turns parse results into output bytes: epoch numbers written straight into the buffer (no
/// String per record), or a strftime format; `ERROR` lines in mark mode.
struct TimestampBlockRenderer: Sendable {
    /// How each result is written.
    enum Style: Sendable {
        case epoch(Timestamp.EpochUnit)
        case format(TimestampFormat)
    }

    let style: Style
    let marksErrors: Bool
    static let errorLine = Array("ERROR\n".utf8)

    func render(_ batch: BatchResult, into block: inout RenderedBlock) {
        block.records += batch.count
        switch style {
        case .epoch(let unit): renderEpoch(batch, unit, into: &block)
        case .format(let format): renderFormatted(batch, format, into: &block)
        }
    }

    /// Epoch numbers: room for the longest line per record is made once, then filled through a pointer.
    private func renderEpoch(_ batch: BatchResult, _ unit: Timestamp.EpochUnit, into block: inout RenderedBlock) {
        let start = block.bytes.count
        block.bytes.append(contentsOf: repeatElement(0, count: batch.count * (Timestamp.maxEpochBytes + 1)))
        var end = start
        var failures: [(offset: Int, error: StrptimeError)] = []
        block.bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }   // nil only when there are no records
            var nextError = 0
            for index in 0..<batch.count {
                if batch.isValid[index] {
                    end += batch.timestamps[index].writeEpoch(unit, to: base + end)
                    base[end] = 0x0A
                    end += 1
                } else {
                    failures.append((end, batch.errors[nextError]))
                    nextError += 1
                    guard marksErrors else { continue }
                    for byte in Self.errorLine { base[end] = byte; end += 1 }
                }
            }
        }
        block.bytes.removeLast(block.bytes.count - end)
        block.failures += failures
    }

    private func renderFormatted(_ batch: BatchResult, _ format: TimestampFormat, into block: inout RenderedBlock) {
        var nextError = 0
        for index in 0..<batch.count {
            if batch.isValid[index] {
                format.format(batch.timestamps[index], into: &block.bytes)
                block.bytes.append(0x0A)
            } else {
                block.failures.append((block.bytes.count, batch.errors[nextError]))
                nextError += 1
                if marksErrors { block.bytes += Self.errorLine }
            }
        }
    }
}

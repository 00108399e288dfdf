import MachineTime

/// One block of `intl timestamps` output: the bytes for its records, and where each failed record
/// sits in them, so that the writer can stop (or report) exactly there.
struct RenderedBlock: Sendable {
    var bytes: [UInt8] = []
    /// Each failed record: the output written before it, and its error.
    var failures: [(offset: Int, error: StrptimeError)] = []
    /// Records in the block (valid or not).
    var records = 0
}

/// Turns parse results into output bytes: epoch numbers formatted straight into the buffer (no
/// String per record), or a strftime format; `ERROR` lines in mark mode.
struct TimestampBlockRenderer: Sendable {
    /// How each result is written.
    enum Style: Sendable {
        case epoch(Timestamp.EpochUnit)
        case format(TimestampFormat)
    }

    let style: Style
    let marksErrors: Bool

    func render(_ batch: BatchResult, into block: inout RenderedBlock) {
        block.records += batch.count
        block.bytes.reserveCapacity(block.bytes.count + batch.count * 24)
        var nextError = 0
        for index in 0..<batch.count {
            if batch.isValid[index] {
                switch style {
                case .epoch(let unit): batch.timestamps[index].appendEpoch(unit, to: &block.bytes)
                case .format(let format): format.format(batch.timestamps[index], into: &block.bytes)
                }
                block.bytes.append(0x0A)
            } else {
                block.failures.append((block.bytes.count, batch.errors[nextError]))
                nextError += 1
                if marksErrors { block.bytes.append(contentsOf: "ERROR\n".utf8) }
            }
        }
    }
}

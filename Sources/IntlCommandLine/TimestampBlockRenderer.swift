import MachineTime
import TextEscaping

/// One block of `intl timestamps` output: the bytes for its records, and where each failed record
/// sits in them, so that the writer can stop (or report) exactly there.
struct RenderedBlock: Sendable {
    /// A failed record: the output written before it, its line (within the batch's numbering) and
    /// where its message (``StrptimeError/description`` after `line N`) ends in ``messages``.
    struct Failure: Sendable {
        var offset: Int
        var line: Int
        var messageEnd: Int
    }

    /// The output is `bytes[..<length]`; the storage past it is scratch, kept between blocks so
    /// that it is not zeroed again for every block.
    var bytes: [UInt8] = []
    var length = 0
    var failures: [Failure] = []
    /// The failures' messages back to back (empty when the batch kept none).
    var messages = ByteBuffer()
    /// Whether each message is a whole line, `error: line N…\n`, to be written as it is
    /// (`BatchResult.FailureDetail.messageLines`), or the part after its line number.
    var messagesAreLines = false
    /// Records in the block (valid or not).
    var records = 0

    init() {}

    /// Empties the block, keeping its storage.
    mutating func removeAll() {
        length = 0
        failures.removeAll(keepingCapacity: true)
        messages.removeAll()
        records = 0
    }
}

/// Turns parse results into output bytes: epoch numbers written straight into the buffer (no
/// String per record), or a strftime format; `ERROR` lines in mark mode. With `--keep-line`,
/// MachineTime's ``KeptLineWriter`` writes each whole line instead.
struct TimestampBlockRenderer: Sendable {
    /// How each result is written.
    enum Style: Sendable {
        case epoch(Timestamp.EpochUnit)
        case format(TimestampFormat)
    }

    let style: Style
    let marksErrors: Bool
    /// With `--keep-line`: writes each record's whole line (the batch keeps its lines).
    let keptLines: KeptLineWriter?
    static let errorLine = Array("ERROR\n".utf8)
    static let errorMarker = Array("ERROR".utf8)

    init(style: Style, marksErrors: Bool, keptLines: KeptLineWriter? = nil) {
        self.style = style
        self.marksErrors = marksErrors
        self.keptLines = keptLines
    }

    /// Renders `batch` after what `block` holds; the batch's messages move to the block (the
    /// batch keeps none after this).
    func render(_ batch: inout BatchResult, into block: inout RenderedBlock) {
        block.records += batch.count
        block.messagesAreLines = batch.messageLead != nil
        let firstFailure = block.failures.count
        if keptLines != nil {
            renderKeptLines(batch, into: &block)
        } else {
            switch style {
            case .epoch(let unit): renderEpoch(batch, unit, into: &block)
            case .format(let format): renderFormatted(batch, format, into: &block)
            }
        }
        // The batch's messages (if it kept them) belong to its failures, in order: moved, not
        // copied, when the block has none yet (one batch per block, as the command renders).
        let base = block.messages.count
        if base == 0 { batch.exchangeMessages(with: &block.messages) } else { block.messages.append(batch.messages) }
        for (ordinal, index) in (firstFailure..<block.failures.count).enumerated() {
            block.failures[index].messageEnd = base + (ordinal < batch.messageEnds.count ? batch.messageEnds[ordinal] : 0)
        }
    }

    /// Epoch numbers, written straight into the buffer.
    private func renderEpoch(_ batch: BatchResult, _ unit: Timestamp.EpochUnit, into block: inout RenderedBlock) {
        _ = renderThroughPointer(batch, .epoch(unit), into: &block)
    }

    /// A strftime format: the records its direct writer takes (RFC 3339 of whole seconds in UTC,
    /// the usual `--output rfc3339`) straight into the buffer, the rest appended by its general writer.
    private func renderFormatted(_ batch: BatchResult, _ format: TimestampFormat, into block: inout RenderedBlock) {
        var next = 0
        if format.hasDirectWriter {
            next = renderThroughPointer(batch, .rfc3339, into: &block)
        }
        block.bytes.removeLast(block.bytes.count - block.length)
        defer { block.length = block.bytes.count }
        for index in next..<batch.count {
            if batch.isValid[index] {
                format.format(batch.timestamps[index], into: &block.bytes)
                block.bytes.append(0x0A)
            } else {
                block.failures.append(RenderedBlock.Failure(offset: block.bytes.count, line: batch.firstLine + index,
                                                            messageEnd: 0))
                if marksErrors { block.bytes += Self.errorLine }
            }
        }
    }

    /// Whole lines (`--keep-line`): each valid record's line with its timestamp converted; a failed
    /// record's line with `ERROR` in the timestamp's place in mark mode (see ``KeptLineWriter``).
    private func renderKeptLines(_ batch: BatchResult, into block: inout RenderedBlock) {
        guard let writer = keptLines else { return }
        block.bytes.removeLast(block.bytes.count - block.length)
        defer { block.length = block.bytes.count }
        for index in 0..<batch.count where !writer.append(record: index, of: batch, to: &block.bytes) {
            block.failures.append(RenderedBlock.Failure(offset: block.bytes.count, line: batch.firstLine + index, messageEnd: 0))
            if marksErrors { writer.appendFailed(record: index, of: batch, marker: Self.errorMarker, to: &block.bytes) }
        }
    }

    /// What writes a record's text through a pointer.
    private enum PointerWriter {
        /// Every record, as an epoch number.
        case epoch(Timestamp.EpochUnit)
        /// RFC 3339 of the records `Timestamp.writeRFC3339(to:)` takes, for a format with
        /// `TimestampFormat.hasDirectWriter` (whose text that writer writes).
        case rfc3339

        /// The most bytes a record's line takes, its newline included.
        var lineRoom: Int {
            switch self {
            case .epoch: Timestamp.maxEpochBytes + 1
            case .rfc3339: Timestamp.rfc3339Width + 1
            }
        }
    }

    /// Writes the batch's lines through a pointer into room made once for all of them, with no
    /// array append per record, while `writer` takes the records. Returns the index of the first
    /// record not written (the RFC 3339 writer leaves a record, and those after it, to the caller).
    /// One loop for both writers, switching per record: a closure instead kept the epoch writer
    /// from being inlined (26 more instructions a line, callgrind).
    @inline(__always)
    private func renderThroughPointer(_ batch: BatchResult, _ writer: PointerWriter, into block: inout RenderedBlock) -> Int {
        let needed = block.length + batch.count * max(writer.lineRoom, Self.errorLine.count)
        if block.bytes.count < needed { block.bytes.append(contentsOf: repeatElement(0, count: needed - block.bytes.count)) }
        var end = block.length, next = 0
        var failures: [RenderedBlock.Failure] = []
        block.bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }   // nil only when there are no records
            batch.timestamps.withUnsafeBufferPointer { timestamps in
                batch.isValid.withUnsafeBufferPointer { isValid in
                    // The loop's positions in locals, stored back once: the captured variables
                    // were stored to memory on every record. `at` stays within the room made
                    // above and `index` below the record count, so wrapping additions never wrap.
                    var at = end, index = next
                    defer { (end, next) = (at, index) }
                    while index < timestamps.count {
                        if isValid[index] {
                            let count: Int
                            switch writer {
                            case .epoch(let unit): count = timestamps[index].writeEpoch(unit, to: base + at)
                            case .rfc3339:
                                guard let written = timestamps[index].writeRFC3339(to: base + at) else { return }
                                count = written
                            }
                            at &+= count
                            base[at] = 0x0A
                            at &+= 1
                        } else {
                            failures.append(RenderedBlock.Failure(offset: at, line: batch.firstLine + index, messageEnd: 0))
                            if marksErrors { for byte in Self.errorLine { base[at] = byte; at &+= 1 } }
                        }
                        index &+= 1
                    }
                }
            }
        }
        block.length = end
        block.failures += failures
        return next
    }
}

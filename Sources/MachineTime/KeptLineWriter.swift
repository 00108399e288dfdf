/// Writes records' whole lines back out with each timestamp converted: in place of exactly the
/// bytes the format read (``Placement/replace``), or before or after the unchanged line with a
/// separator (``Placement/prepend``, ``Placement/append``). What `intl timestamps --keep-line`
/// writes, for a batch that kept its lines (``TimestampStream/keepsLines``).
///
///     var stream = TimestampStream(format: TimestampFormat.syslog.year(2025), mode: .prefix, keepsLines: true)
///     let batch = stream.parse(chunk: Array("Oct 11 22:14:15 host sshd[42]: Accepted\n".utf8))
///     var out: [UInt8] = []
///     KeptLineWriter(.replace, output: .format(.rfc3339)).append(record: 0, of: batch, to: &out)
///     KeptLineWriter(.prepend, output: .epoch(.seconds)).append(record: 0, of: batch, to: &out)
///     KeptLineWriter(.append, output: .epoch(.seconds), separator: [9]).append(record: 0, of: batch, to: &out)
///     String(decoding: out, as: UTF8.self)
///     // 2025-10-11T22:14:15Z host sshd[42]: Accepted
///     // 1760220855 Oct 11 22:14:15 host sshd[42]: Accepted
///     // Oct 11 22:14:15 host sshd[42]: Accepted\t1760220855
///
/// A JSON line (``RecordMode/jsonKey(_:)``) stays JSON with ``Placement/replace``: an epoch
/// output is written as a JSON number, in place of the string and its quotes
/// (`"time":"2019-01-01T00:00:00Z"` becomes `"time":1546300800`), any other output as a JSON
/// string, escaped, in place of the string's contents or of the number (`"ts":0` becomes
/// `"ts":"1970-01-01T00:00:00Z"`). The rest of the line is copied byte for byte.
///
/// - Complexity: O(line) per record; appends to the caller's buffer, no other allocation.
public struct KeptLineWriter: Sendable {
    /// Where the converted timestamp goes.
    public enum Placement: Sendable, Hashable, CaseIterable {
        /// In place of the bytes the format read, where they were (``TimestampLocation``).
        case replace
        /// Before the unchanged line, then the separator.
        case prepend
        /// After the unchanged line and the separator.
        case append
    }

    /// How the converted timestamp is written.
    public enum Output: Sendable {
        /// A count since the Unix epoch (``Timestamp/epochString(_:)``): a JSON number in a JSON line.
        case epoch(Timestamp.EpochUnit)
        /// A strftime format (``TimestampFormat/format(_:offset:into:)``): a JSON string in a JSON line.
        case format(TimestampFormat)
    }

    public let placement: Placement
    public let output: Output
    /// Between the line and the converted timestamp with ``Placement/prepend`` and ``Placement/append``.
    public let separator: [UInt8]
    /// ``output`` taken apart once: a switch over it copied the format (and retained its storage) for every record.
    private let epochUnit: Timestamp.EpochUnit?
    private let format: TimestampFormat?
    /// Whether `format` writes what `Timestamp.writeRFC3339(to:)` writes (`TimestampFormat.hasDirectWriter`).
    private let writesRFC3339Directly: Bool

    /// - Parameters:
    ///   - placement: where the converted timestamp goes.
    ///   - output: how it is written.
    ///   - separator: between it and the line when prepended or appended (default: one space).
    public init(_ placement: Placement, output: Output, separator: [UInt8] = [UInt8(ascii: " ")]) {
        self.placement = placement
        self.output = output
        self.separator = separator
        switch output {
        case .epoch(let unit): (epochUnit, format) = (unit, nil)
        case .format(let format): (epochUnit, self.format) = (nil, format)
        }
        writesRFC3339Directly = format?.hasDirectWriter ?? false
    }

    /// Appends record `index`'s line with its timestamp converted, and a newline, to `bytes`.
    /// Returns false, appending nothing, when the record failed or its line was not kept (see
    /// ``appendFailed(record:of:marker:to:)``).
    @discardableResult
    public func append(record index: Int, of batch: BatchResult, to bytes: inout [UInt8]) -> Bool {
        guard index >= 0, index < batch.count, batch.isValid[index] else { return false }
        let timestamp = batch.timestamps[index]
        return batch.withKeptLine(index) { line, location in
            guard let location else { return false }
            append(timestamp, line, location, to: &bytes)
            return true
        } ?? false
    }

    /// One record's output line; `location` is within `line`.
    private func append(_ timestamp: Timestamp, _ line: UnsafeBufferPointer<UInt8>, _ location: TimestampLocation,
                        to bytes: inout [UInt8]) {
        switch placement {
        case .prepend:
            appendConverted(timestamp, to: &bytes)
            bytes += separator
            bytes += line
        case .append:
            bytes += line
            bytes += separator
            appendConverted(timestamp, to: &bytes)
        case .replace:
            var before = location.range.lowerBound
            var after = location.range.upperBound
            switch (location.syntax, epochUnit != nil) {
            case (.text, _), (.jsonLiteral, true), (.jsonString, false):
                Self.append(line, 0, before, to: &bytes)
                appendConverted(timestamp, to: &bytes, escapingForJSON: location.syntax == .jsonString)
            case (.jsonString, true):
                // The number in place of the string, quotes and all (they stand just outside the range).
                before -= 1
                after += 1
                Self.append(line, 0, before, to: &bytes)
                appendConverted(timestamp, to: &bytes)
            case (.jsonLiteral, false):
                Self.append(line, 0, before, to: &bytes)
                bytes.append(UInt8(ascii: "\""))
                appendConverted(timestamp, to: &bytes, escapingForJSON: true)
                bytes.append(UInt8(ascii: "\""))
            }
            Self.append(line, after, line.count, to: &bytes)
        }
        bytes.append(0x0A)
    }

    /// Appends a failed record's line, and a newline, to `bytes`: with `marker` where the converted
    /// timestamp would go (``Placement/prepend``, ``Placement/append``), or unchanged
    /// (``Placement/replace``: nothing was read to replace). A line that was not kept (longer
    /// than the stream's limit) is written as `marker` alone.
    ///
    ///     // "nope" failed to parse:
    ///     KeptLineWriter(.append, output: .epoch(.seconds)).appendFailed(record: 1, of: batch, marker: Array("ERROR".utf8), to: &out)
    ///     // nope ERROR
    public func appendFailed(record index: Int, of batch: BatchResult, marker: [UInt8], to bytes: inout [UInt8]) {
        guard let line = batch.line(index) else {
            bytes += marker
            bytes.append(0x0A)
            return
        }
        switch placement {
        case .replace: bytes += line
        case .prepend:
            bytes += marker
            bytes += separator
            bytes += line
        case .append:
            bytes += line
            bytes += separator
            bytes += marker
        }
        bytes.append(0x0A)
    }

    /// Appends `line[start..<end]`; nothing at all when it is empty (a whole line replaced: an
    /// empty append still cost about 100 instructions).
    @inline(__always)
    private static func append(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, to bytes: inout [UInt8]) {
        guard start < end else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<end]))
    }

    private func appendConverted(_ timestamp: Timestamp, to bytes: inout [UInt8], escapingForJSON: Bool = false) {
        if let epochUnit {
            timestamp.appendEpoch(epochUnit, to: &bytes)
        } else if writesRFC3339Directly, Self.appendRFC3339(timestamp, to: &bytes) {
            return   // RFC 3339 has nothing to escape
        } else if let format {
            let start = bytes.count
            format.format(timestamp, into: &bytes)
            if escapingForJSON { Self.escapeForJSON(&bytes, from: start) }
        }
    }

    /// Appends `timestamp` in RFC 3339 through the direct writer when it takes it (whole seconds of
    /// years 0...9999), about half the instructions of the general one; false, nothing appended, otherwise.
    private static func appendRFC3339(_ timestamp: Timestamp, to bytes: inout [UInt8]) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Timestamp.rfc3339Width) { buffer in
            guard let base = buffer.baseAddress, let count = timestamp.writeRFC3339(to: base) else { return false }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            return true
        }
    }

    /// Escapes `bytes[start...]` as the contents of a JSON string: `"` and `\` with a backslash,
    /// control bytes as `\u00XX`. Bytes 0x80 and up (UTF-8) stay as they are.
    static func escapeForJSON(_ bytes: inout [UInt8], from start: Int) {
        guard bytes[start...].contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return
        }
        let text = Array(bytes[start...])
        bytes.removeSubrange(start...)
        let hex = Array("0123456789abcdef".utf8)
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
    }
}

import MachineTime

/// Input: a strptime format, a newline, then the text to parse. Every
/// format either compiles or throws `StrptimeError`; every text either
/// parses or throws, and the batch parser agrees with the single parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrptime(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? size
    let format = String(decoding: bytes[..<newline], as: UTF8.self)
    guard let compiled = try? TimestampFormat(format) else { return 0 }
    let text = Array(bytes[min(newline + 1, size)...])
    let single = try? compiled.parse(text)
    let batch = compiled.parseRecords(text)
    if !text.contains(UInt8(ascii: "\n")), let single, batch.count == 1, batch.timestamps[0] != single {
        fatalError("batch and single parse disagree on \(text)")  // A finding, not input handling.
    }
    return 0
}

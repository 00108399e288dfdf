import StringCatalog

/// Input: a binary property list (the `bplist00` magic is prepended when
/// missing, so mutations explore the reader, not the magic check), read as a
/// compiled `.stringsdict` and as a compiled `.strings`. Each either parses or
/// throws `CatalogParseError`, in bounded time: cycles, shared references
/// and deep nesting must be refused, never followed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryPropertyList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if !bytes.starts(with: Array("bplist".utf8)) { bytes = Array("bplist00".utf8) + bytes }
    _ = try? StringsdictParser.parse(bytes, path: "fuzz.stringsdict")
    _ = try? StringsFileParser.parse(bytes, path: "fuzz.strings")
    return 0
}

import StringCatalog

/// Input: the bytes of a `.strings` file. It either parses or throws
/// `CatalogParseError`; every parsed value formats or throws
/// `MessageFormatError` (never traps).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let file = try? StringsFileParser.parse(bytes, path: "fuzz.strings") else { return 0 }
    for entry in file.table.entries.values {
        _ = try? formatter.format(entry.message, arguments: [1, 2.5, "x"])
    }
    return 0
}

// Made once: the fuzzer calls the entry point millions of times.
let formatter = try! MessageFormatter(localization: .init("en"))  // Constant locale: cannot fail.

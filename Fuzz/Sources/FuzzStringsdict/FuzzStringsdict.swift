import StringCatalog

/// Input: the bytes of a `.stringsdict` file. It either parses or throws
/// `CatalogParseError`; every parsed plural message formats or throws
/// `MessageFormatError` for a few argument lists (never traps, bounded work).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let table = try? StringsdictParser.parse(bytes, path: "fuzz.stringsdict") else { return 0 }
    for entry in table.entries.values {
        for arguments: [MessageArgument] in [[0], [1, 3], [2, 21, "x"], [1.5]] {
            _ = try? formatter.format(entry.message, arguments: arguments)
        }
    }
    return 0
}

// Made once: the fuzzer calls the entry point millions of times.
let formatter = try! MessageFormatter(localization: .init("ru"))  // Constant locale: cannot fail.

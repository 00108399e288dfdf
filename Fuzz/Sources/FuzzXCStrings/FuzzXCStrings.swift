import StringCatalog

/// Input: the bytes of an `.xcstrings` file. It either parses or throws
/// `CatalogParseError`; every message of every language formats or throws
/// `MessageFormatError` (never traps).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let file = try? XCStringsParser.parse(bytes, path: "fuzz.xcstrings") else { return 0 }
    for table in file.tables.values {
        for entry in table.entries.values {
            _ = try? formatter.format(entry.message, arguments: [1, 2, "x"])
        }
    }
    return 0
}

// Made once: the fuzzer calls the entry point millions of times.
let formatter = try! MessageFormatter(localization: .init("en"))  // Constant locale: cannot fail.

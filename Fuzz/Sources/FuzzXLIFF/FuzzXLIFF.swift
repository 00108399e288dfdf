import StringCatalog
import StringCatalogTools

/// Input: the bytes of an XLIFF file. It either parses or throws
/// `CatalogParseError` (never traps, never hangs: no DTD, no entity
/// expansion); a parsed document written out reads back to the same units.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? XLIFFDocument(parsing: bytes, path: "fuzz.xliff") else { return 0 }
    let written = document.text
    guard let reread = try? XLIFFDocument(parsing: Array(written.utf8), path: "fuzz.xliff") else {
        fatalError("a written document does not read back: \(written)")
    }
    func strip(_ document: XLIFFDocument) -> [[String?]] {
        document.files.flatMap { file in file.units.map { [file.original, $0.id, $0.source, $0.target, $0.state, $0.note] } }
    }
    // Writing then reading keeps every unit's text exactly (line ends included).
    if strip(reread) != strip(document) { fatalError("the round trip changed a unit: \(written)") }
    return 0
}

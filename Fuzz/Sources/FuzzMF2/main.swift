import Intl
import Messages

/// Input: the bytes of a MessageFormat 2 source (invalid UTF-8 repaired, as
/// any `String` is). It either parses or throws `MessageSyntaxError`; every
/// message that parses formats, with arguments of each kind and the test
/// functions, to text and to parts (never traps).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMF2(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let message = try? Message(mf2: source) else { return 0 }
    let format = MessageFormat(message, locale: locale, options: .init(functions: .withTestFunctions))
    _ = format.formatToParts(arguments)
    return 0
}

// Made once: the fuzzer calls the entry point millions of times.
let locale = try! IntlLocale("ar")  // Constant locale: cannot fail.
let arguments: [String: any MessageArgumentConvertible] = ["x": 1, "y": 2.5, "foo": "bar", "n": UInt64.max, "count": -3]

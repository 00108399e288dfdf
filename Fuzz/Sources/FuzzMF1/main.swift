import Intl
import MachineTime
import Messages

/// Input: the bytes of an ICU MessageFormat (MF1) source (invalid UTF-8
/// repaired, as any `String` is). It either parses or throws
/// `MessageSyntaxError` (nesting, length and combinations bounded); every
/// message that parses formats, with arguments of each kind, to text and
/// to parts (never traps).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMF1(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let message = try? Message(icu: source) else { return 0 }
    _ = MessageFormat(message, locale: locale, options: .init(bidiIsolation: .none)).formatToParts(arguments)
    _ = MessageFormat(message, locale: locale, options: .init()).formatToParts(fewer)
    return 0
}

// Made once: the fuzzer calls the entry point millions of times.
let locale = try! IntlLocale("ar")  // Constant locale: cannot fail.
let arguments: [String: any MessageArgumentConvertible] = [
    "x": 1, "y": 2.5, "foo": "bar", "n": UInt64.max, "count": -3, "0": "zero", "d": Timestamp(seconds: 1_136_214_246),
    "g": "female", "big": 1e300, "nan": Double.nan,
]
let fewer: [String: any MessageArgumentConvertible] = ["x": "text", "n": -1.5, "g": 3, "d": -8.64e15]

import Intl

/// Input: a decimal number string as a caller might pass it. Formatting and
/// plural selection either succeed or throw `IntlError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecimalString(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? decimal.format(decimal: text)
    _ = try? spellOut.format(decimal: text)
    _ = try? russian.category(for: text)
    _ = try? russian.category(forFormatted: text, decimalSeparator: ",")
    _ = try? parser.parse(text)
    return 0
}

// Made once: the fuzzer calls the entry point millions of times.
let decimal = try! NumberFormat(locale: "de-DE")  // Constant locale: cannot fail.
let spellOut = try! NumberFormat(locale: "en", options: .init(style: .spellOut()))  // Constant.
let russian = try! PluralRules(locale: "ru")  // Constant locale: cannot fail.
let parser = try! NumberParser(locale: "fr-FR")  // Constant locale: cannot fail.

import Intl

/// Input: an `Accept-Language` header value. Negotiation always answers
/// one of the supported locales (or the default), and asking twice (the
/// second time from the cache) gives the same answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAcceptLanguage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let header = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let first = matcher.bestMatch(acceptLanguage: header)
    guard supported.contains(first.supported) else {
        fatalError("answer \(first.supported) is not supported, for \(header)")  // A finding.
    }
    guard matcher.bestMatch(acceptLanguage: header) == first else {
        fatalError("cached answer differs for \(header)")  // A finding.
    }
    return 0
}

let supported = ["en", "en-GB", "de", "pt-BR", "zh-Hans", "zh-Hant", "ar", "nb"]
// Made once: the fuzzer calls the entry point millions of times.
let matcher = try! LocaleMatcher(supported: supported, default: "en")  // Constant list: cannot fail.

import Intl

/// Input: a locale identifier (BCP 47 or ICU form). It is either a locale
/// or an `IntlLocale` error; a locale's canonical form parses to itself and
/// makes working formatters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocaleIdentifier(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let locale = try? IntlLocale(text) else { return 0 }
    guard let again = try? IntlLocale(locale.identifier), again == locale else {
        fatalError("canonical form \(locale.identifier) of \(text) does not round-trip")  // A finding.
    }
    _ = (locale.maximized, locale.minimized, locale.isRightToLeft, locale.keywords)
    _ = try? NumberFormat(locale: locale, options: .init(style: .currency("EUR"))).format(1234.5)
    _ = try? DateTimeFormat(locale: locale).format(1_438_968_572)
    _ = try? PluralRules(locale: locale.identifier).category(for: 1)
    return 0
}

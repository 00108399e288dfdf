import ArgumentParser
import CICU
import Foundation
import Intl
import MachineTime

/// One kind of formatting, spread over `keyCount` distinct (locale, options)
/// combinations, with an operation per strategy.
struct CacheWorkload {
    enum Name: String, CaseIterable, Sendable {
        case decimal, currency, percent, spellout
        case dateStyle = "date-style"
        case dateTemplate = "date-template"
    }

    /// Formats key `slot` (0..<keyCount) once with input `index`; returns the
    /// text. The caller moves `slot` along with `index` (``CacheBench``: a
    /// wrapping position, the same loop for every strategy), so no strategy
    /// pays a division for its key.
    typealias Operation = (_ slot: Int, _ index: Int) throws -> String

    let name: Name
    let keys: [Key]

    /// A locale and a variant of the options (fraction digits, currency, style, template).
    struct Key {
        let locale: String
        let variant: Int
    }

    private static let currencies = ["EUR", "USD", "JPY", "GBP", "CHF", "INR", "BRL", "CNY"]
    private static let dateStyles: [(DateTimeFormatOptions.Style, DateFormatter.Style, Date.FormatStyle.DateStyle)] = [
        (.short, .short, .numeric), (.medium, .medium, .abbreviated), (.long, .long, .long), (.full, .full, .complete),
    ]
    private static let templates = ["yMMMd", "jmm", "yMMMEd", "MMMMd"]
    /// Locales both ICU and Foundation know, spread over the alphabet.
    private static let locales: [String] = {
        let all = IntlLocale.availableIdentifiers.filter { !$0.contains("-u-") }
        let step = max(1, all.count / 64)
        return stride(from: 0, to: all.count, by: step).map { all[$0] }
    }()

    init(_ name: Name, keyCount: Int) throws {
        self.name = name
        let locales = Self.locales
        keys = (0..<keyCount).map { Key(locale: locales[$0 % locales.count], variant: $0 / locales.count) }
    }

    private static let instant = 1_438_968_572.0 // 2015-08-07T17:29:32Z
    private let values: [Double] = (0..<64).map { Double($0) * 1234.567 + 0.891 }

    /// The operation for `strategy`, or nil when it has no equivalent here.
    func operation(_ strategy: CacheStrategy) throws -> Operation? {
        switch name {
        case .decimal, .currency, .percent, .spellout: try numberOperation(strategy)
        case .dateStyle, .dateTemplate: try dateOperation(strategy)
        }
    }

    // MARK: Numbers

    private func numberOptions(_ key: Key) -> NumberFormatOptions {
        switch name {
        case .currency: NumberFormatOptions(style: .currency(Self.currencies[key.variant % Self.currencies.count]))
        case .percent: NumberFormatOptions(style: .percent, precision: .fractionDigits(0...(key.variant % 4)))
        case .spellout: NumberFormatOptions(style: .spellOut())
        default: NumberFormatOptions(precision: .fractionDigits(0...(2 + key.variant % 4)))
        }
    }

    private func numberInput(_ index: Int) -> Double {
        let value = values[index & 63]
        return name == .spellout ? value.rounded() : name == .percent ? value / 10_000 : value
    }

    private func numberOperation(_ strategy: CacheStrategy) throws -> Operation? {
        let keys = keys
        switch strategy {
        case .createPerCall:
            return { slot, index in
                let key = keys[slot]
                return try NumberFormat(locale: key.locale, options: numberOptions(key)).format(numberInput(index))
            }
        case .held:
            let formatters = try HeldInPlace(keys.map { try NumberFormat(locale: $0.locale, options: numberOptions($0)) })
            return { slot, index in formatters.with(slot) { $0.format(numberInput(index)) } }
        case .pooled:
            // The options held in place like the held rows' formatters: only the access differs.
            let options = HeldInPlace(keys.map(numberOptions))
            return { slot, index in
                try options.with(slot) { try NumberFormat.format(numberInput(index), locale: keys[slot].locale, options: $0) }
            }
        case .pooledKey:
            let prepared = try HeldInPlace(keys.map { try NumberFormat.Key(locale: $0.locale, options: numberOptions($0)) })
            return { slot, index in try prepared.with(slot) { try NumberFormat.format(numberInput(index), key: $0) } }
        case .foundationCreatePerCall:
            return { slot, index in
                foundationNumberFormatter(keys[slot]).string(from: NSNumber(value: numberInput(index))) ?? ""
            }
        case .foundationHeld:
            let formatters = HeldInPlace(keys.map(foundationNumberFormatter))
            return { slot, index in formatters.with(slot) { $0.string(from: NSNumber(value: numberInput(index))) ?? "" } }
        case .icuRaw:
            guard name == .spellout else { return nil }
            let formatters = try RawSpellOutFormatters(locales: keys.map(\.locale))
            return { slot, index in formatters.format(numberInput(index), key: slot) }
        case .foundationFormatStyle:
            guard name != .spellout else { return nil }
            let locales = keys.map { Locale(identifier: $0.locale) }
            return { slot, index in
                let key = keys[slot]
                let value = numberInput(index)
                let locale = locales[slot]
                switch name {
                case .currency:
                    return value.formatted(.currency(code: Self.currencies[key.variant % Self.currencies.count]).locale(locale))
                case .percent:
                    return value.formatted(.percent.precision(.fractionLength(0...(key.variant % 4))).locale(locale))
                default:
                    return value.formatted(.number.precision(.fractionLength(0...(2 + key.variant % 4))).locale(locale))
                }
            }
        }
    }

    private func foundationNumberFormatter(_ key: Key) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: key.locale)
        switch name {
        case .currency:
            formatter.numberStyle = .currency
            formatter.currencyCode = Self.currencies[key.variant % Self.currencies.count]
        case .percent:
            formatter.numberStyle = .percent
            formatter.maximumFractionDigits = key.variant % 4
        case .spellout:
            formatter.numberStyle = .spellOut
        default:
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 2 + key.variant % 4
        }
        return formatter
    }

    // MARK: Dates

    private func dateOptions(_ key: Key) -> DateTimeFormatOptions {
        let layout: DateTimeFormatOptions.Layout = name == .dateStyle
            ? .styles(date: Self.dateStyles[key.variant % 4].0, time: .short)
            : .template(Self.templates[key.variant % 4])
        return DateTimeFormatOptions(layout: layout, timeZone: .utc)
    }

    private func dateInput(_ index: Int) -> Double { Self.instant + Double(index & 1023) * 3607 }

    /// `dateInput` as the typed instant the library's date calls take.
    private func dateStamp(_ index: Int) -> Timestamp { Timestamp(seconds: Int64(dateInput(index))) }

    private func dateOperation(_ strategy: CacheStrategy) throws -> Operation? {
        let keys = keys
        switch strategy {
        case .createPerCall:
            return { slot, index in
                let key = keys[slot]
                return try DateTimeFormat(locale: key.locale, options: dateOptions(key)).format(dateStamp(index))
            }
        case .held:
            let formatters = try HeldInPlace(keys.map { try DateTimeFormat(locale: $0.locale, options: dateOptions($0)) })
            return { slot, index in formatters.with(slot) { $0.format(dateStamp(index)) } }
        case .pooled:
            let options = HeldInPlace(keys.map(dateOptions))
            return { slot, index in
                try options.with(slot) { try DateTimeFormat.format(dateStamp(index), locale: keys[slot].locale, options: $0) }
            }
        case .pooledKey:
            let prepared = try HeldInPlace(keys.map { try DateTimeFormat.Key(locale: $0.locale, options: dateOptions($0)) })
            return { slot, index in try prepared.with(slot) { try DateTimeFormat.format(dateStamp(index), key: $0) } }
        case .foundationCreatePerCall:
            return { slot, index in
                foundationDateFormatter(keys[slot]).string(from: Date(timeIntervalSince1970: dateInput(index)))
            }
        case .foundationHeld:
            let formatters = HeldInPlace(keys.map(foundationDateFormatter))
            return { slot, index in formatters.with(slot) { $0.string(from: Date(timeIntervalSince1970: dateInput(index))) } }
        case .icuRaw:
            return nil
        case .foundationFormatStyle:
            let styles = keys.map(foundationDateStyle)
            return { slot, index in styles[slot].format(Date(timeIntervalSince1970: dateInput(index))) }
        }
    }

    private func foundationDateFormatter(_ key: Key) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: key.locale)
        formatter.timeZone = TimeZone(identifier: "UTC")
        if name == .dateStyle {
            formatter.dateStyle = Self.dateStyles[key.variant % 4].1
            formatter.timeStyle = .short
        } else {
            formatter.setLocalizedDateFormatFromTemplate(Self.templates[key.variant % 4])
        }
        return formatter
    }

    private func foundationDateStyle(_ key: Key) -> Date.FormatStyle {
        var style = Date.FormatStyle(locale: Locale(identifier: key.locale), timeZone: TimeZone(identifier: "UTC")!)
        if name == .dateStyle {
            style = Date.FormatStyle(date: Self.dateStyles[key.variant % 4].2, time: .shortened,
                                     locale: Locale(identifier: key.locale), timeZone: TimeZone(identifier: "UTC")!)
        } else {
            switch key.variant % 4 {
            case 0: style = style.year().month(.abbreviated).day()
            case 1: style = style.hour().minute()
            case 2: style = style.year().month(.abbreviated).day().weekday(.abbreviated)
            default: style = style.month(.wide).day()
            }
        }
        return style
    }
}

/// ICU's spell-out formatters opened directly, one per key, for the
/// `icu-raw` row: what a held spell-out `NumberFormat` wraps, without the
/// library (no pool, no lock, no `String`; the text stays in a stack buffer
/// and nothing is returned).
final class RawSpellOutFormatters {
    private let handles: [OpaquePointer]

    init(locales: [String]) throws {
        var handles: [OpaquePointer] = []
        for locale in locales {
            var status = cicu_status_ok()
            // ICU's own form of the locale, as NumberFormat opens it ("de_DE"); codes above
            // zero are errors (negative ones warnings).
            let icuID = try IntlLocale(locale).identifier.replacingOccurrences(of: "-", with: "_")
            guard let handle = cicu_unum_open(CICU_UNUM_SPELLOUT, icuID, &status), status.code <= 0 else {
                handles.forEach { cicu_unum_close($0) }
                throw ValidationError("unum_open failed for \(locale)")
            }
            handles.append(handle)
        }
        self.handles = handles
    }

    deinit {
        handles.forEach { cicu_unum_close($0) }
    }

    /// Spells `value` out with key `key`'s formatter into a stack buffer; returns
    /// an empty string (no allocation, no reference count: what the peer
    /// leaves out). An opaque C call, so it is not optimized away.
    func format(_ value: Double, key: Int) -> String {
        var status = cicu_status_ok()
        _ = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            // The capacity is a positive constant, so the base is not nil.
            cicu_unum_format_double(handles[key], value, buffer.baseAddress!, 512, &status)
        }
        return ""
    }
}

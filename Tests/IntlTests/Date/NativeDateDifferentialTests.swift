import Foundation
@testable import Intl
import TestSupport
import Testing

/// The native date formatter against ICU, byte for byte: every ICU locale ×
/// every date/time style pair × ten templates × twelve zones, on seeded
/// instants from 1800 to 2200 and on both sides of the zone's transitions.
///
/// CI runs a bounded, deterministic size (about a minute of CPU in a debug
/// build; building ~27,000 formatters is most of it): every (locale, layout)
/// pair in one of the zones, turning through all twelve, so every locale
/// meets every zone and every zone every layout; each pair on 16 seeded
/// instants plus both sides of 5 of its zone's transitions (544 seeded
/// instants per locale), and every 61st pair on 500 instants plus 126
/// transitions. Set `INTL_NATIVE_DATE_FULL=1` for 500 instants on every
/// (locale, layout, zone): `Scripts/native-date-sweep.sh`, which CI runs
/// (a release build: 205 million instants in 9 minutes on 2 cores).
/// Either way the test prints how many (locale, layout) pairs run native.
@Suite struct NativeDateDifferentialTests {
    typealias Options = DateTimeFormatOptions

    static let zones = [
        "UTC", "GMT+05:30", "GMT-03:00", "America/Los_Angeles", "Europe/London", "Australia/Lord_Howe",
        "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns", "Europe/Berlin", "America/Sao_Paulo",
        "Asia/Tokyo",
    ]

    static let templates = ["yMMMd", "jmm", "yMMMEd", "Hms", "MMMMd", "yMd", "jms", "yMMMMEEEEd", "MMMd", "hmma"]

    static var layouts: [Options.Layout] {
        let styles = Options.Style.allCases
        let pairs: [Options.Layout] = styles.flatMap { date in
            styles.compactMap { time in date == .none && time == .none ? nil : .styles(date: date, time: time) }
        }
        return pairs + templates.map { .template($0) }
    }

    static var fullSize: Bool { ProcessInfo.processInfo.environment["INTL_NATIVE_DATE_FULL"] == "1" }

    /// Seeded instants (milliseconds) 1800-01-01 ..< 2200-01-01, plus both
    /// sides of a seeded choice of the zone's transitions.
    static func instants(count: Int, zone: ZoneOffsetTable?, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        let span = ZoneOffsetTable.span
        var instants = (0..<count).map { _ in Double(Int64.random(in: span, using: &generator)) }
        if let zone, zone.starts.count > 1 {
            for _ in 0..<min(count / 4 + 1, zone.starts.count) {
                let start = zone.starts[Int.random(in: 1..<zone.starts.count, using: &generator)]
                instants += [Double(start - 1), Double(start)]
            }
        }
        return instants
    }

    /// Why a formatter stays on ICU: its calendar, its first field the
    /// native path lacks, or else its digits or a probe that differed.
    static func reason(_ icu: ICUDateFormat) -> String {
        if icu.calendarType != "gregorian" { return "calendar \(icu.calendarType)" }
        for case .field(let letter, let count) in DatePatternToken.tokens(of: icu.pattern)
        where NativeDateField.Plan(letter: letter, count: count) == nil {
            return "field \(String(repeating: letter, count: count))"
        }
        return "digits or probe"
    }

    @Test func nativeMatchesICU() throws {
        let locales = IntlLocale.availableIdentifiers
        #expect(locales.count > 700)
        let layouts = Self.layouts
        var nativePairs = Set<String>()
        var nativeZones = Set<String>()
        var checked = 0, handedToICU = 0
        var icuReasons: [String: Int] = [:]
        var mismatches: [String] = []
        var generator = SplitMix64(seed: 12)
        for (localeIndex, identifier) in locales.enumerated() {
            let locale = try IntlLocale(identifier)
            for (layoutIndex, layout) in layouts.enumerated() {
                // CI: one zone per pair, turning through all twelve.
                let zones = Self.fullSize ? Self.zones : [Self.zones[(localeIndex + layoutIndex) % Self.zones.count]]
                for zoneID in zones {
                    let resolved = try ResolvedDateOptions(locale: locale,
                                                           options: Options(layout: layout, timeZone: .identifier(zoneID)))
                    let icu = try resolved.open(layout)
                    guard let native = NativeDateFormat.build(icu: icu, localeID: resolved.localeID, zoneID: resolved.timeZoneID)
                    else {
                        icuReasons[Self.reason(icu), default: 0] += 1
                        continue
                    }
                    nativePairs.insert("\(identifier) \(layout)")
                    // CI: every 61st pair gets 500 instants, the others 16.
                    let large = Self.fullSize || (localeIndex * layouts.count + layoutIndex) % 61 == 0
                    let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
                    let table = ZoneOffsetTable.shared(zoneID: resolved.timeZoneID)
                    nativeZones.insert(zoneID)
                    for udate in Self.instants(count: large ? 500 : 16, zone: table, seed: seed) {
                        // nil: the formatter hands this instant to ICU.
                        guard let actual = native.format(udate: udate) else {
                            handedToICU += 1
                            continue
                        }
                        checked += 1
                        let expected = icu.format(udate)
                        if actual != expected, mismatches.count < 20 {
                            mismatches.append("\(identifier) \(layout) \(zoneID) \(udate): \(actual) != \(expected)")
                        }
                    }
                }
            }
        }
        print("native dates: \(nativePairs.count) of \(locales.count * layouts.count) (locale, layout) pairs run native;"
              + " \(checked) instants compared, \(handedToICU) handed to ICU\(Self.fullSize ? " (full size)" : "")")
        for (reason, count) in icuReasons.sorted(by: { $0.value > $1.value }).prefix(15) {
            print("  on ICU: \(count) × \(reason)")
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(nativeZones == Set(Self.zones))
        #expect(nativePairs.contains("en-US \(Options.Layout.styles(date: .medium, time: .medium))"))
    }
}

import CICU
import Intl
import Testing

/// `ListFormat` against ICU's list formatter called directly through the
/// shim: every locale ICU has × 0–5 items × 3 types × 3 widths, with items
/// that trigger the contextual rules (Spanish e/u, Hebrew ו-), non-BMP and
/// right-to-left text. The parts of every case join to its text.
@Suite struct ListFormatDifferentialTests {
    static let itemSets: [[String]] = [
        ["Anna", "hijo", "ocho", "Ben", "שלום"],
        ["😀", "iglesia", "11", "עולם", "e\u{301}"],
    ]

    @Test func everyLocaleTypeWidthAndLength() throws {
        var status = cicu_status_ok()
        let ids = (0..<cicu_locale_count_available()).compactMap { cicu_locale_available($0).map { String(cString: $0) } }
        #expect(ids.count > 700)
        let raw = try #require(cicu_listresult_open(&status))
        defer { cicu_listresult_close(raw) }
        var mismatches: [String] = []
        var cases = 0
        for id in ids {
            for type in ListFormatOptions.ListType.allCases {
                for width in ListFormatOptions.Width.allCases {
                    let list = try ListFormat(locale: id, options: .init(type: type, width: width))
                    let icu = try #require(cicu_listfmt_open(id, type.shimType, width.shimWidth, &status))
                    defer { cicu_listfmt_close(icu) }
                    for items in Self.itemSets {
                        for count in 0...5 {
                            let slice = Array(items.prefix(count))
                            let expected = Self.rawFormat(icu, raw, slice)
                            let text = try list.format(slice)
                            let parts = try list.formatToParts(slice)
                            let joined = parts.map { String(parts[$0]) }.joined()
                            cases += 1
                            if text != expected || parts.string != expected || joined != expected {
                                mismatches.append("\(id) \(type) \(width) \(slice): \(text.debugDescription) / ICU \(expected.debugDescription) / parts \(joined.debugDescription)")
                            }
                        }
                    }
                }
            }
        }
        #expect(cases == ids.count * 3 * 3 * 2 * 6)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(10))")
    }

    /// ICU's text for `items`, through the shim with no Swift in between but the conversion.
    static func rawFormat(_ formatter: OpaquePointer, _ result: OpaquePointer, _ items: [String]) -> String {
        let joined = Array(items.joined().utf8).map { CChar(bitPattern: $0) }
        let lengths = items.map { Int32($0.utf8.count) }
        var status = cicu_status_ok()
        var buffer = [CChar](repeating: 0, count: 1024)
        let length = cicu_listfmt_format(formatter, joined.isEmpty ? [0] : joined, lengths.isEmpty ? [0] : lengths,
                                         Int32(items.count), result, &buffer, 1024, &status)
        guard !status.shimFailed else { return "ICU failed: \(String(cString: status.name))" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension cicu_status {
    var shimFailed: Bool { code > 0 }
}

extension ListFormatOptions.ListType {
    var shimType: cicu_list_type {
        switch self {
        case .and: CICU_LIST_AND
        case .or: CICU_LIST_OR
        case .unit: CICU_LIST_UNITS
        }
    }
}

extension ListFormatOptions.Width {
    var shimWidth: cicu_list_width {
        switch self {
        case .wide: CICU_LIST_WIDE
        case .short: CICU_LIST_SHORT
        case .narrow: CICU_LIST_NARROW
        }
    }
}

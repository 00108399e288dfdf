import Foundation
import Intl
import StringCatalog

/// Typical catalog messages served from a real catalog: the runs message (two nested plurals),
/// `lg_days` in English and Chinese, and a number refined by the request's
/// region. The resources are written to a temporary folder from the literals
/// below, so the demo needs no files beside the binary.
let catalogDemoSection = DemoSection(title: "String catalogs") {
    let folder = try CatalogDemoResources.write()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let catalog = try Catalog(directory: folder, developmentLanguage: "en")
    let english = catalog.localizer(acceptLanguage: "en-AU, en;q=0.8")
    let chinese = catalog.localizer(acceptLanguage: "zh-CN, zh;q=0.9")
    let swiss = catalog.localizer(acceptLanguage: "de-CH")
    var runs = [["(completed, total)", "scope.%lu out of %lu runs  [\(english.contentLanguage)]"]]
    for (completed, total) in [(0, 0), (1, 1), (1, 3), (2, 3)] as [(Int64, Int64)] {
        runs.append(["(\(completed), \(total))", try english.format("scope.%lu out of %lu runs", arguments: [.int(completed), .int(total)])])
    }
    var days = [["lg_days", english.contentLanguage, chinese.contentLanguage]]
    for count in [0, 1, 2] as [Int64] {
        days.append(["\(count)", try english.format("lg_days", arguments: [.int(count)]),
                     try chinese.format("lg_days", arguments: [.int(count)])])
    }
    let distance = "distance %.1f km, de-CH request served from \(swiss.contentLanguage).lproj: "
        + (try swiss.format("distance", arguments: [1234.5]))
    return renderTable(runs) + "\n\n" + renderTable(days) + "\n\n" + distance
}

/// The demo's resources folder, as string literals.
enum CatalogDemoResources {
    static let files: [String: String] = [
        "en.lproj/Localizable.stringsdict": plist("""
            <key>scope.%lu out of %lu runs</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1$#@lu_completed_runs@</string>
            <key>lu_completed_runs</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lu</string>
            <key>zero</key><string>No runs completed yet</string><key>one</key><string>One %2$#@lu_total_runs@</string>
            <key>other</key><string>%lu %2$#@lu_total_runs@</string></dict>
            <key>lu_total_runs</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lu</string>
            <key>one</key><string>run completed</string><key>other</key><string>of %lu runs completed</string></dict></dict>
            <key>lg_days</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@VARIABLE@</string>
            <key>VARIABLE</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>zero</key><string>none</string><key>one</key><string>1 day</string><key>other</key><string>%ld days</string></dict></dict>
            """),
        "zh-Hans.lproj/Localizable.stringsdict": plist("""
            <key>lg_days</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@VARIABLE@</string>
            <key>VARIABLE</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>zero</key><string>当天</string><key>other</key><string>%ld天</string></dict></dict>
            """),
        "de.lproj/Localizable.strings": "/* A distance */\n\"distance\" = \"%.1f km\";\n",
    ]

    /// Writes the files into a fresh temporary folder and returns its path.
    static func write() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intl-demo-\(UUID().uuidString)")
        for (relative, contents) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root.path
    }

    private static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n\(body)\n</dict></plist>\n"
    }
}

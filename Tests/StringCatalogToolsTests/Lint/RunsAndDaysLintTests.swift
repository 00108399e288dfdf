import StringCatalogTools
import TestSupport
import Testing

/// The runs messages (nested positional plural variables, in English and
/// German) and `lg_days` (with `zero` in Chinese) are correct catalogs: lint
/// must find nothing in them.
@Suite struct RunsAndDaysLintTests {
    private static func runs(_ forms: (zero: String, one: String, other: String, totalOne: String, totalOther: String)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>scope.%lu out of %lu runs</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1$#@lu_completed_runs@</string>
            <key>lu_completed_runs</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lu</string>
              <key>zero</key><string>\(forms.zero)</string><key>one</key><string>\(forms.one)</string><key>other</key><string>\(forms.other)</string></dict>
            <key>lu_total_runs</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lu</string>
              <key>one</key><string>\(forms.totalOne)</string><key>other</key><string>\(forms.totalOther)</string></dict>
          </dict>
        </dict></plist>
        """
    }

    @Test func runsAndDaysLintClean() throws {
        let fixture = try Fixture()
        try fixture.write("en.lproj/Runs.stringsdict", Self.runs((zero: "No runs completed yet", one: "One %2$#@lu_total_runs@",
            other: "%lu %2$#@lu_total_runs@", totalOne: "run completed", totalOther: "of %lu runs completed")))
        try fixture.write("de.lproj/Runs.stringsdict", Self.runs((zero: "Noch keine Läufe", one: "Einer %2$#@lu_total_runs@",
            other: "%lu %2$#@lu_total_runs@", totalOne: "Lauf abgeschlossen", totalOther: "von %lu Läufen abgeschlossen")))
        try fixture.write("en.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "lg_days", format: "%#@VARIABLE@",
            forms: [("zero", "none"), ("one", "1 day"), ("other", "%ld days")]).replacingAll("<key>d</key>", "<key>VARIABLE</key>"))
        try fixture.write("zh.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "lg_days", format: "%#@VARIABLE@",
            forms: [("zero", "当天"), ("other", "%ld天")]).replacingAll("<key>d</key>", "<key>VARIABLE</key>"))
        try fixture.write("en.lproj/Activity.strings", "\"activity-profile.label.%lu out of %lu runs completed\" = \"%lu out of %lu runs completed\";\n")
        try fixture.write("de.lproj/Activity.strings", "\"activity-profile.label.%lu out of %lu runs completed\" = \"%1$lu von %2$lu Läufen abgeschlossen\";\n")
        try fixture.write("de.lproj/Localizable.stringsdict", Fixture.stringsdict(key: "lg_days", format: "%#@VARIABLE@",
            forms: [("one", "1 Tag"), ("other", "%ld Tage")]).replacingAll("<key>d</key>", "<key>VARIABLE</key>"))
        try fixture.write("zh.lproj/Runs.stringsdict", Self.runs((zero: "无", one: "%2$#@lu_total_runs@", other: "%lu %2$#@lu_total_runs@",
            totalOne: "x", totalOther: "共 %lu 次")).replacingAll("<key>one</key><string>%2$#@lu_total_runs@</string>", ""))
        try fixture.write("zh.lproj/Activity.strings", "\"activity-profile.label.%lu out of %lu runs completed\" = \"%1$lu / %2$lu\";\n")
        #expect(CatalogLinter().lint([fixture.root]).map(\.description) == [
            "\(fixture.root)/zh.lproj/Runs.stringsdict:3:3: warning: \"scope.%lu out of %lu runs\" (zh): plural variable \"lu_total_runs\" has one, which zh never uses (zh uses other; zero is always allowed)",
        ])
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

import Foundation

import TestSupport

extension Fixture {
    /// A `.stringsdict` with one entry whose variable `d` has `forms`.
    static func stringsdict(key: String, format: String = "%#@d@", valueType: String = "ld", forms: [(String, String)]) -> String {
        let strings = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>\(key)</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
                <key>d</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\(strings)</dict>
              </dict>
            </dict></plist>
            """
    }
}

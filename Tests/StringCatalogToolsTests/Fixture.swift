import Foundation

/// A fresh temporary directory with files written into it, for tests that need real files.
struct Fixture {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tools-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Writes `text` (UTF-8) at `relative`, creating folders; returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

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

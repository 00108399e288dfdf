import Foundation
import TestSupport

/// A copy of Tests/Fixtures/Translators/Resources (en, de, ru `.lproj`
/// tables and a `Localizable.xcstrings` with device × plural variations and
/// substitutions) in a fresh temporary folder.
struct TranslatorFixture {
    static let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Translators/Resources").path

    let fixture: Fixture
    var root: String { fixture.root }
    var resources: String { fixture.root + "/Resources" }

    init() throws {
        fixture = try Fixture()
        try FileManager.default.copyItem(atPath: Self.original, toPath: resources)
    }

    /// Removes `language`: its `.lproj` folder and its localizations in the catalog.
    func remove(_ language: String) throws {
        try FileManager.default.removeItem(atPath: resources + "/\(language).lproj")
        let path = resources + "/Localizable.xcstrings"
        guard var catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any],
              var strings = catalog["strings"] as? [String: Any] else { return }
        for (key, value) in strings {
            guard var entry = value as? [String: Any], var localizations = entry["localizations"] as? [String: Any] else { continue }
            localizations[language] = nil
            entry["localizations"] = localizations
            strings[key] = entry
        }
        catalog["strings"] = strings
        try JSONSerialization.data(withJSONObject: catalog).write(to: URL(fileURLWithPath: path))
    }

    /// An XLIFF with one `<file>` for `original` holding `units` (already XML), its `<file>` on line 3
    /// and its first unit on line 5.
    static func xliff(_ original: String, target: String = "de", _ units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }
}

/// `.stringsdict` entries with width and device rules, shaped as Xcode writes them.
enum VariantPlistText {
    static func string(_ text: String) -> String { "<string>\(text)</string>" }

    /// A width rule: width → value (a `<string>` or a `<dict>`).
    static func widths(_ variants: [(Int, String)]) -> String {
        "<dict><key>NSStringVariableWidthRuleType</key><dict>"
            + variants.map { "<key>\($0.0)</key>\($0.1)" }.joined() + "</dict></dict>"
    }

    /// A device rule: device key → value.
    static func devices(_ variants: [(String, String)]) -> String {
        "<dict><key>NSStringDeviceSpecificRuleType</key><dict>"
            + variants.map { "<key>\($0.0)</key>\($0.1)" }.joined() + "</dict></dict>"
    }

    /// A format with one plural variable whose categories are values (strings or rules).
    static func plural(_ format: String, variable: String, valueType: String, _ forms: [(String, String)]) -> String {
        "<dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string><key>\(variable)</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>"
            + forms.map { "<key>\($0.0)</key>\($0.1)" }.joined() + "</dict></dict>"
    }

    static func entries(_ entries: [(String, String)]) -> String {
        PlistText.document(entries.map { "<key>\($0.0)</key>\n\($0.1)\n" }.joined())
    }

    /// English: width, device, width under plural, plural under device, and one entry no runtime serves.
    static let english = entries([
        ("welcome", widths([(1, string("Hi")), (22, string("Hello")), (53, string("Greetings and Salutations"))])),
        ("tap", devices([("iphone", string("Tap here")), ("mac", string("Click here")), ("watch", string("Tap")),
                         ("other", string("Select"))])),
        ("files", plural("%#@files@", variable: "files", valueType: "d", [
            ("one", widths([(20, string("%d file")), (50, string("%d file selected"))])),
            ("other", widths([(20, string("%d files")), (40, string("%d files chosen")), (50, string("%d files selected"))])),
        ])),
        ("photos", devices([
            ("mac", plural("%#@n@", variable: "n", valueType: "d", [("one", string("Click to see %d photo")),
                                                                      ("other", string("Click to see %d photos"))])),
            ("other", plural("%#@n@", variable: "n", valueType: "d", [("one", string("Tap to see %d photo")),
                                                                        ("other", string("Tap to see %d photos"))])),
        ])),
        ("broken", "<dict><key>NSStringUnknownRuleType</key><dict/></dict>"),
    ])

    /// Russian (one/few/many/other) with a width rule under `one`.
    static let russian = entries([
        ("files", plural("%#@files@", variable: "files", valueType: "d", [
            ("one", widths([(20, string("%d файл")), (50, string("%d файл выбран"))])),
            ("few", string("%d файла")), ("many", string("%d файлов")), ("other", string("%d файла")),
        ])),
        ("tap", devices([("iphone", string("Нажмите здесь")), ("other", string("Выберите"))])),
    ])

    /// Arabic (zero/one/two/few/many/other) under a device rule.
    static let arabic = entries([
        ("photos", devices([
            ("iphone", plural("%#@n@", variable: "n", valueType: "d", [
                ("zero", string("لا صور")), ("one", string("صورة واحدة")), ("two", string("صورتان")),
                ("few", string("%d صور")), ("many", string("%d صورة")), ("other", string("%d صورة على iPhone")),
            ])),
            ("other", string("صور")),
        ])),
    ])
}

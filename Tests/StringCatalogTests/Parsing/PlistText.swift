/// Writes `.stringsdict` XML for tests, so each test shows its entries as data.
enum PlistText {
    static func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """
    }

    /// One entry: a format and its variables (name, value type, [category: text]).
    static func entry(_ key: String, format: String, _ variables: [(String, String, [(String, String)])]) -> String {
        var text = "<key>\(key)</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>\(format)</string>\n"
        for (name, valueType, forms) in variables {
            text += "<key>\(name)</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n"
            text += "<key>NSStringFormatValueTypeKey</key>\n<string>\(valueType)</string>\n"
            for (category, value) in forms { text += "<key>\(category)</key>\n<string>\(value)</string>\n" }
            text += "</dict>\n"
        }
        return text + "</dict>\n"
    }

    /// Three typical `.stringsdict` entries in English — a plural inside a sentence, the runs message with
    /// two nested plurals, `lg_days` with `zero` — or (`zh: true`) `lg_days` alone in Chinese.
    static func runsAndDaysExamples(zh: Bool = false) -> String {
        if zh {
            return document(entry("lg_days", format: "%#@VARIABLE@", [("VARIABLE", "ld", [("zero", "当天"), ("other", "%ld天")])]))
        }
        return document(
            entry("activity-profile.label.%lu out of %lu runs completed", format: "%lu out of %#@lu_total_runs@ completed",
                  [("lu_total_runs", "lu", [("one", "%lu run"), ("other", "%lu runs")])])
                + entry("scope.%lu out of %lu runs", format: "%1$#@lu_completed_runs@", [
                    ("lu_completed_runs", "lu", [("zero", "No runs completed yet"), ("one", "One %2$#@lu_total_runs@"),
                                                 ("other", "%lu %2$#@lu_total_runs@")]),
                    ("lu_total_runs", "lu", [("one", "run completed"), ("other", "of %lu runs completed")]),
                ])
                + entry("lg_days", format: "%#@VARIABLE@", [("VARIABLE", "ld", [("zero", "none"), ("one", "1 day"), ("other", "%ld days")])]))
    }
}

/// CLDR's parent locales as the loaded ICU has them: the locale whose data a
/// child inherits when it is not the truncated one ("en-AU" inherits from
/// "en-001", not "en"; "zh-Hant" from root, written "und", not "zh").
/// BCP 47 tags.
///
/// Read once through ``ICUDataTables``: supplementalData's `parentLocales`,
/// then the `%%Parent` of every locale bundle, which is what ICU's own
/// fallback follows. ICU 76 (CLDR 46) adds parents ICU 72 lacks
/// ("en-ID" → "en-001").
let parentLocales: [String: String] = {
    var parents: [String: String] = [:]
    for line in ICUDataTables.lines(ICUDataTables.parentLocales, fields: 3) where line.count == 3 && line[0] == "parent" {
        parents[bcp47Tag(line[1])] = bcp47Tag(line[2])
    }
    return parents
}()

/// "zh_Hant_HK" → "zh-Hant-HK", "root" → "und": the ids of parentLocales
/// hold only language, script and region.
private func bcp47Tag(_ icuID: Substring) -> String {
    icuID == "root" ? "und" : icuID.split(separator: "_").joined(separator: "-")
}
